import { listingPlaceLabel } from "../../listing-place";
import type { TCatalogueCardPart } from "../catalogue-kind";

/** A service on a card: its profession, its governorate, its stars. */
export const SERVICE_CARD: TCatalogueCardPart = {
  kind: "service",
  labelOf: (profession) => profession,
  placeOf: (item, translate) => listingPlaceLabel(item.location, item.delegationName, translate),
  labelTitle: "Profession",
  showsRating: true,
};
