import { GOVERNORATE_OPTIONS, PHONE_PLACEHOLDER } from "~/lib/constants";
import type { TFieldErrors } from "~/lib/forms";
import type { TOption } from "./catalogue/catalogue-kind";
import { SHOW_PHONE_FIELD, SHOW_PHONE_HINT, SHOW_PHONE_LABEL } from "./contact";
import { DELEGATION_FIELD } from "./delegation-field";

/*
 * What the publish / edit forms of every listing kind share (decision 0041): the page's texts,
 * the fields that read the same everywhere, what a refused submission brings back and how it is
 * told. The catalogue's kinds (services, stores) build their whole form from these; the property
 * form adds what only it has (the type-dependent fields, the amenities, the pin, several photos
 * sent to the JSON API).
 */

export type TFormMode = "publish" | "edit";

export const PHONE_MAX = 25;

/** Success and 'Annuler' lead to the user's listings, whatever the kind. */
export const MY_LISTINGS_PATH = "/mes-annonces";

export type TFormTexts = {
  title: string;
  subtitle: string;
  submit: string;
  busy: string;
  success: string;
  failure: string;
  profileProblem: string;
};

/** What every kind says when saving fails. */
const FAILURE_TEXTS = {
  publish: {
    failure: "Erreur lors de la publication, veuillez réessayer.",
    profileProblem: "Impossible de publier l'annonce. Problème avec votre profil utilisateur.",
  },
  edit: {
    failure: "Erreur lors de la mise à jour, veuillez réessayer.",
    profileProblem:
      "Impossible de mettre à jour l'annonce. Problème avec votre profil utilisateur.",
  },
} as const;

/** A kind's own page texts, completed with the failure texts every kind shares. */
export function withFailureTexts(
  texts: Record<TFormMode, Omit<TFormTexts, "failure" | "profileProblem">>,
): Record<TFormMode, TFormTexts> {
  return {
    publish: { ...texts.publish, ...FAILURE_TEXTS.publish },
    edit: { ...texts.edit, ...FAILURE_TEXTS.edit },
  };
}

/** One input of a listing form, drawn by `ListingFormControl`. */
export type TFormFieldSpec = {
  name: string;
  label: string;
  /** 'delegation': the delegations of the chosen governorate (the page's loader gives them). */
  control: "text" | "tel" | "select" | "delegation" | "textarea" | "checkbox";
  required: boolean;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  options?: readonly TOption[];
  rows?: number;
  autoComplete?: string;
  /** Takes the full width of its section. */
  wide?: boolean;
};

export type TFormSectionSpec = {
  title: string;
  description?: string;
  fields: readonly TFormFieldSpec[];
};

/** Fields that read and behave the same on every kind's form. */
export const SHARED_FIELD_SPECS = {
  governorate: {
    name: "governorate",
    label: "Gouvernorat",
    control: "select",
    required: true,
    options: GOVERNORATE_OPTIONS,
    placeholder: "Sélectionnez un gouvernorat",
  },
  delegation: {
    name: DELEGATION_FIELD,
    label: "Délégation",
    control: "delegation",
    required: true,
    placeholder: "Sélectionnez une délégation",
  },
  whatsapp: {
    name: "whatsapp",
    label: "Numéro WhatsApp",
    control: "tel",
    required: true,
    autoComplete: "tel",
    placeholder: PHONE_PLACEHOLDER,
    maxLength: PHONE_MAX,
  },
  showPhone: {
    name: SHOW_PHONE_FIELD,
    label: SHOW_PHONE_LABEL,
    control: "checkbox",
    required: false,
    hint: SHOW_PHONE_HINT,
    wide: true,
  },
} as const satisfies Record<string, TFormFieldSpec>;

/**
 * 'Localisation': the governorate, its delegation, then the street address in the kind's words
 * (required on a property and a store, optional on a service).
 */
export function placeSection(address: {
  label: string;
  placeholder: string;
  required: boolean;
  hint?: string;
  maxLength: number;
}): TFormSectionSpec {
  return {
    title: "Localisation",
    fields: [
      SHARED_FIELD_SPECS.governorate,
      SHARED_FIELD_SPECS.delegation,
      { name: "address", control: "text", autoComplete: "street-address", ...address },
    ],
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
    // An unticked checkbox sends nothing: what was sent is the choice, not the fallback's.
    else if (field === SHOW_PHONE_FIELD) text[field] = "";
  }
  return text;
}

/** What a publish or edit page's action answers when it refuses a submission (success redirects). */
export type TListingFormReply = {
  ok: false;
  /** The failure's code (failures.ts): 'conflict' when the account behind the session is gone. */
  code: string;
  message: string;
  fieldErrors: TFieldErrors;
  /** The text fields as sent, so that a page without JavaScript keeps what was typed. */
  values?: Record<string, string>;
};

export type TListingFormFailure = {
  /** Shown in the form, next to the submit button. */
  banner: string;
  toast: { title: string; description?: string };
};

export const NETWORK_ERROR_MESSAGE =
  "Impossible de joindre le serveur. Vérifiez votre connexion internet puis réessayez.";
const PROFILE_PROBLEM_BANNER =
  "Erreur de connexion avec votre profil. Veuillez vous reconnecter et réessayer.";

/**
 * The banner and the toast for a refused or failed submission. 'network' is
 * the browser's own code for a request that got no answer (a form sent with fetch).
 */
export function listingFormFailure(
  texts: Pick<TFormTexts, "failure" | "profileProblem">,
  reply: { code: string; message?: string | null },
): TListingFormFailure {
  const message = reply.message?.trim() || null;
  if (reply.code === "network") {
    return { banner: NETWORK_ERROR_MESSAGE, toast: { title: texts.failure } };
  }
  // The account behind the session is gone (a foreign key violation on save).
  if (reply.code === "conflict") {
    return { banner: PROFILE_PROBLEM_BANNER, toast: { title: message ?? texts.profileProblem } };
  }
  if (reply.code === "unauthenticated") {
    return {
      banner: message ?? "Utilisateur non authentifié",
      toast: {
        title: "Connexion requise",
        description: "Vous devez être connecté pour publier une annonce.",
      },
    };
  }
  if (!message) return { banner: texts.failure, toast: { title: texts.failure } };
  return { banner: message, toast: { title: texts.failure, description: message } };
}
