import { eq } from "drizzle-orm";
import { EDIT_FORBIDDEN_MESSAGES } from "~/features/listings/edit-refusal";
import { can } from "~/features/listings/policy";
import { isListingId } from "~/lib/ids";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { services } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { SERVICE_IMAGE_FIELD, SERVICE_NOT_FOUND_MESSAGE } from "./service-form";
import {
  invalidSubmission,
  NOT_SIGNED_IN_MESSAGE,
  submissionErrors,
  type TListingMutationResult,
  type TServiceSubmission,
} from "./service-form.server";
import { deleteListingImageFiles, storeSubmittedImage } from "./service-form-image.server";

export const UPDATE_FAILED_MESSAGE =
  "Erreur lors de la mise à jour des données: le serveur n'a pas pu enregistrer les modifications, veuillez réessayer.";

export type TServiceForEdit = typeof services.$inferSelect;

export type TServiceForEditResult =
  | { status: "ok"; service: TServiceForEdit }
  | { status: "not_found" }
  | { status: "forbidden" };

/** 001 §5 Ownership: the editor loads the record and refuses when it belongs to someone else. */
export async function getServiceForEdit(
  actor: TSessionUser,
  id: string,
): Promise<TServiceForEditResult> {
  if (!isListingId(id)) return { status: "not_found" };
  const db = await getDb();
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  if (!row) return { status: "not_found" };
  if (!can(actor, "edit", { ownerId: row.userId })) return { status: "forbidden" };
  return { status: "ok", service: row };
}

/**
 * Saves the owner's changes (001 §2 Edit service). A new photo replaces the old one, whose file is
 * deleted once the row points to the new one. The photo stays optional: a service published
 * without one shows the placeholder. Administrators moderate by deleting; only the owner edits.
 */
export async function updateService(
  actor: TSessionUser | null,
  id: string,
  submission: TServiceSubmission,
): Promise<TListingMutationResult> {
  if (!actor) return { ok: false, status: 401, message: NOT_SIGNED_IN_MESSAGE };
  const current = await getServiceForEdit(actor, id);
  if (current.status === "not_found") {
    return { ok: false, status: 404, message: SERVICE_NOT_FOUND_MESSAGE };
  }
  if (current.status === "forbidden") {
    return { ok: false, status: 403, message: EDIT_FORBIDDEN_MESSAGES.service };
  }
  // A service without a photo shows the placeholder, which counts as its image (001 §5).
  const errors = submissionErrors(submission, SERVICE_IMAGE_FIELD, null);
  if (errors || !submission.ok) return invalidSubmission(errors ?? {});

  const stored = await storeSubmittedImage(
    "service_images",
    actor.id,
    submission.image,
    SERVICE_IMAGE_FIELD,
  );
  if ("ok" in stored) return stored;
  const newUrl = stored.url;

  const db = await getDb();
  let outcome: { replaced: (string | null)[] } | "gone";
  try {
    outcome = await db.transaction(async (tx) => {
      // Read again under a lock: a concurrent edit may have replaced the photo meanwhile.
      const [row] = await tx
        .select({ userId: services.userId, image: services.image, imageUrl: services.imageUrl })
        .from(services)
        .where(eq(services.id, id))
        .for("update");
      if (!row || !can(actor, "edit", { ownerId: row.userId })) return "gone" as const;
      await tx
        .update(services)
        .set({
          ...submission.values,
          ...(newUrl ? { image: newUrl, imageUrl: newUrl } : {}),
          updatedAt: new Date(),
        })
        .where(eq(services.id, id));
      return { replaced: newUrl ? [row.image, row.imageUrl] : [] };
    });
  } catch (error) {
    await deleteListingImageFiles([newUrl]);
    logger.error({ err: error }, "mise à jour d'un service");
    return { ok: false, status: 500, message: UPDATE_FAILED_MESSAGE };
  }
  if (outcome === "gone") {
    await deleteListingImageFiles([newUrl]);
    return { ok: false, status: 404, message: SERVICE_NOT_FOUND_MESSAGE };
  }
  await deleteListingImageFiles(outcome.replaced);
  return { ok: true, id };
}
