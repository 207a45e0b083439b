import { type TNotificationEvent, userNotificationsChannel } from "~/lib/realtime-channels";
import type { TDatabase } from "~/server/db/client.server";
import { notifications } from "~/server/db/schema";
import { publishEvent } from "~/server/realtime/publish.server";

/** One notice for one recipient: its row, and what the bell shows of it live. */
export type TNotice = {
  row: Omit<typeof notifications.$inferInsert, "id" | "createdAt" | "read"> & {
    recipientId: string;
  };
  view: Omit<TNotificationEvent, "id" | "createdAt" | "read">;
};

/**
 * Saves notices in the caller's transaction and publishes each to its recipient's bell: heard
 * live (the realtime relay) only if the transaction commits. Every kind of notice (comments,
 * moderation, price drops) goes through here, so the row and the live event never disagree.
 */
export async function sendNotifications(tx: TDatabase, notices: TNotice[]): Promise<void> {
  if (notices.length === 0) return;
  // PostgreSQL returns the rows of a multi-row INSERT … VALUES in the order of its values.
  const saved = await tx
    .insert(notifications)
    .values(notices.map((notice) => notice.row))
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  if (saved.length !== notices.length) throw new Error("notifications non enregistrées");
  for (const [index, notice] of notices.entries()) {
    const { id, createdAt } = saved[index] as (typeof saved)[number];
    await publishEvent(tx, userNotificationsChannel(notice.row.recipientId), {
      ...notice.view,
      id,
      createdAt: new Date(createdAt).toISOString(),
      read: false,
    });
  }
}
