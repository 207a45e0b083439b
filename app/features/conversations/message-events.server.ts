import { userMessagesChannel } from "~/lib/realtime-channels";
import type { TDatabase } from "~/server/db/client.server";
import { publishEvent, type TExecutor } from "~/server/realtime/publish.server";
import { displayNames, nameOf } from "./conversation-access.server";

/*
 * Live delivery of conversations (issue 22) on each party's own `messages:{userId}` channel.
 * Published with the transaction that wrote the message: PostgreSQL delivers it on commit, to
 * every process (LISTEN/NOTIFY, decision 0005), and drops it on rollback.
 */

type TSent = {
  conversationId: string;
  message: { id: string; body: string; createdAt: Date | string };
  senderId: string;
  recipientId: string | null;
};

/** The new message, to the sender's other tabs and to the recipient (who has it unread). */
export async function publishMessageSent(
  tx: TExecutor & Pick<TDatabase, "select">,
  { conversationId, message, senderId, recipientId }: TSent,
) {
  const names = await displayNames(tx, [senderId]);
  const base = {
    id: message.id,
    body: message.body,
    createdAt: new Date(message.createdAt).toISOString(),
    senderName: nameOf(names, senderId),
  };
  await publishEvent(tx, userMessagesChannel(senderId), {
    type: "message",
    conversationId,
    message: { ...base, mine: true },
  });
  if (recipientId) {
    await publishEvent(tx, userMessagesChannel(recipientId), {
      type: "message",
      conversationId,
      message: { ...base, mine: false },
    });
  }
}

/**
 * The reader has read the other side's messages: the writer's 'Envoyé' becomes 'Lu', and the
 * reader's other tabs drop the conversation from their badge.
 */
export async function publishConversationRead(
  db: TExecutor,
  conversationId: string,
  readerId: string,
  writerId: string | null,
) {
  await publishEvent(db, userMessagesChannel(readerId), { type: "read", conversationId });
  if (writerId) {
    await publishEvent(db, userMessagesChannel(writerId), { type: "read", conversationId });
  }
}
