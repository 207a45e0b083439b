import { z } from "zod";
import { GOVERNORATE_KEYS, governorateKey } from "~/lib/constants";
import {
  CONTROL_CHARACTERS_MESSAGE,
  withoutBidiControls,
  withoutControlCharacters,
} from "~/lib/text";
import { SHOW_PHONE_FIELD, SHOW_PHONE_ON, showPhoneFormText } from "../contact";
import {
  PHONE_MAX,
  type TFormFieldSpec,
  type TFormMode,
  type TFormSectionSpec,
  type TFormTexts,
  withFailureTexts,
} from "../listing-form";
import type { TCatalogueKind, TOption } from "./catalogue-kind";

export { delegationField } from "../delegation-field";

/*
 * What the publish / edit forms of every catalogue kind share beyond what every listing form does
 * (listing-form.ts): field rules and the form's description for the page that draws it. Each
 * kind's form (service/form.ts, store/form.ts) is one schema for the browser and the server.
 */

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 5000;
export const ADDRESS_MAX = 200;

/** The photo travels beside the fields as this file. */
export const CATALOGUE_IMAGE_FIELD = "image";

export function requiredText(message: string, max: number, tooLong: string) {
  return z
    .string({ error: message })
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .overwrite(withoutBidiControls)
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

/**
 * The values a kind's schema gives the server: the list filters by governorate, so `location`
 * holds its key (like properties), whatever else the kind's fields are.
 */
export function governorateAsLocation<TValues extends { governorate: string }>({
  governorate,
  ...rest
}: TValues): Omit<TValues, "governorate"> & { location: string } {
  return { ...rest, location: governorate };
}

/** A saved governorate as a form shows it; a free-text location from old data shows empty. */
export function governorateFormText(location: string): string {
  const governorate = governorateKey(location);
  return GOVERNORATE_KEYS.includes(governorate) ? governorate : "";
}

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
    texts: withFailureTexts(part.texts),
  };
}
