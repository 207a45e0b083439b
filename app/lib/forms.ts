import type { z } from "zod";

export type TFieldErrors = Record<string, string>;

/** Field name → its first message, for forms (server answers and client-side checks alike). */
export function fieldErrors(error: z.ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The text fields of a submitted form as a plain object (files and repeated keys left out). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}
