import { governorateLabel, storeCategoryLabel } from "~/lib/constants";
import type { TCatalogueCardPart } from "../catalogue-kind";

/** A store on a card (001 §2 Shop list): its category, its governorate and address. */
export const STORE_CARD: TCatalogueCardPart = {
  kind: "store",
  imageAlt: (name) => `Photo de la boutique ${name}`,
  labelOf: storeCategoryLabel,
  placeOf: (item) =>
    [governorateLabel(item.location), item.address ?? ""]
      .filter((part, index, parts) => part && parts.indexOf(part) === index)
      .join(", "),
  labelTitle: "Catégorie",
  showsRating: false,
};
