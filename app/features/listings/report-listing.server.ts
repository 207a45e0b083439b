import { and, countDistinct, eq, isNotNull } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { failure, invalid, type TResult } from "~/kernel/failures";
import { canReport } from "~/kernel/policy";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { adminAuditLog, listingReports } from "~/server/db/schema";
import { consumeRateLimit, rateLimitKey, tooManyAttemptsMessage } from "~/server/rate-limit.server";
import { listingHeader } from "./listing-header.server";
import { hideListing } from "./moderation.server";
import { mailOwnerOfModeration, notifyOwnerOfModeration } from "./moderation-notice.server";
import { ZListingReport } from "./report-schema";
import { REPORT_MESSAGES, REPORT_TEXTS } from "./report-texts";
import { isOwnerSuspended, moderationState } from "./visibility.server";

/** Reports from one client address, whoever is signed in there: enough for a household, not a bot. */
export const REPORT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

/**
 * Open reports from this many different accounts hide a listing until an administrator looks at
 * it (decision 0015). Visitors do not count: one person can be many visitors, not many accounts.
 */
export const AUTO_HIDE_ACCOUNTS = 3;

export const AUTO_HIDE_REASON = `Masquée automatiquement après ${AUTO_HIDE_ACCOUNTS} signalements, en attente d'examen par notre équipe.`;

/** The journal's name for what the application does on its own. */
export const SYSTEM_ACTOR_LABEL = "Système";

/** The key a visitor's reports are told apart by: their address, hashed as the rate limits do. */
export function visitorReporterKey(clientIp: string) {
  return rateLimitKey("report:visitor", clientIp);
}

/**
 * 'Signaler cette annonce' (issue 14): anyone but the listing's owner reports a listing once,
 * a signed-in user per account, a visitor per client address. What is sent is checked again here
 * whatever the dialog did; an unknown or hidden listing, a forged reason, too long details and the
 * owner are refused before anything is counted or stored. The third open report from different
 * accounts hides the listing pending review, in the same transaction, with a journal line.
 */
export async function reportListing(
  actor: Pick<TSessionUser, "id" | "role"> | null,
  input: unknown,
  context: { clientIp: string },
): Promise<TResult<{ message: string }>> {
  const parsed = ZListingReport.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    if (field === "reason" || field === "details") {
      return invalid({ [field]: issue?.message ?? "" }, issue?.message);
    }
    return failure("not_found", REPORT_MESSAGES.listing);
  }
  const { itemType: kind, reason, details } = parsed.data;
  const id = parsed.data.itemId.toLowerCase();
  const db = await getDb();
  const listing = await listingHeader(db, kind, id);
  if (!listing || (await moderationState(db, kind, id)) || (await isOwnerSuspended(db, kind, id))) {
    return failure("not_found", REPORT_MESSAGES.listing);
  }
  if (!canReport(actor, listing)) return failure("forbidden", REPORT_MESSAGES.own);

  const limit = await consumeRateLimit(
    rateLimitKey("report:ip", context.clientIp),
    REPORT_RATE_LIMIT,
  );
  if (!limit.allowed) {
    return failure("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds), {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }

  const outcome = await db.transaction(async (tx) => {
    // Key share: the listing cannot be deleted between the check and the report.
    const locked = await listingHeader(tx, kind, id, true);
    if (!locked) return "not_found" as const;
    const inserted = await tx
      .insert(listingReports)
      .values({
        itemType: kind,
        itemId: id,
        reporterId: actor?.id ?? null,
        reporterKey: actor ? null : visitorReporterKey(context.clientIp),
        reason,
        details,
      })
      .onConflictDoNothing()
      .returning({ id: listingReports.id });
    if (inserted.length === 0) return "already" as const;
    const hidden = actor ? await hideWhenReportedByAccounts(tx, locked) : false;
    return hidden ? { hidden: locked } : ("sent" as const);
  });
  if (typeof outcome === "object") {
    await mailOwnerOfModeration(outcome.hidden, { hidden: true, reason: AUTO_HIDE_REASON });
  }
  if (outcome === "not_found") return failure("not_found", REPORT_MESSAGES.listing);
  if (outcome === "already") return failure("conflict", REPORT_MESSAGES.already);
  return { ok: true, message: REPORT_TEXTS.sent };
}

async function hideWhenReportedByAccounts(
  tx: TDatabase,
  listing: NonNullable<Awaited<ReturnType<typeof listingHeader>>>,
) {
  const [row] = await tx
    .select({ accounts: countDistinct(listingReports.reporterId) })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.itemType, listing.kind),
        eq(listingReports.itemId, listing.id),
        eq(listingReports.status, "open"),
        isNotNull(listingReports.reporterId),
      ),
    );
  if (Number(row?.accounts ?? 0) < AUTO_HIDE_ACCOUNTS) return false;
  const hidden = await hideListing(tx, listing, { reason: AUTO_HIDE_REASON, by: null });
  if (!hidden) return false;
  await tx.insert(adminAuditLog).values({
    actorId: null,
    actorLabel: SYSTEM_ACTOR_LABEL,
    action: "listing_hidden",
    targetType: listing.kind,
    targetId: listing.id,
    targetLabel: listing.title,
    outcome: "success",
    detail: AUTO_HIDE_REASON,
  });
  await notifyOwnerOfModeration(tx, listing, { hidden: true, reason: AUTO_HIDE_REASON });
  return true;
}
