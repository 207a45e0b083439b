import type { TPropertySort } from "./property-sorts";

/**
 * Property list URL helpers for the browser. Kept apart from the Zod schema (schemas.ts) so the
 * home page and the filter forms do not ship Zod to the client.
 */

export const PROPERTY_PAGE_SIZE = 24;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_BEDROOMS_FILTER = 5;
/** 'S+5 et plus': the last S+n choice has no ceiling (filter-options.ts holds the choices). */
export const MAX_ROOM_CHOICE = 5;

// The sort labels live in property-sorts.ts: the home page's first load needs only the default.
export type { TPropertySort } from "./property-sorts";
export const DEFAULT_PROPERTY_SORT: TPropertySort = "price_asc";

export const PROPERTY_LIST_KEYS = [
  "announcementType",
  "category",
  "location",
  "price",
  "surface",
  "bedrooms",
  "rooms",
  // 'Équipements', all of them: 'balcon,piscine' (amenities.ts holds the slugs).
  "amenities",
  "sort",
  "page",
  "q",
  "includeClosed",
] as const;

/** `includeClosed=1`: the list shows sold and rented properties too (left out by default). */
export const INCLUDE_CLOSED_VALUE = "1";

export type TPropertyFilterValues = Record<
  Exclude<(typeof PROPERTY_LIST_KEYS)[number], "page">,
  string
>;

/** Search string of a list URL without empty or default values: '?category=villa&page=2' or ''. */
export function toPropertyListSearch(
  values: Partial<TPropertyFilterValues> & { page?: number },
): string {
  const params = new URLSearchParams();
  for (const key of PROPERTY_LIST_KEYS) {
    if (key === "page") continue;
    const value = values[key]?.trim();
    if (!value) continue;
    if (key === "sort" && value === DEFAULT_PROPERTY_SORT) continue;
    params.set(key, value);
  }
  if (values.page && values.page > 1) params.set("page", String(values.page));
  // Lists of places and rooms read better as 'la_marsa,ariana' than with %2C.
  const search = params.toString().replaceAll("%2C", ",");
  return search ? `?${search}` : "";
}
