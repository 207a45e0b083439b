import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, withoutControlCharacters } from "~/lib/text";

/** Account forms. Messages are the specification's, to the letter. */

const MAX_NAME = 50;
const MAX_PASSWORD = 128;

const email = z
  .string({ error: "Adresse email invalide" })
  .trim()
  .toLowerCase()
  .max(254, { error: "Adresse email invalide" })
  .pipe(z.email({ error: "Adresse email invalide" }));

const password = (message: string) =>
  z
    .string({ error: message })
    .min(6, { error: message })
    .max(MAX_PASSWORD, {
      error: `Le mot de passe ne peut pas dépasser ${MAX_PASSWORD} caractères`,
    });

const name = (minMessage: string, label: string) =>
  z
    .string({ error: minMessage })
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .trim()
    .min(2, { error: minMessage })
    .max(MAX_NAME, { error: `${label} ne peut pas dépasser ${MAX_NAME} caractères` });

const PASSWORD_MIN = "Le mot de passe doit contenir au moins 6 caractères";
const MISMATCH = "Les mots de passe ne correspondent pas";

export const ZSignIn = z.object({
  email,
  password: password(PASSWORD_MIN),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZSignUp = z
  .object({
    firstName: name("Le prénom doit contenir au moins 2 caractères", "Le prénom"),
    lastName: name("Le nom doit contenir au moins 2 caractères", "Le nom"),
    email,
    password: password(PASSWORD_MIN),
    confirmPassword: password(PASSWORD_MIN),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: MISMATCH,
    path: ["confirmPassword"],
  });
export type TSignUp = z.infer<typeof ZSignUp>;

export const ZForgotPassword = z.object({ email });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

export const ZResetPassword = z
  .object({
    token: z.string({ error: "Lien de réinitialisation invalide" }).min(1).max(512),
    password: password(PASSWORD_MIN),
    confirmPassword: password(PASSWORD_MIN),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: MISMATCH,
    path: ["confirmPassword"],
  });
export type TResetPassword = z.infer<typeof ZResetPassword>;

export const RESEND_EMAIL_REQUIRED =
  "Email requis - Veuillez saisir votre adresse email avant de demander un nouveau lien";

export const ZResendConfirmation = z.object({
  email: z
    .string({ error: RESEND_EMAIL_REQUIRED })
    .trim()
    .min(1, { error: RESEND_EMAIL_REQUIRED })
    .pipe(email),
});

export const ZChangePassword = z
  .object({
    current_password: password("Le mot de passe actuel doit contenir au moins 6 caractères"),
    new_password: password("Le nouveau mot de passe doit contenir au moins 6 caractères"),
    confirm_password: password(
      "La confirmation du mot de passe doit contenir au moins 6 caractères",
    ),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    error: MISMATCH,
    path: ["confirm_password"],
  });
export type TChangePassword = z.infer<typeof ZChangePassword>;

export const ZDeleteAccount = z.object({
  password: z
    .string({ error: "Veuillez entrer votre mot de passe" })
    .min(1, { error: "Veuillez entrer votre mot de passe" })
    .max(MAX_PASSWORD, { error: "Veuillez entrer votre mot de passe" }),
});

const optionalText = (max: number, label: string) =>
  z
    .string()
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .trim()
    .max(max, { error: `${label} ne peut pas dépasser ${max} caractères` })
    .optional()
    .transform((value) => (value ? value : null));

/** What the profile's price-drop checkbox sends when ticked. */
export const PRICE_DROP_EMAILS_ON = "on";
/** What the profile's new-message mail checkbox sends when ticked. */
export const MESSAGE_EMAILS_ON = "on";

export const ZProfileUpdate = z.object({
  first_name: name("Le prénom doit contenir au moins 2 caractères", "Le prénom"),
  last_name: name("Le nom doit contenir au moins 2 caractères", "Le nom"),
  phone: z
    .string()
    .trim()
    .max(20, { error: "Numéro de téléphone invalide" })
    .regex(/^$|^\+?[0-9 ().-]{6,20}$/, { error: "Numéro de téléphone invalide" })
    .optional()
    .transform((value) => (value ? value : null)),
  address: optionalText(200, "L'adresse"),
  city: optionalText(100, "La ville"),
  /** The opt-in checkbox (issue 15): sent as 'on' when ticked, absent otherwise. */
  price_drop_emails: z
    .enum([PRICE_DROP_EMAILS_ON], { error: "Choix invalide pour les e-mails de baisse de prix" })
    .optional()
    .transform((value) => value === PRICE_DROP_EMAILS_ON),
  /**
   * 'Recevoir un e-mail pour les nouveaux messages' (issue 22): on by default, so the form shows
   * it ticked; a checkbox sends nothing when unticked, which is how it is turned off.
   */
  message_emails: z
    .enum([MESSAGE_EMAILS_ON], { error: "Choix invalide pour les e-mails de nouveaux messages" })
    .optional()
    .transform((value) => value === MESSAGE_EMAILS_ON),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;
