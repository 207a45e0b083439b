import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { failure, type TResult } from "~/features/listings/failures";
import { isAdmin } from "~/features/listings/policy";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { conversationReports, conversations, profiles } from "~/server/db/schema";
import { ADMIN_ONLY_MESSAGE, recordAdminAction } from "./audit-log.server";

export type TConversationReportQueueRow = {
  conversationId: string;
  listingKind: "property" | "service" | "store";
  listingId: string;
  listingTitle: string;
  openReports: number;
  oldestReportedAt: string;
  reports: {
    reason: "scam" | "harassment" | "spam" | "inappropriate" | "other";
    details: string | null;
    reporterName: string;
    createdAt: string;
  }[];
};

/**
 * The reported conversations of the 'Signalements' tab (decision 0028): conversations with open
 * reports, most reported first, then the one waiting longest (as the listings' queue), with each
 * report. The thread itself is read through the
 * conversations feature's `readConversation`, which journals every reading by an administrator.
 */
export async function listConversationReportQueue(
  actor: Pick<TSessionUser, "id" | "role"> | null,
): Promise<TResult<{ rows: TConversationReportQueueRow[] }>> {
  if (!isAdmin(actor)) return failure(actor ? "forbidden" : "unauthenticated", ADMIN_ONLY_MESSAGE);
  const db = await getDb();
  const grouped = await db
    .select({
      conversationId: conversations.id,
      listingKind: conversations.listingKind,
      listingId: conversations.listingId,
      listingTitle: conversations.listingTitle,
      openReports: sql<number>`count(*)::int`,
      oldestReportedAt: sql<string>`min(${conversationReports.createdAt})`,
    })
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .where(eq(conversationReports.status, "open"))
    .groupBy(conversations.id)
    .orderBy(desc(sql`count(*)`), sql`min(${conversationReports.createdAt})`)
    .limit(100);
  const ids = grouped.map((row) => row.conversationId);
  const reports = ids.length
    ? await db
        .select({
          conversationId: conversationReports.conversationId,
          reason: conversationReports.reason,
          details: conversationReports.details,
          createdAt: conversationReports.createdAt,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          reporterId: conversationReports.reporterId,
        })
        .from(conversationReports)
        .leftJoin(profiles, eq(profiles.id, conversationReports.reporterId))
        .where(
          and(
            inArray(conversationReports.conversationId, ids),
            eq(conversationReports.status, "open"),
          ),
        )
        .orderBy(desc(conversationReports.createdAt))
    : [];
  return {
    ok: true,
    rows: grouped.map((row) => ({
      ...row,
      openReports: Number(row.openReports),
      oldestReportedAt: new Date(row.oldestReportedAt).toISOString(),
      reports: reports
        .filter((report) => report.conversationId === row.conversationId)
        .map((report) => ({
          reason: report.reason,
          details: report.details,
          reporterName: report.reporterId
            ? [report.firstName, report.lastName].filter(Boolean).join(" ") || "Utilisateur"
            : "Compte supprimé",
          createdAt: new Date(report.createdAt).toISOString(),
        })),
    })),
  };
}

const ZConversationTarget = z.object({ conversationId: z.guid() });

/**
 * 'Classer sans suite' on a reported conversation: its open reports are closed, which also ends
 * the administrators' access to the thread (decision 0028). Journaled, refusals included.
 */
export async function dismissConversationReports(
  actor: TSessionUser | null,
  input: unknown,
): Promise<TResult<{ closed: number }>> {
  const parsed = ZConversationTarget.safeParse(input);
  if (!actor || !isAdmin(actor)) {
    if (actor) {
      const db = await getDb();
      await recordAdminAction(db, {
        actor,
        action: "reports_dismissed",
        target: parsed.success
          ? { type: "conversation", id: parsed.data.conversationId }
          : undefined,
        outcome: "refused",
        detail: ADMIN_ONLY_MESSAGE,
      });
    }
    return failure(actor ? "forbidden" : "unauthenticated", ADMIN_ONLY_MESSAGE);
  }
  if (!parsed.success) return failure("not_found", "Cette conversation n'existe pas.");
  const conversationId = parsed.data.conversationId.toLowerCase();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(conversationReports)
      .set({ status: "closed", closedAt: sql`now()` })
      .where(
        and(
          eq(conversationReports.conversationId, conversationId),
          eq(conversationReports.status, "open"),
        ),
      )
      .returning({ id: conversationReports.id });
    if (closed.length === 0) {
      return failure("not_found", "Aucun signalement ouvert pour cette conversation.");
    }
    await recordAdminAction(tx, {
      actor,
      action: "reports_dismissed",
      target: { type: "conversation", id: conversationId },
      outcome: "success",
      detail: `${closed.length} signalement(s) de conversation classé(s) sans suite`,
    });
    return { ok: true as const, closed: closed.length };
  });
}
