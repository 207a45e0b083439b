import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { TListingKind } from "~/kernel/kinds";
import { isListingId } from "~/lib/ids";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { listingCounters } from "~/server/db/schema";
import { logger } from "~/server/logger.server";

/*
 * What 'Mes annonces' counts per listing (issue 22): views of its page, and phone numbers
 * revealed. Views are counted at the HTTP edge, because a page served from the page cache runs no
 * loader: a GET of a listing's page (the document, or the `.data` of a client-side navigation)
 * answered 200, by a person: bots (isbot's list), prefetches and the revalidations of a page
 * already shown are not views. They are added up in memory and written every few seconds, so
 * counting costs the response nothing; a process that stops writes what it holds first.
 */

/** How often counted views are written. */
export const VIEW_FLUSH_MS = 5_000;

const KIND_OF_SEGMENT: Record<string, TListingKind> = {
  proprietes: "property",
  services: "service",
  boutiques: "store",
};

const DETAIL_PATH = /^\/(proprietes|services|boutiques)\/([^/]+?)(\.data)?$/;

/** Headers browsers send on speculative loads (link prefetch, prerender, Safari's previews). */
const SPECULATIVE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];

export type TListingRef = { kind: TListingKind; id: string };

/**
 * The listing whose page `request` viewed, when it is a view: GET, answered 200, by a person, not
 * a prefetch, and for `.data` a navigation to the page, not the page reloading its own data
 * (after a form on it, or a realtime refresh), which the Referer tells: the page itself.
 */
export function listingViewOf(request: Request, status: number): TListingRef | null {
  if (request.method !== "GET" || status !== 200) return null;
  const url = new URL(request.url);
  const match = DETAIL_PATH.exec(url.pathname);
  const kind = match && KIND_OF_SEGMENT[match[1] as string];
  const id = match?.[2];
  if (!kind || !id || !isListingId(id)) return null;
  const headers = request.headers;
  const userAgent = headers.get("user-agent") ?? "";
  if (!userAgent || isbot(userAgent)) return null;
  if (
    SPECULATIVE_HEADERS.some((name) => /prefetch|prerender|preview/i.test(headers.get(name) ?? ""))
  ) {
    return null;
  }
  if (match[3]) {
    const referer = headers.get("referer");
    const pagePath = `/${match[1]}/${id}`;
    if (referer && safePath(referer) === pagePath) return null;
  }
  return { kind, id: id.toLowerCase() };
}

function safePath(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

// The HTTP entry and the React Router build are separate bundles: one tally per process.
const store = globalThis as { __darnaListingViews?: Map<string, number> };
function pending(): Map<string, number> {
  store.__darnaListingViews ??= new Map();
  return store.__darnaListingViews;
}

/** Counts one view, in memory until the next write. */
export function countListingView(listing: TListingRef) {
  const key = `${listing.kind}:${listing.id}`;
  const views = pending();
  views.set(key, (views.get(key) ?? 0) + 1);
}

/** Counts `request` when it viewed a listing's page (see listingViewOf). Never throws. */
export function countViewOf(request: Request, status: number) {
  try {
    const listing = listingViewOf(request, status);
    if (listing) countListingView(listing);
  } catch (error) {
    logger.warn({ err: error }, "compteur de vues");
  }
}

/**
 * Writes the views counted since the last write; returns how many. Only for listings that still
 * exist (an id nobody published, or a listing deleted meanwhile, gets no row). Views that could
 * not be written are kept for the next time.
 */
export async function flushListingViews(): Promise<number> {
  const views = pending();
  if (views.size === 0) return 0;
  const batch = [...views];
  views.clear();
  const rows = batch.map(([key, count]) => {
    const [kind, id] = key.split(":");
    return sql`(${kind}::text, ${id}::uuid, ${count}::int)`;
  });
  try {
    const db = await getDb();
    await db.execute(
      sql`insert into listing_counters (listing_kind, listing_id, views)
          select v.kind, v.id, v.n from (values ${sql.join(rows, sql`, `)}) as v(kind, id, n)
          where (v.kind = 'property' and exists (select 1 from properties t where t.id = v.id))
             or (v.kind = 'service' and exists (select 1 from services t where t.id = v.id))
             or (v.kind = 'store' and exists (select 1 from stores t where t.id = v.id))
          on conflict (listing_kind, listing_id)
          do update set views = listing_counters.views + excluded.views`,
    );
  } catch (error) {
    for (const [key, count] of batch) views.set(key, (views.get(key) ?? 0) + count);
    throw error;
  }
  return batch.reduce((total, [, count]) => total + count, 0);
}

/** Writes the counted views every VIEW_FLUSH_MS; the returned function stops and writes the rest. */
export function startListingViewFlush(intervalMs = VIEW_FLUSH_MS): () => Promise<void> {
  const flush = () =>
    flushListingViews().catch((error: unknown) => {
      logger.warn({ err: error }, "compteur de vues : écriture reportée");
    });
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await flush();
  };
}

/** One more phone number revealed on a listing's page. */
export async function countPhoneReveal(listing: TListingRef) {
  const db = await getDb();
  await db
    .insert(listingCounters)
    .values({ listingKind: listing.kind, listingId: listing.id, phoneReveals: 1 })
    .onConflictDoUpdate({
      target: [listingCounters.listingKind, listingCounters.listingId],
      set: { phoneReveals: sql`${listingCounters.phoneReveals} + 1` },
    });
}

/** What 'Mes annonces' shows of a listing. */
export type TListingCounts = { views: number; conversations: number; phoneReveals: number };

/**
 * The columns `views`, `phone_reveals` and `conversations` of the listing of `kind` whose id is
 * `id` (a column of the query they go into).
 */
export function listingCountColumns(kind: TListingKind, id: SQL): SQL {
  return sql`coalesce((select lc.views from listing_counters lc
      where lc.listing_kind = ${kind} and lc.listing_id = ${id}), 0)::int as views,
    coalesce((select lc.phone_reveals from listing_counters lc
      where lc.listing_kind = ${kind} and lc.listing_id = ${id}), 0)::int as phone_reveals,
    (select count(*) from conversations c
      where c.listing_kind = ${kind} and c.listing_id = ${id})::int as conversations`;
}

/** The counts of a row holding listingCountColumns. */
export function listingCountsOf(row: Record<string, unknown>): TListingCounts {
  return {
    views: Number(row.views ?? 0),
    conversations: Number(row.conversations ?? 0),
    phoneReveals: Number(row.phone_reveals ?? 0),
  };
}

/** A deleted listing's counters go with it (they name it without a foreign key). */
export async function deleteListingCounters(
  db: Pick<TDatabase, "delete">,
  kind: TListingKind,
  ids: string[],
) {
  if (ids.length === 0) return;
  await db
    .delete(listingCounters)
    .where(and(eq(listingCounters.listingKind, kind), inArray(listingCounters.listingId, ids)));
}
