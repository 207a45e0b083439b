import { and, eq } from "drizzle-orm";
import { can } from "~/features/listings/policy";
import { isListingId } from "~/lib/ids";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { favorites, properties } from "~/server/db/schema";
import { deletePropertyPhotoFiles } from "./property-photos.server";
import type { TPropertyMutationResult } from "./property-submission.server";
import { NOT_SIGNED_IN_MESSAGE } from "./publish-property.server";
import { PROPERTY_NOT_FOUND_MESSAGE } from "./update-property.server";

export const DELETE_FORBIDDEN_MESSAGE = "Vous n'êtes pas autorisé à supprimer cette propriété.";

/**
 * Deletes a property for its owner or an administrator (001 §6), with the favourites that point
 * to it, then its photo files. Deleting is permanent.
 */
export async function deleteProperty(
  actor: TSessionUser | null,
  id: string,
  /** "delete_own" when the actor deletes from their own list, administrators included. */
  action: "delete" | "delete_own" = "delete",
): Promise<TPropertyMutationResult> {
  if (!actor) return { ok: false, status: 401, message: NOT_SIGNED_IN_MESSAGE };
  if (!isListingId(id)) return { ok: false, status: 404, message: PROPERTY_NOT_FOUND_MESSAGE };
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: properties.userId })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!row) return "not_found" as const;
    if (!can(actor, action, { ownerId: row.userId })) return "forbidden" as const;
    const [deleted] = await tx
      .delete(properties)
      .where(eq(properties.id, id))
      .returning({ photoUrls: properties.photoUrls });
    await tx
      .delete(favorites)
      .where(and(eq(favorites.itemType, "property"), eq(favorites.itemId, id)));
    return { photoUrls: deleted?.photoUrls ?? [] };
  });
  if (outcome === "not_found") {
    return { ok: false, status: 404, message: PROPERTY_NOT_FOUND_MESSAGE };
  }
  if (outcome === "forbidden") return { ok: false, status: 403, message: DELETE_FORBIDDEN_MESSAGE };
  await deletePropertyPhotoFiles(outcome.photoUrls);
  return { ok: true, id };
}
