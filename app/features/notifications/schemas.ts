import { z } from "zod";
import { MARK_ALL_READ_INTENT, MARK_READ_INTENT } from "./notification-view";

/*
 * The bell's requests: mark one of the actor's notifications read, or all of
 * them. The acting user always comes from the session, never from the request.
 */

export const NOTIFICATIONS_SIGN_IN_MESSAGE =
  "Vous devez être connecté pour voir vos notifications.";
export const NOTIFICATION_NOT_FOUND_MESSAGE = "Cette notification n'existe pas ou a été supprimée.";
export const INVALID_NOTIFICATION_ID_MESSAGE = "Identifiant de notification invalide";
export const UNKNOWN_INTENT_MESSAGE = "Action inconnue";

export const ZNotificationId = z.guid({ error: INVALID_NOTIFICATION_ID_MESSAGE });

export const ZNotificationAction = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(MARK_READ_INTENT),
      id: ZNotificationId,
    }),
    z.object({ intent: z.literal(MARK_ALL_READ_INTENT) }),
  ],
  { error: UNKNOWN_INTENT_MESSAGE },
);
export type TNotificationAction = z.infer<typeof ZNotificationAction>;
