import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import type { TPropertyCardItem } from "~/features/listings/cards";
import { onOffer } from "~/features/listings/visibility.server";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { properties, propertyPriceStats } from "~/server/db/schema";
import { enqueueJob } from "~/server/jobs/queue.server";
import { logger } from "~/server/logger.server";
import { priceGapPercent, type TPriceContext } from "./price-context";

/**
 * Price in context (issue 15, decision 0022): the median price per m² of comparable properties —
 * same announcement type, property type and governorate, on offer — kept in property_price_stats
 * by the price-stats job, so that a page reads one row.
 */

export type TPriceGroup = { announcementType: string; type: string; location: string };

/** Comparable listings needed before a page compares a price with their median. */
export const MIN_COMPARABLES = 5;

function statsOf(db: TDatabase, where: SQL | undefined) {
  return db
    .select({
      announcementType: properties.announcementType,
      type: properties.type,
      location: properties.location,
      listings: sql<number>`count(*)::int`,
      medianPricePerM2: sql<number>`percentile_cont(0.5) within group (order by ${properties.price}::float8 / ${properties.surface})`,
    })
    .from(properties)
    .where(and(onOffer(), gt(properties.surface, 0), where))
    .groupBy(properties.announcementType, properties.type, properties.location);
}

/** Recomputes every group (the scheduled run): groups left with no listing disappear. */
export async function refreshAllPriceStats(): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await statsOf(tx, undefined);
    await tx.delete(propertyPriceStats);
    if (rows.length > 0) await tx.insert(propertyPriceStats).values(rows);
    return rows.length;
  });
}

/** Recomputes one group, right after one of its listings was published, changed or removed. */
export async function refreshPriceGroup(group: TPriceGroup): Promise<void> {
  const db = await getDb();
  const key = and(
    eq(properties.announcementType, group.announcementType as "vente" | "location"),
    eq(properties.type, group.type as typeof properties.$inferSelect.type),
    eq(properties.location, group.location),
  );
  await db.transaction(async (tx) => {
    const [row] = await statsOf(tx, key);
    await tx
      .delete(propertyPriceStats)
      .where(
        and(
          eq(propertyPriceStats.announcementType, group.announcementType),
          eq(propertyPriceStats.type, group.type),
          eq(propertyPriceStats.location, group.location),
        ),
      );
    if (row) await tx.insert(propertyPriceStats).values(row);
  });
}

/**
 * The context line's figures for one property: its price per m² and, with at least
 * MIN_COMPARABLES other listings in its group, how far it stands from their median.
 */
export async function priceContextOf(property: {
  id: string;
  announcementType: string;
  type: string;
  location: string;
  price: number;
  surface: number;
  status: string;
}): Promise<TPriceContext | null> {
  if (!(property.surface > 0)) return null;
  const pricePerM2 = property.price / property.surface;
  const db = await getDb();
  const [stats] = await db
    .select()
    .from(propertyPriceStats)
    .where(
      and(
        eq(propertyPriceStats.announcementType, property.announcementType),
        eq(propertyPriceStats.type, property.type),
        eq(propertyPriceStats.location, property.location),
      ),
    );
  // The group counts the property itself when it is on offer: its comparables are the others.
  const [self] = stats
    ? await db
        .select({ one: sql`1` })
        .from(properties)
        .where(and(eq(properties.id, property.id), onOffer()))
    : [];
  const comparables = stats ? stats.listings - (self ? 1 : 0) : 0;
  if (!stats || comparables < MIN_COMPARABLES) return { pricePerM2, median: null };
  return { pricePerM2, median: stats.medianPricePerM2 };
}

/** A card as a list page sends it: with its gap to its group's median (priceGapPercent). */
export type TPropertyCardWithGap = TPropertyCardItem & { priceGap: number | null };

/**
 * The cards of one list page with their place against their group's median (decision 0024): one
 * query reads the rows of the page's groups (24 at most, each by primary key). A card of a list
 * is on offer when it is available (lists never show hidden or expired listings), and then counts
 * in its own group: its comparables are the others, as on its page.
 */
export async function withPriceGaps(cards: TPropertyCardItem[]): Promise<TPropertyCardWithGap[]> {
  const keyOf = (group: TPriceGroup) => `${group.announcementType}/${group.type}/${group.location}`;
  const groups = new Map<string, TPriceGroup>();
  for (const card of cards) if (card.surface > 0) groups.set(keyOf(card), card);
  const stats = new Map<string, { listings: number; median: number }>();
  if (groups.size > 0) {
    const db = await getDb();
    const tuples = [...groups.values()].map(
      (group) => sql`(${group.announcementType}, ${group.type}, ${group.location})`,
    );
    const rows = await db
      .select({
        announcementType: propertyPriceStats.announcementType,
        type: propertyPriceStats.type,
        location: propertyPriceStats.location,
        listings: propertyPriceStats.listings,
        median: propertyPriceStats.medianPricePerM2,
      })
      .from(propertyPriceStats)
      .where(
        sql`(${propertyPriceStats.announcementType}, ${propertyPriceStats.type}, ${propertyPriceStats.location}) in (${sql.join(tuples, sql`, `)})`,
      );
    for (const row of rows) stats.set(keyOf(row), row);
  }
  return cards.map((card) => {
    const group = card.surface > 0 ? stats.get(keyOf(card)) : undefined;
    const comparables = group ? group.listings - (card.status === "available" ? 1 : 0) : 0;
    const median = group && comparables >= MIN_COMPARABLES ? group.median : null;
    return { ...card, priceGap: priceGapPercent(card.price / card.surface, median) };
  });
}

/**
 * After a write that moved a listing in or out of a group, or changed its price: the group's
 * median is recomputed by a job, at once (one job per group waiting at most). A queue that fails
 * here only delays the figure until the next scheduled run: the write itself succeeded.
 */
export async function priceGroupsChanged(...groups: TPriceGroup[]): Promise<void> {
  const distinct = new Map(
    groups.map((group) => [`${group.announcementType}/${group.type}/${group.location}`, group]),
  );
  for (const [key, group] of distinct) {
    try {
      await enqueueJob("price-stats", group, { singletonKey: key });
    } catch (error) {
      logger.warn({ err: error, group: key }, "statistiques de prix : mise en file impossible");
    }
  }
}
