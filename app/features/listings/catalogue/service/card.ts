import { listingPlaceLabel } from "../../listing-place";
import type { TCatalogueCardPart } from "../catalogue-kind";

/** A service on a card: its profession, its governorate, its stars. */
export const SERVICE_CARD: TCatalogueCardPart = {
  kind: "service",
  imageAlt: (name) => `Photo de ${name}`,
  labelOf: (profession) => profession,
  placeOf: (item) => listingPlaceLabel(item.location, item.delegationName),
  labelTitle: "Profession",
  showsRating: true,
};
