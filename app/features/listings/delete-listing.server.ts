import { and, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TResult } from "~/kernel/failures";
import type { TListingKind } from "~/kernel/kinds";
import { can } from "~/kernel/policy";
import { isListingId } from "~/lib/ids";
import { propertyThumbnailUrl } from "~/lib/property-photo-urls";
import { getDb } from "~/server/db/client.server";
import {
  favorites,
  hiddenListings,
  listingReports,
  photoFingerprints,
  properties,
  ratings,
  services,
  stores,
  suspendedListings,
} from "~/server/db/schema";
import { deleteStoredFiles } from "~/server/storage/storage.server";
import { deleteListingCounters } from "./listing-counters.server";

/** How each kind is deleted: its table, where its files are named, and what it says. */
const DELETABLE = {
  property: {
    table: properties,
    id: properties.id,
    userId: properties.userId,
    files: { photoUrls: properties.photoUrls },
    // Every property photo has a thumbnail beside it.
    fileUrls: (row: { photoUrls?: string[] | null }) =>
      (row.photoUrls ?? []).flatMap((url) => [url, propertyThumbnailUrl(url)]),
    rated: false,
    signIn: "Utilisateur non authentifié",
    notFound: "Propriété non trouvée.",
    forbidden: "Vous n'êtes pas autorisé à supprimer cette propriété.",
  },
  service: {
    table: services,
    id: services.id,
    userId: services.userId,
    files: { image: services.image, imageUrl: services.imageUrl },
    fileUrls: (row: { image?: string | null; imageUrl?: string | null }) => [
      row.image,
      row.imageUrl,
    ],
    rated: true,
    signIn: "Vous devez être connecté pour supprimer une annonce.",
    notFound: "Ce service est introuvable",
    forbidden: "Vous n'êtes pas autorisé à supprimer ce service.",
  },
  store: {
    table: stores,
    id: stores.id,
    userId: stores.userId,
    files: { image: stores.image },
    fileUrls: (row: { image?: string | null }) => [row.image],
    rated: true,
    signIn: "Vous devez être connecté pour supprimer une annonce.",
    notFound: "Impossible de trouver la boutique spécifiée",
    forbidden: "Vous n'êtes pas autorisé à supprimer cette boutique.",
  },
} as const;

export const DELETE_LISTING_MESSAGES = DELETABLE;

/**
 * Deletes a listing of any kind for its owner or an administrator; permanent. What
 * points to it goes in the same transaction: comments and their notifications by foreign key,
 * favourites and ratings (which name items of several kinds without one) here. Its files go
 * last, once nothing points to them.
 */
export async function deleteListing(
  actor: Pick<TSessionUser, "id" | "role"> | null,
  kind: TListingKind,
  id: string,
  /** "delete_own" when the actor deletes from their own list, administrators included. */
  action: "delete" | "delete_own" = "delete",
): Promise<TResult<{ id: string }>> {
  const source = DELETABLE[kind];
  if (!actor) return failure("unauthenticated", source.signIn);
  if (!isListingId(id)) return failure("not_found", source.notFound);
  const listingId = id.toLowerCase();
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: source.userId as PgColumn })
      .from(source.table)
      .where(eq(source.id, listingId))
      .for("update");
    if (!row) return "not_found" as const;
    if (!can(actor, action, { ownerId: String(row.userId) })) return "forbidden" as const;
    const [deleted] = await tx
      .delete(source.table)
      .where(eq(source.id, listingId))
      .returning(source.files);
    await tx
      .delete(favorites)
      .where(and(eq(favorites.itemType, kind), eq(favorites.itemId, listingId)));
    // Reports and the hidden mark name the listing without a foreign key, as favourites do.
    await tx
      .delete(listingReports)
      .where(and(eq(listingReports.itemType, kind), eq(listingReports.itemId, listingId)));
    await tx
      .delete(hiddenListings)
      .where(and(eq(hiddenListings.itemType, kind), eq(hiddenListings.itemId, listingId)));
    await tx
      .delete(suspendedListings)
      .where(and(eq(suspendedListings.itemType, kind), eq(suspendedListings.itemId, listingId)));
    // Its photos' hashes go with their files: nothing can be found reusing them any more.
    await tx
      .delete(photoFingerprints)
      .where(and(eq(photoFingerprints.itemType, kind), eq(photoFingerprints.itemId, listingId)));
    await deleteListingCounters(tx, kind, [listingId]);
    if (source.rated) {
      await tx
        .delete(ratings)
        .where(
          and(eq(ratings.itemType, kind as "service" | "store"), eq(ratings.itemId, listingId)),
        );
    }
    return { urls: deleted ? source.fileUrls(deleted as never) : [] };
  });
  if (outcome === "not_found") return failure("not_found", source.notFound);
  if (outcome === "forbidden") return failure("forbidden", source.forbidden);
  await deleteStoredFiles(outcome.urls);
  return { ok: true, id: listingId };
}
