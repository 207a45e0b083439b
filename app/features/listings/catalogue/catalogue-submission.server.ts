import crypto from "node:crypto";
import { failure, invalid, type TFailure } from "~/kernel/failures";
import { fieldErrors, formValues, type TFieldErrors } from "~/lib/forms";
import { ImageRejectedError, processPhotoVariants } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import { deleteStoredFiles, getStorage, publicUrlFor } from "~/server/storage/storage.server";
import { delegationProblem } from "../delegations.server";
import { CATALOGUE_IMAGE_FIELD, type TCatalogueFormPart } from "./catalogue-form";

/** What a publish or edit request carries once read: the checked fields and the photo, if any. */
export type TCatalogueSubmission<TValues = Record<string, unknown>> =
  | { ok: true; values: TValues; image: File | null }
  | { ok: false; fieldErrors: TFieldErrors; image: File | null };

/** The photo of a multipart form: an empty file input still sends one nameless, empty part. */
export function imageFile(formData: FormData, field = CATALOGUE_IMAGE_FIELD): File | null {
  const value = formData.get(field);
  return value !== null && typeof value !== "string" && value.size > 0 ? value : null;
}

/** Reads a multipart publish/edit form of a kind; never throws on what a browser or script sent. */
export function readCatalogueSubmission(
  form: Pick<TCatalogueFormPart, "schema">,
  formData: FormData,
): TCatalogueSubmission {
  const image = imageFile(formData);
  const raw = formValues(formData);
  const parsed = form.schema.safeParse(raw);
  // The shared schema cannot know the places: the server says where a delegation lies.
  const outside = delegationProblem(raw);
  if (!parsed.success) {
    return { ok: false, fieldErrors: { ...fieldErrors(parsed.error), ...outside }, image };
  }
  if (outside) return { ok: false, fieldErrors: outside, image };
  return { ok: true, values: parsed.data as Record<string, unknown>, image };
}

/**
 * The field messages of a submission plus the photo's, when the photo is required and missing:
 * every problem is told at once. Null when the submission can be saved.
 */
export function submissionProblems(
  submission: TCatalogueSubmission,
  missingImageMessage: string | null,
): TFailure | null {
  const errors: TFieldErrors = { ...(submission.ok ? {} : submission.fieldErrors) };
  if (!submission.image && missingImageMessage) errors[CATALOGUE_IMAGE_FIELD] = missingImageMessage;
  return Object.keys(errors).length > 0 || !submission.ok ? invalid(errors) : null;
}

/** A service or store photo fills at most a detail page's width. */
export const LISTING_IMAGE_MAX_SIDE = 1200;
/** Each stored photo stays under this size however detailed the original. */
export const LISTING_IMAGE_MAX_BYTES = 300 * 1024;

export const IMAGE_UPLOAD_FAILED_MESSAGE =
  "Échec du téléchargement de l'image. Veuillez réessayer.";

/**
 * Stores the photo of a submission under its owner's folder: decoded (which proves the file is
 * an image whatever its name), turned upright, stripped of metadata, resized and re-encoded.
 * Returns its public URL (null without a photo) and its perceptual hash (decision 0020), or why
 * it cannot: a file that is not an image is 'invalid' on the photo field; a storage failure is
 * 'unavailable' and leaves nothing behind.
 */
export async function storeSubmittedImage(
  folder: string,
  userId: string,
  image: File | null,
): Promise<{ url: string | null; fingerprint: bigint | null } | TFailure> {
  if (!image) return { url: null, fingerprint: null };
  let data: Buffer;
  let fingerprint: bigint | null;
  try {
    const processed = await processPhotoVariants(new Uint8Array(await image.arrayBuffer()), [
      { maxSide: LISTING_IMAGE_MAX_SIDE, quality: 80, maxBytes: LISTING_IMAGE_MAX_BYTES },
    ]);
    const [variant] = processed.images;
    if (!variant) throw new Error("variante manquante");
    data = variant.data;
    fingerprint = processed.fingerprint;
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      return invalid({ [CATALOGUE_IMAGE_FIELD]: error.message });
    }
    throw error;
  }
  const key = `${folder}/${userId}/${crypto.randomUUID()}.webp`;
  try {
    await getStorage().put(key, data, "image/webp");
  } catch (error) {
    logger.error({ err: error, key }, "enregistrement d'une image");
    await deleteStoredFiles([publicUrlFor(key)]);
    return failure("unavailable", IMAGE_UPLOAD_FAILED_MESSAGE);
  }
  return { url: publicUrlFor(key), fingerprint };
}
