import { sql } from "drizzle-orm";
import { unreadConversationsCount } from "~/features/conversations/list-conversations.server";
import {
  COUNTED_AT,
  unreadNotificationsCount,
} from "~/features/notifications/list-notifications.server";
import type { TUnreadSnapshot } from "~/features/notifications/notification-view";
import type { TSessionUser } from "~/kernel/actor";
import { getDb, queryRows } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";

export type TUnreadCounts = {
  /** The bell's badge, stamped with when it was counted. */
  unreadNotifications: TUnreadSnapshot;
  /** The 'Messages' badge. */
  unreadConversations: number;
};

/** Stamped as the oldest possible count: any count the bell fetches replaces it. */
const NONE: TUnreadCounts = {
  unreadNotifications: { unreadCount: 0, unreadAsOf: 0 },
  unreadConversations: 0,
};

/**
 * The header's two badges in one statement (every signed-in page asks them, so one round trip
 * to the database less per page); a failure only costs the badges.
 */
export async function unreadCounts(user: TSessionUser | null): Promise<TUnreadCounts> {
  if (!user) return NONE;
  try {
    const db = await getDb();
    const [row] = await queryRows<{ notifications: number; conversations: number; as_of: number }>(
      db,
      sql`select ${unreadNotificationsCount(user.id)} as notifications,
        ${unreadConversationsCount(user.id)} as conversations, ${COUNTED_AT} as as_of`,
    );
    if (!row) return NONE;
    return {
      unreadNotifications: {
        unreadCount: Number(row.notifications),
        unreadAsOf: Number(row.as_of),
      },
      unreadConversations: Number(row.conversations),
    };
  } catch (error) {
    logger.error({ err: error }, "badges : comptage des non-lus impossible");
    return NONE;
  }
}
