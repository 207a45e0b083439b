import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, withoutControlCharacters } from "~/lib/text";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_MESSAGES,
  type TContactError,
  type TContactField,
} from "./contact-fields";

/**
 * The contact form's schema, shared by the page and sendContactMessage.
 * The page loads it only when the form is first used: Zod is the largest part of a form's code,
 * and most visitors of /contact only read the address.
 */

const tooLong = (label: string, max: number) => `${label} ne peut pas dépasser ${max} caractères`;

/** Trimmed, then required (a value made of spaces is missing), then at most `max` characters. */
const requiredText = (required: string, max: number, label: string) =>
  z
    .string({ error: required })
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(label, max) });

// Digits with the usual separators ('+216 20 123 456', '(71) 234-567'), and enough digits to be
// a number someone can call back.
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
const MIN_PHONE_DIGITS = 6;

export const ZContactMessage = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, CONTACT_MAX_LENGTH.name, "Le nom"),
  email: requiredText(CONTACT_MESSAGES.emailRequired, CONTACT_MAX_LENGTH.email, "L'email").pipe(
    z.email({ error: CONTACT_MESSAGES.emailInvalid }),
  ),
  phone: requiredText(
    CONTACT_MESSAGES.phoneRequired,
    CONTACT_MAX_LENGTH.phone,
    "Le numéro de téléphone",
  ).refine(
    (phone) => PHONE_CHARACTERS.test(phone) && phone.replace(/\D/g, "").length >= MIN_PHONE_DIGITS,
    { error: CONTACT_MESSAGES.phoneInvalid },
  ),
  message: requiredText(CONTACT_MESSAGES.messageRequired, CONTACT_MAX_LENGTH.message, "Le message"),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

export type TContactCheck =
  | { ok: true; data: TContactMessage }
  | { ok: false; error: TContactError };

/**
 * Checks a submission the way the specification does: name, e-mail, phone, message in this
 * order, and only the first failing message is reported (not one per field).
 */
export function checkContactMessage(input: unknown): TContactCheck {
  // Something that is not a form at all (null, a string) is a form with every field missing.
  const result = ZContactMessage.safeParse(
    typeof input === "object" && input !== null ? input : {},
  );
  if (result.success) return { ok: true, data: result.data };
  const order = (path: PropertyKey | undefined) => {
    const index = CONTACT_FIELDS.indexOf(path as TContactField);
    return index === -1 ? CONTACT_FIELDS.length : index;
  };
  // Issues of one field keep their order (the required check comes before the format check).
  const [first] = [...result.error.issues].sort((a, b) => order(a.path[0]) - order(b.path[0]));
  const field = CONTACT_FIELDS[order(first?.path[0])] ?? "name";
  return {
    ok: false,
    error: { field, message: first?.message ?? CONTACT_MESSAGES.nameRequired },
  };
}
