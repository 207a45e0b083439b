import { countUnreadConversations } from "~/features/conversations/list-conversations.server";
import { unreadNotificationsSnapshot } from "~/features/notifications/list-notifications.server";
import type { TUnreadSnapshot } from "~/features/notifications/notification-view";
import type { TSessionUser } from "~/kernel/actor";
import { logger } from "~/server/logger.server";

/** The bell's badge on a page; a failure only costs the badge. */
export async function unreadNotificationCount(user: TSessionUser | null): Promise<TUnreadSnapshot> {
  try {
    return await unreadNotificationsSnapshot(user);
  } catch (error) {
    logger.error({ err: error }, "notifications : comptage impossible");
    // Stamped as the oldest possible count: any count the bell fetches replaces it.
    return { unreadCount: 0, unreadAsOf: 0 };
  }
}

/** The 'Messages' badge on a page; a failure only costs the badge. */
export async function unreadConversationCount(user: TSessionUser | null): Promise<number> {
  if (!user) return 0;
  try {
    const result = await countUnreadConversations(user);
    return result.ok ? result.count : 0;
  } catch (error) {
    logger.error({ err: error }, "messages : comptage impossible");
    return 0;
  }
}
