import crypto from "node:crypto";
import { MAX_PROPERTY_PHOTOS } from "~/lib/constants";
import {
  PROPERTY_PHOTO_MAX_SIDE,
  PROPERTY_THUMBNAIL_MAX_SIDE,
  propertyThumbnailUrl,
} from "~/lib/property-photo-urls";
import { ImageRejectedError, processPhotoVariants } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import { deleteStoredFiles, getStorage, publicUrlFor } from "~/server/storage/storage.server";

/** Each stored photo stays under this size however detailed the original (issue target). */
export const MAX_STORED_PHOTO_BYTES = 300 * 1024;

/** `fingerprint`: the perceptual hash reused photos are found by (decision 0020). */
export type TPreparedPhoto = { photo: Buffer; thumbnail: Buffer; fingerprint: bigint | null };

export class PhotoRejectedError extends Error {}

/** The storage (disk or bucket) did not take the files: nothing was kept, try again later. */
export class PhotoStorageError extends Error {}

/**
 * Decodes, turns upright, strips and re-encodes every photo before anything is stored, so that
 * one bad file refuses the whole submission and leaves no orphan behind.
 */
export async function preparePropertyPhotos(files: Uint8Array[]): Promise<TPreparedPhoto[]> {
  return Promise.all(
    files.map(async (file, index) => {
      try {
        const { images, fingerprint } = await processPhotoVariants(file, [
          // Effort 2 encodes a 1600 px photo about twice as fast as the default for a few percent
          // more bytes: five camera photos must be ready within the publish budget (2 s).
          {
            maxSide: PROPERTY_PHOTO_MAX_SIDE,
            quality: 78,
            effort: 2,
            maxBytes: MAX_STORED_PHOTO_BYTES,
          },
          { maxSide: PROPERTY_THUMBNAIL_MAX_SIDE, quality: 72 },
        ]);
        const [photo, thumbnail] = images;
        if (!photo || !thumbnail) throw new Error("variantes manquantes");
        return { photo: photo.data, thumbnail: thumbnail.data, fingerprint };
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          const which = files.length > 1 ? `Photo ${index + 1} : ` : "";
          throw new PhotoRejectedError(`${which}${error.message}`);
        }
        throw error;
      }
    }),
  );
}

/** Writes prepared photos under the owner's folder and returns their public URLs, in order. */
export async function storePropertyPhotos(
  userId: string,
  photos: TPreparedPhoto[],
): Promise<string[]> {
  const storage = getStorage();
  const urls: string[] = [];
  try {
    for (const prepared of photos) {
      const id = crypto.randomUUID();
      const key = `property_images/${userId}/${id}.webp`;
      await storage.put(key, prepared.photo, "image/webp");
      await storage.put(
        `property_images/${userId}/${id}.thumb.webp`,
        prepared.thumbnail,
        "image/webp",
      );
      urls.push(publicUrlFor(key));
    }
  } catch (error) {
    logger.error({ err: error }, "enregistrement des photos");
    await deletePropertyPhotoFiles(urls);
    throw new PhotoStorageError("photos non enregistrées", { cause: error });
  }
  return urls;
}

/** Removes the files behind our own photo URLs (and their thumbnails); other URLs are left. */
export async function deletePropertyPhotoFiles(urls: readonly string[]): Promise<void> {
  await deleteStoredFiles([...urls, ...urls.map(propertyThumbnailUrl)]);
}

/** Only the first files chosen are used, up to the slots the kept photos leave free. */
export async function photoBytes(files: File[], alreadyKept: number): Promise<Uint8Array[]> {
  const fitting = files.slice(0, Math.max(0, MAX_PROPERTY_PHOTOS - alreadyKept));
  return Promise.all(fitting.map(async (file) => new Uint8Array(await file.arrayBuffer())));
}
