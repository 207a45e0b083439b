import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { HOME_LIST_SIZE } from "~/lib/constants";
import { getDb } from "~/server/db/client.server";
import { notHidden } from "../visibility.server";
import type { TCatalogueCardItem, TCatalogueKind, TCatalogueQuery } from "./catalogue-kind";
import { CATALOGUE_SOURCES } from "./catalogue-sources.server";
import { catalogueZoneCondition } from "./catalogue-zone.server";
import { CATALOGUE_PAGE_SIZE } from "./list-query";

export type TCatalogueListResult = {
  items: TCatalogueCardItem[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

/**
 * What the list shows for `query`, as one condition: the list page, and the saved-search alerts
 * that mail its new matches (decision 0023), read listings through this one rule.
 */
export function catalogueListWhere(kind: TCatalogueKind, query: TCatalogueQuery): SQL | undefined {
  return and(
    notHidden(kind, CATALOGUE_SOURCES[kind].columns.id),
    ...CATALOGUE_SOURCES[kind].conditions(query),
    catalogueZoneCondition(kind, query.zone),
  );
}

async function catalogueRows(kind: TCatalogueKind, query: TCatalogueQuery, page: number) {
  const source = CATALOGUE_SOURCES[kind];
  const db = await getDb();
  const orders = source.orders[query.sort] ?? Object.values(source.orders)[0] ?? [];
  const rows = await db
    .select(source.cardColumns)
    .from(source.table)
    .where(catalogueListWhere(kind, query))
    .orderBy(...orders)
    .limit(CATALOGUE_PAGE_SIZE)
    .offset((page - 1) * CATALOGUE_PAGE_SIZE);
  return rows as TCatalogueCardItem[];
}

/** A public catalogue list: filters, sort and page are all applied by the database. */
export async function listCatalogue(
  kind: TCatalogueKind,
  query: TCatalogueQuery,
): Promise<TCatalogueListResult> {
  const source = CATALOGUE_SOURCES[kind];
  const db = await getDb();
  const requested = Math.max(1, query.page);
  // The count and the page run side by side; only a page past the end, from an old link or a
  // hand-edited URL, costs a second page query.
  const [[counted], requestedItems] = await Promise.all([
    db.select({ total: count() }).from(source.table).where(catalogueListWhere(kind, query)),
    catalogueRows(kind, query, requested),
  ]);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.ceil(total / CATALOGUE_PAGE_SIZE);
  // A page past the end shows the last page instead of nothing.
  const page = Math.min(requested, Math.max(1, pageCount));
  const items = page === requested ? requestedItems : await catalogueRows(kind, query, page);
  return { items, total, page, pageCount, pageSize: CATALOGUE_PAGE_SIZE };
}

/** The newest rows of a kind, optionally one owner's, at most `limit`. */
async function newestRows(kind: TCatalogueKind, ownerId: string | null, limit: number) {
  const source = CATALOGUE_SOURCES[kind];
  const db = await getDb();
  const rows = await db
    .select(source.cardColumns)
    .from(source.table)
    .where(
      and(
        notHidden(kind, source.columns.id),
        ownerId === null ? undefined : eq(source.columns.userId, ownerId),
      ),
    )
    .orderBy(desc(source.columns.createdAt), desc(source.columns.id))
    .limit(limit);
  return rows as TCatalogueCardItem[];
}

/** The newest of a kind for the home page (created_at descending). */
export function listNewestCatalogue(
  kind: TCatalogueKind,
  limit = HOME_LIST_SIZE,
): Promise<TCatalogueCardItem[]> {
  const safeLimit = Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 100) : HOME_LIST_SIZE;
  return newestRows(kind, null, safeLimit);
}

/** One owner's listings of a kind, newest first, at most `limit`. */
export function listOwnerCatalogue(
  kind: TCatalogueKind,
  ownerId: string,
  limit: number,
): Promise<TCatalogueCardItem[]> {
  return newestRows(kind, ownerId, limit);
}

export async function countOwnerCatalogue(kind: TCatalogueKind, ownerId: string): Promise<number> {
  const source = CATALOGUE_SOURCES[kind];
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(source.table)
    .where(and(notHidden(kind, source.columns.id), eq(source.columns.userId, ownerId)));
  return Number(row?.n ?? 0);
}
