import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { failureJson } from "~/edge/failures.server";
import { eraseUser } from "~/features/account/erase-user.server";
import { reactivateUser, suspendUser } from "~/features/admin/account-status.server";
import { moderateListing } from "~/features/admin/admin-reports.server";
import { deleteListing } from "~/features/listings/delete-listing.server";
import type { TSessionUser } from "~/kernel/actor";
import { CONTROL_CHARACTERS_MESSAGE } from "~/lib/text";
import { getDb, queryRows } from "~/server/db/client.server";
import {
  adminAuditLog,
  conversationBlocks,
  conversationMessages,
  conversationReports,
  conversations,
  properties,
} from "~/server/db/schema";
import { insertAccount, insertProperty, insertService } from "../../../tests/fixtures/db-listings";
import { blockInConversation, unblockInConversation } from "./block-conversation.server";
import { composeListing } from "./compose.server";
import { countUnreadConversations, listConversations } from "./list-conversations.server";
import { readConversation } from "./read-conversation.server";
import { reportConversation } from "./report-conversation.server";
import { CONVERSATION_LIMITS, sendMessage, sendMessageAboutListing } from "./send-message.server";

/*
 * Conversations (issue 22) on the real database: who may read and write a conversation by its
 * id, one conversation per listing and buyer, blocks, reports and the administrators' journaled
 * reading, the limits, bad input (nothing stored), erased accounts and deleted listings.
 */

const FORGED_ID = "6f1c2b9e-1111-4222-8333-944455556666";

async function countRows() {
  const db = await getDb();
  const [row] = await queryRows<{ c: number; m: number }>(
    db,
    sql`select (select count(*) from conversations)::int as c, (select count(*) from conversation_messages)::int as m`,
  );
  return { conversations: Number(row?.c), messages: Number(row?.m) };
}

async function messagesOf(conversationId: string) {
  const db = await getDb();
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId));
}

/** A buyer's conversation with an owner about a new property, opened by one message. */
async function opened(
  buyer: TSessionUser,
  owner: TSessionUser,
  body = "Bonjour, toujours disponible ?",
) {
  const listingId = await insertProperty(owner.id, {
    photoUrls: ["/media/property_images/x/a.webp"],
  });
  const sent = await sendMessageAboutListing(buyer, { kind: "property", listingId, body });
  if (!sent.ok) throw new Error(sent.message);
  return { listingId, conversationId: sent.conversationId };
}

let buyer: TSessionUser;
let owner: TSessionUser;
let third: TSessionUser;
let admin: TSessionUser;
beforeAll(async () => {
  [buyer, owner, third, admin] = [
    await insertAccount(),
    await insertAccount(),
    await insertAccount(),
    await insertAccount("admin"),
  ];
});

describe("opening a conversation about a listing", () => {
  it("opens one conversation per listing and buyer, and reopens it when the buyer writes again", async () => {
    const listingId = await insertProperty(owner.id, { price: 320000 });
    const first = await sendMessageAboutListing(buyer, {
      kind: "property",
      listingId,
      body: "  Bonjour, le prix est-il négociable ?  ",
    });
    expect(first).toMatchObject({ ok: true, opened: true });
    const again = await sendMessageAboutListing(buyer, {
      kind: "property",
      listingId,
      body: "Je peux visiter samedi.",
    });
    expect(again).toMatchObject({ ok: true, opened: false });
    if (!first.ok || !again.ok) throw new Error("refusé");
    expect(again.conversationId).toBe(first.conversationId);
    const stored = await messagesOf(first.conversationId);
    expect(stored.map((row) => row.body).sort()).toEqual([
      "Bonjour, le prix est-il négociable ?",
      "Je peux visiter samedi.",
    ]);

    // Another buyer about the same listing has a conversation of their own.
    const other = await sendMessageAboutListing(third, {
      kind: "property",
      listingId,
      body: "Bonjour",
    });
    expect(other.ok && other.conversationId).not.toBe(first.conversationId);

    const inbox = await listConversations(owner, { page: 1 });
    if (!inbox.ok) throw new Error(inbox.message);
    const row = inbox.conversations.find((item) => item.id === first.conversationId);
    expect(row).toMatchObject({
      listing: { kind: "property", id: listingId, price: 320000, state: "on_offer" },
      otherName: `Prénom ${buyer.lastName}`,
      lastMessage: { body: "Je peux visiter samedi.", mine: false },
      unreadCount: 2,
    });
  });

  it("works for services too, without a price", async () => {
    const serviceId = await insertService(owner.id);
    const sent = await sendMessageAboutListing(buyer, {
      kind: "service",
      listingId: serviceId,
      body: "Êtes-vous disponible lundi ?",
    });
    expect(sent).toMatchObject({ ok: true, opened: true });
    const inbox = await listConversations(buyer);
    if (!inbox.ok || !sent.ok) throw new Error("refusé");
    expect(
      inbox.conversations.find((item) => item.id === sent.conversationId)?.listing,
    ).toMatchObject({
      kind: "service",
      price: null,
      state: "on_offer",
    });
  });

  it("refuses a visitor, the owner writing to himself, and unknown, hidden, expired or deleted listings", async () => {
    const listingId = await insertProperty(owner.id);
    const before = await countRows();
    expect(
      await sendMessageAboutListing(null, { kind: "property", listingId, body: "Bonjour" }),
    ).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(
      await sendMessageAboutListing(owner, { kind: "property", listingId, body: "Bonjour" }),
    ).toMatchObject({
      ok: false,
      code: "forbidden",
      message: "Vous ne pouvez pas vous envoyer un message à propos de votre propre annonce.",
    });
    for (const input of [
      { kind: "property", listingId: FORGED_ID, body: "Bonjour" },
      { kind: "service", listingId, body: "Bonjour" },
      { kind: "property", listingId: "../../etc/passwd", body: "Bonjour" },
      { kind: "property", listingId: `${listingId}' or 1=1`, body: "Bonjour" },
      { kind: "voiture", listingId, body: "Bonjour" },
      { kind: "property", body: "Bonjour" },
    ]) {
      expect(await sendMessageAboutListing(buyer, input)).toMatchObject({
        ok: false,
        code: "not_found",
        message: "Cette annonce n'existe pas ou n'est plus disponible.",
      });
    }

    const expired = await insertProperty(owner.id, { expiresAt: new Date(Date.now() - 1000) });
    expect(
      await sendMessageAboutListing(buyer, {
        kind: "property",
        listingId: expired,
        body: "Bonjour",
      }),
    ).toMatchObject({ ok: false, code: "not_found" });

    const hidden = await insertProperty(owner.id);
    expect(
      await moderateListing(admin, "hide", { kind: "property", id: hidden, reason: "Arnaque" }),
    ).toMatchObject({ ok: true });
    expect(
      await sendMessageAboutListing(buyer, {
        kind: "property",
        listingId: hidden,
        body: "Bonjour",
      }),
    ).toMatchObject({ ok: false, code: "not_found" });

    const deleted = await insertProperty(owner.id);
    expect(await deleteListing(owner, "property", deleted)).toMatchObject({ ok: true });
    expect(
      await sendMessageAboutListing(buyer, {
        kind: "property",
        listingId: deleted,
        body: "Bonjour",
      }),
    ).toMatchObject({ ok: false, code: "not_found" });
    expect(await countRows()).toEqual(before);
  });
});

describe("bad input", () => {
  it("refuses empty, blank, too long and control-character messages with French messages, storing nothing", async () => {
    const { listingId, conversationId } = await opened(buyer, owner);
    const before = await countRows();
    const cases: [unknown, string][] = [
      ["", "Le message ne peut pas être vide."],
      ["   \n\t  ", "Le message ne peut pas être vide."],
      [undefined, "Le message ne peut pas être vide."],
      [42, "Le message ne peut pas être vide."],
      ["x".repeat(2001), "Le message ne peut pas dépasser 2000 caractères."],
      ["Bonjour\u0000", CONTROL_CHARACTERS_MESSAGE],
      ["Bonjour \u001b[31mrouge", CONTROL_CHARACTERS_MESSAGE],
    ];
    for (const [body, message] of cases) {
      expect(await sendMessage(buyer, { conversationId, body })).toMatchObject({
        ok: false,
        code: "invalid",
        fieldErrors: { body: message },
      });
      expect(
        await sendMessageAboutListing(buyer, { kind: "property", listingId, body }),
      ).toMatchObject({ ok: false, code: "invalid", fieldErrors: { body: message } });
    }
    expect(await countRows()).toEqual(before);

    // 2000 characters and line breaks are fine; HTML is kept as the plain text it is.
    const longest = await sendMessage(buyer, { conversationId, body: "é".repeat(2000) });
    expect(longest).toMatchObject({ ok: true });
    const html = '<script>alert("x")</script><b>gras</b>\nligne 2';
    expect(await sendMessage(buyer, { conversationId, body: html })).toMatchObject({ ok: true });
    const stored = await messagesOf(conversationId);
    expect(stored.map((row) => row.body)).toContain(html);
  });

  it("answers not_found for forged, unknown and malformed conversation ids", async () => {
    const before = await countRows();
    for (const conversationId of [FORGED_ID, "123", "x' or '1'='1", "", null, { id: 1 }]) {
      for (const call of [
        () => sendMessage(buyer, { conversationId, body: "Bonjour" }),
        () => readConversation(buyer, { conversationId }),
        () => blockInConversation(buyer, { conversationId }),
        () => reportConversation(buyer, { conversationId, reason: "scam" }),
      ]) {
        expect(await call()).toMatchObject({
          ok: false,
          code: "not_found",
          message: "Cette conversation n'existe pas.",
        });
      }
    }
    expect(await countRows()).toEqual(before);
  });
});

describe("the permission matrix", () => {
  it("lets only the two parties read and write; a third user, a visitor and an administrator cannot, until a report for the administrator", async () => {
    const { conversationId } = await opened(buyer, owner);

    // The parties.
    expect(await readConversation(buyer, { conversationId })).toMatchObject({ ok: true });
    expect(await readConversation(owner, { conversationId })).toMatchObject({ ok: true });
    expect(await sendMessage(owner, { conversationId, body: "Oui, disponible." })).toMatchObject({
      ok: true,
    });
    expect(await sendMessage(buyer, { conversationId, body: "Merci !" })).toMatchObject({
      ok: true,
    });
    const count = (await messagesOf(conversationId)).length;

    // Everyone else, before a report.
    const refusals = [
      [null, "unauthenticated", "unauthenticated"],
      [third, "not_found", "not_found"],
      [admin, "forbidden", "not_found"],
    ] as const;
    for (const [actor, readCode, writeCode] of refusals) {
      expect(await readConversation(actor, { conversationId })).toMatchObject({
        ok: false,
        code: readCode,
      });
      expect(await sendMessage(actor, { conversationId, body: "Intrus" })).toMatchObject({
        ok: false,
        code: writeCode,
      });
      expect(await blockInConversation(actor, { conversationId })).toMatchObject({ ok: false });
      expect(await reportConversation(actor, { conversationId, reason: "spam" })).toMatchObject({
        ok: false,
      });
    }
    expect(await readConversation(admin, { conversationId })).toMatchObject({
      message: "Les administrateurs ne lisent une conversation que lorsqu'elle a été signalée.",
    });
    expect(await messagesOf(conversationId)).toHaveLength(count);
    const db = await getDb();
    const journal = () =>
      db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, conversationId));
    expect(await journal()).toHaveLength(0);

    // After the buyer reports it, the administrator reads it (journaled), still cannot write, and
    // marks nothing read; the third user still cannot.
    expect(
      await reportConversation(buyer, {
        conversationId,
        reason: "scam",
        details: "Acompte demandé",
      }),
    ).toMatchObject({ ok: true });
    expect(await reportConversation(buyer, { conversationId, reason: "spam" })).toMatchObject({
      ok: false,
      code: "conflict",
    });
    const read = await readConversation(admin, { conversationId });
    expect(read).toMatchObject({
      ok: true,
      conversation: {
        moderatorReading: true,
        buyerName: `Prénom ${buyer.lastName}`,
        ownerName: `Prénom ${owner.lastName}`,
      },
    });
    if (!read.ok) throw new Error(read.message);
    expect(read.messages.every((message) => !message.mine)).toBe(true);
    expect(await journal()).toMatchObject([
      {
        actorId: admin.id,
        action: "conversation_read",
        targetType: "conversation",
        outcome: "success",
      },
    ]);
    expect(await sendMessage(admin, { conversationId, body: "Modération" })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await readConversation(third, { conversationId })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await countUnreadConversations(owner)).toMatchObject({ ok: true });
    const unreadOfOwner = (await messagesOf(conversationId)).filter(
      (row) => row.senderId === buyer.id && row.readAt == null,
    );
    expect(unreadOfOwner).toHaveLength(1);

    // A closed report no longer opens it to administrators.
    await db
      .update(conversationReports)
      .set({ status: "closed" })
      .where(eq(conversationReports.conversationId, conversationId));
    expect(await readConversation(admin, { conversationId })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect(await journal()).toHaveLength(1);
  });
});

describe("blocking", () => {
  it("stops the blocked person writing, here and about other listings, and unblocking restores it", async () => {
    const { conversationId } = await opened(buyer, owner);
    expect(await blockInConversation(owner, { conversationId })).toMatchObject({
      ok: true,
      blocked: true,
    });
    const before = await countRows();
    expect(await sendMessage(buyer, { conversationId, body: "Vous êtes là ?" })).toMatchObject({
      ok: false,
      code: "forbidden",
      message: "Vous ne pouvez plus écrire à cette personne.",
    });
    const otherListing = await insertProperty(owner.id);
    expect(
      await sendMessageAboutListing(buyer, {
        kind: "property",
        listingId: otherListing,
        body: "Et celle-ci ?",
      }),
    ).toMatchObject({ ok: false, code: "forbidden" });
    // The blocker cannot write either while the block lasts.
    expect(await sendMessage(owner, { conversationId, body: "Dernier mot" })).toMatchObject({
      ok: false,
      code: "forbidden",
      message: "Vous avez bloqué cette personne : débloquez-la pour lui écrire.",
    });
    expect(await countRows()).toEqual(before);
    // Both still read the conversation, and see the block.
    expect(await readConversation(owner, { conversationId })).toMatchObject({
      ok: true,
      conversation: { blockedByMe: true, blockedMe: false },
    });
    expect(await readConversation(buyer, { conversationId })).toMatchObject({
      ok: true,
      conversation: { blockedByMe: false, blockedMe: true },
    });
    // Only the blocker lifts their block.
    expect(await unblockInConversation(buyer, { conversationId })).toMatchObject({ ok: true });
    expect(await sendMessage(buyer, { conversationId, body: "Encore moi" })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect(await unblockInConversation(owner, { conversationId })).toMatchObject({
      ok: true,
      blocked: false,
    });
    expect(await sendMessage(buyer, { conversationId, body: "Merci" })).toMatchObject({ ok: true });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(conversationBlocks)
        .where(
          and(
            eq(conversationBlocks.blockerId, owner.id),
            eq(conversationBlocks.blockedId, buyer.id),
          ),
        ),
    ).toHaveLength(0);
  });
});

describe("limits", () => {
  it("allows 20 new conversations a day per account, then says when to try again; writing again in one is not new", async () => {
    const sender = await insertAccount();
    const ids = [];
    for (let index = 0; index < CONVERSATION_LIMITS.newConversations.max + 1; index += 1) {
      ids.push(await insertProperty(owner.id));
    }
    for (const listingId of ids.slice(0, 20)) {
      expect(
        await sendMessageAboutListing(sender, { kind: "property", listingId, body: "Bonjour" }),
      ).toMatchObject({ ok: true, opened: true });
    }
    const before = await countRows();
    const refused = await sendMessageAboutListing(sender, {
      kind: "property",
      listingId: ids[20],
      body: "Bonjour",
    });
    expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
    if (refused.ok) throw new Error("accepté");
    expect(refused.message).toMatch(
      /^Vous avez ouvert 20 conversations en 24 heures, le maximum\. Veuillez réessayer dans (23 heures et \d+ minutes|24 heures)\.$/,
    );
    expect(refused.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(await countRows()).toEqual(before);
    // An existing conversation still takes messages.
    expect(
      await sendMessageAboutListing(sender, {
        kind: "property",
        listingId: ids[0],
        body: "Relance",
      }),
    ).toMatchObject({ ok: true, opened: false });
  });

  it("allows 60 messages an hour per account, whatever the conversation", async () => {
    const sender = await insertAccount();
    const first = await opened(sender, owner);
    const second = await opened(sender, third);
    for (let index = 1; index <= CONVERSATION_LIMITS.messages.max - 2; index += 1) {
      const { conversationId } = index % 2 ? first : second;
      const sent = await sendMessage(sender, { conversationId, body: `Message ${index}` });
      expect(sent.ok, `message ${index}`).toBe(true);
    }
    // 2 opening messages + 58 = 60: the next one is refused, with the delay in French.
    const refused = await sendMessage(sender, {
      conversationId: first.conversationId,
      body: "Encore",
    });
    expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
    if (refused.ok) throw new Error("accepté");
    expect(refused.message).toMatch(
      /^Vous avez envoyé 60 messages dans l'heure, le maximum\. Veuillez réessayer dans (\d+ minutes?|1 heure)\.$/,
    );
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    // At the edge: 429 with Retry-After.
    const answer = failureJson(refused);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("Retry-After"))).toBe(refused.retryAfterSeconds);
    // The other side is not limited by the sender's count.
    expect(
      await sendMessage(owner, { conversationId: first.conversationId, body: "Répondu" }),
    ).toMatchObject({ ok: true });
    const mine = (await messagesOf(first.conversationId)).concat(
      await messagesOf(second.conversationId),
    );
    expect(mine.filter((row) => row.senderId === sender.id)).toHaveLength(60);
  });
});

describe("reading, unread counts and 'Lu'", () => {
  it("counts unread conversations, marks them read when opened, and shows 'Envoyé' then 'Lu'", async () => {
    const reader = await insertAccount();
    const seller = await insertAccount();
    const one = await opened(reader, seller, "Premier");
    const two = await opened(reader, seller, "Second");
    expect(
      await sendMessage(reader, { conversationId: one.conversationId, body: "Relance" }),
    ).toMatchObject({ ok: true });

    expect(await countUnreadConversations(seller)).toEqual({ ok: true, count: 2 });
    expect(await countUnreadConversations(reader)).toEqual({ ok: true, count: 0 });
    const buyerView = await readConversation(reader, { conversationId: one.conversationId });
    if (!buyerView.ok) throw new Error(buyerView.message);
    expect(
      buyerView.messages.map((message) => [message.body, message.mine, message.receipt]),
    ).toEqual([
      ["Relance", true, "Envoyé"],
      ["Premier", true, null],
    ]);

    const sellerView = await readConversation(seller, { conversationId: one.conversationId });
    if (!sellerView.ok) throw new Error(sellerView.message);
    expect(sellerView.messages.every((message) => !message.mine && message.receipt === null)).toBe(
      true,
    );
    expect(sellerView.messages[0]?.senderName).toBe(`Prénom ${reader.lastName}`);
    expect(await countUnreadConversations(seller)).toEqual({ ok: true, count: 1 });
    const inbox = await listConversations(seller);
    if (!inbox.ok) throw new Error(inbox.message);
    expect(inbox.conversations.map((item) => [item.id, item.unreadCount])).toEqual([
      [one.conversationId, 0],
      [two.conversationId, 1],
    ]);

    const again = await readConversation(reader, { conversationId: one.conversationId });
    expect(again.ok && again.messages[0]?.receipt).toBe("Lu");
    // A reply makes the buyer's own newest message none of theirs, and their badge one.
    expect(
      await sendMessage(seller, { conversationId: one.conversationId, body: "Bonjour !" }),
    ).toMatchObject({ ok: true });
    expect(await countUnreadConversations(reader)).toEqual({ ok: true, count: 1 });
    const inboxOfReader = await listConversations(reader);
    expect(inboxOfReader.ok && inboxOfReader.conversations[0]).toMatchObject({
      id: one.conversationId,
      lastMessage: { body: "Bonjour !", mine: false },
      unreadCount: 1,
    });
  });

  it("pages messages 30 at a time, newest first, with a cursor for older ones", async () => {
    const reader = await insertAccount();
    const { conversationId } = await opened(reader, owner, "Message 0");
    const db = await getDb();
    // Written straight in, a second apart, so the limits stay out of it.
    await db.insert(conversationMessages).values(
      Array.from({ length: 34 }, (_, index) => ({
        conversationId,
        senderId: index % 2 ? owner.id : reader.id,
        body: `Message ${index + 1}`,
        createdAt: new Date(Date.now() + (index + 1) * 1000),
      })),
    );
    const first = await readConversation(reader, { conversationId });
    if (!first.ok) throw new Error(first.message);
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0]?.body).toBe("Message 34");
    expect(first.messages[29]?.body).toBe("Message 5");
    expect(first.olderCursor).toBe(first.messages[29]?.id);
    const older = await readConversation(reader, { conversationId, before: first.olderCursor });
    if (!older.ok) throw new Error(older.message);
    expect(older.messages.map((message) => message.body)).toEqual([
      "Message 4",
      "Message 3",
      "Message 2",
      "Message 1",
      "Message 0",
    ]);
    expect(older.olderCursor).toBeNull();
    // Exactly one page: no older page offered.
    const exact = await opened(reader, owner, "Seul");
    await db.insert(conversationMessages).values(
      Array.from({ length: 29 }, (_, index) => ({
        conversationId: exact.conversationId,
        senderId: reader.id,
        body: `Suite ${index}`,
        createdAt: new Date(Date.now() + (index + 1) * 1000),
      })),
    );
    const whole = await readConversation(reader, { conversationId: exact.conversationId });
    expect(whole.ok && [whole.messages.length, whole.olderCursor]).toEqual([30, null]);
    // A cursor from another conversation names nothing here.
    const other = await opened(reader, third);
    const [foreign] = await messagesOf(other.conversationId);
    expect(await readConversation(reader, { conversationId, before: foreign?.id })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    const inbox = await listConversations(reader, { page: 2 });
    expect(inbox).toMatchObject({ ok: true, conversations: [] });
    expect(await listConversations(reader, { page: "abc" })).toMatchObject({
      ok: false,
      code: "not_found",
    });
  });

  it("shows the inbox 20 a page, newest first", async () => {
    const reader = await insertAccount();
    const db = await getDb();
    const ids = [];
    for (let index = 0; index < 21; index += 1) {
      const listingId = await insertProperty(owner.id);
      const [row] = await db
        .insert(conversations)
        .values({
          listingKind: "property",
          listingId,
          listingTitle: `Annonce ${index}`,
          buyerId: reader.id,
          ownerId: owner.id,
          lastMessageAt: new Date(Date.now() - (21 - index) * 60_000),
        })
        .returning({ id: conversations.id });
      ids.push(row?.id);
    }
    const first = await listConversations(reader, { page: 1 });
    const second = await listConversations(reader, { page: 2 });
    if (!first.ok || !second.ok) throw new Error("refusé");
    expect(first).toMatchObject({ total: 21, pageCount: 2 });
    expect(first.conversations).toHaveLength(20);
    expect(first.conversations[0]?.listing.title).toBe("Annonce 20");
    expect(second.conversations.map((item) => item.id)).toEqual([ids[0]]);
    expect(await listConversations(null)).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await countUnreadConversations(null)).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
  });
});

describe("erased accounts and deleted listings", () => {
  it("removes an erased account's messages; the other side keeps the conversation with 'Compte supprimé'", async () => {
    const leaving = await insertAccount();
    const seller = await insertAccount();
    const { conversationId } = await opened(leaving, seller, "Message du partant");
    expect(await sendMessage(seller, { conversationId, body: "Réponse du vendeur" })).toMatchObject(
      { ok: true },
    );
    expect(await eraseUser(leaving.id)).toBe(true);

    const bodies = (await messagesOf(conversationId)).map((row) => row.body);
    expect(bodies).toEqual(["Réponse du vendeur"]);
    const view = await readConversation(seller, { conversationId });
    expect(view).toMatchObject({
      ok: true,
      conversation: { otherName: "Compte supprimé", otherGone: true, buyerName: "Compte supprimé" },
    });
    const inbox = await listConversations(seller);
    expect(inbox.ok && inbox.conversations[0]).toMatchObject({
      id: conversationId,
      otherName: "Compte supprimé",
    });
    expect(await sendMessage(seller, { conversationId, body: "Vous êtes là ?" })).toMatchObject({
      ok: false,
      code: "conflict",
      message: "Cette personne a supprimé son compte : vous ne pouvez plus lui écrire.",
    });

    // Once the second party goes too, nothing is left of it.
    expect(await eraseUser(seller.id)).toBe(true);
    const db = await getDb();
    expect(
      await db.select().from(conversations).where(eq(conversations.id, conversationId)),
    ).toHaveLength(0);
  });

  it("keeps a deleted, hidden or expired listing's conversation readable with its state", async () => {
    const reader = await insertAccount();
    const { listingId, conversationId } = await opened(reader, owner);
    const db = await getDb();
    const [listing] = await db.select().from(properties).where(eq(properties.id, listingId));

    await db
      .update(properties)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(properties.id, listingId));
    expect(await readConversation(reader, { conversationId })).toMatchObject({
      conversation: { listing: { state: "expired" } },
    });
    expect(
      await moderateListing(admin, "hide", { kind: "property", id: listingId, reason: "Doublon" }),
    ).toMatchObject({ ok: true });
    expect(await readConversation(reader, { conversationId })).toMatchObject({
      conversation: { listing: { state: "hidden" } },
    });

    expect(await deleteListing(owner, "property", listingId)).toMatchObject({ ok: true });
    const view = await readConversation(reader, { conversationId });
    expect(view).toMatchObject({
      ok: true,
      conversation: {
        listing: { state: "deleted", title: listing?.title, price: listing?.price },
      },
    });
    const inbox = await listConversations(owner);
    expect(
      inbox.ok && inbox.conversations.find((item) => item.id === conversationId)?.listing.state,
    ).toBe("deleted");
    // The parties still talk; a new conversation about it is refused (see above).
    expect(
      await sendMessage(owner, { conversationId, body: "Elle est vendue, désolé." }),
    ).toMatchObject({ ok: true });
  });
});

describe("suspended accounts", () => {
  it("refuses a new conversation about a suspended account's listing as about a hidden one, and keeps its conversations readable but closed to new messages until the reactivation", async () => {
    const seller = await insertAccount();
    const reader = await insertAccount();
    const { listingId, conversationId } = await opened(reader, seller);
    expect(
      await suspendUser(admin, { userId: seller.id, reason: "Annonces frauduleuses" }),
    ).toMatchObject({ ok: true });
    const before = await countRows();

    // /messages/nouveau?annonce=… has nothing to show, and nobody may open a conversation.
    expect(await composeListing("property", listingId)).toBeNull();
    for (const who of [third, reader]) {
      expect(
        await sendMessageAboutListing(who, { kind: "property", listingId, body: "Bonjour" }),
      ).toMatchObject({
        ok: false,
        code: "not_found",
        message: "Cette annonce n'existe pas ou n'est plus disponible.",
      });
    }

    // The conversation stays readable, says why nobody writes in it, and refuses a message.
    const view = await readConversation(reader, { conversationId });
    expect(view).toMatchObject({
      ok: true,
      conversation: { otherSuspended: true, listing: { state: "hidden" } },
    });
    expect(view.ok && view.messages.map((message) => message.body)).toEqual([
      "Bonjour, toujours disponible ?",
    ]);
    const refused = await sendMessage(reader, { conversationId, body: "Vous êtes là ?" });
    expect(refused).toMatchObject({
      ok: false,
      code: "forbidden",
      message: "Ce compte est suspendu : vous ne pouvez pas lui écrire pour le moment.",
    });
    expect(refused.ok ? null : failureJson(refused).status).toBe(403);
    expect(await countRows()).toEqual(before);

    expect(
      await reactivateUser(admin, { userId: seller.id, reason: "Vérification faite" }),
    ).toMatchObject({ ok: true });
    expect(await readConversation(reader, { conversationId })).toMatchObject({
      conversation: { otherSuspended: false, listing: { state: "on_offer" } },
    });
    expect(await sendMessage(reader, { conversationId, body: "Vous êtes là ?" })).toMatchObject({
      ok: true,
    });
    expect(await composeListing("property", listingId)).toMatchObject({ id: listingId });
  });
});
