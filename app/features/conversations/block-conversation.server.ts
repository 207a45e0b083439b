import { and, eq } from "drizzle-orm";
import { failure, type TResult } from "~/kernel/failures";
import { getDb } from "~/server/db/client.server";
import { conversationBlocks } from "~/server/db/schema";
import {
  conversationNotFound,
  findConversation,
  inputFailure,
  sideOf,
  signInRequired,
  type TConversationActor,
} from "./conversation-access.server";
import { CONVERSATION_MESSAGES, ZConversationRef } from "./schemas";

async function otherParty(actor: TConversationActor | null, input: unknown) {
  if (!actor) return signInRequired();
  const parsed = ZConversationRef.safeParse(input);
  if (!parsed.success) return inputFailure(parsed.error.issues, CONVERSATION_MESSAGES.conversation);
  const db = await getDb();
  const conversation = await findConversation(db, parsed.data.conversationId.toLowerCase());
  const side = conversation && sideOf(conversation, actor.id);
  if (!side) return conversationNotFound();
  if (side.otherId == null) return failure("conflict", CONVERSATION_MESSAGES.partyGone);
  return { ok: true as const, db, actorId: actor.id, otherId: side.otherId };
}

/**
 * 'Bloquer' from a conversation (decision 0028): the other party can no longer write to the actor,
 * in this conversation or any other, nor open a new one; the actor neither, until they unblock.
 */
export async function blockInConversation(
  actor: TConversationActor | null,
  input: unknown,
): Promise<TResult<{ blocked: true }>> {
  const found = await otherParty(actor, input);
  if (!found.ok) return found;
  await found.db
    .insert(conversationBlocks)
    .values({ blockerId: found.actorId, blockedId: found.otherId })
    .onConflictDoNothing();
  return { ok: true, blocked: true };
}

/** 'Débloquer': only the blocker undoes their own block. */
export async function unblockInConversation(
  actor: TConversationActor | null,
  input: unknown,
): Promise<TResult<{ blocked: false }>> {
  const found = await otherParty(actor, input);
  if (!found.ok) return found;
  await found.db
    .delete(conversationBlocks)
    .where(
      and(
        eq(conversationBlocks.blockerId, found.actorId),
        eq(conversationBlocks.blockedId, found.otherId),
      ),
    );
  return { ok: true, blocked: false };
}
