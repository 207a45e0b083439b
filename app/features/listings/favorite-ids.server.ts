import { and, eq, inArray } from "drizzle-orm";
import type { TViewer } from "~/features/listings/seller-profile.server";
import type { TListingKind } from "~/kernel/kinds";
import { getDb } from "~/server/db/client.server";
import { favorites } from "~/server/db/schema";

/**
 * Which of these items the viewer has favourited (the state is read on load), in one
 * query for a whole page of cards. Visitors get an empty list.
 */
export async function favoriteIdsAmong(
  viewer: TViewer,
  itemType: TListingKind,
  itemIds: string[],
): Promise<string[]> {
  if (!viewer || itemIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ itemId: favorites.itemId })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, viewer.id),
        eq(favorites.itemType, itemType),
        inArray(favorites.itemId, itemIds),
      ),
    );
  return rows.map((row) => row.itemId);
}
