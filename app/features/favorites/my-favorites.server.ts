import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  everyKind,
  MY_ITEM_COLUMNS,
  queryMyItemPage,
  type TMyItem,
  type TMyListPage,
  type TMyListQuery,
} from "~/features/listings/my-listings.server";
import { notHiddenRaw } from "~/features/listings/visibility.server";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure } from "~/kernel/failures";
import { getDb } from "~/server/db/client.server";
import { favorites } from "~/server/db/schema";

/** A favourite as my favourites show it: the item's card, and when it was favourited. */
export type TMyFavorite = TMyItem & { favoriteId: string; favoritedAt: string };

/**
 * The actor's favourites, newest first, one tab at a time. Favourites
 * have no foreign key to their item (it may be a property, a service or a store): joining each
 * kind to its table leaves out those whose item no longer exists, so no card is ever broken.
 */
export async function listMyFavorites(
  actor: Pick<TSessionUser, "id">,
  query: TMyListQuery,
): Promise<TMyListPage<TMyFavorite>> {
  const db = await getDb();
  const source = everyKind(
    (kind, table) =>
      sql`select ${MY_ITEM_COLUMNS[kind]}, f.created_at as sort_at, f.id as favorite_id
        from favorites f join ${table} t on t.id = f.item_id
        where f.user_id = ${actor.id} and f.item_type = ${kind}
          and (t.user_id = ${actor.id} or ${notHiddenRaw(kind, sql`t.id`)})`,
  );
  return queryMyItemPage(db, source, query, (row) => ({
    favoriteId: String(row.favorite_id),
    favoritedAt: new Date(row.sort_at as Date | string).toISOString(),
  }));
}

/** The remove form of my favourites (a favourite is removed by its id there). */
export const ZFavoriteRemoval = z.object({
  favoriteId: z.guid({ error: "Favori introuvable" }),
});

export const FAVORITE_GONE_MESSAGE = "Ce favori n'existe pas ou a déjà été retiré.";

/** unauthenticated: a visitor; invalid: no favourite id; not_found: none of the actor's. */
export type TFavoriteRemovalResult =
  | { ok: true }
  | TFailure<"unauthenticated" | "invalid" | "not_found">;

/**
 * Removes one of the actor's favourites. Another user's favourite is answered like a missing
 * one: nothing tells whether it exists, and nothing changes.
 */
export async function removeFavoriteById(
  actor: Pick<TSessionUser, "id"> | null,
  input: unknown,
): Promise<TFavoriteRemovalResult> {
  if (!actor) return failure("unauthenticated", "Connexion requise");
  const parsed = ZFavoriteRemoval.safeParse(input);
  if (!parsed.success) {
    return failure("invalid", parsed.error.issues[0]?.message ?? "Requête invalide");
  }
  const db = await getDb();
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.id, parsed.data.favoriteId), eq(favorites.userId, actor.id)))
    .returning({ id: favorites.id });
  if (removed.length === 0) return failure("not_found", FAVORITE_GONE_MESSAGE);
  return { ok: true };
}
