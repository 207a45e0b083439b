import { and, eq, inArray, sql } from "drizzle-orm";
import { LISTING_KINDS, type TListingKind } from "~/kernel/kinds";
import { getDb, queryRows, type TDatabase } from "~/server/db/client.server";
import {
  listingReports,
  photoFingerprints,
  properties,
  services,
  stores,
} from "~/server/db/schema";
import {
  bandProbes,
  fingerprintFile,
  REUSED_PHOTO_MAX_DISTANCE,
} from "~/server/images/photo-fingerprint.server";
import { logger } from "~/server/logger.server";
import { getStorage, keyFromPublicUrl } from "~/server/storage/storage.server";

/*
 * Reused photos (issue 14, decision 0020): every stored listing photo has a perceptual hash; a
 * new or edited listing whose new photo is close to a photo of another account's listing is
 * published as usual and reported to the moderation queue by the system, with the other listing
 * named. Photos reused within one account are fine (an agency lists a flat twice, for sale and
 * for rent).
 */

export type TFingerprintedListing = { kind: TListingKind; id: string; ownerId: string };
export type TPhotoFingerprint = { url: string; fingerprint: bigint | null };

/** At most this many other listings are named for one listing and one save. */
const LINKED_LISTINGS_MAX = 5;

/** Writes the hashes of a listing's newly stored photos, in the transaction that saves it. */
export async function recordPhotoFingerprints(
  tx: TDatabase,
  listing: TFingerprintedListing,
  photos: readonly TPhotoFingerprint[],
): Promise<void> {
  if (photos.length === 0) return;
  await tx
    .insert(photoFingerprints)
    .values(
      photos.map((photo) => ({
        itemType: listing.kind,
        itemId: listing.id,
        ownerId: listing.ownerId,
        url: photo.url,
        hash: photo.fingerprint,
      })),
    )
    .onConflictDoNothing();
}

/** Drops the hashes of photos a listing no longer shows (all of them without `urls`). */
export async function forgetPhotoFingerprints(
  tx: Pick<TDatabase, "delete">,
  kind: TListingKind,
  ids: readonly string[],
  urls?: readonly string[],
): Promise<void> {
  if (ids.length === 0 || urls?.length === 0) return;
  await tx
    .delete(photoFingerprints)
    .where(
      and(
        eq(photoFingerprints.itemType, kind),
        inArray(photoFingerprints.itemId, [...ids]),
        urls ? inArray(photoFingerprints.url, [...urls]) : undefined,
      ),
    );
}

const intArray = (values: number[]) => `{${values.join(",")}}`;

/**
 * Other accounts' listings with a photo at most REUSED_PHOTO_MAX_DISTANCE bits from one of
 * `fingerprints`, that had it before this account did: once a copier has taken an agency's
 * photo, the agency publishing its own photo again is not the one to report. One statement,
 * each photo's three band indexes probed (decision 0020) and the exact distance rechecked on the
 * rows they find. Called before the listing's own new rows are written.
 */
export async function findReusedPhotoListings(
  db: TDatabase,
  ownerId: string,
  fingerprints: readonly (bigint | null)[],
): Promise<{ kind: TListingKind; id: string }[]> {
  const hashes = [...new Set(fingerprints.filter((hash) => hash !== null))];
  if (hashes.length === 0) return [];
  const lookups = hashes.map((hash) => {
    const [a, b, c] = bandProbes(hash);
    return sql`(with found as (
        select f.item_type, f.item_id, f.owner_id, f.created_at,
          bit_count((f.hash # ${hash.toString()}::bigint)::bit(64)) as distance
        from photo_fingerprints f
        where (f.band_a = any(${intArray(a)}::int[]) or f.band_b = any(${intArray(b)}::int[])
            or f.band_c = any(${intArray(c)}::int[]))
          and bit_count((f.hash # ${hash.toString()}::bigint)::bit(64)) <= ${REUSED_PHOTO_MAX_DISTANCE}
      )
      select item_type, item_id, distance from found
      where owner_id <> ${ownerId}
        and created_at < coalesce(
          (select min(created_at) from found where owner_id = ${ownerId}), 'infinity'))`;
  });
  const rows = await queryRows<{ item_type: TListingKind; item_id: string }>(
    db,
    // The closest first: beyond the cap, the likeliest sources are the ones named.
    sql`select item_type, item_id from (${sql.join(lookups, sql` union all `)}) found
        group by item_type, item_id
        order by min(distance), item_type, item_id limit ${LINKED_LISTINGS_MAX}`,
  );
  return rows.map((row) => ({ kind: row.item_type, id: row.item_id }));
}

/**
 * Reports `listing` when one of its new photos (`fingerprints`) is another account's: one open
 * system report per other listing (reporter empty: 'Système'), which does not count towards the
 * automatic hiding (decision 0015 counts accounts). Returns how many listings were named.
 */
export async function reportReusedPhotos(
  tx: TDatabase,
  listing: TFingerprintedListing,
  fingerprints: readonly (bigint | null)[],
): Promise<number> {
  const others = await findReusedPhotoListings(tx, listing.ownerId, fingerprints);
  if (others.length === 0) return 0;
  await tx
    .insert(listingReports)
    .values(
      others.map((other) => ({
        itemType: listing.kind,
        itemId: listing.id,
        reason: "reused_photo" as const,
        linkedItemType: other.kind,
        linkedItemId: other.id,
      })),
    )
    // An open report already names the pair (an earlier edit found it).
    .onConflictDoNothing();
  return others.length;
}

/**
 * Records the hashes of a listing's new photos and reports the reuse of another account's, in
 * the listing's own transaction: the publish or edit answer waits for one indexed query.
 */
export async function fingerprintListingPhotos(
  tx: TDatabase,
  listing: TFingerprintedListing,
  photos: readonly TPhotoFingerprint[],
): Promise<void> {
  if (photos.length === 0) return;
  // Compared first: the listing's own new rows must not count as the account's earlier use.
  await reportReusedPhotos(
    tx,
    listing,
    photos.map((photo) => photo.fingerprint),
  );
  await recordPhotoFingerprints(tx, listing, photos);
}

// ---------------------------------------------------------------------------------------------
// Backfill
// ---------------------------------------------------------------------------------------------

/** Where a backfill pass stands: the next listing kind, after this listing id. */
export type TBackfillCursor = { kind: TListingKind; after: string | null };

const PHOTO_SOURCES = {
  property: { table: properties, photos: sql<string[]>`${properties.photoUrls}` },
  service: {
    table: services,
    photos: sql<string[]>`array_remove(array[${services.image}, ${services.imageUrl}], null)`,
  },
  store: { table: stores, photos: sql<string[]>`array_remove(array[${stores.image}], null)` },
} as const;

/**
 * Fingerprints the stored photos that have no hash yet (the demo's, those from before decision
 * 0020), reading them back from storage, `batchSize` listings at a time in id order from
 * `from`. Returns how many photos it hashed and where the next batch starts (null once every
 * kind is done). A photo whose file is missing or unreadable gets a row without hash, so that
 * it is not read again. No report is raised: photos published before this change, the demo's
 * (whose drawings share their outlines on purpose) included, would flood the queue with pairs
 * nobody published today; new photos are still compared with them.
 */
export async function backfillPhotoFingerprints(
  batchSize: number,
  from: TBackfillCursor = { kind: LISTING_KINDS[0], after: null },
): Promise<{ fingerprinted: number; next: TBackfillCursor | null }> {
  const db = await getDb();
  const source = PHOTO_SOURCES[from.kind];
  const table = source.table as typeof properties;
  const rows = await db
    .select({
      id: table.id,
      ownerId: table.userId,
      createdAt: table.createdAt,
      photos: source.photos,
    })
    .from(table)
    .where(from.after ? sql`${table.id} > ${from.after}` : undefined)
    .orderBy(table.id)
    .limit(batchSize);
  const nextKind = LISTING_KINDS[LISTING_KINDS.indexOf(from.kind) + 1];
  const next: TBackfillCursor | null =
    rows.length === batchSize
      ? { kind: from.kind, after: rows.at(-1)?.id ?? null }
      : nextKind
        ? { kind: nextKind, after: null }
        : null;
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { fingerprinted: 0, next };

  const known = await db
    .select({ itemId: photoFingerprints.itemId, url: photoFingerprints.url })
    .from(photoFingerprints)
    .where(and(eq(photoFingerprints.itemType, from.kind), inArray(photoFingerprints.itemId, ids)));
  const done = new Set(known.map((row) => `${row.itemId} ${row.url}`));
  const missing = rows.flatMap((row) =>
    [...new Set(row.photos ?? [])]
      .filter((url) => keyFromPublicUrl(url) !== null && !done.has(`${row.id} ${url}`))
      .map((url) => ({
        listing: { kind: from.kind, id: row.id, ownerId: row.ownerId },
        url,
        // Who had a photo first decides who reused it: an old photo is as old as its listing.
        createdAt: row.createdAt,
      })),
  );
  if (missing.length === 0) return { fingerprinted: 0, next };

  const storage = getStorage();
  const hashed = await Promise.all(
    missing.map(async (photo) => {
      const file = await storage.read(keyFromPublicUrl(photo.url) as string);
      let fingerprint: bigint | null = null;
      if (file) {
        fingerprint = await fingerprintFile(file).catch((error: unknown) => {
          logger.warn({ err: error, url: photo.url }, "photo illisible, sans empreinte");
          return null;
        });
      }
      return { ...photo, fingerprint };
    }),
  );
  await db.transaction(async (tx) => {
    // Key share: a listing deleted meanwhile leaves no orphan hash behind (its deletion waits,
    // or has already happened and the listing is not found).
    const present = await tx
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, ids))
      .for("key share");
    const alive = new Set(present.map((row) => row.id));
    const values = hashed
      .filter((photo) => alive.has(photo.listing.id))
      .map((photo) => ({
        itemType: photo.listing.kind,
        itemId: photo.listing.id,
        ownerId: photo.listing.ownerId,
        url: photo.url,
        hash: photo.fingerprint,
        createdAt: photo.createdAt,
      }));
    if (values.length > 0) await tx.insert(photoFingerprints).values(values).onConflictDoNothing();
  });
  return { fingerprinted: hashed.length, next };
}
