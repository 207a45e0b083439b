import { and, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { failure, type TResult } from "~/kernel/failures";
import { getDb, queryRows } from "~/server/db/client.server";
import { conversationMessages, conversations } from "~/server/db/schema";
import {
  displayNames,
  listingStates,
  nameOf,
  signInRequired,
  type TConversationActor,
} from "./conversation-access.server";
import { CONVERSATIONS_PAGE_SIZE, type TConversationListing } from "./schemas";

export type TInboxConversation = {
  id: string;
  listing: TConversationListing;
  otherName: string;
  lastMessage: { body: string; createdAt: string; mine: boolean } | null;
  lastMessageAt: string;
  unreadCount: number;
};

export type TInbox = {
  conversations: TInboxConversation[];
  page: number;
  pageCount: number;
  total: number;
};

const mineClause = (userId: string) =>
  or(eq(conversations.buyerId, userId), eq(conversations.ownerId, userId));

/** Messages of the other side this user has not read yet, per conversation. */
const unreadFor = (userId: string) =>
  and(
    eq(conversationMessages.conversationId, conversations.id),
    ne(conversationMessages.senderId, userId),
    isNull(conversationMessages.readAt),
  );

/**
 * 'Messagerie' (issue 22): the actor's conversations, newest message first, 20 a page, each with
 * the listing (as it was last seen, and where it stands now), the other person's name ('Compte
 * supprimé' once erased), the last message and how many of the other side's are unread.
 */
export async function listConversations(
  actor: TConversationActor | null,
  input: { page?: unknown } = {},
): Promise<TResult<TInbox>> {
  if (!actor) return signInRequired();
  const page = Number(input.page ?? 1);
  if (!Number.isInteger(page) || page < 1) return failure("not_found", "Cette page n'existe pas.");
  const db = await getDb();

  const [totalRow] = await db
    .select({ total: count() })
    .from(conversations)
    .where(mineClause(actor.id));
  const total = Number(totalRow?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / CONVERSATIONS_PAGE_SIZE));

  const rows = await db
    .select({
      id: conversations.id,
      listingKind: conversations.listingKind,
      listingId: conversations.listingId,
      listingTitle: conversations.listingTitle,
      listingPhotoUrl: conversations.listingPhotoUrl,
      listingPrice: conversations.listingPrice,
      buyerId: conversations.buyerId,
      ownerId: conversations.ownerId,
      lastMessageAt: conversations.lastMessageAt,
      unreadCount: sql<number>`(select count(*) from ${conversationMessages} where ${unreadFor(actor.id)})`,
    })
    .from(conversations)
    .where(mineClause(actor.id))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE)
    .offset((page - 1) * CONVERSATIONS_PAGE_SIZE);

  // The newest message of each conversation of the page, one index walk each.
  const lastRows = rows.length
    ? await db
        .selectDistinctOn([conversationMessages.conversationId], {
          conversationId: conversationMessages.conversationId,
          body: conversationMessages.body,
          senderId: conversationMessages.senderId,
          createdAt: conversationMessages.createdAt,
        })
        .from(conversationMessages)
        .where(
          inArray(
            conversationMessages.conversationId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(
          conversationMessages.conversationId,
          desc(conversationMessages.createdAt),
          desc(conversationMessages.id),
        )
    : [];
  const lastOf = new Map(lastRows.map((row) => [row.conversationId, row]));
  const others = rows.map((row) => (row.buyerId === actor.id ? row.ownerId : row.buyerId));
  const [names, states] = await Promise.all([
    displayNames(db, others),
    listingStates(
      db,
      rows.map((row) => ({ kind: row.listingKind, id: row.listingId })),
    ),
  ]);
  return {
    ok: true,
    page,
    pageCount,
    total,
    conversations: rows.map((row, index) => {
      const last = lastOf.get(row.id);
      return {
        id: row.id,
        listing: {
          kind: row.listingKind,
          id: row.listingId,
          title: row.listingTitle,
          photoUrl: row.listingPhotoUrl,
          price: row.listingPrice,
          state: states.get(`${row.listingKind}:${row.listingId}`) ?? "deleted",
        },
        otherName: nameOf(names, others[index] ?? null),
        lastMessage: last
          ? {
              body: last.body,
              createdAt: new Date(last.createdAt).toISOString(),
              mine: last.senderId === actor.id,
            }
          : null,
        lastMessageAt: new Date(row.lastMessageAt).toISOString(),
        unreadCount: Number(row.unreadCount),
      };
    }),
  };
}

/** The header's badge: how many conversations hold at least one message unread by the actor. */
export async function countUnreadConversations(
  actor: TConversationActor | null,
): Promise<TResult<{ count: number }>> {
  if (!actor) return signInRequired();
  const db = await getDb();
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select ${unreadConversationsCount(actor.id)} as count`,
  );
  return { ok: true, count: Number(row?.count ?? 0) };
}

/**
 * The same count as a scalar subquery: the page's header asks it in one statement with the
 * other counts (unread-counts.server.ts).
 */
export function unreadConversationsCount(actorId: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${conversations} where ${and(
    mineClause(actorId),
    sql`exists (select 1 from ${conversationMessages} where ${unreadFor(actorId)})`,
  )})`;
}
