import { and, eq } from "drizzle-orm";
import { can } from "~/features/listings/policy";
import { isListingId } from "~/lib/ids";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { favorites, ratings, stores } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { getStorage, keyFromPublicUrl } from "~/server/storage/storage.server";

export const DELETE_STORE_SIGN_IN_MESSAGE = "Vous devez être connecté pour supprimer une annonce.";
export const DELETE_STORE_NOT_FOUND_MESSAGE = "Impossible de trouver la boutique spécifiée";
export const DELETE_STORE_FORBIDDEN_MESSAGE =
  "Vous n'êtes pas autorisé à supprimer cette boutique.";

export type TDeleteStoreResult =
  | { ok: true; id: string }
  | { ok: false; status: 401 | 403 | 404; message: string };

/**
 * Deletes a shop for its owner or an administrator (001 §6); permanent. Favourites and ratings
 * name items of several kinds without a foreign key, so they are removed here with it; its
 * photo file goes last.
 */
export async function deleteStore(
  actor: Pick<TSessionUser, "id" | "role"> | null,
  id: string,
  /** "delete_own" when the actor deletes from their own list, administrators included. */
  action: "delete" | "delete_own" = "delete",
): Promise<TDeleteStoreResult> {
  if (!actor) return { ok: false, status: 401, message: DELETE_STORE_SIGN_IN_MESSAGE };
  if (!isListingId(id)) return { ok: false, status: 404, message: DELETE_STORE_NOT_FOUND_MESSAGE };
  const storeId = id.toLowerCase();
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: stores.userId })
      .from(stores)
      .where(eq(stores.id, storeId))
      .for("update");
    if (!row) return "not_found" as const;
    if (!can(actor, action, { ownerId: row.userId })) return "forbidden" as const;
    const [deleted] = await tx
      .delete(stores)
      .where(eq(stores.id, storeId))
      .returning({ image: stores.image });
    await tx
      .delete(favorites)
      .where(and(eq(favorites.itemType, "store"), eq(favorites.itemId, storeId)));
    await tx.delete(ratings).where(and(eq(ratings.itemType, "store"), eq(ratings.itemId, storeId)));
    return { image: deleted?.image ?? null };
  });
  if (outcome === "not_found") {
    return { ok: false, status: 404, message: DELETE_STORE_NOT_FOUND_MESSAGE };
  }
  if (outcome === "forbidden") {
    return { ok: false, status: 403, message: DELETE_STORE_FORBIDDEN_MESSAGE };
  }
  const key = keyFromPublicUrl(outcome.image);
  // A file left behind is only wasted space: the row that pointed to it is already gone.
  if (key)
    await getStorage()
      .delete(key)
      .catch((err) => logger.warn({ err }, "image non supprimée"));
  return { ok: true, id: storeId };
}
