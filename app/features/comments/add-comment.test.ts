import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentFromForm } from "~/edge/comment-form.server";
import { commentsChannel, userNotificationsChannel } from "~/lib/realtime-channels";
import { getDb } from "~/server/db/client.server";
import { notifications, profiles, serviceComments, services, user } from "~/server/db/schema";
import { getRelay, stopRealtime } from "~/server/realtime/relay.server";
import { addComment } from "./add-comment.server";
import { commentsPage, listComments } from "./list-comments.server";
import { COMMENT_INTENT, commentsShownFrom } from "./schemas";

type TAccount = {
  id: string;
  role: "user" | "admin";
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
};

async function insertAccount(
  id: string,
  { role = "user", avatarUrl = null }: { role?: "user" | "admin"; avatarUrl?: string | null } = {},
): Promise<TAccount> {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  const account = { id, role, firstName: "Prénom", lastName: id, avatarUrl };
  await db.insert(profiles).values({ email: `${id}@exemple.tn`, ...account });
  return account;
}

async function insertService(userId: string) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({
      userId,
      name: "Électricité Trabelsi",
      profession: "Électricien",
      description: "Installations.",
      location: "sousse",
      phone: "73 000 000",
      whatsapp: "98 123 456",
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function commentRows(serviceId: string) {
  const db = await getDb();
  return db
    .select({ content: serviceComments.content, userId: serviceComments.userId })
    .from(serviceComments)
    .where(eq(serviceComments.serviceId, serviceId));
}

async function notificationRows(serviceId: string) {
  const db = await getDb();
  return db
    .select({
      recipientId: notifications.recipientId,
      senderId: notifications.senderId,
      type: notifications.type,
      read: notifications.read,
    })
    .from(notifications)
    .where(eq(notifications.serviceId, serviceId));
}

async function listen(channel: string) {
  const relay = await getRelay();
  const received: Array<Record<string, unknown>> = [];
  const stop = relay.subscribe([channel], {
    deliver: (_channel, json) => received.push(JSON.parse(json)),
    resync: () => {},
    close: () => {},
  });
  return { received, stop };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let owner: TAccount;
beforeAll(async () => {
  owner = await insertAccount("comment-owner");
});
afterAll(() => stopRealtime());

describe("addComment", () => {
  it("stores the comment trimmed and notifies the owner, live on both channels", async () => {
    const serviceId = await insertService(owner.id);
    const visitor = await insertAccount("commenter", { avatarUrl: "/media/avatars/a/b.webp" });
    const comments = await listen(commentsChannel(serviceId));
    const bell = await listen(userNotificationsChannel(owner.id));

    const result = await addComment(visitor, { serviceId, content: "  Travail soigné, merci !  " });

    expect(result).toMatchObject({
      ok: true,
      comment: {
        content: "Travail soigné, merci !",
        author: {
          id: visitor.id,
          firstName: "Prénom",
          lastName: visitor.id,
          avatarUrl: "/media/avatars/a/b.webp",
        },
      },
    });
    expect(await commentRows(serviceId)).toEqual([
      { content: "Travail soigné, merci !", userId: visitor.id },
    ]);
    expect(await notificationRows(serviceId)).toEqual([
      { recipientId: owner.id, senderId: visitor.id, type: "new_comment", read: false },
    ]);
    if (!result.ok) throw new Error("refusé");
    await expect.poll(() => comments.received).toEqual([result.comment]);
    await expect.poll(() => bell.received.length).toBe(1);
    expect(bell.received[0]).toMatchObject({
      type: "new_comment",
      serviceId,
      serviceName: "Électricité Trabelsi",
      sender: { id: visitor.id },
      read: false,
    });
    comments.stop();
    bell.stop();
  });

  it("stores a comment without its directional overrides, the marks kept", async () => {
    const serviceId = await insertService(owner.id);
    await addComment(owner, { serviceId, content: "\u202eخدمة ممتازة\u202c Merci\u200f" });
    expect(await commentRows(serviceId)).toEqual([
      { content: "خدمة ممتازة Merci\u200f", userId: owner.id },
    ]);
  });

  it("does not notify the owner of their own comment", async () => {
    const serviceId = await insertService(owner.id);
    const bell = await listen(userNotificationsChannel(owner.id));

    expect(await addComment(owner, { serviceId, content: "Merci à tous" })).toMatchObject({
      ok: true,
    });
    expect(await commentRows(serviceId)).toHaveLength(1);
    expect(await notificationRows(serviceId)).toEqual([]);
    await sleep(200);
    expect(bell.received).toEqual([]);
    bell.stop();
  });

  it("refuses visitors, empty or too long text and unknown services, changing nothing", async () => {
    const serviceId = await insertService(owner.id);
    const member = await insertAccount("commenter-refused");
    const comments = await listen(commentsChannel(serviceId));

    expect(await addComment(null, { serviceId, content: "Bonjour" })).toEqual({
      ok: false,
      code: "unauthenticated",
      message: "Vous devez être connecté pour laisser un commentaire",
    });
    for (const content of ["", "   \n\t ", undefined]) {
      expect(await addComment(member, { serviceId, content })).toEqual({
        ok: false,
        code: "invalid",
        fieldErrors: { content: "Le commentaire ne peut pas être vide" },
        message: "Le commentaire ne peut pas être vide",
      });
    }
    expect(await addComment(member, { serviceId, content: "a".repeat(2001) })).toEqual({
      ok: false,
      code: "invalid",
      fieldErrors: { content: "Le commentaire ne peut pas dépasser 2000 caractères." },
      message: "Le commentaire ne peut pas dépasser 2000 caractères.",
    });
    for (const id of ["0b3c9a52-8d0e-4f7e-b1a4-3c2d1e0f9a8b", "pas-un-id"]) {
      expect(await addComment(member, { serviceId: id, content: "Bonjour" })).toEqual({
        ok: false,
        code: "not_found",
        message: "Ce service n'existe pas ou a été supprimé.",
      });
    }
    expect(await commentRows(serviceId)).toEqual([]);
    expect(await notificationRows(serviceId)).toEqual([]);
    await sleep(200);
    expect(comments.received).toEqual([]);
    comments.stop();
  });
});

describe("commentsPage", () => {
  it("gives the newest comments a page shows and the number in all", async () => {
    const serviceId = await insertService(owner.id);
    const author = await insertAccount("page-author");
    for (let index = 1; index <= 23; index++) {
      await addComment(author, { serviceId, content: `Avis ${index}` });
    }
    const first = await commentsPage(serviceId, 20);
    expect(first.total).toBe(23);
    expect(first.comments.map((comment) => comment.content)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Avis ${23 - index}`),
    );
    expect((await commentsPage(serviceId, 40)).comments).toHaveLength(23);
    expect(await commentsPage("pas-un-id", 20)).toEqual({ comments: [], total: 0 });
  });

  it("reads how many the URL asks for as whole pages of 20", () => {
    const shown = (search: string) => commentsShownFrom(new URLSearchParams(search));
    expect(shown("")).toBe(20);
    expect(shown("commentaires=40")).toBe(40);
    expect(shown("commentaires=41")).toBe(60);
    expect(shown("commentaires=-3")).toBe(20);
    expect(shown("commentaires=abc")).toBe(20);
    expect(shown("commentaires=99999999")).toBe(10_000);
  });
});

describe("listComments", () => {
  it("lists a service's comments newest first with their authors", async () => {
    const serviceId = await insertService(owner.id);
    const first = await insertAccount("first-author", { avatarUrl: "blob:http://x/1" });
    const second = await insertAccount("second-author");
    await addComment(first, { serviceId, content: "Premier" });
    await addComment(second, { serviceId, content: "Deuxième" });
    await addComment(first, { serviceId, content: "Troisième" });

    const listed = await listComments(serviceId);
    expect(listed.map((comment) => comment.content)).toEqual(["Troisième", "Deuxième", "Premier"]);
    expect(listed[0]?.author).toEqual({
      id: first.id,
      firstName: "Prénom",
      lastName: first.id,
      // An old blob: photo never resolves: the initials are shown instead.
      avatarUrl: null,
    });
    expect(await listComments("pas-un-id")).toEqual([]);
  });
});

describe("commentFromForm", () => {
  const post = (serviceId: string) =>
    new Request(`http://localhost/services/${serviceId}`, { method: "POST" });
  const asViewer = (account: TAccount) => ({ ...account, email: `${account.id}@exemple.tn` });

  it("tells the enhanced form why a comment was refused, with the refusal's status, keeping a plain post's text", async () => {
    type TAnswer = { data: unknown; init: { status?: number } | null };
    const serviceId = await insertService(owner.id);
    const member = asViewer(await insertAccount("commenter-form"));
    const empty = (await commentFromForm(post(serviceId), member, serviceId, {
      content: " ",
      enhanced: "1",
    })) as unknown as TAnswer;
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toEqual({
      intent: COMMENT_INTENT,
      ok: false,
      reason: "invalid",
      message: "Le commentaire ne peut pas être vide",
    });
    const visitor = (await commentFromForm(post(serviceId), null, serviceId, {
      content: "Bonjour",
      enhanced: "1",
    })) as unknown as TAnswer;
    expect(visitor.init?.status).toBe(401);
    expect(visitor.data).toMatchObject({ ok: false, reason: "signin" });
    const missing = (await commentFromForm(post("pas-un-id"), member, "pas-un-id", {
      content: "Bonjour",
    })) as unknown as TAnswer;
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toEqual({
      intent: COMMENT_INTENT,
      ok: false,
      reason: "failed",
      message: "Ce service n'existe pas ou a été supprimé.",
      content: "Bonjour",
    });
  });

  it("sends a visitor's plain post to sign in", async () => {
    const serviceId = await insertService(owner.id);
    const thrown = await commentFromForm(post(serviceId), null, serviceId, {
      content: "Bonjour",
    }).then(
      () => null,
      (response: Response) => response,
    );
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("location")).toBe(
      `/auth/login?from=${encodeURIComponent(`/services/${serviceId}`)}`,
    );
  });
});
