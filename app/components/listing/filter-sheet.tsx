import { type I18n, setupI18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useRef } from "react";
import { SlidersHorizontal, X } from "~/components/ui/icons";

/*
 * A list's filters: the side panel from `lg` up, a modal sheet below it. One <dialog> is both,
 * so the page keeps one filter form (the sort select and the no-JavaScript GET point to its id).
 * The button opens it with `commandfor`/`command`, which the browser runs itself: a tap before
 * hydration, or without JavaScript, opens it too. The dialog gives the modal part for free: the
 * page behind is inert, Escape closes it, and focus goes back to the button.
 */

/**
 * The filter form's buttons: below `lg`, where the form is the sheet, they stay at its bottom so
 * that 'Appliquer les filtres' is at hand however far down the form is scrolled.
 */
export const FILTER_ACTIONS_CLASS =
  "flex flex-col gap-2 sm:flex-row lg:flex-col max-lg:sticky max-lg:bottom-0 max-lg:-mx-4 max-lg:-mb-4 max-lg:rounded-b-xl max-lg:border-t max-lg:border-border max-lg:bg-card max-lg:px-4 max-lg:py-3 sm:max-lg:-mx-5 sm:max-lg:-mb-5 sm:max-lg:px-5";

/** The sheet's id for a list's filter form. */
export const filterSheetId = (formId: string) => `${formId}-sheet`;

/**
 * The active filters among a list's values: every non-empty one but the sort and the page, so
 * that a filter added to a list is counted without more code.
 */
export function activeFilterCount(values: Readonly<Record<string, string | undefined>>): number {
  return Object.entries(values).filter(
    ([key, value]) => key !== "sort" && key !== "page" && Boolean(value?.trim()),
  ).length;
}

let sourceI18n: I18n | undefined;

/** No catalogue: the French written in the code (a unit test; the production build strips it). */
function sourceLanguage(): I18n {
  sourceI18n ??= setupI18n({ locale: "fr", messages: { fr: {} } });
  return sourceI18n;
}

/** 'Filtres, 2 actifs': what the button's badge says, for a screen reader, in the page's language. */
export function filtersButtonLabel(count: number, i18n: I18n = sourceLanguage()): string {
  return i18n._(
    msg`${plural(count, {
      0: "Filtres",
      one: `Filtres, ${count} actif`,
      other: `Filtres, ${count} actifs`,
    })}`,
  );
}

/**
 * True while the form is shown in the open sheet: its selects then wait for 'Appliquer les
 * filtres' instead of reloading the results hidden behind the sheet at each change.
 */
export function inOpenSheet(formId: string): boolean {
  if (typeof document === "undefined") return false;
  return document.getElementById(formId)?.closest("dialog")?.open ?? false;
}

/** Invoker commands are recent: where the browser lacks them, the hydrated page opens the sheet. */
function supportsCommands(): boolean {
  return "command" in HTMLButtonElement.prototype;
}

/** 'Filtres' with the number of active filters; below `lg` only, where the sheet is. */
export function FilterSheetButton({ formId, count }: { formId: string; count: number }) {
  const { i18n } = useLingui();
  const sheetId = filterSheetId(formId);
  return (
    <button
      type="button"
      // React passes lowercase attributes through as they are.
      {...{ commandfor: sheetId, command: "show-modal" }}
      aria-haspopup="dialog"
      aria-label={filtersButtonLabel(count, i18n)}
      onClick={() => {
        if (supportsCommands()) return;
        const sheet = document.getElementById(sheetId);
        if (sheet instanceof HTMLDialogElement && !sheet.open) sheet.showModal();
      }}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-border bg-card px-3 text-sm font-semibold text-card-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:hidden"
    >
      <SlidersHorizontal aria-hidden="true" className="size-4 text-primary" />
      <Trans>Filtres</Trans>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-bold text-primary-foreground"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}

/**
 * The filter form's place: in the page's flow from `lg` up (a closed dialog shown by CSS), a
 * bottom sheet below it. Applying the filters from the sheet closes it and shows the results.
 */
export function FilterSheet({
  formId,
  label,
  resultsId,
  onDismiss,
  children,
}: {
  formId: string;
  /** The panel's landmark name ('Filtres des propriétés'). */
  label: string;
  /** The results heading's id, scrolled to once the sheet closes on 'Appliquer les filtres'. */
  resultsId: string;
  /** Closed without applying ('Fermer', Escape): the choices made in it are dropped. */
  onDismiss: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const sheetId = filterSheetId(formId);
  const applying = useRef(false);
  return (
    <dialog
      id={sheetId}
      aria-label={t`Filtres`}
      onClose={() => {
        if (!applying.current) onDismiss();
        applying.current = false;
      }}
      onSubmit={(event) => {
        const sheet = event.currentTarget;
        if (!sheet.open) return;
        applying.current = true;
        sheet.close();
        // Closing puts the focus back on 'Filtres', beside the count: the count is in view.
        document.getElementById(resultsId)?.scrollIntoView({ block: "start" });
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[88dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-2xl border-0 bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50 lg:static lg:block lg:max-h-none lg:overflow-visible lg:rounded-none lg:bg-transparent lg:shadow-none"
    >
      <aside aria-label={label} className="relative">
        <button
          type="button"
          {...{ commandfor: sheetId, command: "close" }}
          onClick={(event) => {
            if (supportsCommands()) return;
            event.currentTarget.closest("dialog")?.close();
          }}
          className="absolute top-3 end-3 inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:top-4 sm:end-4 lg:hidden"
        >
          <X aria-hidden="true" className="size-4" />
          <Trans>Fermer</Trans>
        </button>
        {children}
      </aside>
    </dialog>
  );
}
