import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Flag, ShieldAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import type { TListingKind } from "~/kernel/kinds";
import { ENHANCED_FIELD } from "~/lib/forms";
import {
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TEXTS,
  type TReportActionData,
} from "../report-texts";

/** The report's Zod schema (and Zod) load when the form opens, not with the page. */
const loadReportSchema = () => import("../report-schema");

export const REPORT_ACTION_PATH = "/actions/signaler";

/** The answers that are catalogue ids; the others (a rate limit's wait…) are shown as they come. */
const ANSWER_MESSAGES: ReadonlySet<string> = new Set([
  REPORT_TEXTS.sent,
  ...Object.values(REPORT_MESSAGES),
]);

/**
 * 'Signaler cette annonce' on every detail page: a disclosure (keyboard and screen readers know
 * it, and it opens without JavaScript) holding a plain form that posts to /actions/signaler. Once
 * the page is hydrated the form is sent by a fetcher and the answer is said in place; the server
 * checks everything again.
 */
export function ReportListing({ kind, id }: { kind: TListingKind; id: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const say = (message: string) => (ANSWER_MESSAGES.has(message) ? i18n._(message) : message);
  const fetcher = useFetcher<TReportActionData>();
  const [clientError, setClientError] = useState<{ field: string; message: string } | null>(null);
  const [length, setLength] = useState(0);
  const formId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const sent = answer?.ok === true;
  const error =
    clientError ??
    (answer && !answer.ok ? { field: answer.field ?? "form", message: answer.message } : null);

  useEffect(() => {
    if (answer) statusRef.current?.focus();
  }, [answer]);

  return (
    <details
      className="group rounded-lg border border-border bg-card text-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) void loadReportSchema();
      }}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <Flag aria-hidden="true" className="size-4" />
        {i18n._(REPORT_TEXTS.open)}
      </summary>
      <div className="border-t border-border px-4 py-4">
        {sent ? (
          <p ref={statusRef} tabIndex={-1} role="status" className="font-medium text-foreground">
            {say(answer.message)}
          </p>
        ) : (
          <fetcher.Form
            method="post"
            action={REPORT_ACTION_PATH}
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              // Checked in the browser first, with the server's schema; then sent by the fetcher.
              event.preventDefault();
              const formData = new FormData(event.currentTarget);
              void loadReportSchema().then(({ ZListingReport }) => {
                const checked = ZListingReport.safeParse(Object.fromEntries(formData));
                if (!checked.success) {
                  const issue = checked.error.issues[0];
                  setClientError({
                    field: String(issue?.path[0] ?? "form"),
                    message: issue?.message ?? "",
                  });
                  return;
                }
                setClientError(null);
                void fetcher.submit(formData, { method: "post", action: REPORT_ACTION_PATH });
              });
            }}
          >
            <p className="text-muted-foreground">{i18n._(REPORT_TEXTS.description)}</p>
            <input type="hidden" name="itemType" value={kind} />
            <input type="hidden" name="itemId" value={id} />
            <input type="hidden" name={ENHANCED_FIELD} value="1" />
            <fieldset
              aria-describedby={error?.field === "reason" ? `${formId}-error` : undefined}
              className="space-y-2"
            >
              <legend className="mb-1 font-medium">{i18n._(REPORT_TEXTS.reason)}</legend>
              {REPORT_REASONS.map((reason) => (
                <label key={reason} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name="reason"
                    value={reason}
                    required
                    className="size-4 accent-primary"
                  />
                  {i18n._(REPORT_REASON_LABELS[reason])}
                </label>
              ))}
            </fieldset>
            <div className="space-y-1.5">
              <label htmlFor={`${formId}-details`} className="font-medium">
                {i18n._(REPORT_TEXTS.details)}
              </label>
              <textarea
                id={`${formId}-details`}
                name="details"
                maxLength={REPORT_DETAILS_MAX}
                rows={3}
                onChange={(event) => setLength(event.currentTarget.value.length)}
                aria-describedby={`${formId}-count${error?.field === "details" ? ` ${formId}-error` : ""}`}
                className={inputClasses("h-auto min-h-20 resize-y py-2")}
              />
              <p id={`${formId}-count`} className="text-xs text-muted-foreground">
                {t`${length} / ${REPORT_DETAILS_MAX} caractères`}
              </p>
            </div>
            {error ? (
              <p
                id={`${formId}-error`}
                ref={statusRef}
                tabIndex={-1}
                role="alert"
                className="text-destructive"
              >
                {say(error.message)}
              </p>
            ) : null}
            <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
              {i18n._(busy ? REPORT_TEXTS.pending : REPORT_TEXTS.submit)}
            </Button>
          </fetcher.Form>
        )}
      </div>
    </details>
  );
}

/** What the owner and administrators read on a hidden listing's page (decision 0015). */
export function ModerationBanner({ reason }: { reason: string }) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div>
        <p className="font-semibold text-destructive">
          <Trans>Annonce masquée par la modération</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            Motif : <bdi>{reason}</bdi>
          </Trans>
        </p>
        <p className="mt-1 text-muted-foreground">
          <Trans>
            Elle n'apparaît plus dans les listes ni dans la recherche : seuls vous et notre équipe
            la voyez.
          </Trans>
        </p>
      </div>
    </div>
  );
}
