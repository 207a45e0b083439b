import { LinkIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CircleCheck } from "~/components/ui/icons";
import { ZResetPassword } from "~/features/account/schemas";
import { RESET_REDIRECT_DELAY_MS, type TAuthActionData } from "../auth-action-data";
import { AuthCard } from "./auth-card";
import { FormAlert, SubmitButton } from "./auth-feedback";
import {
  AuthForm,
  AuthSuccessState,
  BACK_TO_LOGIN,
  NewPasswordFields,
  useCheckedForm,
} from "./auth-form";

export const RESET_INTENT = "reset";

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
    <AuthSuccessState
      icon={<CircleCheck aria-hidden="true" className="size-6" />}
      title="Mot de passe mis à jour"
      action={
        // Without JavaScript the page's Refresh header does the same; the link is at hand.
        <Link to="/auth/login" className={buttonClasses({ className: "mt-6 w-full" })}>
          Se connecter
        </Link>
      }
    >
      Votre mot de passe a été réinitialisé avec succès. Vous allez être redirigé vers la page de
      connexion…
    </AuthSuccessState>
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
  const form = useCheckedForm(ZResetPassword, actionData?.fieldErrors);

  return (
    <AuthForm
      intent={RESET_INTENT}
      form={form}
      alert={actionData?.alert}
      hiddenFields={<input type="hidden" name="token" value={token} />}
    >
      <NewPasswordFields form={form} label="Nouveau mot de passe" />
      <SubmitButton intent={RESET_INTENT} busyLabel="Mise à jour…" size="lg" className="w-full">
        Mettre à jour le mot de passe
      </SubmitButton>
    </AuthForm>
  );
}
