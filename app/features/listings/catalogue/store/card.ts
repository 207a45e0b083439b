import { storeCategoryLabel } from "~/lib/constants";
import { listingPlaceLabel } from "../../listing-place";
import type { TCatalogueCardPart } from "../catalogue-kind";

/** A store on a card: its category, its governorate and address. */
export const STORE_CARD: TCatalogueCardPart = {
  kind: "store",
  labelOf: storeCategoryLabel,
  placeOf: (item, translate, separator = ", ") =>
    [
      listingPlaceLabel(item.location, item.delegationName, translate, separator),
      item.address ?? "",
    ]
      .filter((part, index, parts) => part && parts.indexOf(part) === index)
      .join(separator),
  labelTitle: "Catégorie",
  showsRating: false,
};
