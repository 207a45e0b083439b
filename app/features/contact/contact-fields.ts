/**
 * The contact form's fields, limits and messages. The required-field
 * messages are the specification's, to the letter; the length limits and the phone check are
 * ours, in the same voice. No Zod here: the page renders the form without loading it.
 */

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];
export type TContactValues = Record<TContactField, string>;

export const CONTACT_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
} as const satisfies Record<TContactField, number>;

export const CONTACT_MESSAGES = {
  nameRequired: "Le nom est requis",
  emailRequired: "L'email est requis",
  emailInvalid: "Veuillez entrer un email valide",
  phoneRequired: "Le numéro de téléphone est requis",
  phoneInvalid: "Veuillez entrer un numéro de téléphone valide",
  messageRequired: "Le message est requis",
} as const;

/** The one message the form shows: the first failing check, fields taken in the order above. */
export type TContactError = { field: TContactField; message: string };

/** The typed values, to put back in the form after a refusal (the page without JavaScript). */
export function contactValuesOf(input: Record<string, unknown>): TContactValues {
  const values = {} as TContactValues;
  for (const field of CONTACT_FIELDS) {
    const value = input[field];
    values[field] = typeof value === "string" ? value.slice(0, CONTACT_MAX_LENGTH[field]) : "";
  }
  return values;
}
