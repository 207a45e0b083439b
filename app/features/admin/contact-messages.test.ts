import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendContactMessage } from "~/features/contact/send-contact-message.server";
import type { TSessionUser } from "~/kernel/actor";
import { getDb } from "~/server/db/client.server";
import { adminAuditLog, messages, profiles, user } from "~/server/db/schema";
import { ADMIN_PAGE_SIZE, parseAdminListQuery } from "./admin-query";
import { listContactMessages, setContactMessageHandled } from "./contact-messages.server";

/*
 * The admin panel's Messages tab (issue 14): what the contact form stored, for administrators
 * only, on the real database of the test file.
 */

async function insertAccount(id: string, role: "user" | "admin"): Promise<TSessionUser> {
  const db = await getDb();
  const email = `${id}@exemple.tn`;
  await db.insert(user).values({ id, name: id, email });
  await db.insert(profiles).values({ id, email, role, firstName: "Prénom", lastName: id });
  return { id, email, role, firstName: "Prénom", lastName: id, avatarUrl: null };
}

const query = (search = "") => parseAdminListQuery(new URLSearchParams(search));

async function handledAt(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ handledAt: messages.handledAt })
    .from(messages)
    .where(eq(messages.id, id));
  return row?.handledAt ?? null;
}

describe("contact messages in the admin panel", () => {
  it("lists the contact form's messages newest first, searched without case or accents, 50 a page, for administrators only", async () => {
    const admin = await insertAccount("messages-admin", "admin");
    const member = await insertAccount("messages-member", "user");
    const sent = await sendContactMessage(
      {
        name: "Hédi Trabelsi",
        email: "hedi@exemple.tn",
        phone: "+216 98 123 456",
        message: "Bonjour, je cherche un appartement à Sousse.",
      },
      { clientIp: "10.0.0.1" },
    );
    expect(sent).toEqual({ ok: true });
    const db = await getDb();
    // Older messages, written as the form stores them.
    await db.insert(messages).values(
      Array.from({ length: ADMIN_PAGE_SIZE + 1 }, (_, index) => ({
        name: `Visiteur ${index}`,
        email: `visiteur${index}@exemple.tn`,
        phone: "71234567",
        message: "Question sur une annonce.",
        createdAt: new Date(Date.now() - (index + 1) * 60_000),
      })),
    );

    expect(await listContactMessages(null, query())).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect(await listContactMessages(member, query())).toMatchObject({
      ok: false,
      code: "forbidden",
    });

    const first = await listContactMessages(admin, query());
    if (!first.ok) throw new Error(first.message);
    expect(first.page.total).toBe(ADMIN_PAGE_SIZE + 2);
    expect(first.page.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.page.pageCount).toBe(2);
    expect(first.page.rows[0]).toMatchObject({
      name: "Hédi Trabelsi",
      email: "hedi@exemple.tn",
      message: "Bonjour, je cherche un appartement à Sousse.",
      handledAt: null,
    });
    expect(first.page.rows[1]?.name).toBe("Visiteur 0");
    const second = await listContactMessages(admin, query("page=2"));
    expect(second.ok && second.page.rows.map((row) => row.name)).toEqual([
      `Visiteur ${ADMIN_PAGE_SIZE - 1}`,
      `Visiteur ${ADMIN_PAGE_SIZE}`,
    ]);

    const found = await listContactMessages(admin, query("q=HEDI"));
    expect(found.ok && found.page.rows.map((row) => row.name)).toEqual(["Hédi Trabelsi"]);
    const byText = await listContactMessages(admin, query("q=a sousse"));
    expect(byText.ok && byText.page.total).toBe(1);
  });

  it("marks a message handled and back for administrators, in the journal; refuses others, changing nothing", async () => {
    const admin = await insertAccount("handler-admin", "admin");
    const member = await insertAccount("handler-member", "user");
    const db = await getDb();
    const [row] = await db
      .insert(messages)
      .values({
        name: "Salma Ben Ali",
        email: "salma@exemple.tn",
        phone: "71234567",
        message: "Merci de me rappeler.",
      })
      .returning({ id: messages.id });
    if (!row) throw new Error("insertion impossible");

    expect(await setContactMessageHandled(null, { messageId: row.id, handled: "1" })).toMatchObject(
      { ok: false, code: "unauthenticated" },
    );
    expect(
      await setContactMessageHandled(member, { messageId: row.id, handled: "1" }),
    ).toMatchObject({ ok: false, code: "forbidden" });
    expect(await handledAt(row.id)).toBeNull();

    expect(await setContactMessageHandled(admin, { messageId: row.id, handled: "1" })).toEqual({
      ok: true,
      title: "Message marqué comme traité",
    });
    expect(await handledAt(row.id)).not.toBeNull();
    const listed = await listContactMessages(admin, query("q=salma"));
    expect(listed.ok && listed.page.rows[0]?.handledAt).toEqual(expect.any(String));

    expect(await setContactMessageHandled(admin, { messageId: row.id, handled: "0" })).toEqual({
      ok: true,
      title: "Message remis à traiter",
    });
    expect(await handledAt(row.id)).toBeNull();

    // Forged input: a clear refusal, nothing changed.
    expect(
      await setContactMessageHandled(admin, { messageId: "pas-un-id", handled: "1" }),
    ).toMatchObject({ ok: false, code: "not_found" });
    expect(
      await setContactMessageHandled(admin, { messageId: crypto.randomUUID(), handled: "1" }),
    ).toMatchObject({ ok: false, code: "not_found" });
    expect(
      await setContactMessageHandled(admin, { messageId: row.id, handled: "peut-être" }),
    ).toMatchObject({ ok: false, code: "invalid" });
    expect(await handledAt(row.id)).toBeNull();

    const journal = await db
      .select({ action: adminAuditLog.action, targetLabel: adminAuditLog.targetLabel })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, row.id));
    expect(journal).toEqual(
      expect.arrayContaining([
        { action: "message_handled", targetLabel: "Salma Ben Ali (salma@exemple.tn)" },
        { action: "message_reopened", targetLabel: "Salma Ben Ali (salma@exemple.tn)" },
      ]),
    );
    expect(journal).toHaveLength(2);
  });
});
