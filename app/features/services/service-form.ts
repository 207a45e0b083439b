import { z } from "zod";
import { GOVERNORATE_KEYS, governorateKey } from "~/lib/constants";
import { SERVICE_PROFESSIONS } from "./professions";

/**
 * The publish / edit service form (specification 001 §3 Service, §5 Service form), one schema for
 * the browser and the server. Field names are the table's columns (`governorate` is saved as
 * `location`); the photo travels beside it as the `image` file.
 */

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 5000;
export const ADDRESS_MAX = 200;
export const PHONE_MAX = 25;

export const SERVICE_IMAGE_FIELD = "image";

export function requiredText(message: string, max: number, tooLong: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong });
}

/** A Tunisian or international number as people type it: digits, spaces, +, dots, dashes. */
export function phoneNumber(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(PHONE_MAX, { error: invalidMessage })
    .regex(/^\+?[0-9 ().-]+$/, { error: invalidMessage })
    .refine((value) => value.replace(/\D/g, "").length >= 8, { error: invalidMessage });
}

export function governorateField() {
  return z
    .string({ error: "Le gouvernorat est requis" })
    .transform(governorateKey)
    .pipe(z.enum(GOVERNORATE_KEYS, { error: "Le gouvernorat est requis" }));
}

export function descriptionField() {
  return requiredText(
    "La description est requise",
    DESCRIPTION_MAX,
    `La description ne doit pas dépasser ${DESCRIPTION_MAX} caractères`,
  );
}

const professions = SERVICE_PROFESSIONS as unknown as [string, ...string[]];

export const ZServiceForm = z
  .object({
    name: requiredText(
      "Le nom est requis",
      NAME_MAX,
      `Le nom ne doit pas dépasser ${NAME_MAX} caractères`,
    ),
    profession: z
      .string({ error: "La profession est requise" })
      .trim()
      .min(1, { error: "La profession est requise" })
      .pipe(z.enum(professions, { error: "Choisissez une profession de la liste" })),
    description: descriptionField(),
    phone: phoneNumber("Le numéro de téléphone est requis", "Numéro de téléphone invalide"),
    whatsapp: phoneNumber("Le numéro WhatsApp est requis", "Numéro WhatsApp invalide"),
    governorate: governorateField(),
    // 001 §5: the address is optional; an empty one is stored as null.
    address: z
      .string()
      .trim()
      .max(ADDRESS_MAX, { error: `L'adresse ne doit pas dépasser ${ADDRESS_MAX} caractères` })
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .transform((values) => ({
    name: values.name,
    profession: values.profession,
    description: values.description,
    phone: values.phone,
    whatsapp: values.whatsapp,
    // The services list filters by governorate: the location holds its key, like properties.
    location: values.governorate,
    address: values.address,
  }));

export type TServiceFormValues = z.output<typeof ZServiceForm>;

export type TServiceFormMode = "publish" | "edit";

/** 001 §2 Publish and edit service, §8 Publishing. */
export const SERVICE_FORM_TEXTS = {
  publish: {
    title: "Publier un service",
    subtitle: "Présentez votre activité : les visiteurs vous contactent directement.",
    submit: "Publier le service",
    busy: "Publication en cours...",
    success: "Service publié",
    failure: "Erreur lors de la publication, veuillez réessayer.",
    profileProblem: "Impossible de publier l'annonce. Problème avec votre profil utilisateur.",
  },
  edit: {
    title: "Modifier le service",
    subtitle: "Modifiez les informations de votre service puis enregistrez.",
    submit: "Mettre à jour le service",
    busy: "Mise à jour en cours...",
    success: "Service mis à jour",
    failure: "Erreur lors de la mise à jour, veuillez réessayer.",
    profileProblem:
      "Impossible de mettre à jour l'annonce. Problème avec votre profil utilisateur.",
  },
} as const satisfies Record<TServiceFormMode, Record<string, string>>;

/** 001 §6: the toast's title when someone edits another user's listing. */

export const SERVICE_NOT_FOUND_TITLE = "Service non trouvé";
export const SERVICE_NOT_FOUND_MESSAGE = "Ce service est introuvable";

export const SERVICE_FORM_FIELDS = [
  "name",
  "profession",
  "description",
  "phone",
  "whatsapp",
  "governorate",
  "address",
] as const;
export type TServiceFormField = (typeof SERVICE_FORM_FIELDS)[number];
export type TServiceFormText = Record<TServiceFormField, string>;

export const EMPTY_SERVICE_FORM: TServiceFormText = {
  name: "",
  profession: "",
  description: "",
  phone: "",
  whatsapp: "",
  governorate: "",
  address: "",
};

export const PROFESSION_OPTIONS = SERVICE_PROFESSIONS.map((profession) => ({
  value: profession,
  label: profession,
}));

/** A saved service as the edit form shows it; a free-text location from old data shows empty. */
export function serviceFormTextOf(row: {
  name: string;
  profession: string;
  description: string;
  phone: string;
  whatsapp: string;
  location: string;
  address: string | null;
}): TServiceFormText {
  const governorate = governorateKey(row.location);
  return {
    name: row.name,
    profession: row.profession,
    description: row.description,
    phone: row.phone,
    whatsapp: row.whatsapp,
    governorate: GOVERNORATE_KEYS.includes(governorate) ? governorate : "",
    address: row.address ?? "",
  };
}

/** What a refused submission sent, back in the form (a page sent without JavaScript). */
export function formTextFrom<TField extends string>(
  fields: readonly TField[],
  sent: Record<string, string> | undefined,
  fallback: Record<TField, string>,
): Record<TField, string> {
  const text = { ...fallback };
  if (!sent) return text;
  for (const field of fields) {
    const value = sent[field];
    if (typeof value === "string") text[field] = value;
  }
  return text;
}

/** What the page's action answers when it refuses a submission (success redirects). */
export type TListingFormReply = {
  ok: false;
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
  /** The text fields as sent, so that a page without JavaScript keeps what was typed. */
  values?: Record<string, string>;
};

export type TListingFormFailure = {
  /** Shown in the form, next to the submit button. */
  banner: string;
  toast: { title: string; description?: string };
};

const PROFILE_PROBLEM_BANNER =
  "Erreur de connexion avec votre profil. Veuillez vous reconnecter et réessayer.";

/** 001 §8 Publishing: the banner and the toast for a refused or failed submission. */
export function listingFormFailure(
  texts: { failure: string; profileProblem: string },
  reply: { status: number; message?: string | null },
): TListingFormFailure {
  const message = reply.message?.trim() || null;
  // The account behind the session is gone (a foreign key violation on save).
  if (reply.status === 409) {
    return { banner: PROFILE_PROBLEM_BANNER, toast: { title: message ?? texts.profileProblem } };
  }
  if (!message) return { banner: texts.failure, toast: { title: texts.failure } };
  return { banner: message, toast: { title: texts.failure, description: message } };
}
