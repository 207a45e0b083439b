import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { listingHeader } from "~/features/listings/listing-header.server";
import {
  closeOpenReports,
  hideListing,
  restoreListing,
} from "~/features/listings/moderation.server";
import {
  mailOwnerOfModeration,
  notifyOwnerOfModeration,
  type TModerationChange,
} from "~/features/listings/moderation-notice.server";
import {
  REPORT_REASON_LABELS,
  SYSTEM_REPORT_REASON_LABELS,
  type TReportReason,
  type TSystemReportReason,
} from "~/features/listings/report-texts";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure, type TResult } from "~/kernel/failures";
import { LISTING_KINDS, type TListingKind } from "~/kernel/kinds";
import { can, isAdmin } from "~/kernel/policy";
import { isListingId } from "~/lib/ids";
import { CONTROL_CHARACTERS_MESSAGE, withoutControlCharacters } from "~/lib/text";
import { getDb, queryRows } from "~/server/db/client.server";
import { containsText } from "~/server/db/text-match.server";
import { ADMIN_PAGE_SIZE, adminPage, type TAdminListQuery, type TAdminPage } from "./admin-query";
import { MODERATION_REASON_MAX } from "./admin-texts";
import { ADMIN_ONLY_MESSAGE, recordAdminAction } from "./audit-log.server";

/*
 * The panel's 'Signalements' tab (issue 14, decision 0015): the listings readers reported and the
 * hidden ones, and what an administrator does about them. Every action is journaled.
 */

export type TReportQueueReport = {
  id: string;
  reason: string;
  details: string | null;
  /** 'Compte', 'Visiteur' or 'Système': who reported, without naming them. */
  by: "account" | "visitor" | "system";
  createdAt: string;
  /** The other listing a system report names (a reused photo); title null once it is deleted. */
  linked: { kind: TListingKind; id: string; title: string | null } | null;
};

const REASON_LABELS: Record<string, string> = {
  ...REPORT_REASON_LABELS,
  ...SYSTEM_REPORT_REASON_LABELS,
};

export type TReportQueueRow = {
  kind: TListingKind;
  id: string;
  title: string;
  openCount: number;
  oldestAt: string;
  hidden: { reason: string; automatic: boolean } | null;
  reports: TReportQueueReport[];
};

/** The open reports of one listing shown in the queue; more are counted, not listed. */
const REPORTS_SHOWN = 20;

const titleOf = (type: SQL, id: SQL) => sql`coalesce(
  (select p.title from properties p where ${type} = 'property' and p.id = ${id}),
  (select s.name from services s where ${type} = 'service' and s.id = ${id}),
  (select b.name from stores b where ${type} = 'store' and b.id = ${id}))`;
const TITLE_OF = titleOf(sql`q.item_type`, sql`q.item_id`);

type TQueueRow = {
  item_type: TListingKind;
  item_id: string;
  title: string | null;
  open_count: number | string;
  oldest_at: Date | string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  hidden: boolean;
  total: number | string;
};

/**
 * Listings with open reports, and hidden ones (so that they can be restored), one row each.
 * Ordered by how many reports are open, then by the oldest open report first: among listings
 * reported as often, the one that has waited longest is looked at first (a queue is first in,
 * first out); hidden listings with nothing open come last.
 */
export async function listReportQueue(
  actor: Pick<TSessionUser, "role"> | null,
  query: TAdminListQuery,
): Promise<
  { ok: true; page: TAdminPage<TReportQueueRow> } | TFailure<"unauthenticated" | "forbidden">
> {
  if (!isAdmin(actor)) return failure(actor ? "forbidden" : "unauthenticated", ADMIN_ONLY_MESSAGE);
  const db = await getDb();
  const search = query.q ? sql`where ${containsText(sql`q.title`, query.q)}` : sql``;
  const rows = await queryRows<TQueueRow>(
    db,
    sql`with open_reports as (
          select item_type, item_id, count(*)::int as open_count, min(created_at) as oldest_at
          from listing_reports where status = 'open' group by item_type, item_id
        ), items as (
          select item_type, item_id from open_reports
          union select item_type, item_id::uuid from hidden_listings
        ), q as (
          select i.item_type, i.item_id, coalesce(o.open_count, 0) as open_count, o.oldest_at,
            h.reason as hidden_reason, h.hidden_by, h.item_id is not null as hidden,
            h.created_at as hidden_at
          from items i
          left join open_reports o on o.item_type = i.item_type and o.item_id = i.item_id
          left join hidden_listings h on h.item_type = i.item_type and h.item_id = i.item_id
        ), named as (
          select q.*, ${TITLE_OF} as title from q
        )
        select q.*, count(*) over () as total from named q
        ${search}
        order by open_count desc, coalesce(oldest_at, hidden_at) asc, item_id
        limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}`,
  );
  const reports = rows.length
    ? await queryRows<{
        item_type: TListingKind;
        item_id: string;
        id: string;
        reason: TReportReason | TSystemReportReason;
        details: string | null;
        reporter_id: string | null;
        reporter_key: string | null;
        linked_item_type: TListingKind | null;
        linked_item_id: string | null;
        linked_title: string | null;
        created_at: Date | string;
      }>(
        db,
        sql`select * from (
              select r.item_type, r.item_id, r.id, r.reason, r.details, r.reporter_id,
                r.reporter_key, r.linked_item_type, r.linked_item_id, r.created_at,
                ${titleOf(sql`r.linked_item_type`, sql`r.linked_item_id`)} as linked_title,
                row_number() over (partition by r.item_type, r.item_id order by r.created_at) as n
              from listing_reports r
              where r.status = 'open' and (r.item_type, r.item_id) in (${sql.join(
                rows.map((row) => sql`(${row.item_type}, ${row.item_id}::uuid)`),
                sql`, `,
              )})
            ) ranked where n <= ${REPORTS_SHOWN} order by created_at`,
      )
    : [];
  const page = rows.map(
    (row): TReportQueueRow => ({
      kind: row.item_type,
      id: row.item_id,
      // A listing deleted meanwhile has no title: its reports went with it, so it rarely shows.
      title: row.title ?? "Annonce supprimée",
      openCount: Number(row.open_count),
      oldestAt: new Date(row.oldest_at ?? Date.now()).toISOString(),
      hidden: row.hidden
        ? { reason: row.hidden_reason ?? "", automatic: row.hidden_by === null }
        : null,
      reports: reports
        .filter((report) => report.item_type === row.item_type && report.item_id === row.item_id)
        .map((report) => ({
          id: report.id,
          reason: REASON_LABELS[report.reason] ?? report.reason,
          details: report.details,
          // A visitor is told apart by their key; the system's reports have neither.
          by: report.reporter_id ? "account" : report.reporter_key ? "visitor" : "system",
          createdAt: new Date(report.created_at).toISOString(),
          linked:
            report.linked_item_type && report.linked_item_id
              ? {
                  kind: report.linked_item_type,
                  id: report.linked_item_id,
                  title: report.linked_title,
                }
              : null,
        })),
    }),
  );
  return { ok: true, page: adminPage(page, Number(rows[0]?.total ?? 0), query) };
}

const ZTarget = {
  kind: z.enum(LISTING_KINDS, { error: "Type d'annonce inconnu." }),
  id: z.string().refine(isListingId, { error: "Identifiant d'annonce invalide." }),
};

/** The 'Masquer' dialog's form: the reason is what the owner will read. */
export const ZHideListing = z.object({
  ...ZTarget,
  reason: z
    .string({ error: "Indiquez le motif, que le propriétaire lira." })
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .trim()
    .min(3, { error: "Indiquez le motif, que le propriétaire lira." })
    .max(MODERATION_REASON_MAX, {
      error: `Le motif ne peut pas dépasser ${MODERATION_REASON_MAX} caractères.`,
    }),
});
const ZModerationTarget = z.object(ZTarget);

export type TModerationAction = "hide" | "restore" | "dismiss";

const TEXTS = {
  hide: { done: "Annonce masquée", failed: "Impossible de masquer l'annonce" },
  restore: { done: "Annonce rétablie", failed: "Impossible de rétablir l'annonce" },
  dismiss: {
    done: "Signalements classés sans suite",
    failed: "Impossible de classer les signalements",
  },
} as const satisfies Record<TModerationAction, { done: string; failed: string }>;

const JOURNAL_ACTION = {
  hide: "listing_hidden",
  restore: "listing_restored",
  dismiss: "reports_dismissed",
} as const;

/**
 * 'Masquer', 'Rétablir' and 'Classer sans suite' on a listing of the queue. Administrators only,
 * decided by the listings policy (`moderate`) before anything changes; the change, its journal
 * line and the owner's notification are one transaction. Refusals are journaled too, as the other
 * panel actions are.
 *
 * - hide: the listing leaves every public page; its open reports are closed (reviewed).
 * - restore: it is public again; open reports are closed (reviewed and found fine).
 * - dismiss: the open reports are closed; the listing stays as it is.
 */
export async function moderateListing(
  actor: TSessionUser | null,
  action: TModerationAction,
  input: FormData | Record<string, unknown>,
): Promise<TResult<{ title: string }>> {
  const values = input instanceof FormData ? Object.fromEntries(input) : input;
  const texts = TEXTS[action];
  if (!actor || !isAdmin(actor)) {
    return failure(
      actor ? "forbidden" : "unauthenticated",
      `${texts.failed}: ${ADMIN_ONLY_MESSAGE}`,
    );
  }
  const parsed = (action === "hide" ? ZHideListing : ZModerationTarget).safeParse(values);
  if (!parsed.success) {
    return failure("invalid", `${texts.failed}: ${parsed.error.issues[0]?.message ?? ""}`);
  }
  const kind = parsed.data.kind;
  const id = parsed.data.id.toLowerCase();
  const reason = "reason" in parsed.data ? (parsed.data.reason as string) : null;
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const listing = await listingHeader(tx, kind, id, true);
    if (!listing) return { code: "not_found" as const };
    if (!can(actor, "moderate", listing)) return { code: "forbidden" as const, listing };
    let changed = false;
    if (action === "hide") {
      changed = await hideListing(tx, listing, { reason: reason ?? "", by: actor.id });
      if (changed) await closeOpenReports(tx, listing);
    } else if (action === "restore") {
      changed = await restoreListing(tx, listing);
      if (changed) await closeOpenReports(tx, listing);
    } else {
      changed = (await closeOpenReports(tx, listing)) > 0;
    }
    if (!changed) return { code: "conflict" as const, listing };
    await recordAdminAction(tx, {
      actor,
      action: JOURNAL_ACTION[action],
      target: { type: kind, id, label: listing.title },
      outcome: "success",
      detail: reason ?? undefined,
    });
    const change: TModerationChange | null =
      action === "hide"
        ? { hidden: true, reason: reason ?? "" }
        : action === "restore"
          ? { hidden: false }
          : null;
    if (change) await notifyOwnerOfModeration(tx, listing, change);
    return { code: "ok" as const, listing, change };
  });
  if (outcome.code === "ok") {
    if (outcome.change) await mailOwnerOfModeration(outcome.listing, outcome.change);
    return { ok: true, title: texts.done };
  }
  const message = {
    not_found: "Cette annonce n'existe pas ou a été supprimée.",
    forbidden: ADMIN_ONLY_MESSAGE,
    conflict: {
      hide: "Cette annonce est déjà masquée.",
      restore: "Cette annonce n'est pas masquée.",
      dismiss: "Cette annonce n'a aucun signalement ouvert.",
    }[action],
  }[outcome.code];
  await recordAdminAction(db, {
    actor,
    action: JOURNAL_ACTION[action],
    target: {
      type: kind,
      id,
      label: "listing" in outcome ? (outcome.listing?.title ?? null) : null,
    },
    outcome: "refused",
    detail: message,
  });
  return failure(outcome.code, `${texts.failed}: ${message}`);
}
