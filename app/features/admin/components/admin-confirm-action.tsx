import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { Button, type TButtonVariant } from "~/components/ui/button";
import { Dialog, DialogClose, DialogFooter } from "~/components/ui/dialog";
import { TriangleAlert } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { useNewReply } from "~/lib/use-new-reply";
import type { TAdminActionResult } from "../admin-query";

export const ADMIN_ACTION_PATH = "/admin";

type TAdminConfirmActionProps = {
  /** The button's text in the table row. */
  label: string;
  /** Its accessible name when the text alone is ambiguous in a table (e.g. 'Supprimer Villa …'). */
  ariaLabel?: string;
  icon?: ReactNode;
  variant?: TButtonVariant;
  /** Hidden fields posted to the /admin action: the intent and the target. */
  fields: Record<string, string>;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /**
   * When set, the dialog explains why the action is impossible and offers no confirm button
   * (an administrator account cannot be deleted until demoted).
   */
  blocked?: ReactNode;
  /** Disables the row button; `disabledReason` becomes its tooltip. */
  disabled?: boolean;
  disabledReason?: string;
  /** Fields the administrator fills in the dialog (e.g. the reason of a hidden listing). */
  children?: ReactNode;
};

/**
 * Every row action of the panel shares one fetcher, watched by AdminActionToasts, which the page
 * renders once: a row (and its own component) may be gone by the time the answer is rendered,
 * e.g. after a deletion, since React can skip straight to the reloaded table.
 */
export const ADMIN_ACTION_FETCHER_KEY = "admin-row-action";

function useNewAnswer(onAnswer: (result: TAdminActionResult) => void) {
  const fetcher = useFetcher<TAdminActionResult>({ key: ADMIN_ACTION_FETCHER_KEY });
  // An answer already there when mounting was told by whoever was there then.
  useNewReply(fetcher.data, fetcher.state !== "submitting", onAnswer, { skipInitial: true });
  return fetcher;
}

/** Toasts the outcome of each row action the server decided; rendered once by the page. */
export function AdminActionToasts() {
  useNewAnswer((result) => {
    const options = result.description ? { description: result.description } : undefined;
    if (result.ok) toast.success(result.title, options);
    else toast.error(result.title, options);
  });
  return null;
}

/**
 * A row action of an admin table: 'Êtes-vous sûr ?' first, then a POST to /admin; the
 * toast (AdminActionToasts) tells the outcome the server decided.
 */
export function AdminConfirmAction({
  label,
  ariaLabel,
  icon,
  variant = "outline",
  fields,
  description,
  confirmLabel,
  pendingLabel,
  blocked,
  disabled,
  disabledReason,
  children,
}: TAdminConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const fetcher = useNewAnswer(() => setOpen(false));
  // The fetcher is shared: only the open dialog's own submission makes it busy.
  const busy = open && fetcher.state !== "idle";

  const trigger = (
    <Button
      variant={variant}
      size="sm"
      disabled={disabled}
      aria-label={ariaLabel}
      // A disabled button gets no hover events in every browser: the tooltip sits on a wrapper.
      title={disabled ? undefined : ariaLabel}
    >
      {icon}
      {label}
    </Button>
  );

  if (disabled) {
    return (
      <span title={disabledReason} className="inline-flex">
        {trigger}
        {disabledReason ? <span className="sr-only">{disabledReason}</span> : null}
      </span>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
      trigger={trigger}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
      }
      title="Êtes-vous sûr ?"
      description={blocked ?? description}
    >
      {blocked ? (
        <DialogFooter>
          <DialogClose>
            <Button variant="outline">Fermer</Button>
          </DialogClose>
        </DialogFooter>
      ) : (
        <fetcher.Form method="post" action={ADMIN_ACTION_PATH}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          <DialogFooter>
            <DialogClose>
              <Button variant="outline" disabled={busy}>
                Annuler
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={variant === "outline" ? "primary" : variant}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      )}
    </Dialog>
  );
}
