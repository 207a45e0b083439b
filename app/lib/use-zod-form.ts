import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { fieldErrors, formValues, type TFieldErrors } from "./forms";

/**
 * Checks a form with the same Zod schema as the server before it is sent: the first message of
 * each field is shown and nothing is submitted while something is wrong. Server answers
 * (`serverErrors`) show through the same `errors`.
 */
export function useZodForm(
  schema: z.ZodType,
  serverErrors?: TFieldErrors | null,
  /** How the schema reads the form: its text fields unless a form has repeated ones. */
  read: (formData: FormData) => Record<string, unknown> = formValues,
) {
  const [clientErrors, setClientErrors] = useState<TFieldErrors | null>(null);
  const errors: TFieldErrors = clientErrors ?? serverErrors ?? {};
  return {
    errors,
    /** Clears the message of a field while the user corrects it. */
    clearError(name: string) {
      if (errors[name]) setClientErrors({ ...errors, [name]: "" });
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const result = schema.safeParse(read(new FormData(event.currentTarget)));
      if (result.success) {
        setClientErrors(null);
        return;
      }
      event.preventDefault();
      setClientErrors(fieldErrors(result.error));
    },
  };
}
