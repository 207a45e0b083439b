import { MailCheck, Send } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ZForgotPassword } from "~/features/account/schemas";
import type { TAuthActionData } from "../auth-action-data";
import { AuthCard } from "./auth-card";
import { SubmitButton } from "./auth-feedback";
import { AuthForm, AuthSuccessState, BACK_TO_LOGIN, EmailField, useCheckedForm } from "./auth-form";

export const FORGOT_INTENT = "forgot";

/** Step 1 of the reset: the address to send the link to, then the 'sent' state. */
export function ForgotPasswordCard({ actionData }: { actionData: TAuthActionData | undefined }) {
  const mine = actionData?.intent === FORGOT_INTENT ? actionData : undefined;
  const sentTo = mine?.step === "sent" ? (mine.values?.email ?? "") : null;
  return (
    <AuthCard
      title="Mot de passe oublié"
      description={
        sentTo === null
          ? "Saisissez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
          : undefined
      }
      footer={BACK_TO_LOGIN}
    >
      <div aria-live="polite">{sentTo === null ? null : <SentState email={sentTo} />}</div>
      {sentTo === null ? <ForgotPasswordForm actionData={mine} /> : null}
    </AuthCard>
  );
}

function SentState({ email }: { email: string }) {
  const { pathname } = useLocation();
  return (
    <AuthSuccessState
      icon={<MailCheck aria-hidden="true" className="size-6" />}
      title="Email envoyé avec succès"
      action={
        // A plain visit of the same page drops the answer and brings the form back.
        <Link
          to={pathname}
          className={buttonClasses({ variant: "outline", className: "mt-6 w-full" })}
        >
          Envoyer à une autre adresse
        </Link>
      }
    >
      Si un compte Darna est associé à{" "}
      <strong className="text-foreground [overflow-wrap:anywhere]">{email}</strong>, vous allez
      recevoir un email avec un lien pour choisir un nouveau mot de passe. Ce lien est valable 1
      heure. Pensez à vérifier vos courriers indésirables.
    </AuthSuccessState>
  );
}

function ForgotPasswordForm({ actionData }: { actionData: TAuthActionData | undefined }) {
  const form = useCheckedForm(ZForgotPassword, actionData?.fieldErrors);

  return (
    <AuthForm intent={FORGOT_INTENT} form={form} alert={actionData?.alert}>
      <EmailField form={form} defaultValue={actionData?.values?.email} />
      <SubmitButton
        intent={FORGOT_INTENT}
        busyLabel="Envoi…"
        size="lg"
        className="w-full"
        icon={<Send aria-hidden="true" />}
      >
        Envoyer le lien de réinitialisation
      </SubmitButton>
    </AuthForm>
  );
}
