import { SAVE_FAILED_MESSAGE } from "~/features/services/publish-service.server";
import {
  invalidSubmission,
  NOT_SIGNED_IN_MESSAGE,
  submissionErrors,
  type TListingMutationResult,
} from "~/features/services/service-form.server";
import {
  deleteListingImageFiles,
  storeSubmittedImage,
} from "~/features/services/service-form-image.server";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { FOREIGN_KEY_VIOLATION, sqlState } from "~/server/db/errors.server";
import { stores } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { STORE_FORM_TEXTS, STORE_IMAGE_FIELD, STORE_IMAGE_REQUIRED_MESSAGE } from "./store-form";
import type { TStoreSubmission } from "./store-form.server";

/**
 * References a shop for the signed-in actor (001 §2 Publish shop, §7 Publish shop). The photo is
 * required; it is checked and stored first, then the row is written; a failed write removes the
 * stored file.
 */
export async function publishStore(
  actor: TSessionUser | null,
  submission: TStoreSubmission,
): Promise<TListingMutationResult> {
  if (!actor) return { ok: false, status: 401, message: NOT_SIGNED_IN_MESSAGE };
  const errors = submissionErrors(submission, STORE_IMAGE_FIELD, STORE_IMAGE_REQUIRED_MESSAGE);
  if (errors || !submission.ok) return invalidSubmission(errors ?? {});

  const stored = await storeSubmittedImage(
    "store_images",
    actor.id,
    submission.image,
    STORE_IMAGE_FIELD,
  );
  if ("ok" in stored) return stored;

  try {
    const db = await getDb();
    const [row] = await db
      .insert(stores)
      .values({ ...submission.values, userId: actor.id, image: stored.url })
      .returning({ id: stores.id });
    if (!row) throw new Error("insertion sans résultat");
    return { ok: true, id: row.id };
  } catch (error) {
    await deleteListingImageFiles([stored.url]);
    // The account was deleted between the session check and the write (001 §8).
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      return { ok: false, status: 409, message: STORE_FORM_TEXTS.publish.profileProblem };
    }
    logger.error({ err: error }, "publication d'une boutique");
    return { ok: false, status: 500, message: SAVE_FAILED_MESSAGE };
  }
}
