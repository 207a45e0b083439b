import { MailWarning, Send } from "lucide-react";
import { Form } from "react-router";
import type { TAuthActionData } from "../auth-action-data";
import { FormAlert, SubmitButton } from "./auth-feedback";

export const RESEND_INTENT = "resend";

type TConfirmationNoticeProps = {
  /** The address waiting for its confirmation; the resend button posts it. */
  email: string;
  /** The answer of the last resend, when it failed (written under the button). */
  alert?: TAuthActionData["alert"];
};

/**
 * The amber notice 'Confirmation par email requise' with its resend
 * button: a form of its own posting intent=resend to the page's action.
 */
export function ConfirmationNotice({ email, alert }: TConfirmationNoticeProps) {
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-500/40 dark:bg-amber-950/40 dark:text-amber-50">
      <h2 className="flex items-center gap-2 font-semibold">
        <MailWarning
          aria-hidden="true"
          className="size-5 shrink-0 text-amber-600 dark:text-amber-400"
        />
        Confirmation par email requise
      </h2>
      <p className="text-sm text-amber-900 dark:text-amber-100/90">
        Un email de confirmation a été envoyé à{" "}
        <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong>. Cliquez sur le
        lien qu'il contient pour activer votre compte, puis connectez-vous. Pensez à vérifier vos
        courriers indésirables.
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={RESEND_INTENT} />
        <input type="hidden" name="email" value={email} />
        <SubmitButton
          intent={RESEND_INTENT}
          busyLabel="Envoi…"
          variant="outline"
          size="sm"
          icon={<Send aria-hidden="true" />}
          className="h-auto min-h-8 w-full whitespace-normal border-amber-400 bg-white/70 py-1.5 text-amber-950 hover:bg-white sm:w-auto dark:border-amber-500/50 dark:bg-amber-950/60 dark:text-amber-50 dark:hover:bg-amber-900/60"
        >
          Renvoyer l'email de confirmation
        </SubmitButton>
        <FormAlert alert={alert} />
      </Form>
    </div>
  );
}
