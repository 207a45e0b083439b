import type { z } from "zod";

export type TFieldErrors = Record<string, string>;

/**
 * Marks a form post sent by hydrated JavaScript (a fetcher): the action then answers with data
 * for the page to show; a plain form post (no JavaScript yet) gets a redirect and a flash toast.
 */
export const ENHANCED_FIELD = "enhanced";

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
