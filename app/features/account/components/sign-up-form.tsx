import { type FormEvent, useRef } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PasswordField, TextField } from "~/components/ui/field";
import { ZSignUp } from "~/features/account/schemas";
import { useZodForm } from "~/lib/use-zod-form";
import type { TAuthActionData } from "./auth-action-data";
import { AUTH_LINK_CLASS, AuthCard, AuthDivider } from "./auth-card";
import {
  FormAlert,
  focusFirstInvalid,
  SubmitButton,
  useActionToasts,
  useFocusServerErrors,
} from "./auth-feedback";
import { ConfirmationNotice } from "./confirmation-notice";
import { SocialButtons } from "./social-buttons";
import type { TSocialAvailability } from "./social-providers";

export const SIGN_UP_INTENT = "sign-up";

type TSignUpScreenProps = {
  social: TSocialAvailability;
  actionData: TAuthActionData | undefined;
};

/** The sign-up screen of /auth/inscription (specification 000 §2 'Sign-up screen'). */
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
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(ZSignUp, mine?.fieldErrors);
  useFocusServerErrors(formRef, mine?.fieldErrors);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const target = event.currentTarget;
    form.onSubmit(event);
    if (event.defaultPrevented) requestAnimationFrame(() => focusFirstInvalid(target));
  };

  return (
    <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value={SIGN_UP_INTENT} />
      <FormAlert alert={mine?.alert} />
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
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="vous@exemple.com"
        required
        maxLength={254}
        defaultValue={mine?.values?.email}
        error={form.errors.email}
        onChange={() => form.clearError("email")}
      />
      <PasswordField
        label="Mot de passe"
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
      <SubmitButton intent={SIGN_UP_INTENT} busyLabel="Inscription…" size="lg" className="w-full">
        Créer mon compte
      </SubmitButton>
    </Form>
  );
}
