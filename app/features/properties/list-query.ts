import { placeListValue, type TPlaceChip } from "~/features/places/place-chip";
import type { TPropertySort } from "./property-sorts";

/**
 * Property list URL helpers for the browser. Kept apart from the Zod schema (schemas.ts) so the
 * home page and the filter forms do not ship Zod to the client.
 */

export const PROPERTY_PAGE_SIZE = 24;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_BEDROOMS_FILTER = 5;
/** 'S+1' … 'S+5 et plus': the rooms a property has besides its living room, the Tunisian way. */
export const ROOM_CHOICES = [1, 2, 3, 4, 5] as const;
export const MAX_ROOM_CHOICE = 5;

export function roomChoiceLabel(rooms: number): string {
  return rooms >= MAX_ROOM_CHOICE ? `S+${MAX_ROOM_CHOICE} et plus` : `S+${rooms}`;
}

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
  "sort",
  "page",
  "q",
  "includeClosed",
] as const;

/** `includeClosed=1`: the list shows sold and rented properties too (left out by default). */
export const INCLUDE_CLOSED_VALUE = "1";

/** A `min-max` range in TND or m²; one end may be open ('1000000-', '-500'). */
export type TRange = { min: number | null; max: number | null };

// Nine digits cover any price in TND and keep the value far from integer overflow in SQL.
const RANGE_PATTERN = /^(\d{1,9})?-(\d{1,9})?$/;

export function parseRange(value: string): TRange | null {
  const match = RANGE_PATTERN.exec(value.trim());
  if (!match) return null;
  const min = match[1] === undefined ? null : Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

/** The canonical URL form: '100000-300000', '1000000-', '-500'. */
export function formatRange(range: TRange): string {
  return `${range.min ?? ""}-${range.max ?? ""}`;
}

/** The form values of a query (empty string = not filtered), as the selects expect them. */
export type TPropertyFilterValues = Record<
  Exclude<(typeof PROPERTY_LIST_KEYS)[number], "page">,
  string
>;

/** What the filter form reads of a parsed list query (schemas.ts parses the URL). */
type TPropertyFilterSource = {
  announcementType?: string;
  category?: string;
  location?: readonly Pick<TPlaceChip, "key">[];
  price?: TRange;
  surface?: TRange;
  bedrooms?: number;
  rooms?: readonly number[];
  sort: TPropertySort;
  q?: string;
  includeClosed?: boolean;
};

export function toFilterValues(query: TPropertyFilterSource): TPropertyFilterValues {
  return {
    announcementType: query.announcementType ?? "",
    category: query.category ?? "",
    location: query.location ? placeListValue(query.location) : "",
    price: query.price ? formatRange(query.price) : "",
    surface: query.surface ? formatRange(query.surface) : "",
    bedrooms: query.bedrooms === undefined ? "" : String(query.bedrooms),
    rooms: query.rooms ? query.rooms.join(",") : "",
    sort: query.sort,
    q: query.q ?? "",
    includeClosed: query.includeClosed ? INCLUDE_CLOSED_VALUE : "",
  };
}

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
