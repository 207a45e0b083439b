import { z } from "zod";
import { STORE_CATEGORIES } from "~/lib/constants";
import { placeSection, SHARED_FIELD_SPECS } from "../../listing-form";
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

/**
 * The publish / edit store form, one schema for the browser and the
 * server. Field names are the table's columns.
 */
export const ZStoreForm = z
  .object({
    name: requiredText(
      "Le nom de la boutique est requis",
      NAME_MAX,
      `Le nom ne doit pas dépasser ${NAME_MAX} caractères`,
    ),
    description: descriptionField(),
    category: choiceField(
      STORE_CATEGORIES,
      "La catégorie est requise",
      "Choisissez une catégorie de la liste",
    ),
    governorate: governorateField(),
    delegation: delegationField(),
    address: requiredText(
      "L'adresse complète est requise",
      ADDRESS_MAX,
      `L'adresse ne doit pas dépasser ${ADDRESS_MAX} caractères`,
    ),
    whatsapp: phoneNumber("Le numéro WhatsApp est requis", "Numéro WhatsApp invalide"),
    showPhone: showPhoneField(),
  })
  /*
   * The rule "on edit the address is saved as location" meets the shop list filtering by
   * location among the 24 governorates. Read together: `location` is the place the list filters
   * on, i.e. the governorate key, and the full address the user typed is kept in `address` —
   * on publish and on edit alike, so that an edit never turns a filterable location into free
   * text.
   */
  .transform(governorateAsLocation);

export type TStoreFormValues = z.output<typeof ZStoreForm>;

const STORE_FORM_FIELDS = [
  "name",
  "description",
  "category",
  "governorate",
  "delegation",
  "address",
  "whatsapp",
  "showPhone",
] as const;

export type TStoreFormField = (typeof STORE_FORM_FIELDS)[number];

/** Required to publish a store; on edit only while the store has no photo. */
export const STORE_IMAGE_REQUIRED_MESSAGE = "Une image est requise pour référencer une boutique.";

export const STORE_FORM = catalogueForm<TStoreFormField>({
  kind: "store",
  schema: ZStoreForm,
  fields: STORE_FORM_FIELDS,
  sections: [
    {
      title: "Votre boutique",
      fields: [
        {
          name: "name",
          label: "Nom de la boutique",
          control: "text",
          required: true,
          placeholder: "Ex. : Déco Carthage",
          maxLength: NAME_MAX,
        },
        {
          name: "category",
          label: "Catégorie",
          control: "select",
          required: true,
          options: STORE_CATEGORIES,
          placeholder: "Sélectionnez une catégorie",
        },
        descriptionFieldSpec("Présentez vos produits, vos marques, vos services…"),
      ],
    },
    placeSection({
      label: "Adresse complète",
      required: true,
      placeholder: "Ex. : 12 avenue Habib Bourguiba, Sousse",
      maxLength: ADDRESS_MAX,
    }),
    {
      title: "Contact",
      description:
        "Les clients vous écrivent par la messagerie de Darna ; votre numéro, si vous le montrez.",
      fields: [SHARED_FIELD_SPECS.whatsapp, SHARED_FIELD_SPECS.showPhone],
    },
  ],
  photo: {
    label: "Photo de la boutique",
    currentAlt: "Photo actuelle de la boutique",
    // Required at publication; an edit keeps the photo the store already has.
    requiredMessage: STORE_IMAGE_REQUIRED_MESSAGE,
    hint: {
      required: "Obligatoire : la vitrine ou l'intérieur de la boutique.",
      replace: "Facultatif : choisissez une photo pour remplacer l'actuelle.",
      optional: "Facultatif : choisissez une photo pour remplacer l'actuelle.",
    },
  },
  // The titles, busy labels and failure texts of the publish and edit shop pages.
  texts: {
    publish: {
      title: "Ajouter une boutique spécialisée",
      subtitle: "Référencez votre boutique pour que les visiteurs la trouvent près de chez eux.",
      submit: "Ajouter la boutique",
      busy: "Envoi en cours...",
      success: "Votre boutique a été référencée avec succès.",
    },
    edit: {
      title: "Modifier la boutique",
      subtitle: "Modifiez les informations de votre boutique puis enregistrez.",
      submit: "Mettre à jour la boutique",
      busy: "Envoi en cours...",
      success: "Votre annonce a été mise à jour avec succès !",
    },
  },
  notFoundTitle: "Boutique non trouvée",
  notFoundMessage: "Impossible de trouver la boutique spécifiée",
  // A new store is shown in the stores list; an edited one goes back to my listings.
  successPath: { publish: "/boutiques", edit: "/mes-annonces" },
  cancelPath: { publish: "/boutiques", edit: "/mes-annonces" },
});
