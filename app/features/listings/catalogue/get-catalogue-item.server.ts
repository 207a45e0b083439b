import { eq } from "drizzle-orm";
import { listingPermissions, type TListingPermissions } from "~/kernel/policy";
import { isListingId } from "~/lib/ids";
import { usableImageUrl } from "~/lib/listing-image-source";
import { getDb } from "~/server/db/client.server";
import { profiles } from "~/server/db/schema";
import type { TListingContact } from "../contact";
import { delegationName } from "../delegations.server";
import { listingPlaceLabel } from "../listing-place";
import { listingContactFor } from "../phone-reveal.server";
import {
  listingOwner,
  sellerProfileColumns,
  type TListingOwner,
  type TViewer,
} from "../seller-profile.server";
import { isReachable, moderationState, type TModerationState } from "../visibility.server";
import { fullPlace, type TCatalogueKind } from "./catalogue-kind";
import { CATALOGUE_PAGES } from "./catalogue-parts";
import type { TCatalogueRow } from "./catalogue-source.server";
import { CATALOGUE_SOURCES } from "./catalogue-sources.server";

export type TCatalogueDetail = {
  kind: TCatalogueKind;
  id: string;
  userId: string;
  name: string;
  /** The profession or the category, as stored. */
  label: string;
  /** The same, as a reader sees it ('Matériaux de construction'). */
  labelText: string;
  description: string;
  /** A URL the browser can show, or null for the placeholder. */
  imageSrc: string | null;
  location: string;
  /** 'Ben Arous' for 'ben_arous'; free text is kept as typed. */
  locationLabel: string;
  address: string | null;
  /** Address and governorate without repeats: 'Avenue Habib Bourguiba, Sousse'. */
  place: string;
  /** The ways to reach the owner this viewer may have (decision 0029): no number otherwise. */
  contact: TListingContact;
  avgRating: number;
  createdAt: Date;
  offeredServices: string[];
  /** A maps search on the place (the map placeholder's button). */
  mapsUrl: string;
  owner: TListingOwner;
  /** What the viewer may do here (kernel/policy.ts): the page shows exactly that. */
  viewerCan: TListingPermissions;
  /** On services and stores the link to the owner's other listings is for signed-in non-owners. */
  showOtherListings: boolean;
  /** Hidden by moderation, and why: only the owner and administrators ever get a hidden one. */
  moderation: TModerationState;
};

/** A Google Maps search on the address and the place, without repeating a place saved as both. */
export function mapsSearchUrl(place: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/** One listing of the catalogue with its owner's public profile, or null when unknown or malformed. */
export async function getCatalogueDetail(
  kind: TCatalogueKind,
  id: string,
  viewer: TViewer = null,
  options: { revealedPhone?: boolean } = {},
): Promise<TCatalogueDetail | null> {
  if (!isListingId(id)) return null;
  const source = CATALOGUE_SOURCES[kind];
  const db = await getDb();
  const [found] = await db
    .select({ listing: source.table, ...sellerProfileColumns })
    .from(source.table)
    .leftJoin(profiles, eq(profiles.id, source.columns.userId))
    .where(eq(source.columns.id, id))
    .limit(1);
  if (!found) return null;
  const row = found.listing as TCatalogueRow;
  const moderation = await moderationState(db, kind, row.id);
  if (!(await isReachable(db, viewer, kind, { id: row.id, ownerId: row.userId }, moderation))) {
    return null;
  }
  const details = source.detailOf(row);
  const viewerCan = listingPermissions(viewer, { ownerId: row.userId });
  // 'La Marsa, Tunis': the delegation's name is read here, on the server, with the places.
  const rowDelegation = delegationName((row as { delegation?: string | null }).delegation);
  const locationLabel = listingPlaceLabel(row.location, rowDelegation);
  const place = fullPlace({ ...row, delegationName: rowDelegation });
  return {
    kind,
    id: row.id,
    userId: row.userId,
    name: row.name,
    label: details.label,
    labelText: details.labelText,
    description: row.description,
    imageSrc: details.images.map(usableImageUrl).find((url) => url !== null) ?? null,
    location: row.location,
    locationLabel,
    address: row.address?.trim() ? row.address : null,
    place,
    contact: listingContactFor(
      viewer,
      kind,
      {
        id: row.id,
        ownerId: row.userId,
        showPhone: row.showPhone ?? null,
        phone: details.phone,
        whatsapp: row.whatsapp,
        greeting: CATALOGUE_PAGES[kind].detail.whatsappMessage({ name: row.name, locationLabel }),
      },
      { revealed: options.revealedPhone },
    ),
    avgRating: row.avgRating,
    createdAt: new Date(row.createdAt),
    offeredServices: details.offeredServices,
    mapsUrl: mapsSearchUrl(place),
    owner: listingOwner({ ...found, userId: row.userId }, usableImageUrl(found.avatarUrl)),
    viewerCan,
    showOtherListings: viewer !== null && !viewerCan.isOwner,
    moderation,
  };
}
