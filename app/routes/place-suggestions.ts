import { z } from "zod";
import { placeChip, suggestPlaces } from "~/features/places/places";
import { DEFAULT_LOCALE, isLocale } from "~/lib/i18n/locale";
import type { Route } from "./+types/place-suggestions";

/*
 * GET /lieux?q=marsa&langue=ar: the place box's suggestions, { places: TPlaceChip[] }, best first,
 * named in the page's language (French without `langue`, or with an unknown one). The
 * places never change between deployments' data files, so an hour of caching costs nothing and
 * spares the server one request per key press of every visitor typing the same start.
 */

const MAX_QUERY_LENGTH = 60;
const SUGGESTIONS = 8;
const CACHED = { "Cache-Control": "public, max-age=3600" };

const ZPlaceQuery = z
  .string()
  .trim()
  .max(MAX_QUERY_LENGTH, `La recherche de lieu compte au plus ${MAX_QUERY_LENGTH} caractères.`);

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = ZPlaceQuery.safeParse(params.get("q") ?? "");
  const asked = params.get("langue");
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  if (!parsed.success) {
    return Response.json(
      { places: [], message: parsed.error.issues[0]?.message },
      { status: 400, headers: CACHED },
    );
  }
  const places = parsed.data
    ? suggestPlaces(parsed.data, SUGGESTIONS).map((place) => placeChip(place, locale))
    : [];
  return Response.json({ places }, { headers: CACHED });
}
