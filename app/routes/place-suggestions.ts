import { z } from "zod";
import { placeChip, suggestPlaces } from "~/features/places/places";
import type { Route } from "./+types/place-suggestions";

/*
 * GET /lieux?q=marsa: the place box's suggestions, { places: TPlaceChip[] }, best first. The
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
  const parsed = ZPlaceQuery.safeParse(new URL(request.url).searchParams.get("q") ?? "");
  if (!parsed.success) {
    return Response.json(
      { places: [], message: parsed.error.issues[0]?.message },
      { status: 400, headers: CACHED },
    );
  }
  const places = parsed.data ? suggestPlaces(parsed.data, SUGGESTIONS).map(placeChip) : [];
  return Response.json({ places }, { headers: CACHED });
}
