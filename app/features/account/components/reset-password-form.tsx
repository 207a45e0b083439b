import { CircleCheck, LinkIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PasswordField } from "~/components/ui/field";
import { ZResetPassword } from "~/features/account/schemas";
import { useZodForm } from "~/lib/use-zod-form";
import { RESET_REDIRECT_DELAY_MS, type TAuthActionData } from "./auth-action-data";
import { AUTH_LINK_CLASS, AuthCard } from "./auth-card";
import { FormAlert, focusFirstInvalid, SubmitButton, useFocusServerErrors } from "./auth-feedback";

export const RESET_INTENT = "reset";

const BACK_TO_LOGIN = (
  <Link to="/auth/login" className={AUTH_LINK_CLASS}>
    Retour à la connexion
  </Link>
);

type TResetPasswordCardProps = {
  /** The token of the mailed link (?token=…), posted back with the new password. */
  token: string;
  actionData: TAuthActionData | undefined;
};

/** Step 2 of the reset: the new password, then a success message and the way to sign in. */
export function ResetPasswordCard({ token, actionData }: TResetPasswordCardProps) {
  const mine = actionData?.intent === RESET_INTENT ? actionData : undefined;
  const step = mine?.step;
  return (
    <AuthCard
      title="Nouveau mot de passe"
      description={step ? undefined : "Choisissez un nouveau mot de passe pour votre compte Darna."}
      footer={BACK_TO_LOGIN}
    >
      <div aria-live="polite">
        {step === "reset" ? <ResetDone /> : null}
        {step === "invalid_token" ? <InvalidLink alert={mine?.alert} /> : null}
      </div>
      {step ? null : <ResetPasswordForm token={token} actionData={mine} />}
    </AuthCard>
  );
}

function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate("/auth/login", { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="flex flex-col items-center text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">Mot de passe mis à jour</h2>
      <p className="mt-2 text-pretty text-sm text-muted-foreground">
        Votre mot de passe a été réinitialisé avec succès. Vous allez être redirigé vers la page de
        connexion…
      </p>
      {/* Without JavaScript the page's Refresh header does the same; the link is at hand. */}
      <Link to="/auth/login" className={buttonClasses({ className: "mt-6 w-full" })}>
        Se connecter
      </Link>
    </div>
  );
}

function InvalidLink({ alert }: { alert: TAuthActionData["alert"] | undefined }) {
  return (
    <div className="space-y-4">
      <FormAlert alert={alert} />
      <Link
        to="/auth/reinitialiser-mot-de-passe"
        className={buttonClasses({ variant: "primary", className: "w-full" })}
      >
        <LinkIcon aria-hidden="true" />
        Demander un nouveau lien
      </Link>
    </div>
  );
}

function ResetPasswordForm({ token, actionData }: TResetPasswordCardProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(ZResetPassword, actionData?.fieldErrors);
  useFocusServerErrors(formRef, actionData?.fieldErrors);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const target = event.currentTarget;
    form.onSubmit(event);
    if (event.defaultPrevented) requestAnimationFrame(() => focusFirstInvalid(target));
  };

  return (
    <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value={RESET_INTENT} />
      <input type="hidden" name="token" value={token} />
      <FormAlert alert={actionData?.alert} />
      <PasswordField
        label="Nouveau mot de passe"
        name="password"
        autoComplete="new-password"
        required
        maxLength={128}
        hint="6 caractères minimum."
        error={form.errors.password}
        onChange={() => form.clearError("password")}
      />
      <PasswordField
        label="Confirmer le mot de passe"
        name="confirmPassword"
        autoComplete="new-password"
        required
        maxLength={128}
        error={form.errors.confirmPassword}
        onChange={() => form.clearError("confirmPassword")}
      />
      <SubmitButton intent={RESET_INTENT} busyLabel="Mise à jour…" size="lg" className="w-full">
        Mettre à jour le mot de passe
      </SubmitButton>
    </Form>
  );
}
