import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { failure, type TResult } from "~/kernel/failures";
import { isAdmin } from "~/kernel/policy";
import { USER_ID_PATTERN } from "~/lib/ids";
import { usableImageUrl } from "~/lib/listing-image-source";
import { withThumbnailCover } from "~/lib/property-photo-urls";
import { getDb } from "~/server/db/client.server";
import { profiles, properties, user } from "~/server/db/schema";
import { propertyCardColumns } from "./card-columns.server";
import type { TCatalogueCardItem, TPropertyCardItem } from "./cards";
import { countOwnerCatalogue, listOwnerCatalogue } from "./catalogue/list-catalogue.server";
import { favoriteIdsAmong } from "./favorite-ids.server";
import { ZListPage } from "./list-params";
import type { TViewer } from "./seller-profile.server";
import { notExpired, notHidden } from "./visibility.server";

/** Better Auth's generated ids and the demo's UUIDs both fit; anything else never reaches SQL. */
export const ZSellerId = z.string().regex(USER_ID_PATTERN);

export const SELLER_PROPERTY_PAGE_SIZE = 24;
/**
 * Services and stores are shown whole below the properties; a seller with more than this many
 * sees the newest ones and the page says how many there are in all.
 */
export const SELLER_SECTION_LIMIT = 60;

/** The seller page's URL parameters; a bad page number reads as the first page, never an error. */
export const ZSellerListingsQuery = z.object({
  page: ZListPage,
});
export type TSellerListingsQuery = z.output<typeof ZSellerListingsQuery>;

export function parseSellerListingsQuery(searchParams: URLSearchParams): TSellerListingsQuery {
  const page = searchParams.get("page");
  return ZSellerListingsQuery.parse(page === null ? {} : { page });
}

/**
 * The public part of a profile: nothing else leaves the server, and
 * no longer the e-mail or the phone either (decision 0029: 'Envoyer un message' reaches them).
 */
export type TPublicSeller = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  /** Null when the account has no profile row: the label then falls back as on the detail pages. */
  role: "user" | "admin" | null;
  /** The team checked the professional's identity (decision 0039): 'Vérifié'. */
  verified: boolean;
};

export type TSellerListings = {
  seller: TPublicSeller;
  /** One page of properties, newest first, with thumbnail covers. */
  properties: { items: TPropertyCardItem[]; page: number; pageCount: number; pageSize: number };
  /** The newest services and stores, at most SELLER_SECTION_LIMIT of each. */
  services: TCatalogueCardItem[];
  stores: TCatalogueCardItem[];
  counts: { properties: number; services: number; stores: number; total: number };
  /** The viewer's favourites among the listings shown (empty for a visitor). */
  favoriteIds: { property: string[]; service: string[]; store: string[] };
  viewerIsSeller: boolean;
};

export type TSellerListingsResult = TResult<TSellerListings>;

/** The seller page's errors: a malformed id, an unknown user. */
export const SELLER_ID_INVALID_MESSAGE = "ID d'utilisateur non valide";
export const SELLER_NOT_FOUND_MESSAGE = "Utilisateur non trouvé";

/** 'Amira Ben Salah' → first and last name, as the account's profile is made at sign-up. */
function namesOf(fullName: string): { firstName: string | null; lastName: string | null } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(" ") || null };
}

async function findSeller(id: string): Promise<(TPublicSeller & { suspended: boolean }) | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: user.id,
      accountName: user.name,
      accountImage: user.image,
      profileId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      role: profiles.role,
      verifiedAt: profiles.verifiedAt,
      suspendedAt: profiles.suspendedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, id))
    .limit(1);
  if (!row) return null;
  if (!row.profileId) {
    // An account whose profile is missing (the admin sync repairs those) still has a public
    // page: its sign-up name and picture, and no contact details, which only a profile holds.
    return {
      id: row.id,
      ...namesOf(row.accountName),
      avatarUrl: usableImageUrl(row.accountImage),
      role: null,
      verified: false,
      suspended: false,
    };
  }
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: usableImageUrl(row.avatarUrl),
    role: row.role,
    verified: row.verifiedAt !== null,
    suspended: row.suspendedAt !== null,
  };
}

async function propertyPage(sellerId: string, page: number): Promise<TPropertyCardItem[]> {
  const db = await getDb();
  const items = await db
    .select(propertyCardColumns)
    .from(properties)
    .where(and(notHidden("property", properties.id), notExpired(), eq(properties.userId, sellerId)))
    // The id breaks ties so that a page boundary never shows a row twice or skips one.
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(SELLER_PROPERTY_PAGE_SIZE)
    .offset((page - 1) * SELLER_PROPERTY_PAGE_SIZE);
  return items.map(withThumbnailCover);
}

/**
 * A seller's public page: their public profile, their properties newest first (one
 * page), their services and stores, and how many of each. Anyone may read it; the id comes from
 * the URL and is checked before any query.
 */
export async function getSellerListings(
  viewer: TViewer,
  userIdParam: string | null | undefined,
  query: TSellerListingsQuery,
): Promise<TSellerListingsResult> {
  const id = ZSellerId.safeParse(userIdParam);
  if (!id.success) return failure("invalid", SELLER_ID_INVALID_MESSAGE);
  const sellerId = id.data;
  const found = await findSeller(sellerId);
  // A suspended account's page goes with its listings (decision 0039), but for administrators.
  if (!found || (found.suspended && !isAdmin(viewer))) {
    return failure("not_found", SELLER_NOT_FOUND_MESSAGE);
  }
  const seller: TPublicSeller = {
    id: found.id,
    firstName: found.firstName,
    lastName: found.lastName,
    avatarUrl: found.avatarUrl,
    role: found.role,
    verified: found.verified,
  };

  const db = await getDb();
  const requested = Math.max(1, query.page);
  const [[propertyCount], serviceCount, storeCount, requestedItems, serviceItems, storeItems] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(properties)
        .where(
          and(notHidden("property", properties.id), notExpired(), eq(properties.userId, sellerId)),
        ),
      countOwnerCatalogue("service", sellerId),
      countOwnerCatalogue("store", sellerId),
      propertyPage(sellerId, requested),
      listOwnerCatalogue("service", sellerId, SELLER_SECTION_LIMIT),
      listOwnerCatalogue("store", sellerId, SELLER_SECTION_LIMIT),
    ]);
  const counts = {
    properties: Number(propertyCount?.n ?? 0),
    services: serviceCount,
    stores: storeCount,
    total: 0,
  };
  counts.total = counts.properties + counts.services + counts.stores;

  const pageCount = Math.ceil(counts.properties / SELLER_PROPERTY_PAGE_SIZE);
  // A page past the end (an old link, a hand-edited URL) shows the last page instead of nothing.
  const page = Math.min(requested, Math.max(1, pageCount));
  const items = page === requested ? requestedItems : await propertyPage(sellerId, page);

  const [favoriteProperties, favoriteServices, favoriteStores] = await Promise.all([
    favoriteIdsAmong(
      viewer,
      "property",
      items.map((item) => item.id),
    ),
    favoriteIdsAmong(
      viewer,
      "service",
      serviceItems.map((item) => item.id),
    ),
    favoriteIdsAmong(
      viewer,
      "store",
      storeItems.map((item) => item.id),
    ),
  ]);

  return {
    ok: true,
    seller,
    properties: { items, page, pageCount, pageSize: SELLER_PROPERTY_PAGE_SIZE },
    services: serviceItems,
    stores: storeItems,
    counts,
    favoriteIds: { property: favoriteProperties, service: favoriteServices, store: favoriteStores },
    viewerIsSeller: viewer?.id === sellerId,
  };
}
