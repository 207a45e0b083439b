import { formatNumber } from "~/lib/format";
import { frenchText, type TPageText } from "~/lib/i18n/locale";
import type { TNotificationEvent } from "~/lib/realtime-channels";

/*
 * What the bell needs in the browser and what it exchanges with /actions/notifications. No Zod
 * here (schemas.ts has it), so the signed-in header does not load it: the server validates.
 * The texts are catalogue ids (decision 0047): the bell passes its page's `i18n._`; without it,
 * French, the words of lib/price-drop.ts and lib/moderation-notice.ts (which the mails use).
 */

type TTranslate = TPageText["translate"];

export const MARK_READ_INTENT = "mark-read";
export const MARK_ALL_READ_INTENT = "mark-all-read";

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
export function describeNotification(
  notification: TNotification,
  translate: TTranslate = frenchText,
): { sender: string; action: string } {
  const { sender, serviceName, listing } = notification;
  const title = listing?.title ?? "";
  if (notification.type === "price_drop") {
    // Read together: 'Baisse de prix : Villa — 450 000 → 420 000 TND' (issue 15).
    return {
      sender: translate(/*i18n*/ "Baisse de prix :"),
      action: priceDropDetailsOf(notification, translate),
    };
  }
  if (notification.type !== "new_comment") {
    const reason = notification.reason ?? "";
    const hidden = notification.type === "listing_hidden";
    const action = hidden
      ? listing
        ? reason
          ? translate(/*i18n*/ "a masqué votre annonce « {title} » : {reason}", { title, reason })
          : translate(/*i18n*/ "a masqué votre annonce « {title} »", { title })
        : reason
          ? translate(/*i18n*/ "a masqué votre annonce : {reason}", { reason })
          : translate(/*i18n*/ "a masqué votre annonce")
      : listing
        ? translate(/*i18n*/ "a rétabli votre annonce « {title} »", { title })
        : translate(/*i18n*/ "a rétabli votre annonce");
    return { sender: translate(MODERATION_SENDER), action };
  }
  const name = [sender?.firstName, sender?.lastName].filter((part) => part?.trim()).join(" ");
  return {
    sender: name || translate(/*i18n*/ "Utilisateur"),
    action: serviceName
      ? translate(/*i18n*/ "a commenté votre service « {service} »", { service: serviceName })
      : translate(/*i18n*/ "a commenté votre service"),
  };
}

export type TDescribeNotification = (notification: TNotification) => {
  sender: string;
  action: string;
};

/** Who a moderation notice comes from (decision 0015). */
export const MODERATION_SENDER = /*i18n*/ "Modération Darna";

/** 'Villa à Hammamet — 450 000 → 420 000 TND' (lib/price-drop.ts's priceDropDetails). */
function priceDropDetailsOf(notification: TNotification, translate: TTranslate): string {
  return translate(/*i18n*/ "{title} — {old} → {new} TND", {
    title: notification.listing?.title ?? "",
    old: formatNumber(notification.prices?.old ?? 0),
    new: formatNumber(notification.prices?.new ?? 0),
  });
}

/** The toast's title of a notification heard live. */
export function notificationToastTitle(
  notification: TNotification,
  translate: TTranslate = frenchText,
): string {
  if (notification.type === "price_drop") return translate(/*i18n*/ "Baisse de prix");
  if (notification.type === "listing_hidden") return translate(/*i18n*/ "Annonce masquée");
  if (notification.type === "listing_restored") return translate(/*i18n*/ "Annonce rétablie");
  return translate(/*i18n*/ "Nouveau commentaire");
}

/**
 * The toast's description: 'Sami Jaziri a commenté votre service « Plomberie Ben Ali »'; a price
 * drop and a moderation notice in the words of their mails (lib/price-drop.ts,
 * lib/moderation-notice.ts).
 */
export function newCommentText(
  notification: TNotification,
  translate: TTranslate = frenchText,
): string {
  if (notification.type === "price_drop") {
    return translate(/*i18n*/ "Baisse de prix : {details}", {
      details: priceDropDetailsOf(notification, translate),
    });
  }
  if (notification.type !== "new_comment") {
    const title = notification.listing?.title ?? "";
    if (notification.type !== "listing_hidden") {
      return translate(
        /*i18n*/ "Votre annonce « {title} » a été rétablie : elle est de nouveau visible de tous.",
        { title },
      );
    }
    return notification.reason
      ? translate(/*i18n*/ "Votre annonce « {title} » a été masquée par la modération : {reason}", {
          title,
          reason: notification.reason,
        })
      : translate(/*i18n*/ "Votre annonce « {title} » a été masquée par la modération.", { title });
  }
  const { sender, action } = describeNotification(notification, translate);
  return `${sender} ${action}`;
}

/** The badge: the number, capped at '99+'. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}
