import { z } from "zod";
import { lenient, ZGovernorateParam, ZListPage } from "~/features/listings/list-params";
import { ANNOUNCEMENT_TYPES, PROPERTY_TYPES } from "~/lib/constants";
import { stripControlCharacters } from "~/lib/text";
import {
  DEFAULT_PROPERTY_SORT,
  INCLUDE_CLOSED_VALUE,
  MAX_BEDROOMS_FILTER,
  MAX_SEARCH_LENGTH,
  PROPERTY_LIST_KEYS,
  parseRange,
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

export const ZPropertyListQuery = z.object({
  announcementType: lenient(z.enum(announcementTypes)),
  category: lenient(z.enum(propertyTypes)),
  // 'Ben Arous' or 'ben_arous' both name the same governorate; the key is what rows store.
  location: ZGovernorateParam,
  price: lenient(ZRange),
  surface: lenient(ZRange),
  bedrooms: lenient(
    z
      .string()
      .regex(new RegExp(`^[1-${MAX_BEDROOMS_FILTER}]$`))
      .transform(Number),
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

export type TPropertyListQuery = z.output<typeof ZPropertyListQuery>;

/** Reads the list URL; never fails. A repeated parameter counts by its first value. */
export function parsePropertyListQuery(searchParams: URLSearchParams): TPropertyListQuery {
  const input: Record<string, string> = {};
  for (const key of PROPERTY_LIST_KEYS) {
    const value = searchParams.get(key);
    // A control character typed or pasted into the address bar means nothing in a search or a
    // filter (and a NUL byte cannot even reach PostgreSQL): the list shows as without it.
    if (value !== null) input[key] = stripControlCharacters(value);
  }
  return ZPropertyListQuery.parse(input);
}
