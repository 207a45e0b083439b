import crypto from "node:crypto";
import { ImageRejectedError, processImageVariants } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import { getStorage, keyFromPublicUrl, publicUrlFor } from "~/server/storage/storage.server";
import { invalidSubmission, type TListingMutationResult } from "./service-form.server";

/*
 * The single photo of a service or a shop (001 §5 Images, §7 Upload image). Shops use these too:
 * they belong in a shared media module once one exists.
 */

/** A service or shop photo fills at most a detail page's width. */
export const LISTING_IMAGE_MAX_SIDE = 1200;
/** Each stored photo stays under this size however detailed the original. */
export const LISTING_IMAGE_MAX_BYTES = 300 * 1024;

export const IMAGE_UPLOAD_FAILED_MESSAGE =
  "Échec du téléchargement de l'image. Veuillez réessayer.";

export type TListingImageBucket = "service_images" | "store_images";

export class ListingImageRejectedError extends Error {}
export class ListingImageUploadError extends Error {}

/**
 * Decodes (which proves the file is an image whatever its name), turns upright, strips metadata,
 * resizes and re-encodes the photo, then stores it under the owner's folder. Returns its public
 * URL. A file that is not an image throws ListingImageRejectedError with the French reason; a
 * storage failure throws ListingImageUploadError and leaves nothing behind.
 */
export async function storeListingImage(
  bucket: TListingImageBucket,
  userId: string,
  file: File,
): Promise<string> {
  let data: Buffer;
  try {
    const [image] = await processImageVariants(new Uint8Array(await file.arrayBuffer()), [
      {
        maxSide: LISTING_IMAGE_MAX_SIDE,
        quality: 80,
        maxBytes: LISTING_IMAGE_MAX_BYTES,
      },
    ]);
    if (!image) throw new Error("variante manquante");
    data = image.data;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new ListingImageRejectedError(error.message);
    throw error;
  }
  const key = `${bucket}/${userId}/${crypto.randomUUID()}.webp`;
  try {
    await getStorage().put(key, data, "image/webp");
  } catch (error) {
    logger.error({ err: error, key }, "enregistrement d'une image");
    await deleteListingImageFiles([publicUrlFor(key)]);
    throw new ListingImageUploadError(IMAGE_UPLOAD_FAILED_MESSAGE);
  }
  return publicUrlFor(key);
}

/** Removes the files behind our own URLs; outside URLs (demo links, http images) are left. */
export async function deleteListingImageFiles(
  urls: readonly (string | null | undefined)[],
): Promise<void> {
  const keys = [...new Set(urls.map((url) => keyFromPublicUrl(url)).filter((key) => key !== null))];
  const storage = getStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    // A file left behind is only wasted space: nothing points to it any more.
    if (result.status === "rejected") logger.warn({ err: result.reason }, "image non supprimée");
  }
}

/**
 * Stores the photo of a submission, or tells why it cannot: the result a mutation returns when
 * the photo is refused, or the photo's URL (null without a photo).
 */
export async function storeSubmittedImage(
  bucket: TListingImageBucket,
  userId: string,
  image: File | null,
  imageField: string,
): Promise<{ url: string | null } | TListingMutationResult> {
  if (!image) return { url: null };
  try {
    return { url: await storeListingImage(bucket, userId, image) };
  } catch (error) {
    if (error instanceof ListingImageRejectedError) {
      return invalidSubmission({ [imageField]: error.message });
    }
    if (error instanceof ListingImageUploadError) {
      return { ok: false, status: 500, message: error.message };
    }
    throw error;
  }
}
