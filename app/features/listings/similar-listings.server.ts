import { and, asc, desc, eq, gte, lt, ne } from "drizzle-orm";
import { withThumbnailCover } from "~/lib/property-photo-urls";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { properties } from "~/server/db/schema";
import { propertyCardColumns } from "./card-columns.server";
import type { TPropertyCardItem } from "./cards";
import type { TCatalogueCardItem, TCatalogueKind } from "./catalogue/catalogue-kind";
import { CATALOGUE_SOURCES } from "./catalogue/catalogue-sources.server";
import { notHidden, onOffer } from "./visibility.server";

/** How many listings like the one shown its page offers (detail pages, the 410 of an expired one). */
export const SIMILAR_LIMIT = 4;

/** What the similar properties are chosen by: the property itself, on offer or not. */
export type TSimilarPropertyOf = Pick<
  TPropertyCardItem,
  "id" | "type" | "announcementType" | "location" | "price"
>;

/**
 * Properties like `of` (issue 15, decision 0025): the same announcement (sale or rental) and type
 * in the same governorate, on offer, nearest in price, never `of` itself. Two walks of the index
 * (location, announcement type, type, price, id) from the price, one up and one down, each
 * stopping after `limit` entries, whatever the size of the table (migration 0015); the nearest of
 * both are kept, the cheaper first on a tie.
 */
export async function similarProperties(
  of: TSimilarPropertyOf,
  limit = SIMILAR_LIMIT,
): Promise<TPropertyCardItem[]> {
  const { above, below } = similarPropertyStatements(await getDb(), of, limit);
  const rows = (await Promise.all([above, below])).flat();
  return rows
    .map((row) => ({ row, distance: Math.abs(row.price - of.price) }))
    .sort((a, b) => a.distance - b.distance || a.row.price - b.row.price)
    .slice(0, limit)
    .map(({ row }) => withThumbnailCover(row as TPropertyCardItem));
}

/** The two walks of similarProperties, for it and for the bench's EXPLAIN. */
export function similarPropertyStatements(
  db: TDatabase,
  of: TSimilarPropertyOf,
  limit = SIMILAR_LIMIT,
) {
  const group = and(
    eq(properties.location, of.location),
    eq(properties.announcementType, of.announcementType),
    eq(properties.type, of.type),
    ne(properties.id, of.id),
    onOffer(),
  );
  return {
    above: db
      .select(propertyCardColumns)
      .from(properties)
      .where(and(group, gte(properties.price, of.price)))
      .orderBy(asc(properties.price), asc(properties.id))
      .limit(limit),
    below: db
      .select(propertyCardColumns)
      .from(properties)
      .where(and(group, lt(properties.price, of.price)))
      .orderBy(desc(properties.price), desc(properties.id))
      .limit(limit),
  };
}

/** What similar services or stores are chosen by. */
export type TSimilarCatalogueOf = { id: string; label: string; location: string };

/**
 * Services of the same profession, or stores of the same category, in the same governorate,
 * never `of` itself nor a hidden one (decision 0025). They have no price: the best rated come
 * first, then the newest, as the list's own 'rating' sort would show them.
 */
export async function similarCatalogueItems(
  kind: TCatalogueKind,
  of: TSimilarCatalogueOf,
  limit = SIMILAR_LIMIT,
): Promise<TCatalogueCardItem[]> {
  const source = CATALOGUE_SOURCES[kind];
  const table = source.table;
  const db = await getDb();
  const rows = await db
    .select(source.cardColumns)
    .from(table)
    .where(
      and(
        eq(source.columns.label, of.label),
        eq(table.location, of.location),
        ne(source.columns.id, of.id),
        notHidden(kind, source.columns.id),
      ),
    )
    .orderBy(desc(table.avgRating), desc(source.columns.createdAt), desc(source.columns.id))
    .limit(limit);
  return rows as TCatalogueCardItem[];
}
