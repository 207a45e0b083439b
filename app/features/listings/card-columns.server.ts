import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { profiles, properties } from "~/server/db/schema";
import { delegationNameColumn } from "./delegations.server";

/**
 * A listing is 'Nouveau' on its card for this long after its publication; a renewal moves its
 * expiry, never its creation, so it does not make a listing new again.
 */
export const NEW_LISTING_HOURS = 72;

/**
 * Whether a listing created at `createdAt` is still new, decided by the database's clock when the
 * page is read: the server-rendered card and its hydration read the same boolean, and a page
 * kept by the anonymous cache (decision 0017, 10 s) is never more than that late.
 */
export function isNewColumn(createdAt: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`(${createdAt} > now() - make_interval(hours => ${sql.raw(String(NEW_LISTING_HOURS))}))`;
}

/**
 * Whether the listing's owner is verified by the team (decision 0039): the 'Vérifié' badge. A
 * key lookup in profiles per card, made on the rows the page shows (after the list's own limit),
 * so the list's indexes and its count are untouched.
 */
export function sellerVerifiedColumn(userId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${profiles} where ${profiles.id} = ${userId} and ${profiles.verifiedAt} is not null)`;
}

/** The columns a listing card shows, for every page that lists cards. */
export const propertyCardColumns = {
  id: properties.id,
  title: properties.title,
  type: properties.type,
  announcementType: properties.announcementType,
  price: properties.price,
  surface: properties.surface,
  rooms: properties.rooms,
  address: properties.address,
  governorate: properties.governorate,
  location: properties.location,
  delegationName: delegationNameColumn(properties.delegation),
  status: properties.status,
  // PostgreSQL arrays are 1-based; an empty array gives NULL.
  coverUrl: sql<string | null>`${properties.photoUrls}[1]`,
  // The photos are an array in the row the card already reads: counting them costs no join.
  photoCount: sql<number>`cardinality(${properties.photoUrls})`.mapWith(Number),
  isNew: isNewColumn(properties.createdAt),
  sellerVerified: sellerVerifiedColumn(properties.userId),
};
