import { and, count, desc, eq } from "drizzle-orm";
import { usableImageUrl } from "~/components/listing/listing-image-source";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { notifications, profiles, services } from "~/server/db/schema";
import type { TNotificationList } from "./notification-view";
import { NOTIFICATIONS_SIGN_IN_MESSAGE } from "./schemas";

/** The popover shows the newest ones; older notifications still count in the badge. */
export const NOTIFICATION_LIST_LIMIT = 30;

export type TListNotificationsResult =
  | ({ ok: true } & TNotificationList)
  | { ok: false; status: 401; message: string };

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
): Promise<TListNotificationsResult> {
  if (!actor) return { ok: false, status: 401, message: NOTIFICATIONS_SIGN_IN_MESSAGE };
  const db = await getDb();
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
    .where(eq(notifications.recipientId, actor.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  const unreadCount = await countUnreadNotifications(actor);
  return {
    ok: true,
    unreadCount,
    notifications: rows.map((row) => ({
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
