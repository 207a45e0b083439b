import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addComment } from "~/features/comments/add-comment.server";
import type { TSessionUser } from "~/kernel/actor";
import { pageText } from "~/lib/i18n/catalogues.server";
import { moderationNoticeTextFor } from "~/lib/moderation-notice";
import { priceDropText } from "~/lib/price-drop";
import { getDb } from "~/server/db/client.server";
import { notifications, profiles, services, user } from "~/server/db/schema";
import { stopRealtime } from "~/server/realtime/relay.server";
import {
  countUnreadNotifications,
  listNotifications,
  NOTIFICATION_LIST_LIMIT,
} from "./list-notifications.server";
import { markNotificationsRead } from "./mark-notifications-read.server";
import {
  describeNotification,
  newCommentText,
  notificationToastTitle,
  type TNotification,
  unreadBadgeText,
} from "./notification-view";

async function insertAccount(
  id: string,
  firstName: string,
  lastName: string,
  avatarUrl: string | null = null,
): Promise<TSessionUser> {
  const db = await getDb();
  const email = `${id}@exemple.tn`;
  await db.insert(user).values({ id, name: id, email });
  await db.insert(profiles).values({ id, email, firstName, lastName, avatarUrl });
  return { id, email, firstName, lastName, avatarUrl, role: "user" };
}

async function insertService(userId: string, name: string) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({
      userId,
      name,
      profession: "Plombier",
      description: "Dépannage 7j/7.",
      location: "tunis",
      phone: "71 000 000",
      whatsapp: "98 000 000",
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

/** A notification written directly, at a chosen time, to check the order of the list. */
async function insertNotification(
  recipientId: string,
  senderId: string,
  serviceId: string,
  createdAt: Date,
  read = false,
) {
  const db = await getDb();
  const [row] = await db
    .insert(notifications)
    .values({ recipientId, senderId, serviceId, createdAt, read })
    .returning({ id: notifications.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

/** The stored read flags of a user's notifications, by id. */
async function readFlags(recipientId: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: notifications.id, read: notifications.read })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId));
  return Object.fromEntries(rows.map((row) => [row.id, row.read]));
}

let amel: TSessionUser;
let bilel: TSessionUser;
let sami: TSessionUser;
let amelService = "";
let bilelService = "";

beforeAll(async () => {
  amel = await insertAccount("amel", "Amel", "Ben Salah");
  bilel = await insertAccount("bilel", "Bilel", "Trabelsi");
  sami = await insertAccount("sami", "Sami", "Jaziri", "/media/avatars/sami/photo.webp");
  amelService = await insertService(amel.id, "Plomberie Ben Salah");
  bilelService = await insertService(bilel.id, "Électricité Trabelsi");
});
afterAll(() => stopRealtime());

describe("notifications", () => {
  it("lists a user's own notifications only, newest first, with sender and service", async () => {
    const older = await insertNotification(
      amel.id,
      bilel.id,
      amelService,
      new Date("2026-01-10T09:00:00Z"),
      true,
    );
    await insertNotification(bilel.id, sami.id, bilelService, new Date("2026-01-11T09:00:00Z"));
    // A real comment by someone else notifies the service's owner.
    expect(
      await addComment(sami, { serviceId: amelService, content: "Très bon travail" }),
    ).toMatchObject({
      ok: true,
    });

    const listed = await listNotifications(amel);
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.unreadCount).toBe(1);
    expect(listed.notifications).toHaveLength(2);
    const [newest, oldest] = listed.notifications;
    expect(newest).toMatchObject({
      type: "new_comment",
      read: false,
      serviceId: amelService,
      serviceName: "Plomberie Ben Salah",
      sender: {
        id: sami.id,
        firstName: "Sami",
        lastName: "Jaziri",
        avatarUrl: "/media/avatars/sami/photo.webp",
      },
    });
    expect(oldest).toEqual({
      id: older,
      type: "new_comment",
      read: true,
      serviceId: amelService,
      serviceName: "Plomberie Ben Salah",
      sender: { id: bilel.id, firstName: "Bilel", lastName: "Trabelsi", avatarUrl: null },
      createdAt: "2026-01-10T09:00:00.000Z",
    });
    if (!newest) throw new Error("aucune notification");
    expect(newCommentText(newest)).toBe(
      "Sami Jaziri a commenté votre service « Plomberie Ben Salah »",
    );
    // An Arabic page's bell says it in Arabic; the names stay as written.
    const arabic = pageText("ar").translate;
    expect(newCommentText(newest, arabic)).toBe("Sami Jaziri علّق على خدمتكم «Plomberie Ben Salah»");
    expect(notificationToastTitle(newest, arabic)).toBe("تعليق جديد");

    // Bilel's list holds only the notification addressed to him.
    const his = await listNotifications(bilel);
    expect(his.ok && his.notifications.map((item) => item.serviceName)).toEqual([
      "Électricité Trabelsi",
    ]);
    expect(await countUnreadNotifications(bilel)).toBe(1);
    expect(await countUnreadNotifications(sami)).toBe(0);
  });

  it("marks one read by id and recipient; someone else's stays as it was", async () => {
    const mine = await insertNotification(sami.id, amel.id, amelService, new Date());
    const theirs = await insertNotification(bilel.id, amel.id, bilelService, new Date());
    const before = await readFlags(bilel.id);

    expect(await markNotificationsRead(sami, { intent: "mark-read", id: theirs })).toEqual({
      ok: false,
      code: "not_found",
      message: "Cette notification n'existe pas ou a été supprimée.",
    });
    expect(await readFlags(bilel.id)).toEqual(before);
    expect((await readFlags(sami.id))[mine]).toBe(false);

    expect(await markNotificationsRead(sami, { intent: "mark-read", id: mine })).toEqual({
      ok: true,
      unreadCount: 0,
      unreadAsOf: expect.any(Number),
    });
    expect((await readFlags(sami.id))[mine]).toBe(true);
    // Again: already read is still the user's own, and the answer says so.
    expect(await markNotificationsRead(sami, { intent: "mark-read", id: mine })).toEqual({
      ok: true,
      unreadCount: 0,
      unreadAsOf: expect.any(Number),
    });
    expect(await readFlags(bilel.id)).toEqual(before);
  });

  it("marks all of the actor's unread read, and nobody else's", async () => {
    for (let i = 0; i < 3; i++)
      await insertNotification(sami.id, bilel.id, bilelService, new Date());
    const bilelBefore = await readFlags(bilel.id);
    const amelBefore = await readFlags(amel.id);
    expect(Object.values(bilelBefore)).toContain(false);
    expect(await countUnreadNotifications(sami)).toBe(3);

    expect(await markNotificationsRead(sami, { intent: "mark-all-read" })).toEqual({
      ok: true,
      unreadCount: 0,
      unreadAsOf: expect.any(Number),
    });
    expect(Object.values(await readFlags(sami.id)).every(Boolean)).toBe(true);
    expect(await readFlags(bilel.id)).toEqual(bilelBefore);
    expect(await readFlags(amel.id)).toEqual(amelBefore);
  });

  it("after concurrent mark-read calls, comments and counts, the latest-stamped count is the database's", async () => {
    const reader = await insertAccount("lecteur", "Rim", "Kefi");
    const service = await insertService(reader.id, "Menuiserie Kefi");
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(await insertNotification(reader.id, bilel.id, service, new Date(Date.now() - i)));
    }
    const start = await listNotifications(reader);
    if (!start.ok) throw new Error(start.message);
    expect(start.unreadCount).toBe(12);

    const answers = await Promise.all([
      ...ids.map((id) => markNotificationsRead(reader, { intent: "mark-read", id })),
      addComment(sami, { serviceId: service, content: "Bon travail" }).then(() =>
        listNotifications(reader),
      ),
      markNotificationsRead(reader, { intent: "mark-read", id: ids[0] as string }),
      addComment(amel, { serviceId: service, content: "Rapide et soigné" }).then(() =>
        listNotifications(reader),
      ),
    ]);
    const counts = answers.map((answer) => {
      if (!answer.ok) throw new Error(answer.message);
      // Every count was made after the one before the calls.
      expect(answer.unreadAsOf).toBeGreaterThan(start.unreadAsOf);
      return { unreadCount: answer.unreadCount, unreadAsOf: answer.unreadAsOf };
    });
    const latest = counts.reduce((a, b) => (b.unreadAsOf >= a.unreadAsOf ? b : a));
    // The two comments are unread; the twelve are read.
    expect(await countUnreadNotifications(reader)).toBe(2);
    expect(latest.unreadCount).toBe(2);
  });

  it("refuses visitors, changing nothing", async () => {
    const id = await insertNotification(amel.id, bilel.id, amelService, new Date());
    const message = "Vous devez être connecté pour voir vos notifications.";
    expect(await listNotifications(null)).toEqual({
      ok: false,
      code: "unauthenticated",
      message,
    });
    expect(await countUnreadNotifications(null)).toBe(0);
    expect(await markNotificationsRead(null, { intent: "mark-read", id })).toEqual({
      ok: false,
      code: "unauthenticated",
      message,
    });
    expect(await markNotificationsRead(null, { intent: "mark-all-read" })).toEqual({
      ok: false,
      code: "unauthenticated",
      message,
    });
    expect((await readFlags(amel.id))[id]).toBe(false);
  });

  it("answers malformed requests with a French message and changes nothing", async () => {
    const before = await readFlags(amel.id);
    const cases: Array<[unknown, string]> = [
      [{ intent: "mark-read", id: "12" }, "Identifiant de notification invalide"],
      [{ intent: "mark-read", id: "' or 1=1 --" }, "Identifiant de notification invalide"],
      [{ intent: "mark-read" }, "Identifiant de notification invalide"],
      [{ id: Object.keys(before)[0] }, "Action inconnue"],
      [{ intent: "delete-all" }, "Action inconnue"],
      [{}, "Action inconnue"],
      [null, "Action inconnue"],
      ["mark-all-read", "Action inconnue"],
    ];
    for (const [input, message] of cases) {
      expect(await markNotificationsRead(amel, input), JSON.stringify(input)).toEqual({
        ok: false,
        code: "invalid",
        message,
      });
    }
    expect(await readFlags(amel.id)).toEqual(before);
  });

  it("lists a page of the newest, then the older ones after the last shown", async () => {
    const many = await insertAccount("many", "Mona", "Gharbi");
    const start = Date.parse("2026-02-01T00:00:00Z");
    const total = NOTIFICATION_LIST_LIMIT + 5;
    for (let i = 0; i < total; i++) {
      // Two notifications share each minute: the id breaks the tie, none is shown twice.
      await insertNotification(
        many.id,
        sami.id,
        amelService,
        new Date(start + Math.floor(i / 2) * 60_000),
      );
    }
    const listed = await listNotifications(many);
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(listed.hasMore).toBe(true);
    expect(listed.unreadCount).toBe(total);
    expect(listed.notifications[0]?.createdAt).toBe(
      new Date(start + Math.floor((total - 1) / 2) * 60_000).toISOString(),
    );

    const oldest = listed.notifications.at(-1)?.id as string;
    const older = await listNotifications(many, { before: oldest.toUpperCase() });
    if (!older.ok) throw new Error(older.message);
    expect(older.hasMore).toBe(false);
    expect(older.notifications).toHaveLength(5);
    const ids = [...listed.notifications, ...older.notifications].map((item) => item.id);
    expect(new Set(ids).size).toBe(total);
    const times = [...listed.notifications, ...older.notifications].map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // Another user's notification as the cursor finds nothing; a malformed one is refused.
    const foreign = await listNotifications(amel, { before: oldest });
    expect(foreign).toMatchObject({ ok: true, notifications: [], hasMore: false });
    expect(await listNotifications(many, { before: "1' or '1'='1" })).toEqual({
      ok: false,
      code: "invalid",
      message: "Identifiant de notification invalide",
    });
  });
});

describe("badge", () => {
  it("caps the number at 99+", () => {
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(99)).toBe("99");
    expect(unreadBadgeText(100)).toBe("99+");
    expect(unreadBadgeText(2500)).toBe("99+");
  });
});

describe("the bell's words in each language", () => {
  const notice = (overrides: Partial<TNotification>): TNotification => ({
    id: "00000000-0000-4000-8000-000000000001",
    type: "listing_hidden",
    serviceId: null,
    listing: { kind: "property", id: "00000000-0000-4000-8000-000000000002", title: "Villa Sidi" },
    reason: "Photos trompeuses",
    prices: null,
    serviceName: null,
    sender: null,
    createdAt: "2026-01-10T09:00:00.000Z",
    read: false,
    ...overrides,
  });
  const arabic = pageText("ar").translate;

  it("say a moderation notice and a price drop as the mails do in French, and in Arabic", () => {
    const hidden = notice({});
    expect(newCommentText(hidden)).toBe(
      moderationNoticeTextFor(true, "Villa Sidi", "Photos trompeuses"),
    );
    expect(newCommentText(hidden, arabic)).toBe(
      "أخفى فريق الإشراف إعلانكم «Villa Sidi»: Photos trompeuses",
    );
    const restored = notice({ type: "listing_restored", reason: null });
    expect(newCommentText(restored)).toBe(moderationNoticeTextFor(false, "Villa Sidi"));
    expect(describeNotification(restored, arabic)).toEqual({
      sender: "إشراف دارنا",
      action: "أعاد نشر إعلانكم «Villa Sidi»",
    });
    const drop = notice({ type: "price_drop", reason: null, prices: { old: 450000, new: 420000 } });
    expect(newCommentText(drop)).toBe(priceDropText("Villa Sidi", 450000, 420000));
    expect(newCommentText(drop, arabic)).toBe(
      "انخفاض في السعر: Villa Sidi — 450\u00a0000 ← 420\u00a0000 د.ت",
    );
    expect(notificationToastTitle(drop, arabic)).toBe("انخفاض في السعر");
  });
});
