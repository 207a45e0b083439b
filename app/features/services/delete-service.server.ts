import { and, eq } from "drizzle-orm";
import { can } from "~/features/listings/policy";
import { isListingId } from "~/lib/ids";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { favorites, ratings, services } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { getStorage, keyFromPublicUrl } from "~/server/storage/storage.server";

export const DELETE_SERVICE_SIGN_IN_MESSAGE =
  "Vous devez être connecté pour supprimer une annonce.";
export const DELETE_SERVICE_NOT_FOUND_MESSAGE = "Ce service est introuvable";
export const DELETE_SERVICE_FORBIDDEN_MESSAGE = "Vous n'êtes pas autorisé à supprimer ce service.";

export type TDeleteListingResult =
  | { ok: true; id: string }
  | { ok: false; status: 401 | 403 | 404; message: string };

/**
 * Deletes a service for its owner or an administrator (001 §6); permanent. Its comments and the
 * notifications about them go with it (foreign keys cascade); favourites and ratings name items
 * of several kinds without a foreign key, so they are removed here. Its photo file goes last.
 */
export async function deleteService(
  actor: Pick<TSessionUser, "id" | "role"> | null,
  id: string,
  /** "delete_own" when the actor deletes from their own list, administrators included. */
  action: "delete" | "delete_own" = "delete",
): Promise<TDeleteListingResult> {
  if (!actor) return { ok: false, status: 401, message: DELETE_SERVICE_SIGN_IN_MESSAGE };
  if (!isListingId(id))
    return { ok: false, status: 404, message: DELETE_SERVICE_NOT_FOUND_MESSAGE };
  const serviceId = id.toLowerCase();
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: services.userId })
      .from(services)
      .where(eq(services.id, serviceId))
      .for("update");
    if (!row) return "not_found" as const;
    if (!can(actor, action, { ownerId: row.userId })) return "forbidden" as const;
    const [deleted] = await tx
      .delete(services)
      .where(eq(services.id, serviceId))
      .returning({ image: services.image, imageUrl: services.imageUrl });
    await tx
      .delete(favorites)
      .where(and(eq(favorites.itemType, "service"), eq(favorites.itemId, serviceId)));
    await tx
      .delete(ratings)
      .where(and(eq(ratings.itemType, "service"), eq(ratings.itemId, serviceId)));
    return { urls: [deleted?.image, deleted?.imageUrl] };
  });
  if (outcome === "not_found") {
    return { ok: false, status: 404, message: DELETE_SERVICE_NOT_FOUND_MESSAGE };
  }
  if (outcome === "forbidden") {
    return { ok: false, status: 403, message: DELETE_SERVICE_FORBIDDEN_MESSAGE };
  }
  await deleteOwnImageFiles(outcome.urls);
  return { ok: true, id: serviceId };
}

/** Removes the files behind our own /media/ URLs; outside URLs are left alone. */
async function deleteOwnImageFiles(urls: readonly (string | null | undefined)[]) {
  const keys = [...new Set(urls.map((url) => keyFromPublicUrl(url)).filter((key) => key !== null))];
  const storage = getStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    // A file left behind is only wasted space: the row that pointed to it is already gone.
    if (result.status === "rejected") logger.warn({ err: result.reason }, "image non supprimée");
  }
}
