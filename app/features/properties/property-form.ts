import { z } from "zod";
import { SHOW_PHONE_FIELD, SHOW_PHONE_ON } from "~/features/listings/contact";
import {
  ANNOUNCEMENT_TYPES,
  GOVERNORATE_KEYS,
  governorateKey,
  MIN_CONSTRUCTION_YEAR,
  PROPERTY_TYPES,
  type TPropertyType,
} from "~/lib/constants";
import { PIN_LAT_FIELD } from "~/lib/map-area";
import { ZOptionalPin } from "~/lib/map-pin";
import {
  CONTROL_CHARACTERS_MESSAGE,
  withoutBidiControls,
  withoutControlCharacters,
} from "~/lib/text";
import { delegationField } from "../listings/delegation-field";
import { AMENITIES, AMENITIES_FIELD, isAmenity, type TAmenity } from "./amenities";
import { FURNISHED_OPTIONS } from "./furnished";

/**
 * The publish / edit property form, one schema for the browser and
 * the server. Field names are the table's columns; the photos travel beside it as files.
 */

/** Which fields a type shows. Hidden ones are saved as 0, 'no' or null. */
const TYPES_WITH_ROOMS: readonly TPropertyType[] = [
  "appartement",
  "maison",
  "villa",
  "bureau",
  "local_commercial",
];
const TYPES_WITH_BATHROOMS: readonly TPropertyType[] = ["appartement", "maison", "villa"];

export function propertyFormFields(type: string | null | undefined) {
  const known = PROPERTY_TYPES.some((option) => option.value === type);
  const propertyType = type as TPropertyType;
  const rooms = known && TYPES_WITH_ROOMS.includes(propertyType);
  const bathrooms = known && TYPES_WITH_BATHROOMS.includes(propertyType);
  return {
    rooms,
    bathrooms,
    furnished: bathrooms,
    constructionYear: rooms,
    /** 'chambres' where bathrooms show (homes), 'pièces' for offices and stores. */
    roomsLabel: bathrooms ? "Nombre de chambres" : "Nombre de pièces",
  };
}

export const BATHROOM_CHOICES = [1, 2, 3, 4, 5] as const;
export const MAX_ROOMS = 50;
export const MAX_PRICE = 1_000_000_000;
export const MAX_SURFACE = 1_000_000;
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 5000;
export const ADDRESS_MAX = 200;

export function currentYear(now = new Date()): number {
  return now.getFullYear();
}

const trimmed = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });

/** '250 000', '250000' or '250 000,00' typed in a French browser all mean 250000. */
function wholeNumber(labels: { required: string; notNumber: string; max: number; tooBig: string }) {
  return z
    .string({ error: labels.required })
    .trim()
    .min(1, { error: labels.required })
    .transform((value, context) => {
      const normalized = value.replace(/[\s\u00a0\u202f]/g, "").replace(/,00?$/, "");
      if (!/^-?\d+([.,]\d+)?$/.test(normalized)) {
        context.addIssue({ code: "custom", message: labels.notNumber });
        return z.NEVER;
      }
      return Math.round(Number(normalized.replace(",", ".")));
    })
    .pipe(
      z
        .number()
        .min(0, { error: "La valeur doit être positive ou nulle" })
        .max(labels.max, { error: labels.tooBig }),
    );
}

const announcementTypes = ANNOUNCEMENT_TYPES.map((option) => option.value) as ["vente", "location"];
const propertyTypes = PROPERTY_TYPES.map((option) => option.value) as [
  TPropertyType,
  ...TPropertyType[],
];
const furnishedValues = FURNISHED_OPTIONS.map((option) => option.value) as ["yes", "no", "partial"];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const ZPropertyFormBase = z.object({
  announcement_type: z.enum(announcementTypes, { error: "Le type d'annonce est requis" }),
  type: z.enum(propertyTypes, { error: "Le type de bien est requis" }),
  title: trimmed(
    "Le titre est requis",
    TITLE_MAX,
    `Le titre ne doit pas dépasser ${TITLE_MAX} caractères`,
  ),
  description: trimmed(
    "La description est requise",
    DESCRIPTION_MAX,
    `La description ne doit pas dépasser ${DESCRIPTION_MAX} caractères`,
  ),
  price: wholeNumber({
    required: "Le prix est requis",
    notNumber: "Le prix doit être un nombre",
    max: MAX_PRICE,
    tooBig: "Le prix est trop élevé",
  }),
  surface: wholeNumber({
    required: "La surface est requise",
    notNumber: "La surface doit être un nombre",
    max: MAX_SURFACE,
    tooBig: "La surface est trop grande",
  }),
  governorate: z
    .string({ error: "Le gouvernorat est requis" })
    .transform(governorateKey)
    .pipe(z.enum(GOVERNORATE_KEYS, { error: "Le gouvernorat est requis" })),
  delegation: delegationField(),
  address: trimmed(
    "L'adresse est requise",
    ADDRESS_MAX,
    `L'adresse ne doit pas dépasser ${ADDRESS_MAX} caractères`,
  ),
  whatsapp: z
    .string({ error: "Le numéro WhatsApp est requis" })
    .trim()
    .min(1, { error: "Le numéro WhatsApp est requis" })
    .max(25, { error: "Numéro WhatsApp invalide" })
    .regex(/^\+?[0-9 ().-]+$/, { error: "Numéro WhatsApp invalide" })
    .refine((value) => value.replace(/\D/g, "").length >= 8, {
      error: "Numéro WhatsApp invalide",
    }),
});

export const UNKNOWN_AMENITY_MESSAGE = "Équipement inconnu : choisissez parmi la liste proposée.";
export const REPEATED_AMENITY_MESSAGE = "Un équipement ne peut être coché qu'une fois.";
export const TOO_MANY_AMENITIES_MESSAGE = `Au plus ${AMENITIES.length} équipements.`;

/**
 * The ticked amenities: `undefined` when the sender did not ask (no `amenities` field at all, an
 * API caller that knows none: an edit keeps the stored ones), else the list, possibly empty. The
 * form always sends one empty `amenities` beside its boxes, so that unticking all is said.
 */
function amenitiesOf(
  value: unknown,
): { ok: true; value?: TAmenity[] } | { ok: false; message: string } {
  if (value === undefined) return { ok: true };
  const sent = (Array.isArray(value) ? value : [value]).filter((item) => item !== "");
  if (sent.length > AMENITIES.length) return { ok: false, message: TOO_MANY_AMENITIES_MESSAGE };
  const chosen: TAmenity[] = [];
  for (const item of sent) {
    if (typeof item !== "string" || !isAmenity(item)) {
      return { ok: false, message: UNKNOWN_AMENITY_MESSAGE };
    }
    if (chosen.includes(item)) return { ok: false, message: REPEATED_AMENITY_MESSAGE };
    chosen.push(item);
  }
  // Stored in the list's order, whatever order the boxes were sent in.
  return { ok: true, value: AMENITIES.map((a) => a.value).filter((a) => chosen.includes(a)) };
}

/**
 * The fields a type shows are checked even while others are wrong, so the user sees every
 * message at once instead of discovering the conditional ones after a second submit.
 */
export const ZPropertyForm = z.record(z.string(), z.unknown()).transform((raw, context) => {
  const issue = (path: string, message: string) => {
    context.addIssue({ code: "custom", path: [path], message });
  };
  const base = ZPropertyFormBase.safeParse(raw);
  if (!base.success) {
    for (const problem of base.error.issues)
      issue(String(problem.path[0] ?? "form"), problem.message);
  }
  const text = (key: string) => {
    const value = raw[key];
    return typeof value === "string" ? value.trim() : "";
  };
  const form = {
    type: text("type"),
    rooms: text("rooms"),
    bathrooms: text("bathrooms"),
    furnished: text("furnished"),
    construction_year: text("construction_year"),
    available_date: text("available_date"),
  };
  const shown = propertyFormFields(form.type);

  let rooms = 0;
  if (shown.rooms) {
    const label = shown.bathrooms ? "chambres" : "pièces";
    if (form.rooms === "") issue("rooms", `Le nombre de ${label} est requis`);
    else if (!/^\d{1,3}$/.test(form.rooms) || Number(form.rooms) > MAX_ROOMS) {
      issue("rooms", `Le nombre de ${label} doit être compris entre 0 et ${MAX_ROOMS}`);
    } else rooms = Number(form.rooms);
  }

  let bathrooms = 0;
  if (shown.bathrooms) {
    if (form.bathrooms === "") issue("bathrooms", "Le nombre de salles de bain est requis");
    else if (!BATHROOM_CHOICES.some((choice) => String(choice) === form.bathrooms)) {
      issue("bathrooms", "Le nombre de salles de bain doit être compris entre 1 et 5");
    } else bathrooms = Number(form.bathrooms);
  }

  let furnished: (typeof furnishedValues)[number] = "no";
  if (shown.furnished && form.furnished !== "") {
    const value = furnishedValues.find((option) => option === form.furnished);
    if (value) furnished = value;
    else issue("furnished", "Choix d'ameublement invalide");
  }

  let constructionYear: number | null = null;
  if (shown.constructionYear && form.construction_year !== "") {
    const year = /^\d{4}$/.test(form.construction_year) ? Number(form.construction_year) : NaN;
    const latest = currentYear();
    if (Number.isNaN(year) || year < MIN_CONSTRUCTION_YEAR || year > latest) {
      issue(
        "construction_year",
        `L'année de construction doit être comprise entre ${MIN_CONSTRUCTION_YEAR} et ${latest}`,
      );
    } else constructionYear = year;
  }

  let availableDate: string | null = null;
  if (form.available_date !== "") {
    if (isRealDate(form.available_date)) availableDate = form.available_date;
    else issue("available_date", "Date de disponibilité invalide");
  }

  // The owner's optional pin (issue 23): rounded here, on the server as in the browser.
  const pinned = ZOptionalPin.safeParse(raw);
  if (!pinned.success) issue(PIN_LAT_FIELD, pinned.error.issues[0]?.message ?? "");
  const pin = pinned.success ? pinned.data : undefined;

  const amenities = amenitiesOf(raw[AMENITIES_FIELD]);
  if (!amenities.ok) issue(AMENITIES_FIELD, amenities.message);

  if (!base.success || !pinned.success || !amenities.ok) return z.NEVER;
  const values = base.data;
  return {
    announcementType: values.announcement_type,
    type: values.type,
    title: values.title,
    description: values.description,
    price: values.price,
    surface: values.surface,
    rooms,
    bathrooms,
    furnished,
    constructionYear,
    availableDate,
    // Location and governorate both hold the chosen governorate, lowercase.
    governorate: values.governorate,
    location: values.governorate,
    delegation: values.delegation,
    address: values.address,
    whatsapp: values.whatsapp,
    // A checkbox: ticked sends 'on', unticked sends nothing (decision 0029).
    showPhone: raw[SHOW_PHONE_FIELD] === SHOW_PHONE_ON,
    // Not asked (a sender that knows no pin): an edit keeps the stored one; empty: no pin.
    ...(pin === undefined ? {} : { pinLat: pin?.lat ?? null, pinLng: pin?.lng ?? null }),
    // Not asked: an edit keeps the stored ones, a new listing has none.
    ...(amenities.value === undefined ? {} : { amenities: amenities.value }),
  };
});

export type TPropertyFormValues = z.output<typeof ZPropertyForm>;

/**
 * A submitted form as the schema reads it: its text fields, and `amenities` as the list of its
 * repeated values (absent when the form did not send the field at all).
 */
export function propertyFormInput(formData: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in raw)) raw[key] = value;
  }
  if (formData.has(AMENITIES_FIELD)) raw[AMENITIES_FIELD] = formData.getAll(AMENITIES_FIELD);
  return raw;
}

/** Form field names as the browser sends them. */
export const PROPERTY_PHOTOS_FIELD = "photos";
/**
 * On edit: the URLs of current photos to remove. Naming removals rather than the photos kept
 * means a request that says nothing about photos keeps them all.
 */
export const REMOVED_PHOTOS_FIELD = "removed_photos";
