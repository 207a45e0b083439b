import { describe, expect, it } from "vitest";
import { sendMessageAboutListing } from "~/features/conversations/send-message.server";
import { getDb } from "~/server/db/client.server";
import { notifications } from "~/server/db/schema";
import { insertAccount, insertProperty, insertService } from "../../tests/fixtures/db-listings";
import { unreadCounts } from "./unread-counts.server";

/*
 * The header's two badges, asked in one statement on the real database: each counts only what
 * is its reader's and unread, and a visitor has none.
 */

describe("unreadCounts", () => {
  it("counts a person's unread notifications and conversations, nobody else's", async () => {
    const [reader, other, sender] = [
      await insertAccount(),
      await insertAccount(),
      await insertAccount(),
    ];
    const serviceId = await insertService(sender.id);
    const db = await getDb();
    await db.insert(notifications).values([
      { recipientId: reader.id, senderId: sender.id, serviceId, read: false },
      { recipientId: reader.id, senderId: sender.id, serviceId, read: false },
      { recipientId: reader.id, senderId: sender.id, serviceId, read: true },
      { recipientId: other.id, senderId: sender.id, serviceId, read: false },
    ]);
    // Two buyers write about two of the reader's listings; the reader's own message is not unread.
    for (const buyer of [sender, other]) {
      const listingId = await insertProperty(reader.id);
      const sent = await sendMessageAboutListing(buyer, {
        kind: "property",
        listingId,
        body: "Bonjour, toujours disponible ?",
      });
      expect(sent.ok).toBe(true);
    }

    const before = Date.now();
    const counts = await unreadCounts(reader);
    expect(counts.unreadNotifications.unreadCount).toBe(2);
    expect(counts.unreadConversations).toBe(2);
    // Stamped by the database's clock when it counted (the bell keeps the latest count).
    expect(counts.unreadNotifications.unreadAsOf).toBeGreaterThan(before - 60_000);

    const ofOther = await unreadCounts(other);
    expect(ofOther.unreadNotifications.unreadCount).toBe(1);
    expect(ofOther.unreadConversations).toBe(0);
    expect(await unreadCounts(sender)).toMatchObject({
      unreadNotifications: { unreadCount: 0 },
      unreadConversations: 0,
    });
  });

  it("gives a visitor no badge", async () => {
    expect(await unreadCounts(null)).toEqual({
      unreadNotifications: { unreadCount: 0, unreadAsOf: 0 },
      unreadConversations: 0,
    });
  });
});
