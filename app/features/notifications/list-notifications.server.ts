import { and, count, desc, eq, lt, or, type SQL } from "drizzle-orm";
import { usableImageUrl } from "~/components/listing/listing-image-source";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { notifications, profiles, services } from "~/server/db/schema";
import type { TNotificationList } from "./notification-view";
import {
  INVALID_NOTIFICATION_ID_MESSAGE,
  NOTIFICATIONS_SIGN_IN_MESSAGE,
  ZNotificationId,
} from "./schemas";

/** The popover loads this many at a time, newest first; older ones come on demand. */
export const NOTIFICATION_LIST_LIMIT = 30;

export type TListNotificationsResult =
  | ({ ok: true } & TNotificationList)
  | { ok: false; status: 400 | 401; message: string };

/** How many of the actor's notifications are unread (the partial index answers it); 0 for a visitor. */
export async function countUnreadNotifications(actor: TSessionUser | null): Promise<number> {
  if (!actor) return 0;
  const db = await getDb();
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, actor.id), eq(notifications.read, false)));
  return row?.value ?? 0;
}

/**
 * The actor's notifications, newest first, each with its sender's name and photo and its
 * service's name (000 §3, §7), and the number of unread ones in all.
 */
export async function listNotifications(
  actor: TSessionUser | null,
  { before }: { before?: string | null } = {},
): Promise<TListNotificationsResult> {
  if (!actor) return { ok: false, status: 401, message: NOTIFICATIONS_SIGN_IN_MESSAGE };
  const cursor = before ?? null;
  if (cursor !== null && !ZNotificationId.safeParse(cursor).success) {
    return { ok: false, status: 400, message: INVALID_NOTIFICATION_ID_MESSAGE };
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
        unreadCount: await countUnreadNotifications(actor),
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
  const unreadCount = await countUnreadNotifications(actor);
  return {
    ok: true,
    unreadCount,
    hasMore: rows.length > NOTIFICATION_LIST_LIMIT,
    notifications: rows.slice(0, NOTIFICATION_LIST_LIMIT).map((row) => ({
      id: row.id,
      type: row.type,
      read: row.read,
      createdAt: new Date(row.createdAt).toISOString(),
      serviceId: row.serviceId,
      serviceName: row.serviceName,
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
