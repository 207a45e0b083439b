import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { deleteListingCounters } from "~/features/listings/listing-counters.server";
import { recomputeAverageRating } from "~/features/listings/rating-average.server";
import { getDb, type TDatabase } from "~/server/db/client.server";
import {
  conversations,
  favorites,
  hiddenListings,
  listingReports,
  profiles,
  properties,
  ratings,
  services,
  stores,
  user,
  verification,
} from "~/server/db/schema";
import { getStorage, keyFromPublicUrl } from "~/server/storage/storage.server";

type TTransaction = Parameters<Parameters<TDatabase["transaction"]>[0]>[0];

/** Storage folders that hold a user's files, one per kind of upload. */
export const userFileFolders = (userId: string) => [
  `avatars/${userId}`,
  `property_images/${userId}`,
  `service_images/${userId}`,
  `store_images/${userId}`,
  // Link preview images made from the listing photos (decision 0025).
  `og_images/property_images/${userId}`,
  `og_images/service_images/${userId}`,
  `og_images/store_images/${userId}`,
];

/**
 * Erases a user and everything they own: profile, listings and their photos, ratings (the
 * averages they counted in are recomputed), comments, favourites, notifications, sessions, the
 * messages they sent (their conversations stay for the other side, who reads 'Compte supprimé').
 * One transaction for the rows, then the files. No permission check here: callers decide who
 * may erase whom (the user themself, or an administrator).
 */
export async function eraseUser(
  userId: string,
  {
    mayErase,
  }: {
    /**
     * Runs first, inside the erasure's transaction, so a check that locks the account (e.g. "not
     * an administrator") still holds when the rows go; false leaves everything as it was.
     */
    mayErase?: (tx: TTransaction) => Promise<boolean>;
  } = {},
): Promise<boolean> {
  const db = await getDb();
  const fileKeys = new Set<string>();

  const erased = await db.transaction(async (tx) => {
    if (mayErase && !(await mayErase(tx))) return false;
    const [ownProperties, ownServices, ownStores, profile, theirRatings] = await Promise.all([
      tx
        .select({ id: properties.id, photoUrls: properties.photoUrls })
        .from(properties)
        .where(eq(properties.userId, userId)),
      tx
        .select({ id: services.id, image: services.image, imageUrl: services.imageUrl })
        .from(services)
        .where(eq(services.userId, userId)),
      tx
        .select({ id: stores.id, image: stores.image })
        .from(stores)
        .where(eq(stores.userId, userId)),
      tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId)),
      tx
        .select({ itemId: ratings.itemId, itemType: ratings.itemType })
        .from(ratings)
        .where(eq(ratings.userId, userId)),
    ]);
    for (const url of [
      ...ownProperties.flatMap((row) => row.photoUrls),
      ...ownServices.flatMap((row) => [row.image, row.imageUrl]),
      ...ownStores.map((row) => row.image),
      ...profile.map((row) => row.avatarUrl),
    ]) {
      const key = keyFromPublicUrl(url);
      if (key) fileKeys.add(key);
    }

    // Ratings and favourites point at items without a foreign key (one column for three
    // tables): those aimed at this user's listings go with them.
    const pointsAt = (
      table: typeof ratings | typeof favorites | typeof listingReports | typeof hiddenListings,
      type: "property" | "service" | "store",
      ids: string[],
    ) => (ids.length ? and(eq(table.itemType, type), inArray(table.itemId, ids)) : undefined);
    const propertyIds = ownProperties.map((row) => row.id);
    const serviceIds = ownServices.map((row) => row.id);
    const storeIds = ownStores.map((row) => row.id);
    const ratingTargets = [
      pointsAt(ratings, "service", serviceIds),
      pointsAt(ratings, "store", storeIds),
    ].filter(Boolean);
    if (ratingTargets.length) await tx.delete(ratings).where(or(...ratingTargets));
    const favoriteTargets = [
      pointsAt(favorites, "property", propertyIds),
      pointsAt(favorites, "service", serviceIds),
      pointsAt(favorites, "store", storeIds),
    ].filter(Boolean);
    if (favoriteTargets.length) await tx.delete(favorites).where(or(...favoriteTargets));
    // Reports of the user's listings and their hidden marks (decision 0015) name them the same way.
    for (const table of [listingReports, hiddenListings] as const) {
      const targets = [
        pointsAt(table, "property", propertyIds),
        pointsAt(table, "service", serviceIds),
        pointsAt(table, "store", storeIds),
      ].filter(Boolean);
      if (targets.length) await tx.delete(table).where(or(...targets));
    }

    await deleteListingCounters(tx, "property", propertyIds);
    await deleteListingCounters(tx, "service", serviceIds);
    await deleteListingCounters(tx, "store", storeIds);

    await tx.delete(verification).where(eq(verification.value, userId));
    // The user's messages go with the account (foreign key); their conversations stay readable by
    // the other side ('Compte supprimé', decision 0028) unless nobody is left in them.
    await tx
      .delete(conversations)
      .where(
        or(
          and(eq(conversations.buyerId, userId), isNull(conversations.ownerId)),
          and(eq(conversations.ownerId, userId), isNull(conversations.buyerId)),
        ),
      );
    // Foreign keys cascade to the rest: profile, listings, comments, notifications, sessions…
    await tx.delete(user).where(eq(user.id, userId));

    const ownIds = new Set([...serviceIds, ...storeIds]);
    for (const rating of theirRatings) {
      if (!ownIds.has(rating.itemId)) {
        await recomputeAverageRating(tx, rating.itemType, rating.itemId);
      }
    }
    return true;
  });
  if (!erased) return false;

  const storage = getStorage();
  await Promise.all([...fileKeys].map((key) => storage.delete(key)));
  await Promise.all(userFileFolders(userId).map((folder) => storage.deletePrefix(folder)));
  return true;
}
