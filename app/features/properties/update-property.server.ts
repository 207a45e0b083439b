import { eq } from "drizzle-orm";
import { IMAGE_UPLOAD_FAILED_MESSAGE } from "~/features/listings/catalogue/catalogue-submission.server";
import { EDIT_FORBIDDEN_MESSAGES } from "~/features/listings/edit-refusal";
import {
  fingerprintListingPhotos,
  forgetPhotoFingerprints,
} from "~/features/listings/photo-reuse.server";
import type { TSessionUser } from "~/kernel/actor";
import { failure, invalid, type TResult } from "~/kernel/failures";
import { can } from "~/kernel/policy";
import { isListingId } from "~/lib/ids";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { properties } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { priceGroupsChanged, type TPriceGroup } from "./price-context.server";
import { notifyPriceDrop, recordPriceChange, type TPriceChange } from "./price-drops.server";
import {
  deletePropertyPhotoFiles,
  PhotoRejectedError,
  PhotoStorageError,
  photoBytes,
  preparePropertyPhotos,
  storePropertyPhotos,
  type TPreparedPhoto,
} from "./property-photos.server";
import type { TPropertyMutationResult, TPropertySubmission } from "./property-submission.server";
import { NOT_SIGNED_IN_MESSAGE } from "./publish-property.server";

export const PROPERTY_NOT_FOUND_MESSAGE = "Propriété non trouvée.";

export type TPropertyForEdit = typeof properties.$inferSelect;

export type TPropertyForEditResult = TResult<{
  property: Omit<TPropertyForEdit, "searchVector">;
}>;

/** The editor loads the record and refuses when it belongs to someone else. */
export async function getPropertyForEdit(
  actor: TSessionUser,
  id: string,
): Promise<TPropertyForEditResult> {
  if (!isListingId(id)) return failure("not_found", PROPERTY_NOT_FOUND_MESSAGE);
  const db = await getDb();
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  if (!row) return failure("not_found", PROPERTY_NOT_FOUND_MESSAGE);
  if (!can(actor, "edit", { ownerId: row.userId })) {
    return failure("forbidden", EDIT_FORBIDDEN_MESSAGES.property);
  }
  const { searchVector: _searchVector, ...property } = row;
  return { ok: true, property };
}

/**
 * Saves the owner's changes. Photos named for removal are dropped (and their files deleted after
 * the write), new files fill the free slots up to five. Administrators moderate by deleting; only
 * the owner edits.
 */
export async function updateProperty(
  actor: TSessionUser | null,
  id: string,
  submission: TPropertySubmission,
): Promise<TPropertyMutationResult> {
  if (!actor) return failure("unauthenticated", NOT_SIGNED_IN_MESSAGE);
  const current = await getPropertyForEdit(actor, id);
  if (!current.ok) return current;
  if (!submission.ok) return invalid(submission.fieldErrors);

  const removed = new Set(submission.removedPhotoUrls);
  const keptCount = current.property.photoUrls.filter((url) => !removed.has(url)).length;
  let addedUrls: string[];
  let prepared: TPreparedPhoto[];
  try {
    prepared = await preparePropertyPhotos(await photoBytes(submission.photos, keptCount));
    addedUrls = await storePropertyPhotos(actor.id, prepared);
  } catch (error) {
    if (error instanceof PhotoRejectedError) return invalid({ photos: error.message });
    if (error instanceof PhotoStorageError)
      return failure("unavailable", IMAGE_UPLOAD_FAILED_MESSAGE);
    throw error;
  }

  const db = await getDb();
  let outcome:
    | {
        removedUrls: string[];
        group: TPriceGroup;
        priceChange: TPriceChange | null;
        ownerId: string;
      }
    | "gone";
  try {
    outcome = await db.transaction(async (tx) => {
      // Read again under a lock: a concurrent edit may have changed the photos meanwhile.
      const [row] = await tx
        .select({
          userId: properties.userId,
          photoUrls: properties.photoUrls,
          announcementType: properties.announcementType,
          type: properties.type,
          location: properties.location,
          price: properties.price,
        })
        .from(properties)
        .where(eq(properties.id, id))
        .for("update");
      if (!row || !can(actor, "edit", { ownerId: row.userId })) return "gone" as const;
      const kept = row.photoUrls.filter((url) => !removed.has(url));
      await tx
        .update(properties)
        .set({ ...submission.values, photoUrls: [...kept, ...addedUrls], updatedAt: new Date() })
        .where(eq(properties.id, id));
      const removedUrls = row.photoUrls.filter((url) => removed.has(url));
      const txDb = tx as unknown as TDatabase;
      // The price history (issue 15) changes with the price, or not at all.
      const priceChange = await recordPriceChange(txDb, id, {
        oldPrice: row.price,
        newPrice: submission.values.price,
      });
      await forgetPhotoFingerprints(txDb, "property", [id], removedUrls);
      // Only the new photos are compared: the kept ones were when they were added.
      await fingerprintListingPhotos(
        txDb,
        { kind: "property", id, ownerId: row.userId },
        addedUrls.map((url, index) => ({ url, fingerprint: prepared[index]?.fingerprint ?? null })),
      );
      return {
        removedUrls,
        group: { announcementType: row.announcementType, type: row.type, location: row.location },
        priceChange,
        ownerId: row.userId,
      };
    });
  } catch (error) {
    await deletePropertyPhotoFiles(addedUrls);
    logger.error({ err: error }, "mise à jour d'une propriété");
    throw error;
  }
  if (outcome === "gone") {
    await deletePropertyPhotoFiles(addedUrls);
    return failure("not_found", PROPERTY_NOT_FOUND_MESSAGE);
  }
  await deletePropertyPhotoFiles(outcome.removedUrls);
  await priceGroupsChanged(outcome.group, submission.values);
  if (outcome.priceChange) {
    await notifyPriceDrop({
      ...outcome.priceChange,
      propertyId: id,
      title: submission.values.title,
      ownerId: outcome.ownerId,
    });
  }
  return { ok: true, id, storedPhotos: addedUrls.length };
}
