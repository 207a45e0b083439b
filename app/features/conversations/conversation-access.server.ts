import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { failure, invalid, type TFailure } from "~/kernel/failures";
import type { TListingKind } from "~/kernel/kinds";
import { isSuspended } from "~/server/auth.server";
import type { TDatabase } from "~/server/db/client.server";
import {
  conversationBlocks,
  conversations,
  hiddenListings,
  properties,
  services,
  stores,
  suspendedListings,
} from "~/server/db/schema";
import { displayNames } from "~/server/people/display-names.server";
import { CONVERSATION_MESSAGES, DELETED_ACCOUNT_NAME, type TListingState } from "./schemas";

/** Who acts on a conversation: the signed-in user of the request, or null for a visitor. */
export type TConversationActor = Pick<
  TSessionUser,
  "id" | "role" | "email" | "firstName" | "lastName"
>;

export type TConversationRow = typeof conversations.$inferSelect;

/** A Zod failure as the domain says it: a bad id names nothing (not_found), a bad body is invalid. */
export function inputFailure(
  issues: { path: PropertyKey[]; message: string }[],
  notFoundMessage: string,
): TFailure {
  const issue = issues[0];
  const field = String(issue?.path[0] ?? "");
  if (field === "body" || field === "reason" || field === "details") {
    return invalid({ [field]: issue?.message ?? "" }, issue?.message);
  }
  return failure("not_found", notFoundMessage);
}

export const signInRequired = () => failure("unauthenticated", CONVERSATION_MESSAGES.signIn);
export const conversationNotFound = () => failure("not_found", CONVERSATION_MESSAGES.conversation);

export async function findConversation(
  db: Pick<TDatabase, "select">,
  id: string,
): Promise<TConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

/** The actor's side of a conversation, or null when they are not one of its two parties. */
export function sideOf(conversation: TConversationRow, actorId: string) {
  if (conversation.buyerId === actorId) return { mine: "buyer", otherId: conversation.ownerId };
  if (conversation.ownerId === actorId) return { mine: "owner", otherId: conversation.buyerId };
  return null;
}

/** Whether `a` blocked `b`, and `b` blocked `a`. */
export async function blocksBetween(db: Pick<TDatabase, "select">, a: string, b: string) {
  const rows = await db
    .select({ blockerId: conversationBlocks.blockerId })
    .from(conversationBlocks)
    .where(
      or(
        and(eq(conversationBlocks.blockerId, a), eq(conversationBlocks.blockedId, b)),
        and(eq(conversationBlocks.blockerId, b), eq(conversationBlocks.blockedId, a)),
      ),
    );
  return {
    blockedByA: rows.some((row) => row.blockerId === a),
    blockedByB: rows.some((row) => row.blockerId === b),
  };
}

/**
 * The block rule of decision 0028, for `senderId` writing to `recipientId`: the blocked person
 * can no longer write, and the blocker neither while the block lasts (they undo it first, from
 * the conversation), so nobody writes into a thread the other side cannot answer.
 */
export async function blockRefusal(
  db: Pick<TDatabase, "select">,
  senderId: string,
  recipientId: string,
): Promise<TFailure | null> {
  const blocks = await blocksBetween(db, senderId, recipientId);
  if (blocks.blockedByB) {
    return failure("forbidden", CONVERSATION_MESSAGES.blocked, { reason: "CONVERSATION_BLOCKED" });
  }
  if (blocks.blockedByA) {
    return failure("forbidden", CONVERSATION_MESSAGES.youBlocked, {
      reason: "CONVERSATION_BLOCKED_BY_YOU",
    });
  }
  return null;
}

/**
 * Nobody writes to a suspended account (decision 0039) while the suspension lasts: its
 * conversations stay readable, and go on once the account is reactivated.
 */
export async function suspensionRefusal(
  db: Pick<TDatabase, "select">,
  recipientId: string,
): Promise<TFailure | null> {
  if (!(await isSuspended(db, recipientId))) return null;
  return failure("forbidden", CONVERSATION_MESSAGES.suspended, { reason: "ACCOUNT_SUSPENDED" });
}

export { displayNames };

export function nameOf(names: Map<string, string>, id: string | null) {
  return (id != null && names.get(id)) || DELETED_ACCOUNT_NAME;
}

export type TListingSnapshot = {
  kind: TListingKind;
  id: string;
  ownerId: string;
  title: string;
  photoUrl: string | null;
  price: number | null;
  state: TListingState;
};

/** A listing as a conversation shows it, read now; null when it no longer exists. */
export async function listingSnapshot(
  db: Pick<TDatabase, "select">,
  kind: TListingKind,
  id: string,
): Promise<TListingSnapshot | null> {
  const states = await listingStates(db, [{ kind, id }]);
  const state = states.get(`${kind}:${id}`) ?? "deleted";
  if (state === "deleted") return null;
  if (kind === "property") {
    const [row] = await db
      .select({
        ownerId: properties.userId,
        title: properties.title,
        photoUrls: properties.photoUrls,
        price: properties.price,
      })
      .from(properties)
      .where(eq(properties.id, id));
    if (!row) return null;
    const { photoUrls, ...rest } = row;
    return { kind, id, ...rest, photoUrl: photoUrls[0] ?? null, state };
  }
  if (kind === "service") {
    const [row] = await db
      .select({
        ownerId: services.userId,
        title: services.name,
        image: services.image,
        imageUrl: services.imageUrl,
      })
      .from(services)
      .where(eq(services.id, id));
    if (!row) return null;
    const photoUrl = row.image ?? row.imageUrl ?? null;
    return { kind, id, ownerId: row.ownerId, title: row.title, photoUrl, price: null, state };
  }
  const [row] = await db
    .select({ ownerId: stores.userId, title: stores.name, image: stores.image })
    .from(stores)
    .where(eq(stores.id, id));
  if (!row) return null;
  return {
    kind,
    id,
    ownerId: row.ownerId,
    title: row.title,
    photoUrl: row.image ?? null,
    price: null,
    state,
  };
}

/**
 * Where each listing stands for the banner of its conversations, keyed `kind:id`: gone
 * ('deleted'), hidden by moderation ('hidden', decision 0015; its owner's suspension too, decision
 * 0039: the team took it off Darna either way), past its expiry ('expired', decision 0019,
 * properties only) or 'on_offer'. Sold and rented properties are still on their page.
 */
export async function listingStates(
  db: Pick<TDatabase, "select">,
  refs: { kind: TListingKind; id: string }[],
): Promise<Map<string, TListingState>> {
  const states = new Map<string, TListingState>();
  const idsOf = (kind: TListingKind) => [
    ...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
  ];
  const propertyIds = idsOf("property");
  const serviceIds = idsOf("service");
  const storeIds = idsOf("store");
  for (const ref of refs) states.set(`${ref.kind}:${ref.id}`, "deleted");
  if (refs.length === 0) return states;

  const ids = refs.map((ref) => ref.id);
  const [propertyRows, serviceRows, storeRows, hiddenRows, suspendedRows] = await Promise.all([
    propertyIds.length
      ? db
          .select({ id: properties.id, expired: sql<boolean>`${properties.expiresAt} <= now()` })
          .from(properties)
          .where(inArray(properties.id, propertyIds))
      : [],
    serviceIds.length
      ? db.select({ id: services.id }).from(services).where(inArray(services.id, serviceIds))
      : [],
    storeIds.length
      ? db.select({ id: stores.id }).from(stores).where(inArray(stores.id, storeIds))
      : [],
    db
      .select({ kind: hiddenListings.itemType, id: hiddenListings.itemId })
      .from(hiddenListings)
      .where(inArray(hiddenListings.itemId, ids)),
    db
      .select({ kind: suspendedListings.itemType, id: suspendedListings.itemId })
      .from(suspendedListings)
      .where(inArray(suspendedListings.itemId, ids)),
  ]);
  for (const row of propertyRows) {
    states.set(`property:${row.id}`, row.expired ? "expired" : "on_offer");
  }
  for (const row of serviceRows) states.set(`service:${row.id}`, "on_offer");
  for (const row of storeRows) states.set(`store:${row.id}`, "on_offer");
  for (const row of [...hiddenRows, ...suspendedRows]) {
    const key = `${row.kind}:${row.id}`;
    if (states.get(key) !== "deleted") states.set(key, "hidden");
  }
  return states;
}
