import { count, desc, eq, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure } from "~/kernel/failures";
import { getDb } from "~/server/db/client.server";
import { messages } from "~/server/db/schema";
import { containsText } from "~/server/db/text-match.server";
import { ADMIN_PAGE_SIZE, adminPage, type TAdminListQuery, type TAdminPage } from "./admin-query";
import { adminRefusal } from "./admin-users.server";
import { recordAdminAction } from "./audit-log.server";

/** One message of the contact form, as the Messages tab shows it. */
export type TContactMessageLine = {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  /** When an administrator marked it handled; null while it is new. */
  handledAt: string | null;
};

/**
 * The messages of the contact form, newest first, 50 a page, searched in the sender's name,
 * e-mail, phone and text (case and accents ignored, as the other tabs). Administrators only.
 */
export async function listContactMessages(
  actor: TSessionUser | null,
  query: TAdminListQuery,
): Promise<
  { ok: true; page: TAdminPage<TContactMessageLine> } | TFailure<"unauthenticated" | "forbidden">
> {
  const refusal = adminRefusal(actor);
  if (refusal) return refusal;
  const db = await getDb();
  const where: SQL | undefined = query.q
    ? or(
        containsText(messages.name, query.q),
        containsText(messages.email, query.q),
        containsText(messages.phone, query.q),
        containsText(messages.message, query.q),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: messages.id,
        name: messages.name,
        email: messages.email,
        phone: messages.phone,
        message: messages.message,
        createdAt: messages.createdAt,
        handledAt: messages.handledAt,
      })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(messages).where(where),
  ]);
  const lines = rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    handledAt: row.handledAt ? new Date(row.handledAt).toISOString() : null,
  }));
  return { ok: true, page: adminPage(lines, total?.value ?? 0, query) };
}

export const ZContactMessageHandling = z.object({
  messageId: z.guid({ error: "Message introuvable." }),
  handled: z.enum(["1", "0"], { error: "Action inconnue." }),
});

export const MESSAGE_NOT_FOUND = "Ce message n'existe plus.";
export const MESSAGE_HANDLED_TITLE = "Message marqué comme traité";
export const MESSAGE_REOPENED_TITLE = "Message remis à traiter";

/**
 * Marks a contact message handled ('Marquer comme traité') or back to new. Administrators only;
 * the change and its journal line are written together.
 */
export async function setContactMessageHandled(
  actor: TSessionUser | null,
  input: { messageId: unknown; handled: unknown },
): Promise<{ ok: true; title: string } | TFailure> {
  const refusal = adminRefusal(actor);
  if (refusal || !actor) return refusal ?? failure("unauthenticated", "");
  const parsed = ZContactMessageHandling.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === "messageId") return failure("not_found", MESSAGE_NOT_FOUND);
    return failure("invalid", issue?.message ?? "Requête invalide.");
  }
  const handled = parsed.data.handled === "1";
  const id = parsed.data.messageId.toLowerCase();
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ handledAt: handled ? new Date() : null })
      .where(eq(messages.id, id))
      .returning({ name: messages.name, email: messages.email });
    if (!row) return false;
    await recordAdminAction(tx, {
      actor,
      action: handled ? "message_handled" : "message_reopened",
      target: { type: "message", id, label: `${row.name} (${row.email})` },
      outcome: "success",
    });
    return true;
  });
  if (!done) return failure("not_found", MESSAGE_NOT_FOUND);
  return { ok: true, title: handled ? MESSAGE_HANDLED_TITLE : MESSAGE_REOPENED_TITLE };
}
