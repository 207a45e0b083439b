import { z } from "zod";
import { placesAsked } from "~/features/places/place-notices.server";
import { resolvePlaces } from "~/features/places/places";
import { governorateKey } from "~/lib/constants";
import { stripControlCharacters } from "~/lib/text";
import { lenient, ZListPage } from "../list-params";
import { listViewOf } from "../list-view";
import type {
  TCatalogueFilter,
  TCatalogueListPart,
  TCataloguePlaces,
  TCatalogueQuery,
} from "./catalogue-kind";

/*
 * A catalogue list URL (`/services?…`, `/boutiques?…`), read by the loader; list-query.ts writes
 * it back. Each filter names one of its options, whatever the case and accents ('electricien' is
 * 'Électricien', 'Ben Arous' is 'ben_arous', 'electromenager' is 'électroménager'); the query
 * holds the stored form. A value that names no option is dropped, a bad sort is the default and
 * a bad page is the first: a hand-edited or stale URL still shows a list. Places are the
 * exception (issue 23): a value that names no place is searched without but said on the page.
 */

function filterSchema(filter: TCatalogueFilter) {
  // Names are read whatever their case and accents; a number only as written ('4 ', which is
  // how 'minRating=4+' arrives, names no option).
  const keyOf = (value: string) => (filter.numeric ? value : governorateKey(value));
  const byKey = new Map(
    filter.options.map((option) => [keyOf(option.value), option.stored ?? option.value]),
  );
  const named = z.string().transform((value, context) => {
    const stored = byKey.get(keyOf(value));
    if (stored === undefined) {
      context.addIssue({ code: "custom", message: `${filter.label} inconnue` });
      return z.NEVER;
    }
    return filter.numeric ? Number(stored) : stored;
  });
  return lenient(named);
}

const schemas = new WeakMap<object, z.ZodType<TCatalogueQuery>>();

function querySchema(list: Pick<TCatalogueListPart, "filters" | "sorts" | "defaultSort">) {
  let schema = schemas.get(list);
  if (!schema) {
    const sorts = list.sorts.map((sort) => sort.value) as [string, ...string[]];
    schema = z.object({
      ...Object.fromEntries(
        list.filters
          .filter((filter) => !filter.places)
          .map((filter) => [filter.key, filterSchema(filter)]),
      ),
      sort: z.enum(sorts).catch(list.defaultSort).default(list.defaultSort),
      page: ZListPage,
    }) as unknown as z.ZodType<TCatalogueQuery>;
    schemas.set(list, schema);
  }
  return schema;
}

/** The values of a place parameter, repeated ('location=a&location=b') and/or 'a,b'. */
function placeValues(searchParams: URLSearchParams, key: string): string[] {
  return searchParams
    .getAll(key)
    .flatMap((value) => stripControlCharacters(value).split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The places of a URL: their keys for the query, and what the page says back. */
function readPlaces(values: readonly string[]): { keys: string[]; places: TCataloguePlaces } {
  const resolved = resolvePlaces(values);
  return { keys: resolved.places.map((place) => place.key), places: placesAsked(resolved) };
}

/**
 * Reads the list URL; never fails. A repeated parameter counts by its first value, except
 * places, which are all read. The places come back for the page: those searched, and the values
 * that name none or exceed the maximum, which the page must say rather than silently drop.
 */
export function parseCatalogueSearch(
  list: Pick<TCatalogueListPart, "filters" | "sorts" | "defaultSort">,
  searchParams: URLSearchParams,
): { query: TCatalogueQuery; places: TCataloguePlaces } {
  const input: Record<string, string> = {};
  for (const key of [...list.filters.map((filter) => filter.key), "sort", "page"]) {
    const value = searchParams.get(key);
    // A control character typed or pasted into the address bar means nothing in a search or a
    // filter (and a NUL byte cannot even reach PostgreSQL): the list shows as without it.
    if (value !== null) input[key] = stripControlCharacters(value);
  }
  // The map's zone and view (list-view.ts): read apart from the filters, written after them.
  const query: TCatalogueQuery = {
    ...querySchema(list).parse(input),
    ...listViewOf(searchParams),
  };
  let places: TCataloguePlaces = { chosen: [], unknown: [], messages: [] };
  for (const filter of list.filters) {
    if (!filter.places) continue;
    const read = readPlaces(placeValues(searchParams, filter.key));
    // Places asked that all name nothing: an empty value, which finds nothing rather than every
    // listing as if no place had been asked (the page says which values it did not know).
    if (read.keys.length > 0 || read.places.unknown.length > 0) {
      query[filter.key] = read.keys.join(",");
    }
    places = read.places;
  }
  return { query, places };
}

/** Reads the list URL's query alone (alerts, which refuse what names no place themselves). */
export function parseCatalogueQuery(
  list: Pick<TCatalogueListPart, "filters" | "sorts" | "defaultSort">,
  searchParams: URLSearchParams,
): TCatalogueQuery {
  return parseCatalogueSearch(list, searchParams).query;
}
