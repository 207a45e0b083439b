import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure, type TResult } from "~/kernel/failures";
import { isAdmin } from "~/kernel/policy";
import { getDb } from "~/server/db/client.server";
import { conversationReports, conversations, user } from "~/server/db/schema";
import { containsText } from "~/server/db/text-match.server";
import { displayNames } from "~/server/people/display-names.server";
import { ADMIN_PAGE_SIZE, adminPage, type TAdminListQuery, type TAdminPage } from "./admin-query";
import { ADMIN_ONLY_MESSAGE, recordAdminAction } from "./audit-log.server";

export type TConversationReportReason = (typeof conversationReports.$inferSelect)["reason"];

const nameOf = (names: Map<string, string>, id: string | null) =>
  (id != null && names.get(id)) || null;

export type TConversationReportQueueRow = {
  conversationId: string;
  listingKind: "property" | "service" | "store";
  listingId: string;
  listingTitle: string;
  /** The parties' names; null once that account is erased (the page says 'Compte supprimé'). */
  buyerName: string | null;
  ownerName: string | null;
  openReports: number;
  oldestReportedAt: string;
  /** Oldest first, as they came in. */
  reports: {
    reason: TConversationReportReason;
    details: string | null;
    reporterName: string | null;
    /** Which party reported; null once the reporter's account is gone. */
    reporterSide: "buyer" | "owner" | null;
    reporterEmail: string | null;
    createdAt: string;
  }[];
};

/**
 * The reported conversations of the 'Signalements' tab (decision 0028): conversations with open
 * reports, most reported first, then the one waiting longest (as the listings' queue), with each
 * report, 50 a page; the search finds the listing's title. The thread itself is read through the
 * conversations feature's `readConversation`, which journals every reading by an administrator.
 */
export async function listConversationReportQueue(
  actor: Pick<TSessionUser, "id" | "role"> | null,
  query: TAdminListQuery = { page: 1, q: "" },
): Promise<
  | { ok: true; page: TAdminPage<TConversationReportQueueRow> }
  | TFailure<"unauthenticated" | "forbidden">
> {
  if (!isAdmin(actor)) return failure(actor ? "forbidden" : "unauthenticated", ADMIN_ONLY_MESSAGE);
  const db = await getDb();
  const grouped = await db
    .select({
      conversationId: conversations.id,
      listingKind: conversations.listingKind,
      listingId: conversations.listingId,
      listingTitle: conversations.listingTitle,
      buyerId: conversations.buyerId,
      ownerId: conversations.ownerId,
      openReports: sql<number>`count(*)::int`,
      oldestReportedAt: sql<string>`min(${conversationReports.createdAt})`,
      total: sql<number>`count(*) over ()`,
    })
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .where(
      and(
        eq(conversationReports.status, "open"),
        query.q ? containsText(conversations.listingTitle, query.q) : undefined,
      ),
    )
    .groupBy(conversations.id)
    .orderBy(desc(sql`count(*)`), sql`min(${conversationReports.createdAt})`, conversations.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  const ids = grouped.map((row) => row.conversationId);
  const reports = ids.length
    ? await db
        .select({
          conversationId: conversationReports.conversationId,
          reason: conversationReports.reason,
          details: conversationReports.details,
          createdAt: conversationReports.createdAt,
          reporterId: conversationReports.reporterId,
          reporterEmail: user.email,
        })
        .from(conversationReports)
        .leftJoin(user, eq(user.id, conversationReports.reporterId))
        .where(
          and(
            inArray(conversationReports.conversationId, ids),
            eq(conversationReports.status, "open"),
          ),
        )
        .orderBy(conversationReports.createdAt, conversationReports.id)
    : [];
  const names = await displayNames(db, [
    ...grouped.flatMap((row) => [row.buyerId, row.ownerId]),
    ...reports.map((report) => report.reporterId),
  ]);
  const rows = grouped.map(
    (row): TConversationReportQueueRow => ({
      conversationId: row.conversationId,
      listingKind: row.listingKind,
      listingId: row.listingId,
      listingTitle: row.listingTitle,
      buyerName: nameOf(names, row.buyerId),
      ownerName: nameOf(names, row.ownerId),
      openReports: Number(row.openReports),
      oldestReportedAt: new Date(row.oldestReportedAt).toISOString(),
      reports: reports
        .filter((report) => report.conversationId === row.conversationId)
        .map((report) => ({
          reason: report.reason,
          details: report.details,
          reporterName: nameOf(names, report.reporterId),
          reporterSide:
            report.reporterId == null
              ? null
              : report.reporterId === row.buyerId
                ? "buyer"
                : report.reporterId === row.ownerId
                  ? "owner"
                  : null,
          reporterEmail: report.reporterId ? report.reporterEmail : null,
          createdAt: new Date(report.createdAt).toISOString(),
        })),
    }),
  );
  return { ok: true, page: adminPage(rows, Number(grouped[0]?.total ?? 0), query) };
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
    const [conversation] = await tx
      .select({ title: conversations.listingTitle })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    await recordAdminAction(tx, {
      actor,
      action: "reports_dismissed",
      // The journal names the conversation by its listing, as a reading of it is named.
      target: { type: "conversation", id: conversationId, label: conversation?.title ?? null },
      outcome: "success",
      detail: `${closed.length} signalement(s) de conversation classé(s) sans suite`,
    });
    return { ok: true as const, closed: closed.length };
  });
}
