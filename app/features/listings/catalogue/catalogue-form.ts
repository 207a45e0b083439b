import { z } from "zod";
import {
  GOVERNORATE_KEYS,
  GOVERNORATE_OPTIONS,
  governorateKey,
  PHONE_PLACEHOLDER,
} from "~/lib/constants";
import type { TFieldErrors } from "~/lib/forms";
import { CONTROL_CHARACTERS_MESSAGE, withoutControlCharacters } from "~/lib/text";
import {
  SHOW_PHONE_FIELD,
  SHOW_PHONE_HINT,
  SHOW_PHONE_LABEL,
  SHOW_PHONE_ON,
  showPhoneFormText,
} from "../contact";
import { DELEGATION_FIELD } from "../delegation-field";
import type { TCatalogueKind, TOption } from "./catalogue-kind";

export { delegationField } from "../delegation-field";

/*
 * What the publish / edit forms of every catalogue kind share: field rules, the form's
 * description for the page that draws it, the reply of a refused submission and its banner.
 * Each kind's form (service-form.ts, store-form.ts) is one schema for the browser and the server.
 */

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 5000;
export const ADDRESS_MAX = 200;
export const PHONE_MAX = 25;

/** The photo travels beside the fields as this file. */
export const CATALOGUE_IMAGE_FIELD = "image";

export function requiredText(message: string, max: number, tooLong: string) {
  return z
    .string({ error: message })
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
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

/** The checkbox 'Afficher mon numéro…' (decision 0029): ticked sends 'on', unticked nothing. */
export function showPhoneField() {
  return z
    .unknown()
    .optional()
    .transform((value) => value === SHOW_PHONE_ON);
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

/** A choice among `options`, named by its value. */
export function choiceField(options: readonly TOption[], required: string, unknown: string) {
  const values = options.map((option) => option.value) as [string, ...string[]];
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .pipe(z.enum(values, { error: unknown }));
}

/** A saved governorate as a form shows it; a free-text location from old data shows empty. */
export function governorateFormText(location: string): string {
  const governorate = governorateKey(location);
  return GOVERNORATE_KEYS.includes(governorate) ? governorate : "";
}

export type TFormMode = "publish" | "edit";

export type TFormTexts = {
  title: string;
  subtitle: string;
  submit: string;
  busy: string;
  success: string;
  failure: string;
  profileProblem: string;
};

/** One input of a catalogue form, drawn by the catalogue's form component. */
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

/** A kind's publish / edit form: its schema, how it is drawn, and what its pages say. */
export type TCatalogueFormPart<TField extends string = string> = {
  kind: TCatalogueKind;
  schema: z.ZodType;
  fields: readonly TField[];
  empty: Record<TField, string>;
  sections: readonly TFormSectionSpec[];
  /** A saved listing as the edit form shows it (the governorate from its location). */
  textOf: (row: Record<string, unknown>) => Record<TField, string>;
  photo: {
    label: string;
    currentAlt: string;
    /** The photo is required at publication (stores) or never (services). */
    requiredMessage: string | null;
    hint: { required: string; replace: string; optional: string };
  };
  texts: Record<TFormMode, TFormTexts>;
  notFoundTitle: string;
  notFoundMessage: string;
  /** Where success leads, and where 'Annuler' goes. */
  successPath: Record<TFormMode, string>;
  cancelPath: Record<TFormMode, string>;
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

export function descriptionFieldSpec(placeholder: string): TFormFieldSpec {
  return {
    name: "description",
    label: "Description",
    control: "textarea",
    required: true,
    placeholder,
    rows: 6,
    maxLength: DESCRIPTION_MAX,
    wide: true,
  };
}

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

/**
 * A kind's form part from what is its own: the empty form, the edit form's values (each field
 * from the column of the same name, the governorate from `location`) and the failure texts are
 * the same for every kind.
 */
export function catalogueForm<TField extends string>(
  part: Omit<TCatalogueFormPart<TField>, "empty" | "textOf" | "texts"> & {
    texts: Record<TFormMode, Omit<TFormTexts, "failure" | "profileProblem">>;
  },
): TCatalogueFormPart<TField> {
  // A new listing shows the number to signed-in users unless its owner unticks it.
  const empty = Object.fromEntries(
    part.fields.map((field) => [field, field === SHOW_PHONE_FIELD ? SHOW_PHONE_ON : ""]),
  ) as Record<TField, string>;
  return {
    ...part,
    empty,
    textOf: (row) =>
      Object.fromEntries(
        part.fields.map((field) => [
          field,
          field === "governorate"
            ? governorateFormText(String(row.location ?? ""))
            : field === SHOW_PHONE_FIELD
              ? showPhoneFormText(part.kind, (row.showPhone as boolean | null | undefined) ?? null)
              : String(row[field] ?? ""),
        ]),
      ) as Record<TField, string>,
    texts: {
      publish: { ...part.texts.publish, ...FAILURE_TEXTS.publish },
      edit: { ...part.texts.edit, ...FAILURE_TEXTS.edit },
    },
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
  /** The failure's code: 'conflict' when the account behind the session is gone. */
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

const PROFILE_PROBLEM_BANNER =
  "Erreur de connexion avec votre profil. Veuillez vous reconnecter et réessayer.";

/** The banner and the toast for a refused or failed submission. */
export function listingFormFailure(
  texts: { failure: string; profileProblem: string },
  reply: { code: string; message?: string | null },
): TListingFormFailure {
  const message = reply.message?.trim() || null;
  // The account behind the session is gone (a foreign key violation on save).
  if (reply.code === "conflict") {
    return { banner: PROFILE_PROBLEM_BANNER, toast: { title: message ?? texts.profileProblem } };
  }
  if (!message) return { banner: texts.failure, toast: { title: texts.failure } };
  return { banner: message, toast: { title: texts.failure, description: message } };
}
