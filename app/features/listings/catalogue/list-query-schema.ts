import { z } from "zod";
import { governorateKey } from "~/lib/constants";
import { stripControlCharacters } from "~/lib/text";
import { lenient, ZListPage } from "../list-params";
import type { TCatalogueFilter, TCatalogueListPart, TCatalogueQuery } from "./catalogue-kind";

/*
 * A catalogue list URL (`/services?…`, `/boutiques?…`), read by the loader; list-query.ts writes
 * it back. Each filter names one of its options, whatever the case and accents ('electricien' is
 * 'Électricien', 'Ben Arous' is 'ben_arous', 'electromenager' is 'électroménager'); the query
 * holds the stored form. A value that names no option is dropped, a bad sort is the default and
 * a bad page is the first: a hand-edited or stale URL still shows a list.
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
      ...Object.fromEntries(list.filters.map((filter) => [filter.key, filterSchema(filter)])),
      sort: z.enum(sorts).catch(list.defaultSort).default(list.defaultSort),
      page: ZListPage,
    }) as unknown as z.ZodType<TCatalogueQuery>;
    schemas.set(list, schema);
  }
  return schema;
}

/** Reads the list URL; never fails. A repeated parameter counts by its first value. */
export function parseCatalogueQuery(
  list: Pick<TCatalogueListPart, "filters" | "sorts" | "defaultSort">,
  searchParams: URLSearchParams,
): TCatalogueQuery {
  const input: Record<string, string> = {};
  for (const key of [...list.filters.map((filter) => filter.key), "sort", "page"]) {
    const value = searchParams.get(key);
    // A control character typed or pasted into the address bar means nothing in a search or a
    // filter (and a NUL byte cannot even reach PostgreSQL): the list shows as without it.
    if (value !== null) input[key] = stripControlCharacters(value);
  }
  return querySchema(list).parse(input);
}
