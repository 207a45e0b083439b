import { listingPlaceLabel } from "../../listing-place";
import type { TCatalogueCardPart } from "../catalogue-kind";

/** A service on a card: its profession, its governorate, its stars. */
export const SERVICE_CARD: TCatalogueCardPart = {
  kind: "service",
  labelOf: (profession) => profession,
  placeOf: (item, translate, separator) =>
    listingPlaceLabel(item.location, item.delegationName, translate, separator),
  labelTitle: "Profession",
  showsRating: true,
};
