import { and, eq, sql } from "drizzle-orm";
import { formatDelay } from "~/features/listings/publishing-limits.server";
import { failure, type TFailure, type TResult } from "~/kernel/failures";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { conversationMessages, conversations } from "~/server/db/schema";
import { metrics } from "~/server/metrics/metrics.server";
import {
  consumeRateLimit,
  rateLimitKey,
  refundRateLimit,
  type TRateLimitResult,
} from "~/server/rate-limit.server";
import {
  blockRefusal,
  conversationNotFound,
  findConversation,
  inputFailure,
  listingSnapshot,
  sideOf,
  signInRequired,
  suspensionRefusal,
  type TConversationActor,
  type TListingSnapshot,
} from "./conversation-access.server";
import { publishMessageSent } from "./message-events.server";
import { CONVERSATION_MESSAGES, ZConversationMessage, ZMessageAboutListing } from "./schemas";

/**
 * The limits of issue 22, per account and shared by every process (the rate_limits table): new
 * conversations a day, and messages an hour whatever the conversation.
 */
export const CONVERSATION_LIMITS = {
  newConversations: { max: 20, windowSeconds: 24 * 60 * 60 },
  messages: { max: 60, windowSeconds: 60 * 60 },
} as const;

const newConversationsKey = (userId: string) => rateLimitKey("conversation:new", userId);
const messagesKey = (userId: string) => rateLimitKey("conversation:message", userId);

function limited(
  result: TRateLimitResult,
  what: "conversations" | "messages",
): TFailure<"rate_limited"> {
  const delay = formatDelay(result.retryAfterSeconds);
  const message =
    what === "conversations"
      ? `Vous avez ouvert ${CONVERSATION_LIMITS.newConversations.max} conversations en 24 heures, le maximum. Veuillez réessayer dans ${delay}.`
      : `Vous avez envoyé ${CONVERSATION_LIMITS.messages.max} messages dans l'heure, le maximum. Veuillez réessayer dans ${delay}.`;
  return failure("rate_limited", message, { retryAfterSeconds: result.retryAfterSeconds });
}

export type TSentMessage = {
  conversationId: string;
  messageId: string;
  /** true when this message opened the conversation. */
  opened: boolean;
};

type TTransaction = Parameters<Parameters<TDatabase["transaction"]>[0]>[0];

async function insertMessage(
  tx: TTransaction,
  conversationId: string,
  senderId: string,
  recipientId: string | null,
  body: string,
  listing?: TListingSnapshot,
) {
  const [message] = await tx
    .insert(conversationMessages)
    .values({ conversationId, senderId, body })
    .returning({
      id: conversationMessages.id,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    });
  if (!message) throw new Error("message non enregistré");
  await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${message.createdAt})`,
      // The listing as it is now: what the conversation shows once it is gone.
      ...(listing
        ? {
            listingTitle: listing.title,
            listingPhotoUrl: listing.photoUrl,
            listingPrice: listing.price,
          }
        : {}),
    })
    .where(eq(conversations.id, conversationId));
  await publishMessageSent(tx, { conversationId, message, senderId, recipientId });
  return message.id;
}

/**
 * 'Envoyer un message' on a listing page (issue 22): opens the buyer's conversation about the
 * listing, or writes in it again (one per listing and buyer). Refused to visitors, to the owner,
 * about a listing that does not exist (any more), is hidden or expired, and when either side has
 * blocked the other; within the limits of CONVERSATION_LIMITS. Nothing is stored on a refusal.
 */
export async function sendMessageAboutListing(
  actor: TConversationActor | null,
  input: unknown,
): Promise<TResult<TSentMessage>> {
  if (!actor) return signInRequired();
  const parsed = ZMessageAboutListing.safeParse(input);
  if (!parsed.success) return inputFailure(parsed.error.issues, CONVERSATION_MESSAGES.listing);
  const { kind, body } = parsed.data;
  const listingId = parsed.data.listingId.toLowerCase();
  const db = await getDb();

  const listing = await listingSnapshot(db, kind, listingId);
  if (listing?.state !== "on_offer") {
    return failure("not_found", CONVERSATION_MESSAGES.listing);
  }
  if (listing.ownerId === actor.id) return failure("forbidden", CONVERSATION_MESSAGES.own);
  const blocked = await blockRefusal(db, actor.id, listing.ownerId);
  if (blocked) return blocked;

  const existing = await buyerConversation(db, kind, listingId, actor.id);
  const messageLimit = await consumeRateLimit(messagesKey(actor.id), CONVERSATION_LIMITS.messages);
  if (!messageLimit.allowed) return limited(messageLimit, "messages");
  if (!existing) {
    const newLimit = await consumeRateLimit(
      newConversationsKey(actor.id),
      CONVERSATION_LIMITS.newConversations,
    );
    if (!newLimit.allowed) {
      await refundRateLimit(messagesKey(actor.id));
      return limited(newLimit, "conversations");
    }
  }

  const sent = await db.transaction(async (tx) => {
    let opened = false;
    let conversationId = existing?.id;
    if (!conversationId) {
      const [created] = await tx
        .insert(conversations)
        .values({
          listingKind: kind,
          listingId,
          listingTitle: listing.title,
          listingPhotoUrl: listing.photoUrl,
          listingPrice: listing.price,
          buyerId: actor.id,
          ownerId: listing.ownerId,
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      opened = created != null;
      conversationId = created?.id;
    }
    if (!conversationId) {
      // Opened meanwhile by the same buyer in another tab: write in it.
      const row = await buyerConversation(tx, kind, listingId, actor.id);
      if (!row) throw new Error("conversation introuvable");
      conversationId = row.id;
    }
    const messageId = await insertMessage(
      tx,
      conversationId,
      actor.id,
      listing.ownerId,
      body,
      listing,
    );
    return { ok: true as const, conversationId, messageId, opened };
  });
  countSent(sent);
  return sent;
}

/** The one conversation a buyer has about a listing, if any (unique per listing and buyer). */
async function buyerConversation(
  db: TDatabase,
  kind: "property" | "service" | "store",
  listingId: string,
  buyerId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.listingKind, kind),
        eq(conversations.listingId, listingId),
        eq(conversations.buyerId, buyerId),
      ),
    );
  return row;
}

/**
 * The text box of a conversation: only its two parties write, never to an erased account nor to
 * a suspended one (decision 0039), and not while either has blocked the other (decision 0028).
 * Whatever became of the listing, the conversation goes on: its parties may still have a deal to
 * finish.
 */
export async function sendMessage(
  actor: TConversationActor | null,
  input: unknown,
): Promise<TResult<TSentMessage>> {
  if (!actor) return signInRequired();
  const parsed = ZConversationMessage.safeParse(input);
  if (!parsed.success) return inputFailure(parsed.error.issues, CONVERSATION_MESSAGES.conversation);
  const conversationId = parsed.data.conversationId.toLowerCase();
  const db = await getDb();
  const conversation = await findConversation(db, conversationId);
  const side = conversation && sideOf(conversation, actor.id);
  if (!conversation || !side) return conversationNotFound();
  if (side.otherId == null) return failure("conflict", CONVERSATION_MESSAGES.partyGone);
  const refused =
    (await suspensionRefusal(db, side.otherId)) ?? (await blockRefusal(db, actor.id, side.otherId));
  if (refused) return refused;

  const limit = await consumeRateLimit(messagesKey(actor.id), CONVERSATION_LIMITS.messages);
  if (!limit.allowed) return limited(limit, "messages");

  const sent = await db.transaction(async (tx) => {
    // Locked, then checked again: the other party may have erased their account meanwhile.
    const [locked] = await tx
      .select({ buyerId: conversations.buyerId, ownerId: conversations.ownerId })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for("update");
    const now = locked && sideOf({ ...conversation, ...locked }, actor.id);
    if (!now) return conversationNotFound();
    if (now.otherId == null) return failure("conflict", CONVERSATION_MESSAGES.partyGone);
    const messageId = await insertMessage(
      tx,
      conversationId,
      actor.id,
      now.otherId,
      parsed.data.body,
    );
    return { ok: true as const, conversationId, messageId, opened: false };
  });
  countSent(sent);
  return sent;
}

/** After the commit: a message rolled back was never sent. */
function countSent(result: TResult<TSentMessage>) {
  if (!result.ok) return;
  metrics().messagesSent.inc();
  if (result.opened) metrics().conversationsStarted.inc();
}
