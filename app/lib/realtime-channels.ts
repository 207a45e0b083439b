import { z } from "zod";

/*
 * Realtime channels and their events, shared by the server (validation, publishing, relay) and
 * the browser (types only: app/lib/realtime.ts imports nothing from here at run time).
 *
 * What a page may ask for:
 *   rating:service:{uuid}   rating:store:{uuid}   the item's average and number of ratings
 *   comments:service:{uuid}                       new comments on a service
 *   notifications                                 the signed-in user's own notifications
 *   messages                                      the signed-in user's conversations (issue 22)
 * On the wire between processes (NOTIFY) the last two are `notifications:{userId}` and
 * `messages:{userId}`; the server maps them to the requesting session's user, so no request can
 * name another user's.
 */

/** The one PostgreSQL NOTIFY channel every event travels on. */
export const EVENTS_CHANNEL = "darna_events";

export const NOTIFICATIONS = "notifications";
export const MESSAGES = "messages";

/** The channels that belong to the signed-in user: they need the session and name no one. */
export const ACCOUNT_CHANNELS: readonly string[] = [NOTIFICATIONS, MESSAGES];

/** A page shows a handful of items: more than this is a mistake or an abuse. */
export const MAX_CHANNELS_PER_STREAM = 20;

// A UUID in canonical form (lowercase, as PostgreSQL prints it): one name per item, so a
// subscriber and a publisher can never spell the same item two ways.
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
// Better Auth user ids: random letters and digits (text ids, see DESIGN.md).
const USER_ID = "[A-Za-z0-9_-]{1,128}";

const RATING = new RegExp(`^rating:(service|store):(${UUID})$`);
const COMMENTS = new RegExp(`^comments:service:(${UUID})$`);
const USER_NOTIFICATIONS = new RegExp(`^notifications:(${USER_ID})$`);
const USER_MESSAGES = new RegExp(`^messages:(${USER_ID})$`);

export type TRatedItemType = "service" | "store";

/** A channel a page subscribes to. */
export type TRealtimeChannel =
  | `rating:${TRatedItemType}:${string}`
  | `comments:service:${string}`
  | typeof NOTIFICATIONS
  | typeof MESSAGES;

/** A channel an event is published on (a user's notifications named by their id). */
export type TPublishChannel =
  | `rating:${TRatedItemType}:${string}`
  | `comments:service:${string}`
  | `notifications:${string}`
  | `messages:${string}`;

export type TChannelKind = "rating" | "comments" | "notifications" | "messages";

export const ratingChannel = (itemType: TRatedItemType, itemId: string) =>
  `rating:${itemType}:${itemId.toLowerCase()}` as const;

export const commentsChannel = (serviceId: string) =>
  `comments:service:${serviceId.toLowerCase()}` as const;

/** Server side only: where `userId`'s notifications are published. */
export const userNotificationsChannel = (userId: string) => `notifications:${userId}` as const;

/** Server side only: where `userId`'s conversations are published. */
export const userMessagesChannel = (userId: string) => `messages:${userId}` as const;

/** The kind of a channel a page may subscribe to, or null when it is not one. */
export function subscribableChannelKind(channel: string): TChannelKind | null {
  if (channel === NOTIFICATIONS) return "notifications";
  if (channel === MESSAGES) return "messages";
  if (RATING.test(channel)) return "rating";
  if (COMMENTS.test(channel)) return "comments";
  return null;
}

/** The kind of a channel events are published on, or null when it is not one. */
export function publishChannelKind(channel: string): TChannelKind | null {
  if (USER_NOTIFICATIONS.test(channel)) return "notifications";
  if (USER_MESSAGES.test(channel)) return "messages";
  if (RATING.test(channel)) return "rating";
  if (COMMENTS.test(channel)) return "comments";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

const ZPerson = z.object({
  id: z.string().min(1),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

const ZTimestamp = z.iso.datetime({ offset: true });

export const ZRatingEvent = z.object({
  avgRating: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
});

export const ZCommentEvent = z.object({
  id: z.guid(),
  content: z.string(),
  createdAt: ZTimestamp,
  author: ZPerson,
});

export const ZNotificationEvent = z.object({
  id: z.guid(),
  type: z.enum(["new_comment", "listing_hidden", "listing_restored", "price_drop"]),
  serviceId: z.guid().nullable(),
  /**
   * A moderation notice's listing (decision 0015) or a price drop's property, named as it was
   * then; absent otherwise.
   */
  listing: z
    .object({ kind: z.enum(["property", "service", "store"]), id: z.guid(), title: z.string() })
    .nullish(),
  /** Why the listing was hidden, as the administrator wrote it. */
  reason: z.string().nullish(),
  /** A price drop's prices (TND), before and after; absent otherwise. */
  prices: z.object({ old: z.number().int(), new: z.number().int() }).nullish(),
  serviceName: z.string().nullable(),
  sender: ZPerson.nullable(),
  createdAt: ZTimestamp,
  read: z.boolean(),
});

/**
 * What a party of a conversation hears (issue 22): a message sent in one of their conversations
 * (theirs or the other side's, `mine` said for the recipient), or the other side having read
 * theirs ('Envoyé' becomes 'Lu'). Small on purpose: the longest body still fits NOTIFY's limit
 * unless it is mostly 4-byte characters, and then the resync reloads the page's data.
 */
export const ZMessageEvent = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("message"),
    conversationId: z.guid(),
    message: z.object({
      id: z.guid(),
      body: z.string(),
      createdAt: ZTimestamp,
      mine: z.boolean(),
      senderName: z.string(),
    }),
  }),
  z.object({ type: z.literal("read"), conversationId: z.guid() }),
]);

export type TPerson = z.infer<typeof ZPerson>;
export type TRatingEvent = z.infer<typeof ZRatingEvent>;
export type TCommentEvent = z.infer<typeof ZCommentEvent>;
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;
export type TMessageEvent = z.infer<typeof ZMessageEvent>;

export const eventSchemas = {
  rating: ZRatingEvent,
  comments: ZCommentEvent,
  notifications: ZNotificationEvent,
  messages: ZMessageEvent,
} satisfies Record<TChannelKind, z.ZodType>;

/** The event payload carried by `channel`. */
export type TPayloadOf<C extends string> = C extends `rating:${string}`
  ? TRatingEvent
  : C extends `comments:${string}`
    ? TCommentEvent
    : C extends `notifications${string}`
      ? TNotificationEvent
      : C extends `messages${string}`
        ? TMessageEvent
        : never;

/** What a subscriber receives: the channel it asked for and that channel's payload. */
export type TRealtimeEvent<C extends TRealtimeChannel = TRealtimeChannel> = C extends unknown
  ? { channel: C; data: TPayloadOf<C> }
  : never;

/**
 * The NOTIFY payload. `resync` replaces `data` when the event could not travel (too large for
 * NOTIFY): subscribers are told to reload what the channel shows instead.
 */
export const ZEnvelope = z.union([
  z.object({ channel: z.string(), data: z.unknown() }),
  z.object({ channel: z.string(), resync: z.literal(true) }),
]);
export type TEnvelope = z.infer<typeof ZEnvelope>;

// ---------------------------------------------------------------------------------------------
// The subscription request: GET /api/events?channels=a,b,c
// ---------------------------------------------------------------------------------------------

const MAX_CHANNEL_LENGTH = 80;

export const ZChannelList = z
  .string({ error: "Indiquez les canaux à suivre (paramètre channels)." })
  .trim()
  .min(1, "Indiquez au moins un canal à suivre (paramètre channels).")
  .max(
    MAX_CHANNELS_PER_STREAM * (MAX_CHANNEL_LENGTH + 1),
    `Vous pouvez suivre au maximum ${MAX_CHANNELS_PER_STREAM} canaux à la fois.`,
  )
  .transform((value) => [
    ...new Set(
      value
        .split(",")
        .map((channel) => channel.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(
        z.string().refine((channel) => subscribableChannelKind(channel) !== null, {
          error: (issue) =>
            `Canal inconnu : « ${String(issue.input).slice(0, MAX_CHANNEL_LENGTH)} ».`,
        }),
      )
      .min(1, "Indiquez au moins un canal à suivre (paramètre channels).")
      .max(
        MAX_CHANNELS_PER_STREAM,
        `Vous pouvez suivre au maximum ${MAX_CHANNELS_PER_STREAM} canaux à la fois.`,
      ),
  )
  .transform((channels) => channels as TRealtimeChannel[]);

/** The channels of a request, or the French message saying what is wrong with them. */
export function parseChannelList(
  value: string | null | undefined,
): { ok: true; channels: TRealtimeChannel[] } | { ok: false; message: string } {
  const result = ZChannelList.safeParse(value ?? "");
  if (result.success) return { ok: true, channels: result.data };
  return {
    ok: false,
    message: result.error.issues[0]?.message ?? "Canaux invalides.",
  };
}

/**
 * Who may follow what: anyone follows ratings and comments (they are public on the page);
 * `notifications` and `messages` need a session and always mean the session's own user.
 * Returns the publish channel of each requested one, or why the request is refused.
 */
export function authorizeChannels(
  channels: readonly TRealtimeChannel[],
  userId: string | null,
):
  | { ok: true; channels: Array<{ requested: TRealtimeChannel; published: TPublishChannel }> }
  | { ok: false; status: 401; message: string } {
  const mapped: Array<{ requested: TRealtimeChannel; published: TPublishChannel }> = [];
  for (const requested of channels) {
    if (requested === NOTIFICATIONS || requested === MESSAGES) {
      if (!userId) {
        return {
          ok: false,
          status: 401,
          message:
            requested === NOTIFICATIONS
              ? "Vous devez être connecté pour recevoir vos notifications."
              : "Vous devez être connecté pour recevoir vos messages.",
        };
      }
      mapped.push({
        requested,
        published:
          requested === NOTIFICATIONS
            ? userNotificationsChannel(userId)
            : userMessagesChannel(userId),
      });
    } else {
      mapped.push({ requested, published: requested as TPublishChannel });
    }
  }
  return { ok: true, channels: mapped };
}
