import { and, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { fullPlace, type TCatalogueCardItem } from "~/features/listings/catalogue/catalogue-kind";
import { CATALOGUE_PAGES } from "~/features/listings/catalogue/catalogue-parts";
import { CATALOGUE_SOURCES } from "~/features/listings/catalogue/catalogue-sources.server";
import { listingPath, type TListingKind } from "~/kernel/kinds";
import { formatPrice } from "~/lib/format";
import { propertyThumbnailUrl } from "~/lib/property-photo-urls";
import { getDb, queryRows } from "~/server/db/client.server";
import { properties, savedSearches, savedSearchSent, user } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail/mail.server";
import { alertMail, type TAlertMailItem } from "~/server/mail/templates.server";
import { alertMatchCondition } from "./alert-filters.server";
import { alertListPath, type TAlertFilters, type TAlertFrequency } from "./alert-texts";
import { unsubscribeUrl } from "./unsubscribe-token.server";

/*
 * The alerts' mails (issue 15, decision 0023). For each running alert of a frequency: the
 * listings its list page shows now (the list's own condition: on offer, not hidden, not expired),
 * published since the alert started or resumed, that it has not mailed yet. They are claimed in
 * one statement (recorded as sent; the primary key makes a second run at once claim nothing), then
 * mailed. Nothing new: no mail.
 */

/** Listings a mail shows; more are counted and linked to the list. */
export const ALERT_MAIL_ITEMS = 20;
/** Listings claimed per alert and run: what a busy day's digest can hold. */
const CLAIM_LIMIT = 200;

type TAlertRow = {
  id: string;
  kind: TListingKind;
  name: string;
  filters: TAlertFilters;
  since: Date | string;
  email: string;
  first_name: string | null;
};

function listingTable(kind: TListingKind): { table: PgTable; id: PgColumn; createdAt: PgColumn } {
  if (kind === "property") {
    return { table: properties, id: properties.id, createdAt: properties.createdAt };
  }
  const source = CATALOGUE_SOURCES[kind];
  return { table: source.table, id: source.columns.id, createdAt: source.columns.createdAt };
}

/**
 * Records as sent, and returns newest first, the listings new to `alert` that its list shows:
 * the saved-search twin of the list query, with "published since, not yet sent" added.
 */
export async function claimNewMatches(
  alert: { id: string; kind: TListingKind; filters: TAlertFilters; since: Date | string },
  limit = CLAIM_LIMIT,
): Promise<string[]> {
  const db = await getDb();
  const { table, id, createdAt } = listingTable(alert.kind);
  const since = new Date(alert.since).toISOString();
  const conditions: (SQL | undefined)[] = [
    alertMatchCondition(alert.kind, alert.filters),
    gt(createdAt, sql`${since}::timestamptz`),
    sql`not exists (select 1 from ${savedSearchSent} where ${savedSearchSent.savedSearchId} = ${alert.id} and ${savedSearchSent.itemId} = ${id})`,
  ];
  const matches = db
    .select({ id })
    .from(table)
    .where(and(...conditions))
    .orderBy(desc(createdAt), desc(id))
    .limit(limit);
  const claimed = await queryRows<{ item_id: string }>(
    db,
    sql`insert into ${savedSearchSent} (saved_search_id, item_id)
        select ${alert.id}::uuid, matches.id from (${matches}) as matches
        on conflict do nothing
        returning item_id`,
  );
  return claimed.map((row) => row.item_id);
}

function absolute(url: string | null): string | null {
  if (!url) return null;
  return url.startsWith("/") ? `${env().PUBLIC_URL}${url}` : url;
}

/** What the mail shows of each listing, newest first. */
async function mailItems(kind: TListingKind, ids: string[]): Promise<TAlertMailItem[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const origin = env().PUBLIC_URL;
  if (kind === "property") {
    const rows = await db
      .select({
        id: properties.id,
        title: properties.title,
        price: properties.price,
        announcementType: properties.announcementType,
        location: properties.location,
        address: properties.address,
        cover: sql<string | null>`${properties.photoUrls}[1]`,
        createdAt: properties.createdAt,
      })
      .from(properties)
      .where(inArray(properties.id, ids))
      .orderBy(desc(properties.createdAt), desc(properties.id));
    return rows.map((row) => ({
      title: row.title,
      detail: formatPrice(row.price, row.announcementType),
      place: fullPlace(row),
      photo: absolute(propertyThumbnailUrl(row.cover) ?? row.cover),
      url: `${origin}${listingPath("property", row.id)}`,
    }));
  }
  const source = CATALOGUE_SOURCES[kind];
  const card = CATALOGUE_PAGES[kind].card;
  const rows = (await db
    .select(source.cardColumns)
    .from(source.table)
    .where(inArray(source.columns.id, ids))
    .orderBy(desc(source.columns.createdAt), desc(source.columns.id))) as TCatalogueCardItem[];
  return rows.map((row) => ({
    title: row.name,
    detail: card.labelOf(row.label),
    place: card.placeOf(row),
    photo: absolute(row.image),
    url: `${origin}${listingPath(kind, row.id)}`,
  }));
}

/**
 * Mails every running alert of `frequency` that has new matches; returns how many mails left.
 * Repeatable: what was mailed is recorded before the mail is queued, and a mail that cannot be
 * queued gives its listings back for the next run.
 */
export async function sendAlertMails(frequency: TAlertFrequency): Promise<number> {
  const db = await getDb();
  const alerts = await queryRows<TAlertRow>(
    db,
    sql`select a.id, a.kind, a.name, a.filters, a.since, u.email, p.first_name
        from ${savedSearches} a
        join ${user} u on u.id = a.user_id
        left join profiles p on p.id = a.user_id
        where a.frequency = ${frequency} and a.paused = false
        order by a.id`,
  );
  let sent = 0;
  for (const alert of alerts) {
    const filters =
      typeof alert.filters === "string"
        ? (JSON.parse(alert.filters) as TAlertFilters)
        : alert.filters;
    const claimed = await claimNewMatches({ ...alert, filters });
    if (claimed.length === 0) continue;
    try {
      const items = await mailItems(alert.kind, claimed);
      if (items.length === 0) continue;
      await sendMail(
        alertMail(alert.email, alert.first_name, {
          name: alert.name,
          items: items.slice(0, ALERT_MAIL_ITEMS),
          more: Math.max(0, items.length - ALERT_MAIL_ITEMS),
          listUrl: `${env().PUBLIC_URL}${alertListPath(alert.kind, filters)}`,
          unsubscribeUrl: unsubscribeUrl(alert.id),
        }),
      );
      await db
        .update(savedSearches)
        .set({ lastSentAt: sql`now()` })
        .where(eq(savedSearches.id, alert.id));
      sent += 1;
    } catch (error) {
      // Not mailed after all: the next run claims these listings again.
      await db
        .delete(savedSearchSent)
        .where(
          and(
            eq(savedSearchSent.savedSearchId, alert.id),
            inArray(savedSearchSent.itemId, claimed),
          ),
        );
      logger.error({ err: error, alert: alert.id }, "alerte non envoyée");
      throw error;
    }
  }
  return sent;
}
