import { placeListValue, type TPlacesAsked } from "./place-chip";
import {
  placeChip,
  placesLike,
  TOO_MANY_PLACES_MESSAGE,
  type TResolvedPlaces,
  unknownPlacesMessage,
} from "./places";

const SUGGESTIONS_PER_UNKNOWN = 3;

/**
 * What a list page says back about the places of its URL: those searched, and the values that
 * name none (with what they were probably meant to be) or exceed the maximum.
 */
export function placesAsked(resolved: TResolvedPlaces): TPlacesAsked {
  const keys = resolved.places.map((place) => place.key);
  const unknown = resolved.unknown.map((value) => {
    // The other unknown values stay in the link, so the page still names them.
    const others = resolved.unknown.filter((other) => other !== value);
    return {
      value,
      suggestions: placesLike(value, SUGGESTIONS_PER_UNKNOWN).map((place) => ({
        place: placeChip(place),
        location: [...new Set([...keys, place.key, ...others])].join(","),
      })),
    };
  });
  const messages = [
    ...(resolved.unknown.length > 0 ? [unknownPlacesMessage(resolved.unknown)] : []),
    ...(resolved.tooMany ? [TOO_MANY_PLACES_MESSAGE] : []),
  ];
  return { chosen: resolved.places.map(placeChip), unknown, messages };
}

/**
 * The same list with its places as keys ('Sfax, La Marsa' or an older 'Ben Arous' →
 * 'sfax,la_marsa'), so that the address one shares or saves is the list's own; null when the URL
 * already says so, or when a value names no place (the page shows it with its suggestions).
 */
export function canonicalPlaceUrl(url: URL, places: TPlacesAsked): string | null {
  const location = placeListValue(places.chosen);
  if (!location || places.messages.length > 0) return null;
  if (url.searchParams.getAll("location").join(",") === location) return null;
  const canonical = new URL(url);
  canonical.searchParams.set("location", location);
  // A form sent without JavaScript names every field, empty ones too: they filter nothing.
  for (const [key, value] of [...canonical.searchParams]) {
    if (value.trim() === "") canonical.searchParams.delete(key);
  }
  return `${canonical.pathname}?${canonical.searchParams.toString().replaceAll("%2C", ",")}`;
}
