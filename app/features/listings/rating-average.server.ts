import { sql } from "drizzle-orm";
import type { TDatabase } from "~/server/db/client.server";
import type { TCatalogueKind } from "./catalogue/catalogue-kind";

/** What a page shows of an item's ratings, and what the rating channel carries. */
export type TRatingSummary = { avgRating: number; ratingCount: number };

/**
 * Sets the item's avg_rating from its ratings and returns it with their number. Call it inside
 * the transaction that changed the ratings so the average never disagrees with them.
 *
 * The item row is locked first, in its own statement: under READ COMMITTED a later statement
 * then sees every rating committed by the transactions that held the lock before us. Computing
 * in the UPDATE alone would not do: a blocked UPDATE resumes with its original snapshot, so two
 * concurrent raters could each write an average missing the other's rating.
 */
export async function recomputeAverageRating(
  tx: Pick<TDatabase, "execute">,
  itemType: TCatalogueKind,
  itemId: string,
): Promise<TRatingSummary> {
  const table = itemType === "service" ? sql`services` : sql`stores`;
  await tx.execute(sql`select 1 from ${table} where id = ${itemId} for update`);
  const result = (await tx.execute(sql`
    with stats as (
      select count(*)::int as rating_count,
        coalesce(round(avg(rating)::numeric, 2)::float8, 0) as avg_rating
      from ratings where item_type = ${itemType} and item_id = ${itemId}
    )
    update ${table} set avg_rating = stats.avg_rating from stats
    where ${table}.id = ${itemId}
    returning stats.avg_rating as "avgRating", stats.rating_count as "ratingCount"`)) as unknown as {
    rows: Array<{ avgRating: number | string; ratingCount: number | string }>;
  };
  const row = result.rows[0];
  // No row: the item is gone (deleted in this transaction), so nothing is rated any more.
  return row
    ? { avgRating: Number(row.avgRating), ratingCount: Number(row.ratingCount) }
    : { avgRating: 0, ratingCount: 0 };
}
