import { MailCheck, Send } from "lucide-react";
import { type FormEvent, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { ZForgotPassword } from "~/features/account/schemas";
import { useZodForm } from "~/lib/use-zod-form";
import type { TAuthActionData } from "./auth-action-data";
import { AUTH_LINK_CLASS, AuthCard } from "./auth-card";
import { FormAlert, focusFirstInvalid, SubmitButton, useFocusServerErrors } from "./auth-feedback";

export const FORGOT_INTENT = "forgot";

const BACK_TO_LOGIN = (
  <Link to="/auth/login" className={AUTH_LINK_CLASS}>
    Retour à la connexion
  </Link>
);

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
    <div className="flex flex-col items-center text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <MailCheck aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">Email envoyé avec succès</h2>
      <p className="mt-2 text-pretty text-sm text-muted-foreground">
        Si un compte Darna est associé à{" "}
        <strong className="text-foreground [overflow-wrap:anywhere]">{email}</strong>, vous allez
        recevoir un email avec un lien pour choisir un nouveau mot de passe. Ce lien est valable 1
        heure. Pensez à vérifier vos courriers indésirables.
      </p>
      {/* A plain visit of the same page drops the answer and brings the form back. */}
      <Link
        to={pathname}
        className={buttonClasses({ variant: "outline", className: "mt-6 w-full" })}
      >
        Envoyer à une autre adresse
      </Link>
    </div>
  );
}

function ForgotPasswordForm({ actionData }: { actionData: TAuthActionData | undefined }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(ZForgotPassword, actionData?.fieldErrors);
  useFocusServerErrors(formRef, actionData?.fieldErrors);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const target = event.currentTarget;
    form.onSubmit(event);
    if (event.defaultPrevented) requestAnimationFrame(() => focusFirstInvalid(target));
  };

  return (
    <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value={FORGOT_INTENT} />
      <FormAlert alert={actionData?.alert} />
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="vous@exemple.com"
        required
        maxLength={254}
        defaultValue={actionData?.values?.email}
        error={form.errors.email}
        onChange={() => form.clearError("email")}
      />
      <SubmitButton
        intent={FORGOT_INTENT}
        busyLabel="Envoi…"
        size="lg"
        className="w-full"
        icon={<Send aria-hidden="true" />}
      >
        Envoyer le lien de réinitialisation
      </SubmitButton>
    </Form>
  );
}
