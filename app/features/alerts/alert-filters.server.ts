import type { SQL } from "drizzle-orm";
import { CATALOGUE_PAGES } from "~/features/listings/catalogue/catalogue-parts";
import { catalogueListWhere } from "~/features/listings/catalogue/list-catalogue.server";
import { toCatalogueFilterValues } from "~/features/listings/catalogue/list-query";
import { parseCatalogueQuery } from "~/features/listings/catalogue/list-query-schema";
import { toFilterValues } from "~/features/properties/filter-values";
import { propertyListWhere } from "~/features/properties/list-properties.server";
import { PROPERTY_LIST_KEYS } from "~/features/properties/list-query";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import { failure, type TFailure } from "~/kernel/failures";
import type { TListingKind } from "~/kernel/kinds";
import type { TAlertFilters } from "./alert-texts";

/*
 * An alert's filters are those of its list page, read by the list's own schema (decision 0023):
 * once when the alert is made (a value the list would drop is refused, not silently widened), and
 * again each time it is matched, with the very condition the list page applies.
 */

export const FORGED_FILTERS_MESSAGE =
  "Les filtres de cette recherche ne sont pas valides. Revenez à la liste, choisissez vos filtres puis créez l'alerte.";

/** What a list URL carries but an alert does not keep: the order and page, closed listings. */
const NOT_KEPT = new Set(["sort", "page", "includeClosed", "view"]);

/** The filters an alert keeps: the list's own, and the map's zone (list-view.ts). */
function filterKeysOf(kind: TListingKind): readonly string[] {
  if (kind === "property") {
    return [...PROPERTY_LIST_KEYS.filter((key) => !NOT_KEPT.has(key)), "zone"];
  }
  return [...CATALOGUE_PAGES[kind].list.filters.map((filter) => filter.key), "zone"];
}

/**
 * The filters of a list's search string, in their canonical URL form ('location=Ben Arous' →
 * 'ben_arous'), or `invalid` when a parameter is unknown, repeated or a value the list would drop.
 */
export function readAlertFilters(
  kind: TListingKind,
  search: string,
): { ok: true; filters: TAlertFilters } | TFailure {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const known = filterKeysOf(kind);
  const input: Record<string, string> = {};
  for (const [key, value] of params) {
    if (NOT_KEPT.has(key)) continue;
    if (!known.includes(key) || key in input) return failure("invalid", FORGED_FILTERS_MESSAGE);
    // An empty select of the filter form: not filtered.
    if (value.trim() !== "") input[key] = value;
  }
  const values = parsedValues(kind, input);
  const filters: TAlertFilters = {};
  for (const key of known) {
    if (!(key in input)) continue;
    const value = values[key];
    if (!value) return failure("invalid", FORGED_FILTERS_MESSAGE);
    // The list drops an unknown amenity and keeps the others: an alert would silently widen.
    if (key === "amenities" && !sameAmenities(input[key] ?? "", value)) {
      return failure("invalid", FORGED_FILTERS_MESSAGE);
    }
    filters[key] = value;
  }
  return { ok: true, filters };
}

function sameAmenities(sent: string, kept: string): boolean {
  const asked = new Set(sent.split(",").map((slug) => slug.trim()));
  return asked.size === kept.split(",").length;
}

function parsedValues(kind: TListingKind, input: Record<string, string>): Record<string, string> {
  // The list pages' own readers, which also drop control characters (a NUL byte in a search).
  const params = new URLSearchParams(input);
  if (kind === "property") {
    const query = parsePropertyListQuery(params);
    return { ...toFilterValues(query), zone: query.zone ?? "" };
  }
  const { list } = CATALOGUE_PAGES[kind];
  const query = parseCatalogueQuery(list, params);
  return { ...toCatalogueFilterValues(list, query), zone: query.zone ?? "" };
}

/**
 * The list page's condition for stored filters, read again by the list's schema (a value no
 * longer valid is dropped, as the list page would). Properties: only those on offer, whatever
 * was stored (never sold or rented ones).
 */
export function alertMatchCondition(kind: TListingKind, filters: TAlertFilters): SQL | undefined {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (!NOT_KEPT.has(key) && typeof value === "string") params.set(key, value);
  }
  if (kind === "property") {
    return propertyListWhere({ ...parsePropertyListQuery(params), includeClosed: undefined });
  }
  return catalogueListWhere(kind, parseCatalogueQuery(CATALOGUE_PAGES[kind].list, params));
}
