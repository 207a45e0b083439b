import { and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure } from "~/kernel/failures";
import { usableImageUrl } from "~/lib/listing-image-source";
import { getDb, queryRows } from "~/server/db/client.server";
import { notifications, profiles, services } from "~/server/db/schema";
import type { TNotificationList, TUnreadSnapshot } from "./notification-view";
import {
  INVALID_NOTIFICATION_ID_MESSAGE,
  NOTIFICATIONS_SIGN_IN_MESSAGE,
  ZNotificationId,
} from "./schemas";

/** The popover loads this many at a time, newest first; older ones come on demand. */
export const NOTIFICATION_LIST_LIMIT = 30;

/** unauthenticated: a visitor; invalid: `before` cannot name a notification. */
export type TListNotificationsResult =
  | ({ ok: true } & TNotificationList)
  | TFailure<"unauthenticated" | "invalid">;

/**
 * How many of the actor's notifications are unread (the partial index answers it), as a scalar
 * subquery: the page's header asks it in one statement with the other counts (unread-counts.server.ts).
 */
export function unreadNotificationsCount(actorId: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${notifications} where ${and(
    eq(notifications.recipientId, actorId),
    eq(notifications.read, false),
  )})`;
}

/**
 * When the database counted: the statement's start, which precedes the snapshot it reads. So a
 * count stamped later than another one saw at least every change the earlier one saw, and the
 * bell keeps the latest whatever order the answers arrive in (notification-bell.tsx).
 */
export const COUNTED_AT = sql<number>`extract(epoch from statement_timestamp())::float8 * 1000`;

/** The actor's unread notifications, stamped with when they were counted. 0 for a visitor. */
export async function unreadNotificationsSnapshot(
  actor: TSessionUser | null,
): Promise<TUnreadSnapshot> {
  if (!actor) return { unreadCount: 0, unreadAsOf: 0 };
  const db = await getDb();
  const [row] = await queryRows<{ value: number; as_of: number }>(
    db,
    sql`select ${unreadNotificationsCount(actor.id)} as value, ${COUNTED_AT} as as_of`,
  );
  return { unreadCount: Number(row?.value ?? 0), unreadAsOf: Number(row?.as_of ?? 0) };
}

export async function countUnreadNotifications(actor: TSessionUser | null): Promise<number> {
  return (await unreadNotificationsSnapshot(actor)).unreadCount;
}

/**
 * The actor's notifications, newest first, each with its sender's name and photo and its
 * service's name, and the number of unread ones in all.
 */
export async function listNotifications(
  actor: TSessionUser | null,
  { before }: { before?: string | null } = {},
): Promise<TListNotificationsResult> {
  if (!actor) return failure("unauthenticated", NOTIFICATIONS_SIGN_IN_MESSAGE);
  const cursor = before ?? null;
  if (cursor !== null && !ZNotificationId.safeParse(cursor).success) {
    return failure("invalid", INVALID_NOTIFICATION_ID_MESSAGE);
  }
  const db = await getDb();
  const mine = eq(notifications.recipientId, actor.id);
  let older: SQL | undefined;
  if (cursor) {
    // The page after one of the actor's own notifications; someone else's id finds nothing.
    const [from] = await db
      .select({ createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(mine, eq(notifications.id, cursor.toLowerCase())));
    if (!from)
      return {
        ok: true,
        ...(await unreadNotificationsSnapshot(actor)),
        notifications: [],
        hasMore: false,
      };
    older = or(
      lt(notifications.createdAt, from.createdAt),
      and(eq(notifications.createdAt, from.createdAt), lt(notifications.id, cursor.toLowerCase())),
    );
  }
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      read: notifications.read,
      createdAt: notifications.createdAt,
      serviceId: notifications.serviceId,
      serviceName: services.name,
      listingType: notifications.listingType,
      listingId: notifications.listingId,
      listingTitle: notifications.listingTitle,
      reason: notifications.reason,
      oldPrice: notifications.oldPrice,
      newPrice: notifications.newPrice,
      senderId: notifications.senderId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.senderId))
    .leftJoin(services, eq(services.id, notifications.serviceId))
    .where(and(mine, older))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    // One more than shown tells whether older ones remain.
    .limit(NOTIFICATION_LIST_LIMIT + 1);
  return {
    ok: true,
    ...(await unreadNotificationsSnapshot(actor)),
    hasMore: rows.length > NOTIFICATION_LIST_LIMIT,
    notifications: rows.slice(0, NOTIFICATION_LIST_LIMIT).map((row) => ({
      id: row.id,
      type: row.type,
      read: row.read,
      createdAt: new Date(row.createdAt).toISOString(),
      serviceId: row.serviceId,
      serviceName: row.serviceName,
      // Moderation notices and price drops only: a comment's notification keeps its shape.
      ...(row.listingType && row.listingId
        ? {
            listing: { kind: row.listingType, id: row.listingId, title: row.listingTitle ?? "" },
            reason: row.reason,
          }
        : {}),
      ...(row.oldPrice !== null && row.newPrice !== null
        ? { prices: { old: row.oldPrice, new: row.newPrice } }
        : {}),
      sender: row.senderId
        ? {
            id: row.senderId,
            firstName: row.firstName,
            lastName: row.lastName,
            avatarUrl: usableImageUrl(row.avatarUrl),
          }
        : null,
    })),
  };
}
