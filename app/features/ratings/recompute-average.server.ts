import { sql } from "drizzle-orm";
import type { TDatabase } from "~/server/db/client.server";

export type TRatedItemType = "service" | "store";

/**
 * Sets the item's avg_rating from its ratings. Call it inside the transaction that changed the
 * ratings so the average never disagrees with them.
 */
export async function recomputeAverageRating(
  tx: Pick<TDatabase, "execute">,
  itemType: TRatedItemType,
  itemId: string,
) {
  const table = itemType === "service" ? sql`services` : sql`stores`;
  await tx.execute(sql`
    update ${table} set avg_rating = coalesce(
      (select round(avg(rating)::numeric, 2)::float8 from ratings
        where item_type = ${itemType} and item_id = ${itemId}), 0)
    where id = ${itemId}`);
}
