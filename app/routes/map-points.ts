import { z } from "zod";
import { catalogueMapPoints } from "~/features/listings/catalogue/catalogue-map-points.server";
import { CATALOGUE_PAGES, isCatalogueKind } from "~/features/listings/catalogue/catalogue-parts";
import { parseCatalogueQuery } from "~/features/listings/catalogue/list-query-schema";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import { propertyMapPoints } from "~/features/properties/property-map-points.server";
import { kindOfSegment } from "~/kernel/kinds";
import { pageText } from "~/lib/i18n/catalogues.server";
import { DEFAULT_LOCALE, isLocale } from "~/lib/i18n/locale";
import type { Route } from "./+types/map-points";

/*
 * GET /carte/proprietes?<the list's parameters> (and /carte/services, /carte/boutiques): the
 * listings of that list grouped by map position (features/listings/map-points.ts), read by the
 * list's 'Carte' view. The list's own readers take the parameters: whatever the list shows, its
 * map shows, and what the list ignores the map ignores too. `langue=ar` (the Arabic list's map)
 * names places and prices in Arabic and links to the Arabic list.
 */

/** Longer than any list URL the pages write (20 places, every filter): a forged one. */
const MAX_SEARCH_LENGTH = 2_000;
const ZMapSearch = z
  .string()
  .max(MAX_SEARCH_LENGTH, "Cette recherche est trop longue pour être affichée sur la carte.");

export async function loader({ request, params }: Route.LoaderArgs) {
  const kind = kindOfSegment(params.segment);
  if (!kind) {
    return Response.json({ message: "Cette carte n'existe pas." }, { status: 404 });
  }
  const url = new URL(request.url);
  const search = ZMapSearch.safeParse(url.search);
  if (!search.success) {
    return Response.json({ message: search.error.issues[0]?.message }, { status: 400 });
  }
  const points = isCatalogueKind(kind)
    ? await catalogueMapPoints(
        kind,
        parseCatalogueQuery(CATALOGUE_PAGES[kind].list, url.searchParams),
      )
    : await propertyMapPoints(parsePropertyListQuery(url.searchParams), pageTextOf(url));
  return Response.json(points);
}

function pageTextOf(url: URL) {
  const asked = url.searchParams.get("langue");
  return pageText(isLocale(asked) ? asked : DEFAULT_LOCALE);
}
