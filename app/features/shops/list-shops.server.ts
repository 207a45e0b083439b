import { desc } from "drizzle-orm";
import { HOME_LIST_SIZE } from "~/lib/constants";
import { getDb } from "~/server/db/client.server";
import { stores } from "~/server/db/schema";

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

/** Until the shop filters ship, the list page shows the newest shops up to this cap. */
export const STORE_LIST_LIMIT = 60;

const cardColumns = {
  id: stores.id,
  name: stores.name,
  category: stores.category,
  location: stores.location,
  address: stores.address,
  image: stores.image,
  avgRating: stores.avgRating,
};

/** Public shop list, newest first. */
export async function listStores(limit = STORE_LIST_LIMIT): Promise<TStoreCardItem[]> {
  const db = await getDb();
  return db
    .select(cardColumns)
    .from(stores)
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(clampLimit(limit, STORE_LIST_LIMIT));
}

/** The newest shops for the home page. */
export async function listNewestStores(limit = HOME_LIST_SIZE): Promise<TStoreCardItem[]> {
  return listStores(clampLimit(limit, HOME_LIST_SIZE));
}

function clampLimit(limit: number, fallback: number): number {
  return Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 200) : fallback;
}
