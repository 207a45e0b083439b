import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { ZSignUp } from "~/features/account/schemas";
import type { TAuthActionData } from "../auth-action-data";
import type { TSocialAvailability } from "../social-providers";
import { AUTH_LINK_CLASS, AuthCard, AuthDivider } from "./auth-card";
import { SubmitButton, useActionToasts } from "./auth-feedback";
import { AuthForm, EmailField, NewPasswordFields, useCheckedForm } from "./auth-form";
import { ConfirmationNotice } from "./confirmation-notice";
import { SocialButtons } from "./social-buttons";

export const SIGN_UP_INTENT = "sign-up";

type TSignUpScreenProps = {
  social: TSocialAvailability;
  actionData: TAuthActionData | undefined;
};

/** The sign-up screen of /auth/inscription. */
export function SignUpScreen({ social, actionData }: TSignUpScreenProps) {
  useActionToasts(actionData);
  const pendingEmail = actionData?.pendingEmail;
  return (
    <AuthCard
      wide
      title={pendingEmail ? "Vérifiez votre boîte mail" : "Inscription"}
      description={
        pendingEmail
          ? "Plus qu'une étape avant de publier vos annonces sur Darna."
          : "Rejoignez Darna pour publier vos annonces, noter les professionnels et garder vos favoris."
      }
      footer={
        <>
          Déjà un compte ?{" "}
          <Link to="/auth/login" className={AUTH_LINK_CLASS}>
            Connectez-vous
          </Link>
        </>
      }
    >
      <div aria-live="polite">
        {pendingEmail ? (
          <div className="space-y-4">
            <ConfirmationNotice
              email={pendingEmail}
              alert={actionData?.intent === "resend" ? actionData.alert : undefined}
            />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link
                to="/auth/login"
                className={buttonClasses({ variant: "primary", className: "sm:flex-1" })}
              >
                Aller à la connexion
              </Link>
              {/* A plain visit of the page drops the answer and brings the empty form back. */}
              <Link
                to="/auth/inscription"
                className={buttonClasses({ variant: "outline", className: "sm:flex-1" })}
              >
                Utiliser une autre adresse
              </Link>
            </div>
          </div>
        ) : null}
      </div>
      {pendingEmail ? null : (
        <>
          <SignUpForm actionData={actionData} />
          <AuthDivider label="ou s'inscrire avec" />
          <SocialButtons
            available={social}
            alert={actionData?.intent === "social" ? actionData.alert : undefined}
          />
        </>
      )}
    </AuthCard>
  );
}

function SignUpForm({ actionData }: { actionData: TAuthActionData | undefined }) {
  const mine = actionData?.intent === SIGN_UP_INTENT ? actionData : undefined;
  const form = useCheckedForm(ZSignUp, mine?.fieldErrors);

  return (
    <AuthForm intent={SIGN_UP_INTENT} form={form} alert={mine?.alert}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prénom"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={50}
          defaultValue={mine?.values?.firstName}
          error={form.errors.firstName}
          onChange={() => form.clearError("firstName")}
        />
        <TextField
          label="Nom"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={50}
          defaultValue={mine?.values?.lastName}
          error={form.errors.lastName}
          onChange={() => form.clearError("lastName")}
        />
      </div>
      <EmailField form={form} defaultValue={mine?.values?.email} />
      <NewPasswordFields form={form} label="Mot de passe" />
      <SubmitButton intent={SIGN_UP_INTENT} busyLabel="Inscription…" size="lg" className="w-full">
        Créer mon compte
      </SubmitButton>
    </AuthForm>
  );
}
