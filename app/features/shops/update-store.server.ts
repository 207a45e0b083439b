import { eq } from "drizzle-orm";
import { EDIT_FORBIDDEN_MESSAGES } from "~/features/listings/edit-refusal";
import { can } from "~/features/listings/policy";
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
import { UPDATE_FAILED_MESSAGE } from "~/features/services/update-service.server";
import { isListingId } from "~/lib/ids";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { stores } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { STORE_IMAGE_FIELD, STORE_NOT_FOUND_MESSAGE } from "./store-form";
import type { TStoreSubmission } from "./store-form.server";

export type TStoreForEdit = typeof stores.$inferSelect;

export type TStoreForEditResult =
  | { status: "ok"; store: TStoreForEdit }
  | { status: "not_found" }
  | { status: "forbidden" };

/** 001 §5 Ownership: the editor loads the record and refuses when it belongs to someone else. */
export async function getStoreForEdit(
  actor: TSessionUser,
  id: string,
): Promise<TStoreForEditResult> {
  if (!isListingId(id)) return { status: "not_found" };
  const db = await getDb();
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  if (!row) return { status: "not_found" };
  if (!can(actor, "edit", { ownerId: row.userId })) return { status: "forbidden" };
  return { status: "ok", store: row };
}

/**
 * Saves the owner's changes (001 §2 Edit shop). A new photo replaces the old one, whose file is
 * deleted once the row points to the new one; the photo is required only while the shop has none.
 * Administrators moderate by deleting; only the owner edits.
 */
export async function updateStore(
  actor: TSessionUser | null,
  id: string,
  submission: TStoreSubmission,
): Promise<TListingMutationResult> {
  if (!actor) return { ok: false, status: 401, message: NOT_SIGNED_IN_MESSAGE };
  const current = await getStoreForEdit(actor, id);
  if (current.status === "not_found") {
    return { ok: false, status: 404, message: STORE_NOT_FOUND_MESSAGE };
  }
  if (current.status === "forbidden") {
    return { ok: false, status: 403, message: EDIT_FORBIDDEN_MESSAGES.store };
  }
  // A shop got its photo at publication: an edit only replaces it (001 §5).
  const errors = submissionErrors(submission, STORE_IMAGE_FIELD, null);
  if (errors || !submission.ok) return invalidSubmission(errors ?? {});

  const stored = await storeSubmittedImage(
    "store_images",
    actor.id,
    submission.image,
    STORE_IMAGE_FIELD,
  );
  if ("ok" in stored) return stored;
  const newUrl = stored.url;

  const db = await getDb();
  let outcome: { replaced: string | null } | "gone";
  try {
    outcome = await db.transaction(async (tx) => {
      // Read again under a lock: a concurrent edit may have replaced the photo meanwhile.
      const [row] = await tx
        .select({ userId: stores.userId, image: stores.image })
        .from(stores)
        .where(eq(stores.id, id))
        .for("update");
      if (!row || !can(actor, "edit", { ownerId: row.userId })) return "gone" as const;
      await tx
        .update(stores)
        .set({ ...submission.values, ...(newUrl ? { image: newUrl } : {}), updatedAt: new Date() })
        .where(eq(stores.id, id));
      return { replaced: newUrl ? row.image : null };
    });
  } catch (error) {
    await deleteListingImageFiles([newUrl]);
    logger.error({ err: error }, "mise à jour d'une boutique");
    return { ok: false, status: 500, message: UPDATE_FAILED_MESSAGE };
  }
  if (outcome === "gone") {
    await deleteListingImageFiles([newUrl]);
    return { ok: false, status: 404, message: STORE_NOT_FOUND_MESSAGE };
  }
  await deleteListingImageFiles([outcome.replaced]);
  return { ok: true, id };
}
