/*
 * A place as the browser sees it: its URL key and its label. Kept apart from places.ts, which
 * holds the data of 289 places and must never reach the client's bundles.
 */

/** How many places one search takes; the server and the place box say it alike. */
export const MAX_PLACES = 20;
export const TOO_MANY_PLACES_MESSAGE = `Vous pouvez choisir au maximum ${MAX_PLACES} lieux.`;
/** The same for a page, in its language (`{max}`: MAX_PLACES). */
export const TOO_MANY_PLACES_TEXT = /*i18n*/ "Vous pouvez choisir au maximum {max} lieux.";

export type TPlaceChip = {
  /** The value list URLs carry in `location`: 'ben_arous', 'la_marsa', 'grand_tunis'. */
  key: string;
  /** 'Ben Arous', 'La Marsa (Tunis)', 'Grand Tunis'. */
  label: string;
  kind: "governorate" | "delegation" | "group";
};

/** The `location` value of a list URL: the places' keys, comma-separated. */
export function placeListValue(places: readonly Pick<TPlaceChip, "key">[]): string {
  return places.map((place) => place.key).join(",");
}

/** The places a list URL names, as the page shows them back (issue 23). */
/** What a place field holds as typed: 'La Marsa, ariana' → ['La Marsa', 'ariana']. */
export function splitTyped(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

export type TPlacesAsked = {
  /** The places searched, for the place box. */
  chosen: TPlaceChip[];
  /**
   * Values that name no place, said rather than ignored, each with the places it may have meant
   * and the `location` value that puts that place in its stead.
   */
  unknown: { value: string; suggestions: { place: TPlaceChip; location: string }[] }[];
  /**
   * What the page says about them: 'Lieu inconnu : …', 'Vous pouvez choisir au maximum 20
   * lieux.' (written on the server, where the places and their texts live).
   */
  messages: string[];
};
