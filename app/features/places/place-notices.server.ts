import { LIST_SEPARATOR, type TPageText } from "~/lib/i18n/locale";
import { MAX_PLACES, placeListValue, TOO_MANY_PLACES_TEXT, type TPlacesAsked } from "./place-chip";
import {
  placeChip,
  placesLike,
  TOO_MANY_PLACES_MESSAGE,
  type TResolvedPlaces,
  UNKNOWN_PLACES_TEXT,
  unknownPlacesMessage,
} from "./places";

const SUGGESTIONS_PER_UNKNOWN = 3;

/**
 * What a list page says back about the places of its URL: those searched, and the values that
 * name none (with what they were probably meant to be) or exceed the maximum.
 */
export function placesAsked(resolved: TResolvedPlaces, text?: TPageText): TPlacesAsked {
  const locale = text?.locale ?? "fr";
  const keys = resolved.places.map((place) => place.key);
  const unknown = resolved.unknown.map((value) => {
    // The other unknown values stay in the link, so the page still names them.
    const others = resolved.unknown.filter((other) => other !== value);
    return {
      value,
      suggestions: placesLike(value, SUGGESTIONS_PER_UNKNOWN).map((place) => ({
        place: placeChip(place, locale),
        location: [...new Set([...keys, place.key, ...others])].join(","),
      })),
    };
  });
  const unknownMessage = () =>
    text
      ? text.translate(UNKNOWN_PLACES_TEXT, {
          places: resolved.unknown.join(LIST_SEPARATOR[locale]),
        })
      : unknownPlacesMessage(resolved.unknown);
  const tooManyMessage = () =>
    text
      ? text.translate(TOO_MANY_PLACES_TEXT, { max: String(MAX_PLACES) })
      : TOO_MANY_PLACES_MESSAGE;
  const messages = [
    ...(resolved.unknown.length > 0 ? [unknownMessage()] : []),
    ...(resolved.tooMany ? [tooManyMessage()] : []),
  ];
  return { chosen: resolved.places.map((place) => placeChip(place, locale)), unknown, messages };
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
