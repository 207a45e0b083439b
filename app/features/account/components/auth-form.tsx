import { type FormEvent, type ReactNode, useRef } from "react";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { PasswordField, TextField } from "~/components/ui/field";
import type { TFieldErrors } from "~/lib/forms";
import { useZodForm } from "~/lib/use-zod-form";
import type { TAuthActionData } from "../auth-action-data";
import { AUTH_LINK_CLASS } from "./auth-card";
import { FormAlert, focusFirstInvalid, useFocusServerErrors } from "./auth-feedback";

type TCheckedForm = { errors: TFieldErrors; clearError: (name: string) => void };

/**
 * A form checked in the browser with the server's schema. The keyboard goes to the first field
 * marked invalid, after a refused submit (once its message has rendered) or a server answer.
 */
export function useCheckedForm(schema: z.ZodType, serverErrors: TFieldErrors | null | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(schema, serverErrors);
  useFocusServerErrors(formRef, serverErrors);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const target = event.currentTarget;
    form.onSubmit(event);
    if (event.defaultPrevented) requestAnimationFrame(() => focusFirstInvalid(target));
  };

  return { errors: form.errors, clearError: form.clearError, formRef, onSubmit };
}

/**
 * The frame of every auth form: it posts its `intent` (the route's action dispatches on it) plus
 * any `hiddenFields`, is checked in the browser first, and shows the answer's alert on top.
 */
export function AuthForm({
  intent,
  form,
  alert,
  hiddenFields = null,
  children,
}: {
  intent: string;
  form: ReturnType<typeof useCheckedForm>;
  alert: TAuthActionData["alert"] | undefined;
  hiddenFields?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      noValidate
      ref={form.formRef}
      onSubmit={form.onSubmit}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={intent} />
      {hiddenFields}
      <FormAlert alert={alert} />
      {children}
    </Form>
  );
}

/** The account address field of the sign-in, sign-up and forgot-password forms. */
export function EmailField({
  form,
  defaultValue,
}: {
  form: TCheckedForm;
  defaultValue: string | undefined;
}) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="vous@exemple.com"
      required
      maxLength={254}
      defaultValue={defaultValue}
      error={form.errors.email}
      onChange={() => form.clearError("email")}
    />
  );
}

/** A new password and its confirmation (sign-up and reset: at least 6 characters, matching). */
export function NewPasswordFields({ form, label }: { form: TCheckedForm; label: string }) {
  return (
    <>
      <PasswordField
        label={label}
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
    </>
  );
}

export const BACK_TO_LOGIN = (
  <Link to="/auth/login" className={AUTH_LINK_CLASS}>
    Retour à la connexion
  </Link>
);

/** The centred 'done' state of a reset step: a green icon, a heading, the message and what next. */
export function AuthSuccessState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        {icon}
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-pretty text-sm text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}
