import { type SQL, sql } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import type { TFailure } from "~/kernel/failures";
import { getDb, queryRows } from "~/server/db/client.server";
import {
  conversationReports,
  conversations,
  hiddenListings,
  listingReports,
  messages,
  properties,
  services,
  stores,
  user,
} from "~/server/db/schema";
import { JOB_SCHEMA } from "~/server/jobs/queue.server";
import {
  ADMIN_OVERVIEW_DAYS,
  ADMIN_OVERVIEW_METRICS,
  ADMIN_OVERVIEW_WINDOWS,
  type TAdminOverview,
  type TAdminOverviewMetric,
  type TOverviewDay,
  type TWindowCounts,
} from "./admin-overview";
import { adminRefusal } from "./admin-users.server";

/*
 * The overview tab (issue 26, decision 0038). Days are Tunisia's (Africa/Tunis): 'today' starts at
 * midnight in Tunis, '7 jours' and '30 jours' are today and the 6 or 29 days before it, the same
 * days the chart draws. Every figure is a count over a created_at range the table's index walks
 * (accounts, listings, contact messages, conversations), or over rows that stay few (open
 * reports, hidden listings, failed jobs).
 */

const TIME_ZONE = "Africa/Tunis";
const JOB_PREFIX = "job:";

/** The Tunisian day of a timestamp column, as 'YYYY-MM-DD'. */
const dayOf = (column: SQL) =>
  sql`to_char(${column} at time zone ${TIME_ZONE}::text, 'YYYY-MM-DD')`;

/** Rows per metric and Tunisian day since `since`: one query, one round trip. */
export function countsQuery(since: string): SQL {
  const from = sql`${since}::timestamptz`;
  const daily = (metric: TAdminOverviewMetric, column: SQL, table: SQL, where?: SQL) =>
    sql`select ${metric}::text as metric, ${dayOf(column)} as day, count(*)::int as n from ${table}
      where ${column} >= ${from} ${where ? sql`and ${where}` : sql``} group by 2`;
  const jobs = sql.raw(`${JOB_SCHEMA}.job`);
  const parts = [
    daily("accounts", sql`${user.createdAt}`, sql`${user}`),
    daily("properties", sql`${properties.createdAt}`, sql`${properties}`),
    daily("services", sql`${services.createdAt}`, sql`${services}`),
    daily("stores", sql`${stores.createdAt}`, sql`${stores}`),
    daily("contactMessages", sql`${messages.createdAt}`, sql`${messages}`),
    daily("conversations", sql`${conversations.createdAt}`, sql`${conversations}`),
    // Reports filed in the window that nobody has handled yet (the partial 'open' indexes).
    daily(
      "openReports",
      sql`${listingReports.createdAt}`,
      sql`${listingReports}`,
      sql`${listingReports.status} = 'open'`,
    ),
    daily(
      "openReports",
      sql`${conversationReports.createdAt}`,
      sql`${conversationReports}`,
      sql`${conversationReports.status} = 'open'`,
    ),
    daily("hiddenListings", sql`${hiddenListings.createdAt}`, sql`${hiddenListings}`),
    // Jobs that used up their retries; each queue's name is told apart below.
    sql`select ${JOB_PREFIX}::text || name as metric, ${dayOf(sql.raw("completed_on"))} as day, count(*)::int as n
      from ${jobs} where state = 'failed' and completed_on >= ${from} group by name, 2`,
  ];
  return sql.join(parts, sql` union all `);
}

/** 'YYYY-MM-DD' of the day `offset` days after `day` (calendar arithmetic, no time zone). */
function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const isListingKind = (metric: string): metric is "properties" | "services" | "stores" =>
  metric === "properties" || metric === "services" || metric === "stores";

const noCounts = (): TWindowCounts => ({ today: 0, week: 0, month: 0 });

/**
 * The panel's first tab: what happened today, in 7 and in 30 days (accounts, listings per kind,
 * contact messages, conversations, reports still open, hidden listings, failed jobs by name) and
 * the listings published each of the last 30 days. Administrators only.
 */
export async function getAdminOverview(
  actor: TSessionUser | null,
): Promise<{ ok: true; overview: TAdminOverview } | TFailure<"unauthenticated" | "forbidden">> {
  const refusal = adminRefusal(actor);
  if (refusal) return refusal;
  const db = await getDb();
  const [bounds] = await queryRows<{ today: string; since: string }>(
    db,
    sql`select to_char(now() at time zone ${TIME_ZONE}::text, 'YYYY-MM-DD') as today,
      to_char((date_trunc('day', now() at time zone ${TIME_ZONE}::text) - make_interval(days => ${ADMIN_OVERVIEW_DAYS - 1}))
        at time zone ${TIME_ZONE}::text, 'YYYY-MM-DD"T"HH24:MI:SSOF') as since`,
  );
  if (!bounds) throw new Error("horloge de la base illisible");
  const { today } = bounds;
  const days = Array.from({ length: ADMIN_OVERVIEW_DAYS }, (_, index) =>
    shiftDay(today, index - ADMIN_OVERVIEW_DAYS + 1),
  );
  // Every row is of the 30 days already (the query's lower bound): the shorter windows are cut here.
  const weekStart = shiftDay(today, -(ADMIN_OVERVIEW_WINDOWS.week - 1));

  const rows = await queryRows<{ metric: string; day: string; n: number }>(
    db,
    countsQuery(bounds.since),
  );
  const figures = Object.fromEntries(
    ADMIN_OVERVIEW_METRICS.map((metric) => [metric, noCounts()]),
  ) as Record<TAdminOverviewMetric, TWindowCounts>;
  const failedJobs = new Map<string, TWindowCounts>();
  const daily = new Map<string, TOverviewDay>(
    days.map((day) => [day, { day, properties: 0, services: 0, stores: 0 }]),
  );
  const countsOf = (metric: string): TWindowCounts | undefined => {
    if (!metric.startsWith(JOB_PREFIX)) return figures[metric as TAdminOverviewMetric];
    const name = metric.slice(JOB_PREFIX.length);
    const counts = failedJobs.get(name) ?? noCounts();
    failedJobs.set(name, counts);
    return counts;
  };
  for (const row of rows) {
    const n = Number(row.n);
    // A failed job counts under its queue's name and in the total.
    const targets = [countsOf(row.metric)];
    if (row.metric.startsWith(JOB_PREFIX)) targets.push(figures.failedJobs);
    for (const counts of targets) {
      if (!counts) continue;
      counts.month += n;
      if (row.day >= weekStart) counts.week += n;
      if (row.day >= today) counts.today += n;
    }
    const day = daily.get(row.day);
    if (day && isListingKind(row.metric)) day[row.metric] += n;
  }
  return {
    ok: true,
    overview: {
      today,
      figures,
      failedJobs: [...failedJobs]
        .map(([name, counts]) => ({ name, ...counts }))
        .sort((a, b) => b.month - a.month || a.name.localeCompare(b.name)),
      daily: [...daily.values()],
    },
  };
}
