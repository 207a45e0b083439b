import { and, desc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";

import { failure, type TResult } from "~/kernel/failures";
import { isAdmin } from "~/kernel/policy";
import { isSuspended } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { adminAuditLog, conversationMessages, conversationReports } from "~/server/db/schema";
import {
  blocksBetween,
  conversationNotFound,
  displayNames,
  findConversation,
  inputFailure,
  listingStates,
  nameOf,
  sideOf,
  signInRequired,
  type TConversationActor,
} from "./conversation-access.server";
import { actorLabelFor } from "./journal-label";
import { publishConversationRead } from "./message-events.server";
import {
  CONVERSATION_MESSAGES,
  MESSAGES_PAGE_SIZE,
  type TConversationListing,
  ZConversationPage,
} from "./schemas";

export type TConversationMessage = {
  id: string;
  body: string;
  createdAt: string;
  mine: boolean;
  senderName: string;
  /** On one's own newest message only: whether the other side has read it. */
  receipt: "Envoyé" | "Lu" | null;
};

export type TConversationView = {
  conversation: {
    id: string;
    listing: TConversationListing;
    /** The other party for a party; for an administrator reading a reported thread, the buyer. */
    otherName: string;
    otherGone: boolean;
    /** The other party's account is suspended (decision 0039): readable, nobody writes to it. */
    otherSuspended: boolean;
    /** The parties' names, for an administrator's reading. */
    buyerName: string;
    ownerName: string;
    blockedByMe: boolean;
    blockedMe: boolean;
    /** true when an administrator reads it because it was reported (journaled). */
    moderatorReading: boolean;
  };
  /** Newest first. */
  messages: TConversationMessage[];
  /** Pass as `before` for the page of older messages; null at the first message. */
  olderCursor: string | null;
};

/**
 * A conversation page (issue 22): its two parties read it, and reading marks the other side's
 * messages read. An administrator who is not a party reads it only while it has an open report,
 * and each such reading is a line of the admin journal; it marks nothing read. Everyone else is
 * told it does not exist. Messages come 30 a page, newest first; `before` asks for older ones.
 */
export async function readConversation(
  actor: TConversationActor | null,
  input: unknown,
): Promise<TResult<TConversationView>> {
  if (!actor) return signInRequired();
  const parsed = ZConversationPage.safeParse(input);
  if (!parsed.success) return inputFailure(parsed.error.issues, CONVERSATION_MESSAGES.conversation);
  const conversationId = parsed.data.conversationId.toLowerCase();
  const before = parsed.data.before?.toLowerCase();
  const db = await getDb();
  const conversation = await findConversation(db, conversationId);
  if (!conversation) return conversationNotFound();
  const side = sideOf(conversation, actor.id);

  if (!side) {
    if (!isAdmin(actor)) return conversationNotFound();
    const [report] = await db
      .select({ id: conversationReports.id })
      .from(conversationReports)
      .where(
        and(
          eq(conversationReports.conversationId, conversationId),
          eq(conversationReports.status, "open"),
        ),
      )
      .limit(1);
    if (!report) return failure("forbidden", CONVERSATION_MESSAGES.adminNotReported);
  }

  let cursor: { createdAt: Date; id: string } | null = null;
  if (before) {
    const [row] = await db
      .select({ createdAt: conversationMessages.createdAt, id: conversationMessages.id })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.id, before),
          eq(conversationMessages.conversationId, conversationId),
        ),
      );
    if (!row) return conversationNotFound();
    cursor = row;
  }

  const rows = await db
    .select({
      id: conversationMessages.id,
      senderId: conversationMessages.senderId,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
      readAt: conversationMessages.readAt,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        cursor
          ? or(
              lt(conversationMessages.createdAt, cursor.createdAt),
              and(
                eq(conversationMessages.createdAt, cursor.createdAt),
                lt(conversationMessages.id, cursor.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  const olderCursor = rows.length > MESSAGES_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null;

  const names = await displayNames(db, [conversation.buyerId, conversation.ownerId, actor.id]);
  const states = await listingStates(db, [
    { kind: conversation.listingKind, id: conversation.listingId },
  ]);
  const blocks =
    side?.otherId != null
      ? await blocksBetween(db, actor.id, side.otherId)
      : { blockedByA: false, blockedByB: false };

  if (side) {
    const marked = await db
      .update(conversationMessages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          ne(conversationMessages.senderId, actor.id),
          isNull(conversationMessages.readAt),
        ),
      )
      .returning({ id: conversationMessages.id });
    if (marked.length > 0) {
      await publishConversationRead(db, conversationId, actor.id, side.otherId);
    }
  } else {
    await db.insert(adminAuditLog).values({
      actorId: actor.id,
      actorLabel: actorLabelFor(actor),
      action: "conversation_read",
      targetType: "conversation",
      targetId: conversationId,
      targetLabel: conversation.listingTitle,
      outcome: "success",
      detail: `Conversation signalée entre ${nameOf(names, conversation.buyerId)} et ${nameOf(names, conversation.ownerId)}`,
    });
  }

  // 'Envoyé' / 'Lu' under one's own newest message, on the newest page only.
  const ownNewest = before ? undefined : page.find((row) => row.senderId === actor.id);
  const otherId = side ? side.otherId : conversation.buyerId;
  return {
    ok: true,
    conversation: {
      id: conversation.id,
      listing: {
        kind: conversation.listingKind,
        id: conversation.listingId,
        title: conversation.listingTitle,
        photoUrl: conversation.listingPhotoUrl,
        price: conversation.listingPrice,
        state: states.get(`${conversation.listingKind}:${conversation.listingId}`) ?? "deleted",
      },
      otherName: nameOf(names, otherId),
      otherGone: otherId == null,
      otherSuspended: side?.otherId != null && (await isSuspended(db, side.otherId)),
      buyerName: nameOf(names, conversation.buyerId),
      ownerName: nameOf(names, conversation.ownerId),
      blockedByMe: blocks.blockedByA,
      blockedMe: blocks.blockedByB,
      moderatorReading: !side,
    },
    messages: page.map((row) => ({
      id: row.id,
      body: row.body,
      createdAt: new Date(row.createdAt).toISOString(),
      mine: row.senderId === actor.id,
      senderName: nameOf(names, row.senderId),
      receipt: row === ownNewest ? (row.readAt ? "Lu" : "Envoyé") : null,
    })),
    olderCursor,
  };
}
