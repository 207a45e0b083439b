import { z } from "zod";
import { lenient, ZGovernorateParam, ZListPage } from "~/features/listings/list-params";
import { SHOP_CATEGORIES } from "~/lib/constants";
import {
  DEFAULT_SHOP_SORT,
  SHOP_LIST_KEYS,
  SHOP_SORTS,
  shopCategoryUrlValue,
  type TShopSort,
} from "./list-query";

/**
 * Shop list URL (`/boutiques?…`), read by the loader; list-query.ts writes it back.
 *
 * - `category`: a shop category of specification 001 §3 without accents ('meubles',
 *   'materiaux_construction', 'electromenager'); the stored form with accents is read too.
 *   The parsed query holds the stored form ('matériaux_construction').
 * - `location`: a governorate key, lowercase with `_` for spaces and no accents ('ben_arous');
 *   the governorate's name ('Ben Arous') is read as its key.
 * - `sort`: name_asc (default), name_desc, category or date_desc (newest first).
 * - `page`: from 1; a page past the end shows the last one.
 */

const categories = SHOP_CATEGORIES.map((option) => option.value) as [
  (typeof SHOP_CATEGORIES)[number]["value"],
  ...(typeof SHOP_CATEGORIES)[number]["value"][],
];

/** 'electromenager' names 'électroménager'; anything else is left for the enum to refuse. */
function categoryOf(value: string): string {
  const key = shopCategoryUrlValue(value);
  return categories.find((category) => shopCategoryUrlValue(category) === key) ?? value;
}

const sorts = SHOP_SORTS.map((option) => option.value) as [TShopSort, ...TShopSort[]];

export const ZShopListQuery = z.object({
  category: lenient(z.string().transform(categoryOf).pipe(z.enum(categories))),
  location: ZGovernorateParam,
  sort: z.enum(sorts).catch(DEFAULT_SHOP_SORT).default(DEFAULT_SHOP_SORT),
  page: ZListPage,
});

export type TShopListQuery = z.output<typeof ZShopListQuery>;

/** Reads the list URL; never fails. A repeated parameter counts by its first value. */
export function parseShopListQuery(searchParams: URLSearchParams): TShopListQuery {
  const input: Record<string, string> = {};
  for (const key of SHOP_LIST_KEYS) {
    const value = searchParams.get(key);
    if (value !== null) input[key] = value;
  }
  return ZShopListQuery.parse(input);
}
