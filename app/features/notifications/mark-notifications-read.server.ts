import { and, eq } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure } from "~/kernel/failures";
import { getDb } from "~/server/db/client.server";
import { notifications } from "~/server/db/schema";
import { unreadNotificationsSnapshot } from "./list-notifications.server";
import { MARK_READ_INTENT, type TUnreadSnapshot } from "./notification-view";
import {
  NOTIFICATION_NOT_FOUND_MESSAGE,
  NOTIFICATIONS_SIGN_IN_MESSAGE,
  UNKNOWN_INTENT_MESSAGE,
  ZNotificationAction,
} from "./schemas";

/**
 * unauthenticated: a visitor; invalid: an unknown intent or an id that cannot be one;
 * not_found: no such notification of the actor's.
 */
export type TMarkNotificationsReadResult =
  | ({ ok: true } & TUnreadSnapshot)
  | TFailure<"unauthenticated" | "invalid" | "not_found">;

/**
 * Marks one of the actor's notifications read (by id AND recipient), or all their unread ones.
 * Someone else's notification is answered like one that does not exist, so the
 * answer tells nothing about other accounts; either way nothing changes.
 */
export async function markNotificationsRead(
  actor: TSessionUser | null,
  input: unknown,
): Promise<TMarkNotificationsReadResult> {
  if (!actor) return failure("unauthenticated", NOTIFICATIONS_SIGN_IN_MESSAGE);
  const parsed = ZNotificationAction.safeParse(input);
  if (!parsed.success) {
    return failure("invalid", parsed.error.issues[0]?.message ?? UNKNOWN_INTENT_MESSAGE);
  }
  const db = await getDb();
  if (parsed.data.intent === MARK_READ_INTENT) {
    const updated = await db
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.id, parsed.data.id.toLowerCase()),
          eq(notifications.recipientId, actor.id),
        ),
      )
      .returning({ id: notifications.id });
    if (updated.length === 0) {
      return failure("not_found", NOTIFICATION_NOT_FOUND_MESSAGE);
    }
  } else {
    await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.recipientId, actor.id), eq(notifications.read, false)));
  }
  // Counted after the change committed: its stamp is later than any count that missed it.
  return { ok: true, ...(await unreadNotificationsSnapshot(actor)) };
}
