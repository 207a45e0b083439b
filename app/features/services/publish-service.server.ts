import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { FOREIGN_KEY_VIOLATION, sqlState } from "~/server/db/errors.server";
import { services } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { SERVICE_FORM_TEXTS, SERVICE_IMAGE_FIELD } from "./service-form";
import {
  invalidSubmission,
  NOT_SIGNED_IN_MESSAGE,
  submissionErrors,
  type TListingMutationResult,
  type TServiceSubmission,
} from "./service-form.server";
import { deleteListingImageFiles, storeSubmittedImage } from "./service-form-image.server";

/** 001 §3: a new service starts with the rating 5. */
export const NEW_SERVICE_RATING = 5;

export const SAVE_FAILED_MESSAGE =
  "Erreur lors de l'enregistrement des données: le serveur n'a pas pu enregistrer l'annonce, veuillez réessayer.";

/**
 * Publishes a service for the signed-in actor (001 §2 Publish service, §7 Publish service): the
 * photo is checked and stored first, then the row is written with the photo's URL in both image
 * and image_url; a failed write removes the stored file. Without a photo both stay null and the
 * pages show the placeholder.
 */
export async function publishService(
  actor: TSessionUser | null,
  submission: TServiceSubmission,
): Promise<TListingMutationResult> {
  if (!actor) return { ok: false, status: 401, message: NOT_SIGNED_IN_MESSAGE };
  const errors = submissionErrors(submission, SERVICE_IMAGE_FIELD, null);
  if (errors || !submission.ok) return invalidSubmission(errors ?? {});

  const stored = await storeSubmittedImage(
    "service_images",
    actor.id,
    submission.image,
    SERVICE_IMAGE_FIELD,
  );
  if ("ok" in stored) return stored;

  try {
    const db = await getDb();
    const [row] = await db
      .insert(services)
      .values({
        ...submission.values,
        userId: actor.id,
        image: stored.url,
        imageUrl: stored.url,
        rating: NEW_SERVICE_RATING,
      })
      .returning({ id: services.id });
    if (!row) throw new Error("insertion sans résultat");
    return { ok: true, id: row.id };
  } catch (error) {
    await deleteListingImageFiles([stored.url]);
    // The account was deleted between the session check and the write (001 §8).
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      return { ok: false, status: 409, message: SERVICE_FORM_TEXTS.publish.profileProblem };
    }
    logger.error({ err: error }, "publication d'un service");
    return { ok: false, status: 500, message: SAVE_FAILED_MESSAGE };
  }
}
