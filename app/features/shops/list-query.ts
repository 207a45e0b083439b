import { governorateKey, SHOP_CATEGORIES } from "~/lib/constants";

/**
 * Shop list URL helpers for the browser. Kept apart from the Zod schema (schemas.ts) so the
 * filter panel does not ship Zod to the client.
 */

export const SHOP_PAGE_SIZE = 24;

/** Specification 001 §2 Shop list; the first one is the default. */
export const SHOP_SORTS = [
  { value: "name_asc", label: "Nom (A-Z)" },
  { value: "name_desc", label: "Nom (Z-A)" },
  { value: "category", label: "Catégorie" },
  { value: "date_desc", label: "Date récente" },
] as const;

export type TShopSort = (typeof SHOP_SORTS)[number]["value"];
export const DEFAULT_SHOP_SORT: TShopSort = "name_asc";

/**
 * The URL writes a category without accents, like a governorate ('materiaux_construction',
 * 'electromenager'); rows store the value of specification 001 §3 ('matériaux_construction').
 */
export const shopCategoryUrlValue = governorateKey;

export const SHOP_CATEGORY_OPTIONS = SHOP_CATEGORIES.map((category) => ({
  value: shopCategoryUrlValue(category.value),
  label: category.label,
}));

export const SHOP_LIST_KEYS = ["category", "location", "sort", "page"] as const;

/** The form values of a query (empty string = not filtered), as the selects expect them. */
export type TShopFilterValues = Record<Exclude<(typeof SHOP_LIST_KEYS)[number], "page">, string>;

/** What the filter form reads of a parsed list query (schemas.ts parses the URL). */
type TShopFilterSource = { category?: string; location?: string; sort: TShopSort };

export function toShopFilterValues(query: TShopFilterSource): TShopFilterValues {
  return {
    category: query.category ? shopCategoryUrlValue(query.category) : "",
    location: query.location ?? "",
    sort: query.sort,
  };
}

/** Search string of a list URL without empty or default values: '?category=meubles&page=2' or ''. */
export function toShopListSearch(values: Partial<TShopFilterValues> & { page?: number }): string {
  const params = new URLSearchParams();
  for (const key of SHOP_LIST_KEYS) {
    if (key === "page") continue;
    const value = values[key]?.trim();
    if (!value) continue;
    if (key === "sort" && value === DEFAULT_SHOP_SORT) continue;
    params.set(key, value);
  }
  if (values.page && values.page > 1) params.set("page", String(values.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
