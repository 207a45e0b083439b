import { z } from "zod";
import { PHONE_PLACEHOLDER } from "~/lib/constants";
import { CONTROL_CHARACTERS_MESSAGE, withoutControlCharacters } from "~/lib/text";
import { PHONE_MAX, placeSection, SHARED_FIELD_SPECS } from "../../listing-form";
import {
  ADDRESS_MAX,
  catalogueForm,
  choiceField,
  delegationField,
  descriptionField,
  descriptionFieldSpec,
  governorateAsLocation,
  governorateField,
  NAME_MAX,
  phoneNumber,
  requiredText,
  showPhoneField,
} from "../catalogue-form";
import { PROFESSION_OPTIONS } from "./list";

/**
 * The publish / edit service form, one schema for the browser
 * and the server. Field names are the table's columns (`governorate` is saved as `location`).
 */
export const ZServiceForm = z
  .object({
    name: requiredText(
      "Le nom est requis",
      NAME_MAX,
      `Le nom ne doit pas dépasser ${NAME_MAX} caractères`,
    ),
    profession: choiceField(
      PROFESSION_OPTIONS,
      "La profession est requise",
      "Choisissez une profession de la liste",
    ),
    description: descriptionField(),
    phone: phoneNumber("Le numéro de téléphone est requis", "Numéro de téléphone invalide"),
    whatsapp: phoneNumber("Le numéro WhatsApp est requis", "Numéro WhatsApp invalide"),
    showPhone: showPhoneField(),
    governorate: governorateField(),
    delegation: delegationField(),
    // The address is optional; an empty one is stored as null.
    address: z
      .string()
      .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
      .trim()
      .max(ADDRESS_MAX, { error: `L'adresse ne doit pas dépasser ${ADDRESS_MAX} caractères` })
      .optional()
      .transform((value) => (value ? value : null)),
  })
  // The services list filters by governorate: the location holds its key, like properties.
  .transform(governorateAsLocation);

export type TServiceFormValues = z.output<typeof ZServiceForm>;

const SERVICE_FORM_FIELDS = [
  "name",
  "profession",
  "description",
  "phone",
  "whatsapp",
  "governorate",
  "delegation",
  "address",
  "showPhone",
] as const;

export type TServiceFormField = (typeof SERVICE_FORM_FIELDS)[number];

export const SERVICE_FORM = catalogueForm<TServiceFormField>({
  kind: "service",
  schema: ZServiceForm,
  fields: SERVICE_FORM_FIELDS,
  sections: [
    {
      title: "Votre activité",
      fields: [
        {
          name: "name",
          label: "Nom",
          control: "text",
          required: true,
          placeholder: "Ex. : Sami Électricité",
          maxLength: NAME_MAX,
        },
        {
          name: "profession",
          label: "Profession",
          control: "select",
          required: true,
          options: PROFESSION_OPTIONS,
          placeholder: "Sélectionnez une profession",
        },
        descriptionFieldSpec(
          "Décrivez vos prestations, votre expérience, vos zones d'intervention…",
        ),
      ],
    },
    placeSection({
      label: "Adresse",
      required: false,
      placeholder: "Ex. : 12 rue de Marseille, Lafayette",
      hint: "Facultatif.",
      maxLength: ADDRESS_MAX,
    }),
    {
      title: "Contact",
      description:
        "Les clients vous écrivent par la messagerie de Darna ; votre numéro, si vous le montrez.",
      fields: [
        {
          name: "phone",
          label: "Téléphone",
          control: "tel",
          required: true,
          autoComplete: "tel",
          placeholder: PHONE_PLACEHOLDER,
          maxLength: PHONE_MAX,
        },
        SHARED_FIELD_SPECS.whatsapp,
        SHARED_FIELD_SPECS.showPhone,
      ],
    },
  ],
  photo: {
    label: "Photo du service",
    currentAlt: "Photo actuelle du service",
    // Always optional, since a service without a photo shows the placeholder.
    requiredMessage: null,
    hint: {
      required: "Facultatif : sans photo, une image par défaut est affichée.",
      replace: "Facultatif : choisissez une photo pour remplacer l'actuelle.",
      optional: "Facultatif : sans photo, une image par défaut est affichée.",
    },
  },
  // The titles, busy labels and failure texts of the publish and edit service pages.
  texts: {
    publish: {
      title: "Publier un service",
      subtitle: "Présentez votre activité : les visiteurs vous contactent directement.",
      submit: "Publier le service",
      busy: "Publication en cours...",
      success: "Service publié",
    },
    edit: {
      title: "Modifier le service",
      subtitle: "Modifiez les informations de votre service puis enregistrez.",
      submit: "Mettre à jour le service",
      busy: "Mise à jour en cours...",
      success: "Service mis à jour",
    },
  },
  notFoundTitle: "Service non trouvé",
  notFoundMessage: "Ce service est introuvable",
  // Cancel and success both go to the user's listings.
  successPath: { publish: "/mes-annonces", edit: "/mes-annonces" },
  cancelPath: { publish: "/mes-annonces", edit: "/mes-annonces" },
});
