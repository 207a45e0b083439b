import { moderationNoticeTextFor } from "~/lib/moderation-notice";
import { PRICE_DROP_LEAD, priceDropDetails, priceDropText } from "~/lib/price-drop";
import type { TNotificationEvent } from "~/lib/realtime-channels";

/*
 * What the bell needs in the browser and what it exchanges with /actions/notifications. No Zod
 * here (schemas.ts has it), so the signed-in header does not load it: the server validates.
 */

export const MARK_READ_INTENT = "mark-read";
export const MARK_ALL_READ_INTENT = "mark-all-read";

/** The toast of a notification heard live. */
export const NEW_COMMENT_TOAST_TITLE = "Nouveau commentaire";

/** A notification as the bell shows it: the shape of the live event, so both merge by id. */
export type TNotification = TNotificationEvent;

/**
 * How many notifications are unread, and when the database counted them (milliseconds since the
 * epoch, by the database's clock): of two counts, the later one is the truth.
 */
export type TUnreadSnapshot = { unreadCount: number; unreadAsOf: number };

/**
 * GET /actions/notifications: the newest notifications (older ones than `?avant={id}` with it),
 * whether older ones remain, and how many are unread in all. With `?compte`, only the count.
 */
export type TNotificationList = {
  notifications: TNotification[];
  hasMore: boolean;
} & TUnreadSnapshot;

/** The URL parameter asking GET /actions/notifications for the unread count alone. */
export const COUNT_ONLY_PARAM = "compte";

/** The URL parameter naming the oldest notification shown: the next page starts after it. */
export const OLDER_THAN_PARAM = "avant";

/** What POST /actions/notifications answers. */
export type TNotificationActionResult =
  | ({ ok: true } & TUnreadSnapshot)
  | { ok: false; message: string };

/**
 * A notification in words: the sender's name ('Utilisateur' without one, as comments do) and
 * what they did: 'Sami Jaziri' + 'a commenté votre service « Plomberie Ben Ali »'.
 */
export function describeNotification(notification: TNotification): {
  sender: string;
  action: string;
} {
  const { sender, serviceName, listing } = notification;
  if (notification.type === "price_drop") {
    // Read together: 'Baisse de prix : Villa — 450 000 → 420 000 TND' (issue 15).
    const { old, new: lower } = notification.prices ?? { old: 0, new: 0 };
    return { sender: PRICE_DROP_LEAD, action: priceDropDetails(listing?.title ?? "", old, lower) };
  }
  if (notification.type !== "new_comment") {
    const title = listing ? ` « ${listing.title} »` : "";
    return {
      sender: MODERATION_SENDER,
      action:
        notification.type === "listing_hidden"
          ? `a masqué votre annonce${title}${notification.reason ? ` : ${notification.reason}` : ""}`
          : `a rétabli votre annonce${title}`,
    };
  }
  const name = [sender?.firstName, sender?.lastName].filter((part) => part?.trim()).join(" ");
  return {
    sender: name || "Utilisateur",
    action: `a commenté votre service${serviceName ? ` « ${serviceName} »` : ""}`,
  };
}

export type TDescribeNotification = typeof describeNotification;

/** Who a moderation notice comes from (decision 0015). */
export const MODERATION_SENDER = "Modération Darna";

/** 'Baisse de prix : Villa à Hammamet — 450 000 → 420 000 TND' (issue 15). */
function priceDropTextOf(notification: TNotification): string {
  return priceDropText(
    notification.listing?.title ?? "",
    notification.prices?.old ?? 0,
    notification.prices?.new ?? 0,
  );
}

/** The toast's title of a notification heard live. */
export function notificationToastTitle(notification: TNotification): string {
  if (notification.type === "price_drop") return "Baisse de prix";
  if (notification.type === "listing_hidden") return "Annonce masquée";
  if (notification.type === "listing_restored") return "Annonce rétablie";
  return NEW_COMMENT_TOAST_TITLE;
}

/** The toast's description: 'Sami Jaziri a commenté votre service « Plomberie Ben Ali »'. */
export function newCommentText(notification: TNotification): string {
  if (notification.type === "price_drop") return priceDropTextOf(notification);
  if (notification.type !== "new_comment") {
    return moderationNoticeTextFor(
      notification.type === "listing_hidden",
      notification.listing?.title ?? "",
      notification.reason,
    );
  }
  const { sender, action } = describeNotification(notification);
  return `${sender} ${action}`;
}

/** The badge: the number, capped at '99+'. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}
