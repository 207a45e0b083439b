import { placeListValue, type TPlaceChip } from "~/features/places/place-chip";
import { INCLUDE_CLOSED_VALUE, type TPropertyFilterValues, type TPropertySort } from "./list-query";

/*
 * Ranges and the filter panel's values of a parsed query. Apart from list-query.ts, which the home
 * page's search form loads: nothing here is needed before a list page.
 */

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
  // Ends typed the wrong way round ('300-100') mean the same range: searched as '100-300'
  // rather than dropped, which would list everything as if no range had been asked.
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

/** The canonical URL form: '100000-300000', '1000000-', '-500'. */
export function formatRange(range: TRange): string {
  return `${range.min ?? ""}-${range.max ?? ""}`;
}

/** What the filter form reads of a parsed list query (schemas.ts parses the URL). */
type TPropertyFilterSource = {
  announcementType?: string;
  category?: string;
  location?: readonly Pick<TPlaceChip, "key">[];
  price?: TRange;
  surface?: TRange;
  bedrooms?: number;
  rooms?: readonly number[];
  amenities?: readonly string[];
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
    amenities: query.amenities ? query.amenities.join(",") : "",
    sort: query.sort,
    q: query.q ?? "",
    includeClosed: query.includeClosed ? INCLUDE_CLOSED_VALUE : "",
  };
}
