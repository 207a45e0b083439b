import { placeLabel, resolvePlaces } from "~/features/places/places";
import type { TListingKind } from "~/kernel/kinds";
import { alertFilterParts, proposedAlertName, type TAlertFilters } from "./alert-texts";

/** Places by their names, delegations with their governorate: 'La Marsa (Tunis), Ariana'. */
function placeNames(location: string): string {
  const { places, unknown } = resolvePlaces(location.split(","));
  return [...places.map((place) => placeLabel(place)), ...unknown].join(", ");
}

/** What an alert looks for, in words, with the names of its places (which the browser lacks). */
export function describeAlertFilters(kind: TListingKind, filters: TAlertFilters) {
  return {
    parts: alertFilterParts(kind, filters, placeNames),
    proposedName: proposedAlertName(kind, filters, placeNames),
  };
}
