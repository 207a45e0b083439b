import { and, asc, count, desc, gte, type SQL, sql } from "drizzle-orm";
import { HOME_LIST_SIZE } from "~/lib/constants";
import { getDb } from "~/server/db/client.server";
import { services } from "~/server/db/schema";
import { alphabetical, containsText, locationMatches } from "~/server/db/text-match.server";
import { DEFAULT_SERVICE_SORT, SERVICE_PAGE_SIZE, type TServiceSort } from "./list-query";
import type { TServiceListQuery } from "./list-query-schema";

/** What a service card needs. */
export type TServiceCardItem = {
  id: string;
  name: string;
  profession: string;
  location: string;
  address: string | null;
  image: string | null;
  avgRating: number;
};

export type TServiceListResult = {
  items: TServiceCardItem[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

/** The columns a listing card shows, for every page that lists cards. */
export const serviceCardColumns = {
  id: services.id,
  name: services.name,
  profession: services.profession,
  location: services.location,
  address: services.address,
  // Older rows carry only one of the two columns (specification 001 §3: same URL in both).
  image: sql<
    string | null
  >`coalesce(nullif(${services.image}, ''), nullif(${services.imageUrl}, ''))`,
  avgRating: services.avgRating,
};

/** Specification 001 §5: profession contains the category, rating at least the minimum, location contains. */
function whereOf(query: TServiceListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(containsText(services.profession, query.category));
  // The rating a visitor sees on the card is the average; `rating` is 5 on every new service.
  if (query.minRating !== undefined) conditions.push(gte(services.avgRating, query.minRating));
  if (query.location) conditions.push(locationMatches(services.location, query.location));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// The id breaks ties so that a page boundary never shows a row twice or skips one.
const ORDERS: Record<TServiceSort, SQL[]> = {
  rating: [sql`${services.avgRating} desc nulls last`, desc(services.id)],
  name_asc: [asc(alphabetical(services.name)), asc(services.id)],
  name_desc: [desc(alphabetical(services.name)), desc(services.id)],
  profession: [
    asc(alphabetical(services.profession)),
    asc(alphabetical(services.name)),
    asc(services.id),
  ],
};

async function servicePage(query: TServiceListQuery, page: number): Promise<TServiceCardItem[]> {
  const db = await getDb();
  return db
    .select(serviceCardColumns)
    .from(services)
    .where(whereOf(query))
    .orderBy(...ORDERS[query.sort ?? DEFAULT_SERVICE_SORT])
    .limit(SERVICE_PAGE_SIZE)
    .offset((page - 1) * SERVICE_PAGE_SIZE);
}

/** Public service list: filters, sort and page are all applied by the database. */
export async function listServices(query: TServiceListQuery): Promise<TServiceListResult> {
  const db = await getDb();
  const requested = Math.max(1, query.page);
  // The count and the page run side by side; only a page past the end, from an old link or a
  // hand-edited URL, costs a second page query.
  const [[counted], requestedItems] = await Promise.all([
    db.select({ total: count() }).from(services).where(whereOf(query)),
    servicePage(query, requested),
  ]);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.ceil(total / SERVICE_PAGE_SIZE);
  // A page past the end shows the last page instead of nothing.
  const page = Math.min(requested, Math.max(1, pageCount));
  const items = page === requested ? requestedItems : await servicePage(query, page);
  return { items, total, page, pageCount, pageSize: SERVICE_PAGE_SIZE };
}

/** The newest services for the home page (specification 001 §7: created_at descending). */
export async function listNewestServices(limit = HOME_LIST_SIZE): Promise<TServiceCardItem[]> {
  const db = await getDb();
  return db
    .select(serviceCardColumns)
    .from(services)
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 100) : HOME_LIST_SIZE);
}
