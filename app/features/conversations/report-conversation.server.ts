import { failure, type TResult } from "~/kernel/failures";
import { getDb } from "~/server/db/client.server";
import { conversationReports } from "~/server/db/schema";
import {
  conversationNotFound,
  findConversation,
  inputFailure,
  sideOf,
  signInRequired,
  type TConversationActor,
} from "./conversation-access.server";
import { CONVERSATION_MESSAGES, ZConversationReport } from "./schemas";

export const CONVERSATION_REPORTED_MESSAGE =
  "Merci, la conversation a été signalée. Notre équipe va l'examiner.";

/**
 * 'Signaler la conversation' (issue 22): a party reports it once, with a reason. While a report is
 * open, administrators may read the thread (each reading journaled, read-conversation.server.ts);
 * the admin 'Signalements' tab lists the open ones (decision 0028).
 */
export async function reportConversation(
  actor: TConversationActor | null,
  input: unknown,
): Promise<TResult<{ message: string }>> {
  if (!actor) return signInRequired();
  const parsed = ZConversationReport.safeParse(input);
  if (!parsed.success) return inputFailure(parsed.error.issues, CONVERSATION_MESSAGES.conversation);
  const conversationId = parsed.data.conversationId.toLowerCase();
  const db = await getDb();
  const conversation = await findConversation(db, conversationId);
  if (!conversation || !sideOf(conversation, actor.id)) return conversationNotFound();
  const inserted = await db
    .insert(conversationReports)
    .values({
      conversationId,
      reporterId: actor.id,
      reason: parsed.data.reason,
      details: parsed.data.details,
    })
    .onConflictDoNothing()
    .returning({ id: conversationReports.id });
  if (inserted.length === 0) return failure("conflict", CONVERSATION_MESSAGES.alreadyReported);
  return { ok: true, message: CONVERSATION_REPORTED_MESSAGE };
}
