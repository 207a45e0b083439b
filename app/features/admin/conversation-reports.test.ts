import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readConversation } from "~/features/conversations/read-conversation.server";
import { reportConversation } from "~/features/conversations/report-conversation.server";
import { sendMessageAboutListing } from "~/features/conversations/send-message.server";
import { getDb } from "~/server/db/client.server";
import { adminAuditLog, conversationReports, conversations } from "~/server/db/schema";
import { insertAccount, insertProperty } from "../../../tests/fixtures/db-listings";
import {
  dismissConversationReports,
  listConversationReportQueue,
} from "./conversation-reports.server";

/* Reported conversations in the 'Signalements' tab (decision 0028). */

async function conversationOf(title: string) {
  const [buyer, owner] = [await insertAccount(), await insertAccount()];
  const listingId = await insertProperty(owner.id, { title });
  const sent = await sendMessageAboutListing(buyer, {
    kind: "property",
    listingId,
    body: "Envoyez-moi un acompte par mandat.",
  });
  if (!sent.ok) throw new Error(sent.message);
  return { buyer, owner, conversationId: sent.conversationId };
}

describe("reported conversations for administrators", () => {
  it("lists conversations with open reports, most reported first, and closes them with a journal line", async () => {
    const admin = await insertAccount("admin");
    const once = await conversationOf("Studio signalé une fois");
    const twice = await conversationOf("Villa signalée deux fois");
    const quiet = await conversationOf("Sans signalement");
    expect(
      await reportConversation(once.owner, { conversationId: once.conversationId, reason: "spam" }),
    ).toMatchObject({ ok: true });
    for (const party of [twice.owner, twice.buyer]) {
      expect(
        await reportConversation(party, {
          conversationId: twice.conversationId,
          reason: "scam",
          details: "Demande d'acompte",
        }),
      ).toMatchObject({ ok: true });
    }

    const queue = await listConversationReportQueue(admin);
    if (!queue.ok) throw new Error(queue.message);
    expect(queue.page.rows.map((row) => [row.listingTitle, row.openReports])).toEqual([
      ["Villa signalée deux fois", 2],
      ["Studio signalé une fois", 1],
    ]);
    // Both parties named, and each reporter with the side they are on, oldest report first.
    expect(queue.page.rows[0]).toMatchObject({
      buyerName: `Prénom ${twice.buyer.lastName}`,
      ownerName: `Prénom ${twice.owner.lastName}`,
    });
    expect(queue.page.rows[0]?.reports).toMatchObject([
      {
        reason: "scam",
        details: "Demande d'acompte",
        reporterName: `Prénom ${twice.owner.lastName}`,
        reporterSide: "owner",
        reporterEmail: twice.owner.email,
      },
      { reporterSide: "buyer", reporterEmail: twice.buyer.email },
    ]);
    expect(queue.page.rows.some((row) => row.conversationId === quiet.conversationId)).toBe(false);

    for (const actor of [null, once.owner]) {
      expect(await listConversationReportQueue(actor)).toMatchObject({ ok: false });
      expect(
        await dismissConversationReports(actor, { conversationId: once.conversationId }),
      ).toMatchObject({ ok: false });
    }
    // The thread opens to the administrator while reported, and no longer once dismissed.
    expect(await readConversation(admin, { conversationId: once.conversationId })).toMatchObject({
      ok: true,
    });
    expect(
      await dismissConversationReports(admin, { conversationId: once.conversationId }),
    ).toEqual({ ok: true, closed: 1 });
    expect(await readConversation(admin, { conversationId: once.conversationId })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect(
      await dismissConversationReports(admin, { conversationId: once.conversationId }),
    ).toMatchObject({ ok: false, code: "not_found" });
    const after = await listConversationReportQueue(admin);
    expect(after.ok && after.page.rows.map((row) => row.conversationId)).toEqual([
      twice.conversationId,
    ]);

    const db = await getDb();
    const journal = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, once.conversationId));
    expect(journal.map((line) => [line.action, line.outcome, line.actorId]).sort()).toEqual(
      [
        ["conversation_read", "success", admin.id],
        ["reports_dismissed", "refused", once.owner.id],
        ["reports_dismissed", "success", admin.id],
      ].sort(),
    );
    // The dismissal names the conversation by its listing, as the reading does.
    expect(
      journal.find((line) => line.action === "reports_dismissed" && line.outcome === "success")
        ?.targetLabel,
    ).toBe("Studio signalé une fois");
  });

  it("pages the queue 50 at a time and finds a conversation by its listing's title", async () => {
    const admin = await insertAccount("admin");
    const word = `pagination${Date.now()}`;
    const [buyer, owner] = [await insertAccount(), await insertAccount()];
    const db = await getDb();
    // Straight into the tables: 51 conversations through the send limit would take a day.
    const created = await db
      .insert(conversations)
      .values(
        Array.from({ length: 51 }, (_, index) => ({
          listingKind: "property" as const,
          listingId: crypto.randomUUID(),
          listingTitle: `Maison ${word} ${index}`,
          buyerId: buyer.id,
          ownerId: owner.id,
        })),
      )
      .returning({ id: conversations.id });
    await db.insert(conversationReports).values(
      created.map((row, index) => ({
        conversationId: row.id,
        reporterId: buyer.id,
        reason: "spam" as const,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );

    const first = await listConversationReportQueue(admin, { page: 1, q: word.toUpperCase() });
    const second = await listConversationReportQueue(admin, { page: 2, q: word });
    if (!first.ok || !second.ok) throw new Error("refusé");
    expect([first.page.total, first.page.pageCount, first.page.rows.length]).toEqual([51, 2, 50]);
    // The one waiting longest comes first; the last page holds the newest.
    expect(first.page.rows[0]?.listingTitle).toBe(`Maison ${word} 0`);
    expect(second.page.rows.map((row) => row.listingTitle)).toEqual([`Maison ${word} 50`]);
    const none = await listConversationReportQueue(admin, { page: 1, q: `${word}x` });
    expect(none.ok && none.page).toMatchObject({ total: 0, rows: [] });
  });
});
