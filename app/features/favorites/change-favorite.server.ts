import { and, eq } from "drizzle-orm";
import { isReachable } from "~/features/listings/visibility.server";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure } from "~/kernel/failures";
import type { TListingKind } from "~/kernel/kinds";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { favorites, properties, services, stores } from "~/server/db/schema";
import type { TFavoriteChange } from "./schemas";

/** unauthenticated: a visitor; not_found: the item to add does not exist (any more). */
export type TFavoriteChangeResult =
  | { ok: true; favorited: boolean }
  | TFailure<"unauthenticated" | "not_found">;

const TABLES = { property: properties, service: services, store: stores } as const;

/** The item exists and the actor may reach it (one hidden by moderation: its owner and admins). */
async function itemReachable(
  db: TDatabase,
  actor: TSessionUser,
  itemType: TListingKind,
  itemId: string,
) {
  const table = TABLES[itemType];
  const [row] = await db
    .select({ id: table.id, ownerId: table.userId })
    .from(table)
    .where(eq(table.id, itemId))
    .limit(1);
  return row !== undefined && isReachable(db, actor, itemType, row);
}

/**
 * Adds or removes one of the actor's favourites. Adding twice keeps one row (unique per user and
 * item); removing what is not there is not an error: the heart ends up as asked either way.
 */
export async function changeFavorite(
  actor: TSessionUser | null,
  change: TFavoriteChange,
): Promise<TFavoriteChangeResult> {
  if (!actor) return failure("unauthenticated", "Connexion requise");
  const db = await getDb();
  const { itemType, itemId } = change;
  if (change.intent === "remove") {
    await db
      .delete(favorites)
      .where(
        and(
          eq(favorites.userId, actor.id),
          eq(favorites.itemType, itemType),
          eq(favorites.itemId, itemId),
        ),
      );
    return { ok: true, favorited: false };
  }
  if (!(await itemReachable(db, actor, itemType, itemId))) {
    return failure("not_found", "Cette annonce n'existe pas ou a été supprimée.");
  }
  await db
    .insert(favorites)
    .values({ userId: actor.id, itemType, itemId })
    .onConflictDoNothing({
      target: [favorites.userId, favorites.itemId, favorites.itemType],
    });
  return { ok: true, favorited: true };
}
