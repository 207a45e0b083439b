import { z } from "zod";
import {
  ADDRESS_MAX,
  descriptionField,
  governorateField,
  NAME_MAX,
  phoneNumber,
  requiredText,
} from "~/features/services/service-form";
import { GOVERNORATE_KEYS, governorateKey, SHOP_CATEGORIES } from "~/lib/constants";

/**
 * The publish / edit shop form (specification 001 §3 Store, §5 Shop form), one schema for the
 * browser and the server. Field names are the table's columns; the photo travels beside it as
 * the `image` file.
 */

export const STORE_IMAGE_FIELD = "image";

const categories = SHOP_CATEGORIES.map((option) => option.value) as unknown as [
  string,
  ...string[],
];

export const ZStoreForm = z
  .object({
    name: requiredText(
      "Le nom de la boutique est requis",
      NAME_MAX,
      `Le nom ne doit pas dépasser ${NAME_MAX} caractères`,
    ),
    description: descriptionField(),
    category: z
      .string({ error: "La catégorie est requise" })
      .trim()
      .min(1, { error: "La catégorie est requise" })
      .pipe(z.enum(categories, { error: "Choisissez une catégorie de la liste" })),
    governorate: governorateField(),
    address: requiredText(
      "L'adresse complète est requise",
      ADDRESS_MAX,
      `L'adresse ne doit pas dépasser ${ADDRESS_MAX} caractères`,
    ),
    whatsapp: phoneNumber("Le numéro WhatsApp est requis", "Numéro WhatsApp invalide"),
  })
  .transform((values) => ({
    name: values.name,
    description: values.description,
    category: values.category,
    /*
     * 001 §5 says "on edit the address is saved as location", and §2 filters the shop list by
     * location among the 24 governorates. Read together: `location` is the place the list filters
     * on, i.e. the governorate key, and the full address the user typed is kept in `address` —
     * on publish and on edit alike, so that an edit never turns a filterable location into free
     * text.
     */
    location: values.governorate,
    address: values.address,
    whatsapp: values.whatsapp,
  }));

export type TStoreFormValues = z.output<typeof ZStoreForm>;

export type TStoreFormMode = "publish" | "edit";

/** 001 §2 Publish and edit shop, §8 Publishing. */
export const STORE_FORM_TEXTS = {
  publish: {
    title: "Ajouter une boutique spécialisée",
    subtitle: "Référencez votre boutique pour que les visiteurs la trouvent près de chez eux.",
    submit: "Ajouter la boutique",
    busy: "Envoi en cours...",
    success: "Votre boutique a été référencée avec succès.",
    failure: "Erreur lors de la publication, veuillez réessayer.",
    profileProblem: "Impossible de publier l'annonce. Problème avec votre profil utilisateur.",
  },
  edit: {
    title: "Modifier la boutique",
    subtitle: "Modifiez les informations de votre boutique puis enregistrez.",
    submit: "Mettre à jour la boutique",
    busy: "Envoi en cours...",
    success: "Votre annonce a été mise à jour avec succès !",
    failure: "Erreur lors de la mise à jour, veuillez réessayer.",
    profileProblem:
      "Impossible de mettre à jour l'annonce. Problème avec votre profil utilisateur.",
  },
} as const satisfies Record<TStoreFormMode, Record<string, string>>;

export const STORE_NOT_FOUND_TITLE = "Boutique non trouvée";
export const STORE_NOT_FOUND_MESSAGE = "Impossible de trouver la boutique spécifiée";
/** 001 §5; on edit only while the shop has no photo. */
export const STORE_IMAGE_REQUIRED_MESSAGE = "Une image est requise pour référencer une boutique.";

export const STORE_FORM_FIELDS = [
  "name",
  "description",
  "category",
  "governorate",
  "address",
  "whatsapp",
] as const;
export type TStoreFormField = (typeof STORE_FORM_FIELDS)[number];
export type TStoreFormText = Record<TStoreFormField, string>;

export const EMPTY_STORE_FORM: TStoreFormText = {
  name: "",
  description: "",
  category: "",
  governorate: "",
  address: "",
  whatsapp: "",
};

/** A saved shop as the edit form shows it; a free-text location from old data shows empty. */
export function storeFormTextOf(row: {
  name: string;
  description: string;
  category: string;
  location: string;
  address: string;
  whatsapp: string;
}): TStoreFormText {
  const governorate = governorateKey(row.location);
  return {
    name: row.name,
    description: row.description,
    category: row.category,
    governorate: GOVERNORATE_KEYS.includes(governorate) ? governorate : "",
    address: row.address,
    whatsapp: row.whatsapp,
  };
}
