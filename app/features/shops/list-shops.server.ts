import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { HOME_LIST_SIZE } from "~/lib/constants";
import { getDb } from "~/server/db/client.server";
import { stores } from "~/server/db/schema";
import { alphabetical, locationMatches } from "~/server/db/text-match.server";
import { DEFAULT_SHOP_SORT, SHOP_PAGE_SIZE, type TShopSort } from "./list-query";
import type { TShopListQuery } from "./list-query-schema";

/** What a shop card needs. */
export type TStoreCardItem = {
  id: string;
  name: string;
  category: string;
  location: string;
  address: string;
  image: string | null;
  avgRating: number;
};

export type TShopListResult = {
  items: TStoreCardItem[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

/** The columns a listing card shows, for every page that lists cards. */
export const storeCardColumns = {
  id: stores.id,
  name: stores.name,
  category: stores.category,
  location: stores.location,
  address: stores.address,
  image: stores.image,
  avgRating: stores.avgRating,
};

/** Specification 001 §5: category equals, location contains. */
function whereOf(query: TShopListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(stores.category, query.category));
  if (query.location) conditions.push(locationMatches(stores.location, query.location));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// The id breaks ties so that a page boundary never shows a row twice or skips one.
const ORDERS: Record<TShopSort, SQL[]> = {
  name_asc: [asc(alphabetical(stores.name)), asc(stores.id)],
  name_desc: [desc(alphabetical(stores.name)), desc(stores.id)],
  category: [asc(alphabetical(stores.category)), asc(alphabetical(stores.name)), asc(stores.id)],
  date_desc: [desc(stores.createdAt), desc(stores.id)],
};

async function shopPage(query: TShopListQuery, page: number): Promise<TStoreCardItem[]> {
  const db = await getDb();
  return db
    .select(storeCardColumns)
    .from(stores)
    .where(whereOf(query))
    .orderBy(...ORDERS[query.sort ?? DEFAULT_SHOP_SORT])
    .limit(SHOP_PAGE_SIZE)
    .offset((page - 1) * SHOP_PAGE_SIZE);
}

/** Public shop list: filters, sort and page are all applied by the database. */
export async function listStores(query: TShopListQuery): Promise<TShopListResult> {
  const db = await getDb();
  const requested = Math.max(1, query.page);
  // The count and the page run side by side; only a page past the end, from an old link or a
  // hand-edited URL, costs a second page query.
  const [[counted], requestedItems] = await Promise.all([
    db.select({ total: count() }).from(stores).where(whereOf(query)),
    shopPage(query, requested),
  ]);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.ceil(total / SHOP_PAGE_SIZE);
  // A page past the end shows the last page instead of nothing.
  const page = Math.min(requested, Math.max(1, pageCount));
  const items = page === requested ? requestedItems : await shopPage(query, page);
  return { items, total, page, pageCount, pageSize: SHOP_PAGE_SIZE };
}

/** The newest shops for the home page (specification 001 §7: created_at descending). */
export async function listNewestStores(limit = HOME_LIST_SIZE): Promise<TStoreCardItem[]> {
  const db = await getDb();
  return db
    .select(storeCardColumns)
    .from(stores)
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 100) : HOME_LIST_SIZE);
}
