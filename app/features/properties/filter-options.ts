import type { TRange } from "~/lib/constants";
import { MAX_BEDROOMS_FILTER, MAX_ROOM_CHOICE } from "./list-query";

/*
 * Choices only the property list's filter panel offers. Kept out of the modules the home page
 * loads (lib/constants, list-query): the home page's JavaScript budget has no room for them.
 */

/** Surface bands in m². */
export const SURFACE_BANDS: TRange[] = [
  { value: "0-50", label: "0 - 50 m²", min: 0, max: 50 },
  { value: "50-100", label: "50 - 100 m²", min: 50, max: 100 },
  { value: "100-150", label: "100 - 150 m²", min: 100, max: 150 },
  { value: "150-200", label: "150 - 200 m²", min: 150, max: 200 },
  { value: "200-", label: "200 m² et plus", min: 200, max: null },
];

/** 'at least N bedrooms' (1+ to 5+). */
export const BEDROOM_OPTIONS = Array.from({ length: MAX_BEDROOMS_FILTER }, (_, index) => ({
  value: String(index + 1),
  label: `${index + 1}+`,
}));

/** 'S+1' … 'S+5 et plus': the rooms a property has besides its living room, the Tunisian way. */
export const ROOM_CHOICES = Array.from({ length: MAX_ROOM_CHOICE }, (_, index) => index + 1);

export function roomChoiceLabel(rooms: number): string {
  return rooms >= MAX_ROOM_CHOICE ? `S+${MAX_ROOM_CHOICE} et plus` : `S+${rooms}`;
}
