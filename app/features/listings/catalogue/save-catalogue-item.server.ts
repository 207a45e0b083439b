import { eq } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { failure, isFailure, type TResult } from "~/kernel/failures";
import { can } from "~/kernel/policy";
import { isListingId } from "~/lib/ids";
import { usableImageUrl } from "~/lib/listing-image-source";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { FOREIGN_KEY_VIOLATION, sqlState } from "~/server/db/errors.server";
import type { services } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { deleteStoredFiles } from "~/server/storage/storage.server";
import { EDIT_FORBIDDEN_MESSAGES } from "../edit-refusal";
import {
  fingerprintListingPhotos,
  forgetPhotoFingerprints,
  type TPhotoFingerprint,
} from "../photo-reuse.server";
import { checkPublishingLimits, publishWithinLimits } from "../publishing-limits.server";
import type { TCatalogueFormPart } from "./catalogue-form";
import type { TCatalogueRow } from "./catalogue-source.server";
import { CATALOGUE_SOURCES } from "./catalogue-sources.server";
import {
  storeSubmittedImage,
  submissionProblems,
  type TCatalogueSubmission,
} from "./catalogue-submission.server";

export const NOT_SIGNED_IN_MESSAGE = "Utilisateur non authentifié";

export const SAVE_FAILED_MESSAGE =
  "Erreur lors de l'enregistrement des données: le serveur n'a pas pu enregistrer l'annonce, veuillez réessayer.";

export const UPDATE_FAILED_MESSAGE =
  "Erreur lors de la mise à jour des données: le serveur n'a pas pu enregistrer les modifications, veuillez réessayer.";

type TForm = Pick<TCatalogueFormPart, "kind" | "photo" | "texts" | "notFoundMessage">;

function imageValues(columns: readonly string[], url: string | null) {
  return Object.fromEntries(columns.map((column) => [column, url]));
}

function storedPhotos(stored: { url: string | null; fingerprint: bigint | null }) {
  return stored.url
    ? [{ url: stored.url, fingerprint: stored.fingerprint } satisfies TPhotoFingerprint]
    : [];
}

/**
 * Publishes a service or a store for the signed-in actor.
 * The photo is checked and stored first (required for stores, optional for services), then the
 * row is written with its URL; a failed write removes the stored file.
 */
export async function publishCatalogueItem(
  form: TForm,
  actor: TSessionUser | null,
  submission: TCatalogueSubmission,
): Promise<TResult<{ id: string }>> {
  if (!actor) return failure("unauthenticated", NOT_SIGNED_IN_MESSAGE);
  const problems = submissionProblems(submission, form.photo.requiredMessage);
  if (problems || !submission.ok) return problems ?? failure("invalid", "");
  // Refused before the photo is processed; counted again where the row is written.
  const limited = await checkPublishingLimits(actor);
  if (limited) return limited;
  const source = CATALOGUE_SOURCES[form.kind];

  const stored = await storeSubmittedImage(source.imageFolder, actor.id, submission.image);
  if (isFailure(stored)) return stored;

  try {
    const published = await publishWithinLimits(actor, async (tx) => {
      const [row] = await tx
        // Both tables take these columns; Drizzle types one table at a time.
        .insert(source.table as typeof services)
        .values({
          ...(submission.values as Record<string, string>),
          ...source.insertDefaults,
          ...imageValues(source.imageColumns, stored.url),
          userId: actor.id,
        } as typeof services.$inferInsert)
        .returning({ id: source.columns.id });
      if (!row) throw new Error("insertion sans résultat");
      const listing = { kind: form.kind, id: String(row.id), ownerId: actor.id };
      await fingerprintListingPhotos(tx, listing, storedPhotos(stored));
      return listing.id;
    });
    if (!published.ok) {
      await deleteStoredFiles([stored.url]);
      return published;
    }
    return { ok: true, id: published.value };
  } catch (error) {
    await deleteStoredFiles([stored.url]);
    // The account was deleted between the session check and the write.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      return failure("conflict", form.texts.publish.profileProblem);
    }
    logger.error({ err: error, kind: form.kind }, "publication d'une annonce");
    return failure("unavailable", SAVE_FAILED_MESSAGE);
  }
}

/** The editor loads the record and refuses when it belongs to someone else. */
export async function getCatalogueItemForEdit(
  form: Pick<TForm, "kind" | "notFoundMessage">,
  actor: TSessionUser,
  id: string,
): Promise<TResult<{ row: TCatalogueRow; imageUrl: string | null }>> {
  if (!isListingId(id)) return failure("not_found", form.notFoundMessage);
  const source = CATALOGUE_SOURCES[form.kind];
  const db = await getDb();
  const [row] = (await db
    .select()
    .from(source.table)
    .where(eq(source.columns.id, id))
    .limit(1)) as TCatalogueRow[];
  if (!row) return failure("not_found", form.notFoundMessage);
  if (!can(actor, "edit", { ownerId: row.userId })) {
    return failure("forbidden", EDIT_FORBIDDEN_MESSAGES[form.kind]);
  }
  const images = source.imageColumns.map((column) => (row as Record<string, unknown>)[column]);
  const imageUrl = images.map((url) => usableImageUrl(url as string | null)).find(Boolean) ?? null;
  return { ok: true, row, imageUrl };
}

/**
 * Saves the owner's changes. A new photo replaces the old one, whose
 * file is deleted once the row points to the new one. An edit never needs a photo: a store got
 * one at publication and a service without one shows the placeholder, which counts as its
 * image. Administrators moderate by deleting; only the owner edits.
 */
export async function updateCatalogueItem(
  form: TForm,
  actor: TSessionUser | null,
  id: string,
  submission: TCatalogueSubmission,
): Promise<TResult<{ id: string }>> {
  if (!actor) return failure("unauthenticated", NOT_SIGNED_IN_MESSAGE);
  const current = await getCatalogueItemForEdit(form, actor, id);
  if (!current.ok) return current;
  const problems = submissionProblems(submission, null);
  if (problems || !submission.ok) return problems ?? failure("invalid", "");
  const source = CATALOGUE_SOURCES[form.kind];

  const stored = await storeSubmittedImage(source.imageFolder, actor.id, submission.image);
  if (isFailure(stored)) return stored;
  const newUrl = stored.url;

  const db = await getDb();
  let outcome: { replaced: (string | null)[] } | "gone";
  try {
    outcome = await db.transaction(async (tx) => {
      // Read again under a lock: a concurrent edit may have replaced the photo meanwhile.
      const [row] = (await tx
        .select()
        .from(source.table)
        .where(eq(source.columns.id, id))
        .for("update")) as TCatalogueRow[];
      if (!row || !can(actor, "edit", { ownerId: row.userId })) return "gone" as const;
      await tx
        .update(source.table)
        .set({
          ...(submission.values as Record<string, string>),
          ...(newUrl ? imageValues(source.imageColumns, newUrl) : {}),
          updatedAt: new Date(),
        })
        .where(eq(source.columns.id, id));
      if (newUrl) {
        // The new photo replaces the old one: only the new one is compared.
        const txDb = tx as unknown as TDatabase;
        await forgetPhotoFingerprints(txDb, form.kind, [id]);
        await fingerprintListingPhotos(
          txDb,
          { kind: form.kind, id, ownerId: row.userId },
          storedPhotos(stored),
        );
      }
      const old = row as Record<string, unknown>;
      return {
        replaced: newUrl ? source.imageColumns.map((column) => old[column] as string | null) : [],
      };
    });
  } catch (error) {
    await deleteStoredFiles([newUrl]);
    logger.error({ err: error, kind: form.kind }, "mise à jour d'une annonce");
    return failure("unavailable", UPDATE_FAILED_MESSAGE);
  }
  if (outcome === "gone") {
    await deleteStoredFiles([newUrl]);
    return failure("not_found", form.notFoundMessage);
  }
  await deleteStoredFiles(outcome.replaced);
  return { ok: true, id };
}
