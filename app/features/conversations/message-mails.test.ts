import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getMyProfile, updateMyProfile } from "~/features/account/profile.server";
import { ZProfileUpdate } from "~/features/account/schemas";
import type { TSessionUser } from "~/kernel/actor";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "~/routes/message-mails-unsubscribe";
import { getDb } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { signFor } from "~/server/signed-token.server";
import { insertAccount, insertProperty } from "../../../tests/fixtures/db-listings";
import { deliveredMailsTo } from "../../../tests/fixtures/delivered-mail";
import { linkIn } from "../../../tests/fixtures/mail";
import { blockInConversation } from "./block-conversation.server";
import {
  messageMailsToken,
  messageMailsUnsubscribeUrl,
  sendMessageMails,
  unsubscribeFromMessageMails,
} from "./message-mails.server";
import { readConversation } from "./read-conversation.server";
import { sendMessage, sendMessageAboutListing } from "./send-message.server";

/*
 * The unread-message mail (issue 22) on the real database: 10 minutes unread, at most one an
 * hour per conversation and party, only a newer unread message mails again, read messages and
 * accounts that turned the mails off get none; the unsubscribe link works signed out and only
 * with our signature.
 */

const MINUTE = 60_000;

async function newConversation(body = "Bonjour, toujours disponible ?") {
  const [buyer, owner] = [await insertAccount(), await insertAccount()];
  const listingId = await insertProperty(owner.id, { title: "Villa avec piscine à Hammamet" });
  const sent = await sendMessageAboutListing(buyer, { kind: "property", listingId, body });
  if (!sent.ok) throw new Error(sent.message);
  return { buyer, owner, conversationId: sent.conversationId };
}

/** Moves a conversation's unread messages, and the owner's last mail, back in time. */
async function backdate(
  conversationId: string,
  times: { messagesBy: number; ownerMailedBy?: number | null },
) {
  const db = await getDb();
  await db.execute(
    sql`update conversation_messages set created_at = created_at - make_interval(mins => ${times.messagesBy})
        where conversation_id = ${conversationId} and read_at is null`,
  );
  if (times.ownerMailedBy !== undefined) {
    await db.execute(
      sql`update conversations set owner_mailed_at = ${
        times.ownerMailedBy === null
          ? null
          : new Date(Date.now() - times.ownerMailedBy * MINUTE).toISOString()
      }::timestamptz where id = ${conversationId}`,
    );
  }
}

async function setMessageEmails(account: TSessionUser, wanted: boolean) {
  const parsed = ZProfileUpdate.parse({
    first_name: "Prénom",
    last_name: account.lastName,
    ...(wanted ? { message_emails: "on" } : {}),
  });
  await updateMyProfile(account, parsed, null);
}

async function messageMailsTo(account: TSessionUser) {
  return (await deliveredMailsTo(account.email)).filter((mail) =>
    mail.subject.startsWith("Nouveau message"),
  );
}

describe("the unread-message mail", () => {
  it("leaves once a message has waited 10 minutes, with the message, the listing and the links", async () => {
    const { buyer, owner, conversationId } = await newConversation(
      "Bonjour, <b>toujours</b> disponible ?\nJe peux visiter samedi.",
    );
    const start = Date.now();

    await sendMessageMails(new Date(start + 9 * MINUTE));
    expect(await messageMailsTo(owner)).toEqual([]);

    await sendMessageMails(new Date(start + 11 * MINUTE));
    const mails = await messageMailsTo(owner);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Nouveau message de Prénom ${buyer.lastName} - Darna`);
    expect(mail?.text).toContain("« Villa avec piscine à Hammamet »");
    expect(mail?.text).toContain(
      "> Bonjour, <b>toujours</b> disponible ?\n> Je peux visiter samedi.",
    );
    // Plain text in the HTML part too: the message's markup is shown, never rendered.
    expect(mail?.html).toContain("Bonjour, &lt;b&gt;toujours&lt;/b&gt; disponible ?");
    expect(mail?.html).not.toContain("<b>toujours");
    expect(linkIn(mail, `/messages/${conversationId}`)).toBe(
      `${env().PUBLIC_URL}/messages/${conversationId}`,
    );
    expect(linkIn(mail, "/messages/desabonnement")).toBe(messageMailsUnsubscribeUrl(owner.id));
    // The writer is not mailed about their own message.
    expect(await messageMailsTo(buyer)).toEqual([]);

    // The same run again, or two at once: nothing more.
    await Promise.all([
      sendMessageMails(new Date(start + 12 * MINUTE)),
      sendMessageMails(new Date(start + 12 * MINUTE)),
    ]);
    expect(await messageMailsTo(owner)).toHaveLength(1);
  });

  it("mails at most once an hour per conversation, and again only for a newer unread message", async () => {
    const { buyer, owner, conversationId } = await newConversation();
    await backdate(conversationId, { messagesBy: 11 });
    await sendMessageMails();
    expect(await messageMailsTo(owner)).toHaveLength(1);

    // A newer message, unread for 15 minutes, but the last mail was 30 minutes ago.
    const again = await sendMessage(buyer, { conversationId, body: "Vous avez vu mon message ?" });
    expect(again.ok).toBe(true);
    await backdate(conversationId, { messagesBy: 15, ownerMailedBy: 30 });
    await sendMessageMails();
    expect(await messageMailsTo(owner)).toHaveLength(1);

    // An hour after the last mail: the newest unread message is mailed.
    await backdate(conversationId, { messagesBy: 0, ownerMailedBy: 61 });
    await sendMessageMails();
    const mails = await messageMailsTo(owner);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("> Vous avez vu mon message ?");

    // Hours later, still unread but nothing new since the last mail: no mail.
    await backdate(conversationId, { messagesBy: 240, ownerMailedBy: 120 });
    await sendMessageMails();
    expect(await messageMailsTo(owner)).toHaveLength(2);
  });

  it("sends nothing for messages already read", async () => {
    const { owner, conversationId } = await newConversation();
    const read = await readConversation(owner, { conversationId });
    expect(read.ok).toBe(true);
    await backdate(conversationId, { messagesBy: 30 });
    await sendMessageMails();
    expect(await messageMailsTo(owner)).toEqual([]);
  });

  it("sends nothing to someone who blocked the writer", async () => {
    const { owner, conversationId } = await newConversation();
    const blocked = await blockInConversation(owner, { conversationId });
    expect(blocked.ok).toBe(true);
    await backdate(conversationId, { messagesBy: 11 });
    await sendMessageMails();
    expect(await messageMailsTo(owner)).toEqual([]);
  });

  it("mails the buyer too when the owner's answer waits", async () => {
    const { buyer, owner, conversationId } = await newConversation();
    await readConversation(owner, { conversationId });
    const answer = await sendMessage(owner, { conversationId, body: "Oui, visite possible." });
    expect(answer.ok).toBe(true);
    await backdate(conversationId, { messagesBy: 11 });
    await sendMessageMails();
    const mails = await messageMailsTo(buyer);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Nouveau message de Prénom ${owner.lastName} - Darna`,
    ]);
    expect(mails[0]?.text).toContain("> Oui, visite possible.");
    expect(await messageMailsTo(owner)).toEqual([]);
  });

  it("respects the profile's choice, on by default", async () => {
    const { owner, conversationId } = await newConversation();
    const before = await getMyProfile(owner);
    expect(before.ok && before.profile.messageEmails).toBe(true);

    await setMessageEmails(owner, false);
    const after = await getMyProfile(owner);
    expect(after.ok && after.profile.messageEmails).toBe(false);
    await backdate(conversationId, { messagesBy: 11 });
    await sendMessageMails();
    expect(await messageMailsTo(owner)).toEqual([]);

    // Turned back on: the message still waiting is mailed at the next run.
    await setMessageEmails(owner, true);
    await sendMessageMails();
    expect(await messageMailsTo(owner)).toHaveLength(1);
  });
});

async function messageEmailsOf(account: TSessionUser) {
  const profile = await getMyProfile(account);
  return profile.ok && profile.profile.messageEmails;
}

function unsubscribeArgs(url: string, init?: RequestInit) {
  return { request: new Request(url, init), params: {}, context: {} } as never;
}

describe("the unsubscribe link", () => {
  it("asks before changing anything, then turns the mails off without signing in", async () => {
    const account = await insertAccount();
    const url = messageMailsUnsubscribeUrl(account.id);
    expect(url).toMatch(/\/messages\/desabonnement\?jeton=/);

    const page = (await unsubscribeLoader(unsubscribeArgs(url))) as { data: unknown };
    expect(page.data).toEqual({
      state: "ready",
      email: account.email,
      token: messageMailsToken(account.id),
    });
    expect(await messageEmailsOf(account)).toBe(true);

    const body = new URLSearchParams({ jeton: messageMailsToken(account.id) });
    const done = (await unsubscribeAction(
      unsubscribeArgs(`${env().PUBLIC_URL}/messages/desabonnement`, { method: "POST", body }),
    )) as { data: unknown };
    expect(done.data).toEqual({ state: "done", email: account.email });
    expect(await messageEmailsOf(account)).toBe(false);

    // Opened again: it says the mails are already off.
    const reopened = (await unsubscribeLoader(unsubscribeArgs(url))) as { data: unknown };
    expect(reopened.data).toEqual({ state: "done", email: account.email });
  });

  it("answers a mail program's one-click POST (RFC 8058), the token in the address", async () => {
    const account = await insertAccount();
    const done = (await unsubscribeAction(
      unsubscribeArgs(messageMailsUnsubscribeUrl(account.id), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    )) as { data: unknown; init: ResponseInit | null };
    expect(done.data).toEqual({ state: "done", email: account.email });
    expect(done.init?.status).toBe(200);
    expect(await messageEmailsOf(account)).toBe(false);
  });

  it("refuses forged, foreign and other-purpose tokens, changing nothing", async () => {
    const [account, other] = [await insertAccount(), await insertAccount()];
    const token = messageMailsToken(account.id);
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const forged = [
      flipped,
      "",
      account.id,
      // Another account's signature under this account's id.
      `${account.id}.${messageMailsToken(other.id).split(".").at(-1)}`,
      // The same id signed for another purpose (an alert's unsubscribe link).
      `${account.id}.${signFor("alert-unsubscribe", account.id)}`,
    ];
    for (const candidate of forged) {
      const answer = await unsubscribeFromMessageMails(candidate);
      expect(answer).toMatchObject({
        ok: false,
        code: "invalid",
        message:
          "Ce lien de désabonnement n'est pas valide. Ouvrez votre profil pour choisir vos e-mails.",
      });
    }
    const page = (await unsubscribeLoader(
      unsubscribeArgs(
        `${env().PUBLIC_URL}/messages/desabonnement?jeton=${encodeURIComponent(flipped)}`,
      ),
    )) as { data: unknown; init: ResponseInit | null };
    expect(page.data).toMatchObject({ state: "refused" });
    expect(page.init?.status).toBe(400);
    expect(await messageEmailsOf(account)).toBe(true);
    expect(await messageEmailsOf(other)).toBe(true);
  });
});
