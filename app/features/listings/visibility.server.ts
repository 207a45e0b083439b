import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TListingKind } from "~/kernel/kinds";
import { can, type TPolicyActor } from "~/kernel/policy";
import type { TDatabase } from "~/server/db/client.server";
import { hiddenListings, properties, suspendedListings } from "~/server/db/schema";

/**
 * The one rule every public query of listings applies (decision 0015): a listing hidden by
 * moderation, or whose owner is suspended (decision 0039), is in no list, search, home page
 * section, seller page or someone else's favourites. Anti-joins on the two small tables of those
 * listings, so that the list indexes that answer from the index alone keep doing so (the planner
 * hashes the few ids once per statement).
 */
export function notHidden(kind: TListingKind, id: PgColumn | SQL): SQL {
  return sql`(not exists (select 1 from ${hiddenListings} where ${hiddenListings.itemType} = ${kind} and ${hiddenListings.itemId} = ${id}) and not exists (select 1 from ${suspendedListings} where ${suspendedListings.itemType} = ${kind} and ${suspendedListings.itemId} = ${id}))`;
}

/** The same rule for raw SQL sources that name the listing's id by an alias (`t.id`). */
export function notHiddenRaw(kind: TListingKind, idExpression: SQL): SQL {
  return sql`(not exists (select 1 from hidden_listings h where h.item_type = ${kind} and h.item_id = ${idExpression}) and not exists (select 1 from suspended_listings s where s.item_type = ${kind} and s.item_id = ${idExpression}))`;
}

/**
 * A property past its expiry (decision 0019) is in no public list, search, home page section or
 * seller page. Said on the row's own column: the expiry is the last column of every list index
 * (migration 0011), so the check is made on index entries like the other filters.
 */
export function notExpired(): SQL {
  return sql`${properties.expiresAt} > now()`;
}

/**
 * A property a visitor finds by default: still available (not sold or rented), not expired
 * (decision 0019) and not hidden by moderation. The home page, the sitemaps, the price statistics
 * and the similar listings count these; the list adds its own filters to the same rules.
 */
export function onOffer(): SQL {
  return and(
    eq(properties.status, "available"),
    notExpired(),
    notHidden("property", properties.id),
  ) as SQL;
}

export type TModerationState = { hidden: true; reason: string; hiddenAt: string } | null;

/** Whether a listing is hidden, and why: the detail pages' and the moderation actions' question. */
export async function moderationState(
  db: Pick<TDatabase, "select">,
  kind: TListingKind,
  id: string,
): Promise<TModerationState> {
  const [row] = await db
    .select({ reason: hiddenListings.reason, createdAt: hiddenListings.createdAt })
    .from(hiddenListings)
    .where(and(eq(hiddenListings.itemType, kind), eq(hiddenListings.itemId, id)));
  return row
    ? { hidden: true, reason: row.reason, hiddenAt: new Date(row.createdAt).toISOString() }
    : null;
}

/** Whether the listing's owner is suspended (decision 0039): its page is gone as a hidden one's. */
export async function isOwnerSuspended(
  db: Pick<TDatabase, "select">,
  kind: TListingKind,
  id: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: suspendedListings.itemId })
    .from(suspendedListings)
    .where(and(eq(suspendedListings.itemType, kind), eq(suspendedListings.itemId, id)));
  return row !== undefined;
}

/**
 * Whether `viewer` may see a listing's page or act on it (comment, rate, favourite): any listing
 * neither hidden nor of a suspended owner; such a one only its owner and administrators, the others
 * get what a deleted listing gives them.
 */
export async function isReachable(
  db: Pick<TDatabase, "select">,
  actor: TPolicyActor | null,
  kind: TListingKind,
  listing: { id: string; ownerId: string },
  moderation?: TModerationState,
): Promise<boolean> {
  const hidden =
    (moderation === undefined ? await moderationState(db, kind, listing.id) : moderation) !==
      null || (await isOwnerSuspended(db, kind, listing.id));
  return !hidden || can(actor, "see_hidden", { ownerId: listing.ownerId });
}
