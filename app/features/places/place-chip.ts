/*
 * A place as the browser sees it: its URL key and its label. Kept apart from places.ts, which
 * holds the data of 289 places and must never reach the client's bundles.
 */

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

export type TPlaceNotices = {
  /** 'Lieu inconnu : Atlantide', said rather than silently searched without. */
  unknownMessage: string | null;
  /** The places the unknown values were probably meant to be, as the same search with them. */
  suggestions: { label: string; href: string }[];
  tooManyMessage: string | null;
};
