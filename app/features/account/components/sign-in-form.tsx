import { Link } from "react-router";
import { PasswordField } from "~/components/ui/field";
import { ZSignIn } from "~/features/account/schemas";
import type { TAuthActionData } from "../auth-action-data";
import type { TSocialAvailability } from "../social-providers";
import { AUTH_LINK_CLASS, AuthCard, AuthDivider } from "./auth-card";
import { SubmitButton, useActionToasts } from "./auth-feedback";
import { AuthForm, EmailField, useCheckedForm } from "./auth-form";
import { ConfirmationNotice } from "./confirmation-notice";
import { SocialButtons } from "./social-buttons";

export const SIGN_IN_INTENT = "sign-in";

type TSignInScreenProps = {
  social: TSocialAvailability;
  actionData: TAuthActionData | undefined;
};

/** The sign-in screen of /auth/login and /auth. */
export function SignInScreen({ social, actionData }: TSignInScreenProps) {
  useActionToasts(actionData);
  const pendingEmail = actionData?.pendingEmail;
  return (
    <AuthCard
      title="Connexion"
      description="Heureux de vous revoir ! Connectez-vous pour publier vos annonces et retrouver vos favoris."
      footer={
        <>
          Pas encore de compte ?{" "}
          <Link to="/auth/inscription" className={AUTH_LINK_CLASS}>
            Inscrivez-vous
          </Link>
        </>
      }
    >
      <div aria-live="polite">
        {pendingEmail ? (
          <div className="mb-6">
            <ConfirmationNotice
              email={pendingEmail}
              alert={actionData?.intent === "resend" ? actionData.alert : undefined}
            />
          </div>
        ) : null}
      </div>
      <SignInForm actionData={actionData} />
      <AuthDivider label="ou continuer avec" />
      <SocialButtons
        available={social}
        alert={actionData?.intent === "social" ? actionData.alert : undefined}
      />
    </AuthCard>
  );
}

function SignInForm({ actionData }: { actionData: TAuthActionData | undefined }) {
  const mine = actionData?.intent === SIGN_IN_INTENT ? actionData : undefined;
  const form = useCheckedForm(ZSignIn, mine?.fieldErrors);

  return (
    <AuthForm intent={SIGN_IN_INTENT} form={form} alert={mine?.alert}>
      <EmailField
        form={form}
        defaultValue={actionData?.values?.email ?? actionData?.pendingEmail}
      />
      <div className="space-y-2">
        <PasswordField
          label="Mot de passe"
          name="password"
          autoComplete="current-password"
          required
          maxLength={128}
          error={form.errors.password}
          onChange={() => form.clearError("password")}
        />
        <div className="text-end text-sm">
          <Link
            to="/auth/reinitialiser-mot-de-passe"
            className={`${AUTH_LINK_CLASS} whitespace-nowrap`}
          >
            Mot de passe oublié ?
          </Link>
        </div>
      </div>
      <SubmitButton intent={SIGN_IN_INTENT} busyLabel="Connexion…" size="lg" className="w-full">
        Se connecter
      </SubmitButton>
    </AuthForm>
  );
}
