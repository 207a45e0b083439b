import { and, desc, eq } from "drizzle-orm";
import { notExpired, notHidden } from "~/features/listings/visibility.server";
import { USER_ID_PATTERN } from "~/lib/ids";
import { getDb } from "~/server/db/client.server";
import { properties, services, stores } from "~/server/db/schema";
import { displayNames, listingSnapshot, nameOf } from "./conversation-access.server";
import type { TConversationListing } from "./schemas";

/*
 * What the compose page (/messages/nouveau) shows before the first message: the listing it is
 * about, or a seller's listings on offer to choose from. Reading only: whether the message may
 * be sent is decided by sendMessageAboutListing.
 */

/** The most listings the seller's choice offers (a seller's page shows a handful per kind). */
const SELLER_CHOICE_LIMIT = 50;

export type TComposeListing = TConversationListing & { ownerId: string; ownerName: string };

/** The listing a message would be about, with its owner; null when unknown or not on offer. */
export async function composeListing(
  kind: TConversationListing["kind"],
  id: string,
): Promise<TComposeListing | null> {
  const db = await getDb();
  const snapshot = await listingSnapshot(db, kind, id.toLowerCase());
  if (snapshot?.state !== "on_offer") return null;
  const names = await displayNames(db, [snapshot.ownerId]);
  return {
    kind: snapshot.kind,
    id: snapshot.id,
    title: snapshot.title,
    photoUrl: snapshot.photoUrl,
    price: snapshot.price,
    state: snapshot.state,
    ownerId: snapshot.ownerId,
    ownerName: nameOf(names, snapshot.ownerId),
  };
}

export type TSellerChoice = {
  sellerName: string;
  listings: { kind: TConversationListing["kind"]; id: string; title: string }[];
};

/** A seller's listings on offer (properties newest first, then services, then stores). */
export async function sellerChoice(sellerId: string): Promise<TSellerChoice | null> {
  if (!USER_ID_PATTERN.test(sellerId)) return null;
  const db = await getDb();
  const names = await displayNames(db, [sellerId]);
  if (!names.has(sellerId)) return null;
  const [propertyRows, serviceRows, storeRows] = await Promise.all([
    db
      .select({ id: properties.id, title: properties.title })
      .from(properties)
      .where(
        and(eq(properties.userId, sellerId), notHidden("property", properties.id), notExpired()),
      )
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(SELLER_CHOICE_LIMIT),
    db
      .select({ id: services.id, title: services.name })
      .from(services)
      .where(and(eq(services.userId, sellerId), notHidden("service", services.id)))
      .orderBy(desc(services.createdAt), desc(services.id))
      .limit(SELLER_CHOICE_LIMIT),
    db
      .select({ id: stores.id, title: stores.name })
      .from(stores)
      .where(and(eq(stores.userId, sellerId), notHidden("store", stores.id)))
      .orderBy(desc(stores.createdAt), desc(stores.id))
      .limit(SELLER_CHOICE_LIMIT),
  ]);
  return {
    sellerName: nameOf(names, sellerId),
    listings: [
      ...propertyRows.map((row) => ({ kind: "property" as const, ...row })),
      ...serviceRows.map((row) => ({ kind: "service" as const, ...row })),
      ...storeRows.map((row) => ({ kind: "store" as const, ...row })),
    ].slice(0, SELLER_CHOICE_LIMIT),
  };
}
