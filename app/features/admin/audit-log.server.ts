import { count, desc, or, type SQL } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure } from "~/kernel/failures";
import { isAdmin } from "~/kernel/policy";
import type { TDatabase } from "~/server/db/client.server";
import { getDb } from "~/server/db/client.server";
import { adminAuditLog, type TAdminAuditRow } from "~/server/db/schema";
import { containsText } from "~/server/db/text-match.server";
import { currentRequestId } from "~/server/request-id.server";
import { ADMIN_PAGE_SIZE, adminPage, type TAdminListQuery, type TAdminPage } from "./admin-query";

export type TAdminActor = Pick<TSessionUser, "id" | "role" | "email" | "firstName" | "lastName">;

export type TAdminAuditEntry = {
  actor: TAdminActor;
  action: TAdminAuditRow["action"];
  target?: {
    type: NonNullable<TAdminAuditRow["targetType"]>;
    id: string;
    label?: string | null;
  };
  outcome: TAdminAuditRow["outcome"];
  /** What changed or why it was refused, in French, e.g. 'Utilisateur → Admin'. */
  detail?: string;
};

export const ADMIN_ONLY_MESSAGE = "Action réservée aux administrateurs.";

/** How an actor is named in the journal, even after their account is gone. */
export function actorLabel(actor: TAdminActor): string {
  const name = [actor.firstName, actor.lastName].filter(Boolean).join(" ").trim();
  return name ? `${name} (${actor.email})` : actor.email;
}

/**
 * Writes one journal line. Pass the transaction of a successful action so that the line and
 * the change are saved together; refusals are written on their own.
 */
export async function recordAdminAction(
  db: Pick<TDatabase, "insert">,
  entry: TAdminAuditEntry,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    actorLabel: actorLabel(entry.actor),
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetLabel: entry.target?.label ?? null,
    outcome: entry.outcome,
    detail: entry.detail ?? null,
    // The line leads to the request's log lines and error reports (X-Request-Id).
    requestId: currentRequestId() ?? null,
  });
}

export type TAdminAuditLine = Pick<
  TAdminAuditRow,
  | "id"
  | "actorLabel"
  | "action"
  | "targetType"
  | "targetId"
  | "targetLabel"
  | "outcome"
  | "detail"
  | "requestId"
> & { createdAt: string };

/** The journal, newest first, 50 lines a page; admins only. */
export async function listAdminAuditLog(
  actor: Pick<TSessionUser, "role"> | null,
  query: TAdminListQuery,
): Promise<
  { ok: true; page: TAdminPage<TAdminAuditLine> } | TFailure<"unauthenticated" | "forbidden">
> {
  if (!isAdmin(actor)) {
    return failure(actor ? "forbidden" : "unauthenticated", ADMIN_ONLY_MESSAGE);
  }
  const db = await getDb();
  const where: SQL | undefined = query.q
    ? or(
        containsText(adminAuditLog.actorLabel, query.q),
        containsText(adminAuditLog.targetLabel, query.q),
        containsText(adminAuditLog.detail, query.q),
        containsText(adminAuditLog.requestId, query.q),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(adminAuditLog).where(where),
  ]);
  const lines = rows.map((row) => ({
    id: row.id,
    actorLabel: row.actorLabel,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    outcome: row.outcome,
    detail: row.detail,
    requestId: row.requestId,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
  return { ok: true, page: adminPage(lines, total?.value ?? 0, query) };
}
