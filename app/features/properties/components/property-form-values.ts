import { SHOW_PHONE_ON, showPhoneFormText } from "~/features/listings/contact";
import {
  formTextFrom,
  listingFormFailure,
  placeSection,
  SHARED_FIELD_SPECS,
  type TFormMode,
  type TFormSectionSpec,
  type TListingFormFailure,
  withFailureTexts,
} from "~/features/listings/listing-form";
import { governorateKey } from "~/lib/constants";
import type { TFieldErrors } from "~/lib/forms";
import { pinText } from "~/lib/map-area";
import { AMENITIES_FIELD } from "../amenities";
import { ADDRESS_MAX, BATHROOM_CHOICES, propertyFormFields } from "../property-form";

/*
 * The publish / edit property form's texts and values, shared by the page (server and browser)
 * and its components: what the inputs hold, what the page says, how a refusal is told.
 */

export type TPropertyFormMode = TFormMode;

/** The titles, busy labels and failure texts of the publish and edit property pages. */
export const PROPERTY_FORM_TEXTS = withFailureTexts({
  publish: {
    title: "Publier un bien immobilier",
    subtitle: "Décrivez votre bien : il sera visible par tous dès sa publication.",
    submit: "Publier l'annonce",
    busy: "Publication en cours...",
    success: "Votre annonce a été publiée avec succès !",
  },
  edit: {
    title: "Modifier un bien immobilier",
    subtitle: "Modifiez les informations de votre annonce puis enregistrez.",
    submit: "Mettre à jour l'annonce",
    busy: "Mise à jour en cours...",
    success: "Votre annonce a été mise à jour avec succès !",
  },
});

export const PROPERTY_NOT_FOUND_TITLE = "Propriété non trouvée";
export const PROPERTY_NOT_FOUND_MESSAGE = "Cette annonce n'existe pas ou a été supprimée.";

/** The sections a property shares with the other kinds' forms, drawn from the same specs. */
export const PROPERTY_PLACE_SECTION = placeSection({
  label: "Adresse",
  required: true,
  placeholder: "Ex. : 12 rue de Marseille, Lafayette",
  maxLength: ADDRESS_MAX,
});

export const PROPERTY_CONTACT_SECTION: TFormSectionSpec = {
  title: "Contact",
  description:
    "Les acheteurs vous écrivent par la messagerie de Darna ; votre numéro, si vous le montrez.",
  fields: [SHARED_FIELD_SPECS.whatsapp, SHARED_FIELD_SPECS.showPhone],
};

/** The text fields of the form, named like the table's columns. */
export const PROPERTY_FORM_FIELDS = [
  "announcement_type",
  "type",
  "title",
  "description",
  "price",
  "surface",
  "rooms",
  "bathrooms",
  "furnished",
  "construction_year",
  "available_date",
  "governorate",
  "delegation",
  "address",
  "whatsapp",
  // The checkbox 'Afficher mon numéro aux utilisateurs connectés' (decision 0029): 'on' or ''.
  "showPhone",
  // The owner's optional pin (issue 23): decimal degrees, both empty for none.
  "pinLat",
  "pinLng",
  // The ticked amenities' slugs, joined: 'balcon,piscine' (the form sends one field per box).
  "amenities",
] as const;

export type TPropertyFormField = (typeof PROPERTY_FORM_FIELDS)[number];
export type TPropertyFormText = Record<TPropertyFormField, string>;

/** A new listing is for sale and unfurnished until the user says otherwise. */
export const EMPTY_PROPERTY_FORM: TPropertyFormText = {
  announcement_type: "vente",
  type: "",
  title: "",
  description: "",
  price: "",
  surface: "",
  rooms: "",
  bathrooms: "",
  furnished: "no",
  construction_year: "",
  available_date: "",
  governorate: "",
  delegation: "",
  address: "",
  whatsapp: "",
  // A new listing shows the number to signed-in users unless its owner unticks it.
  showPhone: SHOW_PHONE_ON,
  pinLat: "",
  pinLng: "",
  amenities: "",
};

export type TPropertyFormRow = {
  announcementType: string;
  type: string;
  title: string;
  description: string;
  price: number;
  surface: number;
  rooms: number;
  bathrooms: number;
  furnished: string;
  constructionYear: number | null;
  availableDate: string | null;
  governorate: string;
  /** Null on a listing published before delegations: the edit form asks for one. */
  delegation: string | null;
  address: string;
  whatsapp: string;
  showPhone: boolean | null;
  pinLat: number | null;
  pinLng: number | null;
  amenities: readonly string[];
};

/**
 * A saved property as the edit form shows it. The 0 a hidden field was saved as is left
 * out, so that switching to a type that asks for it starts from an empty field, not a false 0.
 */
export function propertyFormTextOf(row: TPropertyFormRow): TPropertyFormText {
  const shown = propertyFormFields(row.type);
  const bathrooms = BATHROOM_CHOICES.some((choice) => choice === row.bathrooms)
    ? String(row.bathrooms)
    : "";
  return {
    announcement_type: row.announcementType,
    type: row.type,
    title: row.title,
    description: row.description,
    price: String(row.price),
    surface: String(row.surface),
    rooms: shown.rooms ? String(row.rooms) : "",
    bathrooms: shown.bathrooms ? bathrooms : "",
    furnished: row.furnished || "no",
    construction_year: row.constructionYear === null ? "" : String(row.constructionYear),
    available_date: row.availableDate ?? "",
    governorate: governorateKey(row.governorate),
    delegation: row.delegation ?? "",
    address: row.address,
    whatsapp: row.whatsapp,
    showPhone: showPhoneFormText("property", row.showPhone),
    pinLat: pinText(row.pinLat),
    pinLng: pinText(row.pinLng),
    amenities: row.amenities.join(","),
  };
}

/** What a refused submission sent, back in the form (a page sent without JavaScript). */
export function propertyFormTextFrom(
  sent: Record<string, string>,
  fallback: TPropertyFormText = EMPTY_PROPERTY_FORM,
): TPropertyFormText {
  return formTextFrom(PROPERTY_FORM_FIELDS, sent, fallback);
}

/**
 * The text fields of a submitted form, for a refusal to give them back: the amenities' boxes,
 * one field each, joined ('balcon,piscine').
 */
export function propertyFormSent(formData: FormData): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !(key in sent)) sent[key] = value;
  }
  if (formData.has(AMENITIES_FIELD)) {
    sent[AMENITIES_FIELD] = formData
      .getAll(AMENITIES_FIELD)
      .filter((value): value is string => typeof value === "string" && value !== "")
      .join(",");
  }
  return sent;
}

export const TOO_LARGE_REQUEST_MESSAGE =
  "L'envoi dépasse la taille maximale autorisée : retirez une ou plusieurs photos.";

/** The banner and the toast for a refused or failed submission. */
export function propertyFailure(
  mode: TPropertyFormMode,
  failure: { code: string; message?: string | null },
): TListingFormFailure {
  return listingFormFailure(PROPERTY_FORM_TEXTS[mode], failure);
}

/** What the JSON API (/api/proprietes) answered, read defensively: it may be a proxy's page. */
export type TPropertyApiAnswer =
  /** `storedPhotos`: how many of the files sent were stored (absent from an older server). */
  | { kind: "saved"; id: string; storedPhotos?: number }
  | { kind: "refused"; code: string; message: string; fieldErrors: TFieldErrors }
  /** No answer of ours (the development server does not serve the API): use the page's action. */
  | { kind: "unavailable" };

export function readPropertyApiAnswer(status: number, body: unknown): TPropertyApiAnswer {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if ((status === 200 || status === 201) && typeof record.id === "string") {
    return typeof record.storedPhotos === "number"
      ? { kind: "saved", id: record.id, storedPhotos: record.storedPhotos }
      : { kind: "saved", id: record.id };
  }
  if (typeof record.message === "string") {
    const fieldErrors: TFieldErrors = {};
    if (typeof record.fieldErrors === "object" && record.fieldErrors !== null) {
      for (const [key, value] of Object.entries(record.fieldErrors)) {
        if (typeof value === "string" && value) fieldErrors[key] = value;
      }
    }
    // The API names the failure (kernel/failures.ts); an answer without one is ours
    // too (the unreadable-form and the size refusals) and is told by its message.
    const code = typeof record.error === "string" ? record.error : "invalid";
    return { kind: "refused", code, message: record.message, fieldErrors };
  }
  if (status === 404 || status === 405) return { kind: "unavailable" };
  // The server's backstop on the body size answers in plain text.
  if (status === 413) {
    return {
      kind: "refused",
      code: "invalid",
      message: TOO_LARGE_REQUEST_MESSAGE,
      fieldErrors: {},
    };
  }
  // Something between the browser and Darna (a proxy) answered: nothing was saved.
  return { kind: "refused", code: "unavailable", message: "", fieldErrors: {} };
}

/**
 * The listing was saved but fewer photos than were sent were stored: never a success. The user
 * is told how many are missing and taken to the edit page to add them again.
 */
export function photosNotStoredToast(
  stored: number,
  sent: number,
): {
  title: string;
  description: string;
} {
  const description =
    sent === 1
      ? "La photo envoyée n'a pas été enregistrée."
      : stored === 0
        ? `Aucune des ${sent} photos n'a été enregistrée.`
        : stored === 1
          ? `Seule 1 photo sur ${sent} a été enregistrée.`
          : `Seules ${stored} photos sur ${sent} ont été enregistrées.`;
  return {
    title: "L'annonce a été enregistrée sans toutes ses photos",
    description: `${description} Ajoutez-les de nouveau depuis cette page.`,
  };
}
