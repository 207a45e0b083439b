import { z } from "zod";
import { lenient, ZGovernorateParam, ZListPage } from "~/features/listings/list-params";
import { governorateKey } from "~/lib/constants";
import {
  DEFAULT_SERVICE_SORT,
  MIN_RATING_OPTIONS,
  SERVICE_LIST_KEYS,
  SERVICE_SORTS,
  type TServiceSort,
} from "./list-query";
import { SERVICE_PROFESSIONS } from "./professions";

/**
 * Service list URL (`/services?…`), read by the loader; list-query.ts writes it back.
 *
 * - `category`: a profession of specification 001 §3, written as shown ('Plombier',
 *   'Designer d'intérieur'); case and accents are ignored on reading ('electricien').
 * - `minRating`: 3, 4 or 5, the lowest average rating shown.
 * - `location`: a governorate key, lowercase with `_` for spaces and no accents ('ben_arous');
 *   the governorate's name ('Ben Arous') is read as its key.
 * - `sort`: rating (default), name_asc, name_desc or profession.
 * - `page`: from 1; a page past the end shows the last one.
 */

/** 'electricien' or 'ÉLECTRICIEN' names 'Électricien'; anything else is left for the enum to refuse. */
function professionOf(value: string): string {
  const key = governorateKey(value);
  return SERVICE_PROFESSIONS.find((profession) => governorateKey(profession) === key) ?? value;
}

const minRatings = MIN_RATING_OPTIONS.map((option) => option.value) as [string, ...string[]];
const sorts = SERVICE_SORTS.map((option) => option.value) as [TServiceSort, ...TServiceSort[]];

export const ZServiceListQuery = z.object({
  category: lenient(z.string().transform(professionOf).pipe(z.enum(SERVICE_PROFESSIONS))),
  minRating: lenient(z.enum(minRatings).transform(Number)),
  location: ZGovernorateParam,
  sort: z.enum(sorts).catch(DEFAULT_SERVICE_SORT).default(DEFAULT_SERVICE_SORT),
  page: ZListPage,
});

export type TServiceListQuery = z.output<typeof ZServiceListQuery>;

/** Reads the list URL; never fails. A repeated parameter counts by its first value. */
export function parseServiceListQuery(searchParams: URLSearchParams): TServiceListQuery {
  const input: Record<string, string> = {};
  for (const key of SERVICE_LIST_KEYS) {
    const value = searchParams.get(key);
    if (value !== null) input[key] = value;
  }
  return ZServiceListQuery.parse(input);
}
