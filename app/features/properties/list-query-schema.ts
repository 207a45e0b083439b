import { z } from "zod";
import { lenient, ZListPage } from "~/features/listings/list-params";
import { listViewOf, type TListView } from "~/features/listings/list-view";
import { resolvePlaces, type TPlace } from "~/features/places/places";
import { ANNOUNCEMENT_TYPES, PROPERTY_TYPES } from "~/lib/constants";
import { stripControlCharacters } from "~/lib/text";
import { knownAmenities, type TAmenity } from "./amenities";
import { parseRange } from "./filter-values";
import {
  DEFAULT_PROPERTY_SORT,
  INCLUDE_CLOSED_VALUE,
  MAX_BEDROOMS_FILTER,
  MAX_ROOM_CHOICE,
  MAX_SEARCH_LENGTH,
  PROPERTY_LIST_KEYS,
  type TPropertySort,
} from "./list-query";
import { PROPERTY_SORTS } from "./property-sorts";

/** Property list URL (`/proprietes?…`), read by the loader; list-query.ts writes it back. */

const ZRange = z.string().transform((value, context) => {
  const range = parseRange(value);
  if (!range) {
    context.addIssue({ code: "custom", message: "Intervalle invalide" });
    return z.NEVER;
  }
  return range;
});

const announcementTypes = ANNOUNCEMENT_TYPES.map((option) => option.value) as [
  (typeof ANNOUNCEMENT_TYPES)[number]["value"],
  ...(typeof ANNOUNCEMENT_TYPES)[number]["value"][],
];
const propertyTypes = PROPERTY_TYPES.map((option) => option.value) as [
  (typeof PROPERTY_TYPES)[number]["value"],
  ...(typeof PROPERTY_TYPES)[number]["value"][],
];
const sorts = PROPERTY_SORTS.map((option) => option.value) as [TPropertySort, ...TPropertySort[]];

const ZPropertyListQuery = z.object({
  announcementType: lenient(z.enum(announcementTypes)),
  category: lenient(z.enum(propertyTypes)),
  price: lenient(ZRange),
  surface: lenient(ZRange),
  bedrooms: lenient(
    z
      .string()
      .regex(new RegExp(`^[1-${MAX_BEDROOMS_FILTER}]$`))
      .transform(Number),
  ),
  // 'S+2 ou S+3': '2,3'; the last choice means that many rooms or more.
  rooms: lenient(
    z
      .string()
      .regex(new RegExp(`^[1-${MAX_ROOM_CHOICE}](,[1-${MAX_ROOM_CHOICE}])*$`))
      .transform((value) => [...new Set(value.split(",").map(Number))].sort((a, b) => a - b)),
  ),
  // Each once, in the list's order; a slug the list does not know is dropped, as a bad S+n is:
  // the panel then shows the boxes actually applied.
  amenities: lenient(
    z
      .string()
      .max(500)
      .transform((value): TAmenity[] | undefined => {
        const known = knownAmenities(value.split(",").map((slug) => slug.trim()));
        return known.length > 0 ? known : undefined;
      }),
  ),
  sort: z.enum(sorts).catch(DEFAULT_PROPERTY_SORT).default(DEFAULT_PROPERTY_SORT),
  page: ZListPage,
  q: lenient(z.string().trim().min(1).max(MAX_SEARCH_LENGTH)),
  // Absent (or anything but '1'): sold and rented properties stay out of the list.
  includeClosed: z
    .literal(INCLUDE_CLOSED_VALUE)
    .transform(() => true)
    .optional()
    .catch(undefined),
});

export type TPropertyListQuery = z.output<typeof ZPropertyListQuery> &
  TListView & {
    /** The places asked for ('la_marsa,ariana'), each once; absent: the whole country. */
    location?: TPlace[];
    /** The values of `location` that name no place, said on the page rather than ignored. */
    unknownPlaces?: string[];
    /** More places were asked than a search takes: the first ones are searched. */
    tooManyPlaces?: boolean;
  };

/**
 * A free bound typed in the filter panel ('Prix min', 'Prix max'): digits, spaces and dots as
 * people write thousands ('1 500', '1.500'). Anything else is no bound.
 */
function freeBound(value: string | null): number | null {
  const digits = value?.replace(/[\s.\u202f\u00a0]/g, "") ?? "";
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * `priceMin`/`priceMax` (and surface): the panel's free fields as a form without JavaScript sends
 * them. They make the range the URL's canonical `price=min-max` holds; reversed ends are swapped.
 */
function freeRange(searchParams: URLSearchParams, name: "price" | "surface"): string | null {
  const min = freeBound(searchParams.get(`${name}Min`));
  const max = freeBound(searchParams.get(`${name}Max`));
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return `${max}-${min}`;
  return `${min ?? ""}-${max ?? ""}`;
}

/** Reads the list URL; never fails. A repeated parameter counts by its first value, but places add up. */
export function parsePropertyListQuery(searchParams: URLSearchParams): TPropertyListQuery {
  const input: Record<string, string> = {};
  for (const key of PROPERTY_LIST_KEYS) {
    if (key === "location") continue;
    // S+n boxes ticked in a form without JavaScript arrive one parameter each.
    // So do the amenities' boxes.
    const value =
      key === "rooms" || key === "amenities"
        ? searchParams.getAll(key).join(",") || null
        : searchParams.get(key);
    // A control character typed or pasted into the address bar means nothing in a search or a
    // filter (and a NUL byte cannot even reach PostgreSQL): the list shows as without it.
    if (value !== null) input[key] = stripControlCharacters(value);
  }
  for (const name of ["price", "surface"] as const) {
    const range = freeRange(searchParams, name);
    if (range !== null) input[name] = range;
  }
  // The map's zone and view (list-view.ts): read apart from the filters, written after them.
  const query: TPropertyListQuery = {
    ...ZPropertyListQuery.parse(input),
    ...listViewOf(searchParams),
  };
  const values = searchParams
    .getAll("location")
    .flatMap((value) => stripControlCharacters(value).split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.length === 0) return query;
  const { places, unknown, tooMany } = resolvePlaces(values);
  if (places.length > 0) query.location = places;
  if (unknown.length > 0) query.unknownPlaces = unknown;
  if (tooMany) query.tooManyPlaces = true;
  return query;
}
