import type { TPlaceNotices } from "./place-chip";
import {
  placeLabel,
  placesLike,
  TOO_MANY_PLACES_MESSAGE,
  type TPlace,
  unknownPlacesMessage,
} from "./places";

const SUGGESTIONS_PER_VALUE = 3;

/**
 * The notices of a list whose URL names places it does not know or too many: each suggestion is
 * the same search with the suggested place added to the known ones (`hrefWith` writes the URL).
 */
export function placeNotices(
  asked: {
    location?: readonly TPlace[];
    unknownPlaces?: readonly string[];
    tooManyPlaces?: boolean;
  },
  hrefWith: (placeKeys: string[]) => string,
): TPlaceNotices {
  const known = (asked.location ?? []).map((place) => place.key);
  const unknown = asked.unknownPlaces ?? [];
  const suggested = new Map<string, TPlace>();
  for (const value of unknown) {
    for (const place of placesLike(value, SUGGESTIONS_PER_VALUE)) {
      if (!known.includes(place.key)) suggested.set(place.key, place);
    }
  }
  return {
    unknownMessage: unknown.length > 0 ? unknownPlacesMessage(unknown) : null,
    suggestions: [...suggested.values()].map((place) => ({
      label: placeLabel(place),
      href: hrefWith([...known, place.key]),
    })),
    tooManyMessage: asked.tooManyPlaces ? TOO_MANY_PLACES_MESSAGE : null,
  };
}
