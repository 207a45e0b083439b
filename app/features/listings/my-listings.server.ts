import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TResult } from "~/kernel/failures";
import { kindOfSegment, LISTING_KINDS, LISTING_SEGMENTS, type TListingKind } from "~/kernel/kinds";
import { withThumbnailCover } from "~/lib/property-photo-urls";
import { getDb, queryRows, type TDatabase } from "~/server/db/client.server";
import { isNewColumn, sellerVerifiedColumn } from "./card-columns.server";
import type { TPropertyCardItem } from "./cards";
import type { TCatalogueCardItem, TCatalogueKind } from "./catalogue/catalogue-kind";
import { deleteListing } from "./delete-listing.server";
import { EXPIRY_REMINDER_DAYS } from "./expiry";
import { ZListPage } from "./list-params";
import {
  listingCountColumns,
  listingCountsOf,
  type TListingCounts,
} from "./listing-counters.server";
import type { TMyListCounts } from "./my-lists";
import type { TPropertyStatus } from "./property-status";
import { notHiddenRaw } from "./visibility.server";

/** Long lists are paged on the server: a multiple of 1, 2 and 3 grid columns. */
export const MY_LIST_PAGE_SIZE = 24;

/** One listing of a signed-in user's lists, with what its card and its table row show. */
export type TMyItem = {
  id: string;
  createdAt: string;
  /** Hidden by moderation: only its owner still sees it, here, with a 'Masquée' badge. */
  hidden?: boolean;
  /** Properties only: when the listing expires or expired (decision 0019), ISO. */
  expiresAt?: string;
  /** Properties only: expired or expiring within the reminder's week, so 'Renouveler' is offered. */
  renewable?: boolean;
} & (
  | { kind: "property"; card: TPropertyCardItem }
  | { kind: TCatalogueKind; card: TCatalogueCardItem }
);

export type TMyListQuery = { kind: TListingKind | null; page: number };

export type TMyListPage<T> = {
  items: T[];
  counts: TMyListCounts;
  /** Items of the current tab. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

const ZMyListQuery = z.object({
  type: z.enum(LISTING_SEGMENTS).optional().catch(undefined),
  page: ZListPage,
});

/** Reads ?type=proprietes|services|boutiques&page=N; never fails (an unknown tab is 'Toutes'). */
export function parseMyListQuery(searchParams: URLSearchParams): TMyListQuery {
  const { type, page } = ZMyListQuery.parse({
    type: searchParams.get("type") ?? undefined,
    page: searchParams.get("page") ?? undefined,
  });
  return { kind: kindOfSegment(type), page };
}

/*
 * The three tables answer in the same columns so that one UNION ALL lists them newest first.
 * `t` is the listing table's alias in every source below (here and in my-favorites.server.ts).
 */
/** 'Nouveau' on the card, by the rule of every list's cards (card-columns.server.ts). */
const IS_NEW = sql`${isNewColumn(sql.raw("t.created_at"))} as is_new`;
/** The 'Vérifié' badge as public cards show it, looked up for the page's rows only. */
const sellerVerified = (alias: "page" | "item") =>
  sql`${sellerVerifiedColumn(sql.raw(`${alias}.user_id`))} as seller_verified`;
/** The delegation's name, from the database's copy of the places (as on the lists' cards). */
const DELEGATION_NAME = sql.raw(
  "(select d.name_fr from delegations d where d.slug = t.delegation) as delegation_name",
);

export const MY_ITEM_COLUMNS: Record<TListingKind, SQL> = {
  property: sql`'property'::text as kind, t.id, t.created_at, t.title as name, t.type as label,
    t.announcement_type, t.price, t.surface, t.rooms, t.address, t.governorate, t.location,
    ${DELEGATION_NAME}, t.photo_urls[1] as image, cardinality(t.photo_urls) as photo_count, ${IS_NEW},
    null::float8 as avg_rating, t.status, t.expires_at, t.user_id,
    t.expires_at <= now() as expired,
    t.expires_at <= now() + make_interval(days => ${EXPIRY_REMINDER_DAYS}) as renewable`,
  service: sql`'service'::text as kind, t.id, t.created_at, t.name, t.profession as label,
    null::text as announcement_type, null::int as price, null::int as surface, null::int as rooms,
    t.address, null::text as governorate, t.location, ${DELEGATION_NAME},
    coalesce(nullif(t.image, ''), nullif(t.image_url, '')) as image, null::int as photo_count,
    ${IS_NEW}, t.avg_rating,
    null::text as status, null::timestamptz as expires_at, t.user_id, null::boolean as expired,
    null::boolean as renewable`,
  store: sql`'store'::text as kind, t.id, t.created_at, t.name, t.category as label,
    null::text as announcement_type, null::int as price, null::int as surface, null::int as rooms,
    t.address, null::text as governorate, t.location, ${DELEGATION_NAME}, t.image,
    null::int as photo_count, ${IS_NEW}, t.avg_rating,
    null::text as status, null::timestamptz as expires_at, t.user_id, null::boolean as expired,
    null::boolean as renewable`,
};

type TMyItemRow = {
  kind: TListingKind | null;
  id: string;
  created_at: Date | string;
  name: string;
  label: string;
  announcement_type: "vente" | "location" | null;
  price: number | null;
  surface: number | null;
  rooms: number | null;
  address: string | null;
  governorate: string | null;
  location: string;
  delegation_name: string | null;
  image: string | null;
  photo_count: number | null;
  is_new: boolean;
  avg_rating: number | string | null;
  status: TPropertyStatus | null;
  expires_at: Date | string | null;
  expired: boolean | null;
  renewable: boolean | null;
  seller_verified: boolean | null;
  all_count: number;
  property_count: number;
  service_count: number;
  store_count: number;
};

function toMyItem(row: TMyItemRow & { kind: TListingKind }): TMyItem {
  const base = { id: row.id, createdAt: new Date(row.created_at).toISOString() };
  switch (row.kind) {
    case "property":
      return {
        ...base,
        ...(row.expires_at ? { expiresAt: new Date(row.expires_at).toISOString() } : {}),
        ...(row.renewable ? { renewable: true } : {}),
        kind: "property",
        // The card shows the cover's 400 px thumbnail, as on the property list.
        card: withThumbnailCover({
          id: row.id,
          title: row.name,
          type: row.label as TPropertyCardItem["type"],
          announcementType: row.announcement_type ?? "vente",
          price: Number(row.price ?? 0),
          surface: Number(row.surface ?? 0),
          rooms: Number(row.rooms ?? 0),
          address: row.address ?? "",
          governorate: row.governorate ?? "",
          location: row.location,
          delegationName: row.delegation_name,
          status: row.status ?? "available",
          coverUrl: row.image,
          photoCount: Number(row.photo_count ?? 0),
          isNew: row.is_new,
          sellerVerified: Boolean(row.seller_verified),
          ...(row.expired ? { expired: true } : {}),
        }),
      };
    case "service":
    case "store":
      return {
        ...base,
        kind: row.kind,
        card: {
          id: row.id,
          name: row.name,
          label: row.label,
          location: row.location,
          delegationName: row.delegation_name,
          address: row.address,
          image: row.image,
          avgRating: Number(row.avg_rating ?? 0),
          isNew: row.is_new,
          sellerVerified: Boolean(row.seller_verified),
        },
      };
  }
}

const KIND_TABLES = {
  property: sql`properties`,
  service: sql`services`,
  store: sql`stores`,
} as const satisfies Record<TListingKind, SQL>;

/** One select per listing kind over its table (aliased as the caller says), as one source. */
export function everyKind(select: (kind: TListingKind, table: SQL) => SQL): SQL {
  return sql.join(
    LISTING_KINDS.map((kind) => select(kind, KIND_TABLES[kind])),
    sql` union all `,
  );
}

/**
 * One page of a merged list and the number of items of each tab, in one query. `source` yields
 * the MY_ITEM_COLUMNS of every item plus `sort_at` (newest first) and any `extra` columns.
 * With `details`, `source` yields only `kind`, `id` and `sort_at`, and `details` the columns of
 * one listing `t` of its kind: they are then read for the page's rows alone, not for every item
 * counted (a seller with 400 listings shows 24).
 * A page past the end (the last item of the last page was just deleted) shows the last page.
 */
export async function queryMyItemPage<TExtra extends Record<string, unknown>>(
  db: TDatabase,
  source: SQL,
  query: TMyListQuery,
  extra: (row: Record<string, unknown>) => TExtra = () => ({}) as TExtra,
  details?: (kind: TListingKind, table: SQL) => SQL,
): Promise<TMyListPage<TMyItem & TExtra>> {
  const pageRows = details
    ? sql`select item.*, page.sort_at, ${sellerVerified("item")}, counts.*
      from counts left join page on true
      left join lateral (${everyKind(
        (kind, table) => sql`${details(kind, table)} and page.kind = ${kind} and t.id = page.id`,
      )}) item on true`
    : sql`select page.*, ${sellerVerified("page")}, counts.* from counts left join page on true`;
  const run = async (page: number) => {
    const rows = await queryRows<TMyItemRow & { sort_at: Date | string }>(
      db,
      sql`
      with mine as (${source}),
      counts as (
        select count(*)::int as all_count,
          (count(*) filter (where kind = 'property'))::int as property_count,
          (count(*) filter (where kind = 'service'))::int as service_count,
          (count(*) filter (where kind = 'store'))::int as store_count
        from mine
      ),
      page as (
        select * from mine
        ${query.kind ? sql`where kind = ${query.kind}` : sql``}
        order by sort_at desc, id desc
        limit ${MY_LIST_PAGE_SIZE} offset ${(page - 1) * MY_LIST_PAGE_SIZE}
      )
      ${pageRows}
      order by page.sort_at desc nulls last, page.id desc`,
    );
    const first = rows[0];
    const counts: TMyListCounts = {
      all: Number(first?.all_count ?? 0),
      property: Number(first?.property_count ?? 0),
      service: Number(first?.service_count ?? 0),
      store: Number(first?.store_count ?? 0),
    };
    const items = rows
      .filter((row): row is typeof row & { kind: TListingKind } => row.kind !== null)
      .map((row) => ({ ...toMyItem(row), ...extra(row) }));
    return { items, counts };
  };

  let page = query.page;
  let { items, counts } = await run(page);
  const total = query.kind ? counts[query.kind] : counts.all;
  const pageCount = Math.max(1, Math.ceil(total / MY_LIST_PAGE_SIZE));
  if (page > pageCount) {
    page = pageCount;
    ({ items, counts } = await run(page));
  }
  return { items, counts, total, page, pageCount, pageSize: MY_LIST_PAGE_SIZE };
}

/** A listing of 'Mes annonces': its card, and what its owner alone sees of it. */
export type TMyListing = TMyItem & { hidden: boolean; stats: TListingCounts };

/**
 * The actor's properties, services and shops, merged newest first, one
 * tab at a time, each with its views, conversations and phone reveals (issue 22). Nobody sees
 * another user's listings here, administrators included.
 */
export async function listMyListings(
  actor: Pick<TSessionUser, "id">,
  query: TMyListQuery,
): Promise<TMyListPage<TMyListing>> {
  const db = await getDb();
  // Counting and paging read the user_id indexes alone; the cards' columns, the moderation state
  // and the counters are read for the page's rows only.
  const source = everyKind(
    (kind, table) =>
      sql`select ${kind}::text as kind, t.id, t.created_at as sort_at
        from ${table} t where t.user_id = ${actor.id}`,
  );
  return queryMyItemPage(
    db,
    source,
    query,
    (row) => ({ hidden: row.hidden === true, stats: listingCountsOf(row) }),
    (kind, table) =>
      sql`select ${MY_ITEM_COLUMNS[kind]},
          not ${notHiddenRaw(kind, sql`t.id`)} as hidden, ${listingCountColumns(kind, sql`t.id`)}
        from ${table} t where t.user_id = ${actor.id}`,
  );
}

/** The delete form of my listings: which kind of listing and its id. */
export const ZMyListingDeletion = z.object({
  kind: z.enum(LISTING_KINDS, { error: "Type d'annonce inconnu" }),
  id: z.guid({ error: "Annonce introuvable" }),
});

/**
 * Deletes one listing from my listings (permanent, after confirmation), with the
 * favourites, ratings and files that go with it; a listing already gone, or someone else's (even
 * for an administrator), is refused with its message.
 */
export async function deleteMyListing(
  actor: TSessionUser | null,
  input: unknown,
): Promise<TResult<{ id: string }>> {
  if (!actor) {
    return failure("unauthenticated", "Vous devez être connecté pour supprimer une annonce.");
  }
  const parsed = ZMyListingDeletion.safeParse(input);
  if (!parsed.success) {
    return failure("invalid", parsed.error.issues[0]?.message ?? "Requête invalide");
  }
  // Only the actor's own listings, administrators included (see kernel/policy.ts).
  return deleteListing(actor, parsed.data.kind, parsed.data.id, "delete_own");
}
