import { IMAGE_UPLOAD_FAILED_MESSAGE } from "~/features/listings/catalogue/catalogue-submission.server";
import { fingerprintListingPhotos } from "~/features/listings/photo-reuse.server";
import {
  checkPublishingLimits,
  publishWithinLimits,
} from "~/features/listings/publishing-limits.server";
import type { TSessionUser } from "~/kernel/actor";
import { failure, invalid } from "~/kernel/failures";
import { FOREIGN_KEY_VIOLATION, sqlState } from "~/server/db/errors.server";
import { properties } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { priceGroupsChanged } from "./price-context.server";
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

export const NOT_SIGNED_IN_MESSAGE = "Utilisateur non authentifié";

/**
 * Publishes a property for the signed-in actor: the photos are checked
 * and stored first, then the row is written; a failed write removes the stored files.
 */
export async function publishProperty(
  actor: TSessionUser | null,
  submission: TPropertySubmission,
): Promise<TPropertyMutationResult> {
  if (!actor) return failure("unauthenticated", NOT_SIGNED_IN_MESSAGE);
  if (!submission.ok) return invalid(submission.fieldErrors);
  // Refused before the photos are processed; counted again where the row is written.
  const limited = await checkPublishingLimits(actor);
  if (limited) return limited;

  let photoUrls: string[];
  let prepared: TPreparedPhoto[];
  try {
    prepared = await preparePropertyPhotos(await photoBytes(submission.photos, 0));
    photoUrls = await storePropertyPhotos(actor.id, prepared);
  } catch (error) {
    if (error instanceof PhotoRejectedError) return invalid({ photos: error.message });
    if (error instanceof PhotoStorageError)
      return failure("unavailable", IMAGE_UPLOAD_FAILED_MESSAGE);
    throw error;
  }

  try {
    const published = await publishWithinLimits(actor, async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({ ...submission.values, userId: actor.id, photoUrls })
        .returning({ id: properties.id });
      if (!row) throw new Error("insertion sans résultat");
      await fingerprintListingPhotos(
        tx,
        { kind: "property", id: row.id, ownerId: actor.id },
        photoUrls.map((url, index) => ({ url, fingerprint: prepared[index]?.fingerprint ?? null })),
      );
      return row.id;
    });
    if (!published.ok) {
      await deletePropertyPhotoFiles(photoUrls);
      return published;
    }
    await priceGroupsChanged(submission.values);
    return { ok: true, id: published.value, storedPhotos: photoUrls.length };
  } catch (error) {
    await deletePropertyPhotoFiles(photoUrls);
    // The account was deleted between the session check and the write.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      return failure(
        "conflict",
        "Impossible de publier l'annonce. Problème avec votre profil utilisateur.",
      );
    }
    logger.error({ err: error }, "publication d'une propriété");
    throw error;
  }
}
