import { eq, sql } from "drizzle-orm";
import { failure, type TResult } from "~/kernel/failures";
import { getDb, queryRows } from "~/server/db/client.server";
import { profiles, user } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail/mail.server";
import { messageMail } from "~/server/mail/templates.server";
import { signFor, verifyFor } from "~/server/signed-token.server";
import { displayNames, nameOf } from "./conversation-access.server";

/*
 * The mail for a message left unread (issue 22). A party of a conversation is mailed when a
 * message from the other party has waited unread for 10 minutes, unless they turned these mails
 * off on /profil, were mailed about this conversation within the hour, or were already mailed
 * since that message arrived (only a newer unread message mails again). Each (conversation,
 * party) is claimed by one statement that records the mail time before the mail is queued, so
 * two processes, or a retry, never mail twice.
 */

/** How long a message waits unread before it is mailed. */
export const MESSAGE_MAIL_DELAY_MS = 10 * 60_000;
/** At most one mail per conversation and party in this time. */
export const MESSAGE_MAIL_INTERVAL_MS = 60 * 60_000;
/** Conversations claimed per statement. */
const BATCH = 100;

type TSide = "buyer" | "owner";
// Column names for the two parties: constants, never input.
const SIDE_COLUMNS: Record<TSide, { party: string; other: string; mailedAt: string }> = {
  buyer: { party: "buyer_id", other: "owner_id", mailedAt: "buyer_mailed_at" },
  owner: { party: "owner_id", other: "buyer_id", mailedAt: "owner_mailed_at" },
};

type TClaimed = {
  id: string;
  listing_title: string;
  previous: Date | string | null;
  email: string;
  first_name: string | null;
  body: string;
  sender_id: string;
  recipient_id: string;
};

/** The unsubscribe link's token: the account id, signed for this purpose alone. */
export function messageMailsToken(userId: string): string {
  return `${userId}.${signFor("message-emails-unsubscribe", userId)}`;
}

function tokenAccount(token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  return verifyFor("message-emails-unsubscribe", userId, token.slice(dot + 1)) ? userId : null;
}

export function messageMailsUnsubscribeUrl(userId: string): string {
  return `${env().PUBLIC_URL}/messages/desabonnement?jeton=${encodeURIComponent(messageMailsToken(userId))}`;
}

/** Claims up to BATCH (conversation, party) pairs due a mail on one side, recording `now`. */
async function claimDue(side: TSide, now: Date): Promise<TClaimed[]> {
  const db = await getDb();
  const party = sql.raw(`c.${SIDE_COLUMNS[side].party}`);
  const other = sql.raw(`c.${SIDE_COLUMNS[side].other}`);
  const mailedAt = sql.raw(`c.${SIDE_COLUMNS[side].mailedAt}`);
  const mailedAtColumn = sql.raw(SIDE_COLUMNS[side].mailedAt);
  const at = now.toISOString();
  const waited = new Date(now.getTime() - MESSAGE_MAIL_DELAY_MS).toISOString();
  const lastHour = new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS).toISOString();
  return queryRows<TClaimed>(
    db,
    sql`with due as (
          select c.id, ${mailedAt} as previous from conversations c
          where ${party} is not null
            and (${mailedAt} is null or ${mailedAt} <= ${lastHour}::timestamptz)
            and exists (
              select 1 from conversation_messages m
              where m.conversation_id = c.id and m.sender_id <> ${party} and m.read_at is null
                and m.created_at <= ${waited}::timestamptz
                and (${mailedAt} is null or m.created_at > ${mailedAt})
            )
            and coalesce((select p.message_emails from profiles p where p.id = ${party}), true)
            -- Someone who blocked the writer hears nothing more from them, by mail neither.
            and not exists (
              select 1 from conversation_blocks b
              where b.blocker_id = ${party} and b.blocked_id = ${other}
            )
          order by c.last_message_at
          limit ${BATCH}
          for update of c skip locked
        ),
        claimed as (
          update conversations c set ${mailedAtColumn} = ${at}::timestamptz
          from due where c.id = due.id
          returning c.id, c.listing_title, due.previous, ${party} as recipient_id
        )
        select claimed.id, claimed.listing_title, claimed.previous, claimed.recipient_id,
          u.email, pr.first_name, newest.body, newest.sender_id
        from claimed
        join "user" u on u.id = claimed.recipient_id
        left join profiles pr on pr.id = claimed.recipient_id
        cross join lateral (
          select m.body, m.sender_id from conversation_messages m
          where m.conversation_id = claimed.id and m.sender_id <> claimed.recipient_id
            and m.read_at is null
          order by m.created_at desc, m.id desc
          limit 1
        ) newest`,
  );
}

/**
 * Mails every party due a mail for an unread message at `now`; returns how many mails were
 * queued. Repeatable: a second run at once claims nothing, and a mail that cannot be queued
 * gives its conversation back to the next run.
 */
export async function sendMessageMails(now = new Date()): Promise<number> {
  const db = await getDb();
  const origin = env().PUBLIC_URL;
  let sent = 0;
  for (const side of ["buyer", "owner"] as const) {
    for (;;) {
      const claimed = await claimDue(side, now);
      if (claimed.length === 0) break;
      const names = await displayNames(
        db,
        claimed.map((row) => row.sender_id),
      );
      for (const row of claimed) {
        try {
          await sendMail(
            messageMail(row.email, row.first_name, {
              senderName: nameOf(names, row.sender_id),
              listingTitle: row.listing_title,
              body: row.body,
              conversationUrl: `${origin}/messages/${row.id}`,
              unsubscribeUrl: messageMailsUnsubscribeUrl(row.recipient_id),
            }),
          );
          sent += 1;
        } catch (error) {
          const column = sql.raw(SIDE_COLUMNS[side].mailedAt);
          const previous = row.previous ? new Date(row.previous).toISOString() : null;
          await queryRows(
            db,
            sql`update conversations set ${column} = ${previous}::timestamptz where id = ${row.id}`,
          );
          logger.error({ err: error, conversation: row.id }, "e-mail de message non envoyé");
          throw error;
        }
      }
      if (claimed.length < BATCH) break;
    }
  }
  return sent;
}

export const INVALID_MESSAGE_MAILS_LINK =
  "Ce lien de désabonnement n'est pas valide. Ouvrez votre profil pour choisir vos e-mails.";
const ACCOUNT_GONE = "Ce compte n'existe plus : il ne reçoit plus aucun e-mail.";

/** The account an unsubscribe link names, when its signature is ours. Changes nothing. */
export async function checkMessageMailsLink(
  token: string | null | undefined,
): Promise<TResult<{ userId: string; email: string; messageEmails: boolean }>> {
  const userId = tokenAccount(token ?? "");
  if (!userId) return failure("invalid", INVALID_MESSAGE_MAILS_LINK);
  const db = await getDb();
  const [row] = await db
    .select({ email: user.email, messageEmails: profiles.messageEmails })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) return failure("not_found", ACCOUNT_GONE);
  return { ok: true, userId, email: row.email, messageEmails: row.messageEmails ?? true };
}

/** The unsubscribe link, used: no more mails for new messages, without signing in. */
export async function unsubscribeFromMessageMails(
  token: string | null | undefined,
): Promise<TResult<{ email: string }>> {
  const checked = await checkMessageMailsLink(token);
  if (!checked.ok) return checked;
  const db = await getDb();
  await db
    .insert(profiles)
    .values({ id: checked.userId, email: checked.email, messageEmails: false })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { messageEmails: false, updatedAt: new Date() },
    });
  return { ok: true, email: checked.email };
}
