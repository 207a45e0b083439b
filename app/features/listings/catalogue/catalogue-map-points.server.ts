import { sql } from "drizzle-orm";
import { listingPath } from "~/kernel/kinds";
import { type TListView, withListView } from "../list-view";
import { mapGroups } from "../map-groups.server";
import type { TMapPoints } from "../map-points";
import { mapPointsOf, outsideZonePoints } from "../map-points.server";
import type { TCatalogueKind, TCatalogueQuery } from "./catalogue-kind";
import { CATALOGUE_PAGES } from "./catalogue-parts";
import { CATALOGUE_SOURCES } from "./catalogue-sources.server";
import { catalogueListWhere } from "./list-catalogue.server";
import { toCatalogueFilterValues, toCatalogueListSearch } from "./list-query";

/**
 * A catalogue list's map (GET /carte/services, /carte/boutiques): the listings the list finds
 * for `query` (catalogueListWhere, the list's one rule), grouped by map position.
 */
export async function catalogueMapPoints(
  kind: TCatalogueKind,
  query: TCatalogueQuery,
): Promise<TMapPoints> {
  const outside = outsideZonePoints(query.zone);
  if (outside) return outside;
  const { table, columns } = CATALOGUE_SOURCES[kind];
  const { list, card } = CATALOGUE_PAGES[kind];
  const { groups, total, capped } = await mapGroups(
    table,
    {
      id: columns.id,
      delegation: table.delegation,
      location: table.location,
      title: columns.name,
      detail: sql`${columns.label}`,
    },
    catalogueListWhere(kind, query),
  );
  const values = toCatalogueFilterValues(list, query);
  const listFor = (narrowing: TListView & { location?: string }) =>
    `${list.path}${withListView(
      toCatalogueListSearch(list, {
        ...values,
        location: narrowing.location ?? values.location ?? "",
      }),
      { zone: narrowing.zone ?? (narrowing.location ? undefined : query.zone) },
    )}`;
  return mapPointsOf(
    groups.map((group) => ({ ...group, detail: card.labelOf(group.detail) })),
    { total, capped },
    { listFor, itemFor: (id) => listingPath(kind, id) },
  );
}
