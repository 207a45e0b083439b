import type { TCatalogueFilter, TCatalogueListPart, TCatalogueQuery } from "./catalogue-kind";

/**
 * The catalogue's list URL for the browser (filter panel, pagination links). Kept apart from the
 * Zod schema (list-query-schema.ts) so that the list page does not ship Zod to the client.
 */

export const CATALOGUE_PAGE_SIZE = 24;

/** The form values of a query (empty string = not filtered), as the selects expect them. */
export type TCatalogueFilterValues = Record<string, string>;

/** The URL value of a stored filter value ('matériaux_construction' → 'materiaux_construction'). */
function urlValueOf(filter: TCatalogueFilter, stored: string | number | undefined): string {
  if (stored === undefined) return "";
  const text = String(stored);
  return filter.options.find((option) => (option.stored ?? option.value) === text)?.value ?? text;
}

export function toCatalogueFilterValues(
  list: Pick<TCatalogueListPart, "filters">,
  query: TCatalogueQuery,
): TCatalogueFilterValues {
  const values: TCatalogueFilterValues = { sort: query.sort };
  for (const filter of list.filters) values[filter.key] = urlValueOf(filter, query[filter.key]);
  return values;
}

/**
 * Search string of a list URL without empty or default values: '?category=Plombier&page=2' or ''.
 * The filters come in the kind's order, then the sort, then the page.
 */
export function toCatalogueListSearch(
  list: Pick<TCatalogueListPart, "filters" | "defaultSort">,
  values: TCatalogueFilterValues,
  page = 1,
): string {
  const params = new URLSearchParams();
  for (const key of [...list.filters.map((filter) => filter.key), "sort"]) {
    const value = values[key]?.trim();
    if (!value) continue;
    if (key === "sort" && value === list.defaultSort) continue;
    params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  // Places are written 'location=la_marsa,ariana' (DESIGN): a comma needs no escaping in a query.
  const search = params.toString().replaceAll("%2C", ",");
  return search ? `?${search}` : "";
}
