import { eq, sql } from "drizzle-orm";
import type { TListingContact } from "~/features/listings/contact";
import { delegationNameColumn } from "~/features/listings/delegations.server";
import { listingContactFor } from "~/features/listings/phone-reveal.server";
import {
  listingOwner,
  sellerProfileColumns,
  type TListingOwner,
  type TViewer,
} from "~/features/listings/seller-profile.server";
import {
  isReachable,
  moderationState,
  type TModerationState,
} from "~/features/listings/visibility.server";
import { can, listingPermissions, type TListingPermissions } from "~/kernel/policy";
import type { TLocale } from "~/lib/i18n/locale";
import { isListingId } from "~/lib/ids";
import { roundPin, type TPin } from "~/lib/map-area";
import { propertyWhatsappMessage } from "~/lib/whatsapp";
import { getDb } from "~/server/db/client.server";
import { profiles, properties } from "~/server/db/schema";
import { amenityLabels } from "./amenities";

export type TPropertySeller = TListingOwner;

export type TPropertyDetail = {
  id: string;
  userId: string;
  title: string;
  description: string;
  type: (typeof properties.$inferSelect)["type"];
  announcementType: (typeof properties.$inferSelect)["announcementType"];
  price: number;
  surface: number;
  rooms: number;
  bathrooms: number;
  /** The construction year its owner gave, or null. */
  year: number | null;
  furnished: (typeof properties.$inferSelect)["furnished"];
  /** ISO date (YYYY-MM-DD) or null for 'Immédiatement'. */
  availableDate: string | null;
  address: string;
  governorate: string;
  location: string;
  /** Its delegation's French name, null when it has none (the page names it in its language). */
  delegationName: string | null;
  /**
   * The owner's optional pin at its stored precision (about 200 m), shown as an area; rounded
   * again here, so that a row written another way never shows a point more precise.
   */
  pin: TPin | null;
  /** Only photos a browser can show; the first is the cover. */
  photoUrls: string[];
  createdAt: Date;
  characteristics: string[];
  /** The ways to reach the owner this viewer may have (decision 0029): no number otherwise. */
  contact: TListingContact;
  seller: TPropertySeller;
  /** 'sold' or 'rented' once the owner marked it so (property-status.server.ts). */
  status: (typeof properties.$inferSelect)["status"];
  /** What the viewer may do here (kernel/policy.ts): the page shows exactly that. */
  viewerCan: TListingPermissions;
  /** Whether the viewer may mark it sold or rented, or undo it (policy: set_status). */
  viewerCanSetStatus: boolean;
  /** Hidden by moderation, and why: only the owner and administrators ever get a hidden one. */
  moderation: TModerationState;
  /** When it leaves the lists unless renewed (decision 0019). */
  expiresAt: Date;
  /** Past its expiry: only its owner and administrators get it, with a banner to renew it. */
  expired: boolean;
  /** Whether the viewer may renew it (policy: renew). */
  viewerCanRenew: boolean;
};

/** http(s), inline data images and our own uploads; blob: and relative leftovers are dead links. */
export function isDisplayableImage(url: string | null | undefined): url is string {
  if (!url) return false;
  const value = url.trim();
  return /^https?:\/\//i.test(value) || /^data:image\//i.test(value) || value.startsWith("/media/");
}

/**
 * 'Caractéristiques': what the owner ticked, in the amenities' order, then the furnishing. Nothing
 * is derived (decision 0034: the specification's garden-from-the-price and kitchen-from-the-photos
 * are gone); an empty list hides the section.
 */
export function propertyCharacteristics(input: {
  amenities: readonly string[];
  furnished: string;
}): string[] {
  const list = amenityLabels(input.amenities);
  // Catalogue ids, as the amenities' labels: the page shows them in its language.
  if (input.furnished === "yes") list.push(/*i18n*/ "Meublé");
  if (input.furnished === "partial") list.push(/*i18n*/ "Partiellement meublé");
  return list;
}

/**
 * One property with its seller's public profile, or null when the id is unknown or malformed.
 * The number reaches only those the owner's choice allows (phone-reveal.server.ts); with
 * `revealedPhone` (the reveal form sent without JavaScript) a signed-in user allowed it gets it.
 */
export async function getPropertyDetail(
  id: string,
  viewer: TViewer,
  options: { revealedPhone?: boolean; locale?: TLocale } = {},
): Promise<TPropertyDetail | null> {
  if (!isListingId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: properties.id,
      userId: properties.userId,
      title: properties.title,
      description: properties.description,
      type: properties.type,
      announcementType: properties.announcementType,
      price: properties.price,
      surface: properties.surface,
      rooms: properties.rooms,
      bathrooms: properties.bathrooms,
      constructionYear: properties.constructionYear,
      furnished: properties.furnished,
      availableDate: properties.availableDate,
      address: properties.address,
      governorate: properties.governorate,
      location: properties.location,
      delegationName: delegationNameColumn(properties.delegation),
      pinLat: properties.pinLat,
      pinLng: properties.pinLng,
      whatsapp: properties.whatsapp,
      showPhone: properties.showPhone,
      photoUrls: properties.photoUrls,
      amenities: properties.amenities,
      status: properties.status,
      createdAt: properties.createdAt,
      expiresAt: properties.expiresAt,
      // The database's clock decides, as it does for the lists.
      expired: sql<boolean>`${properties.expiresAt} <= now()`,
      ...sellerProfileColumns,
    })
    .from(properties)
    .leftJoin(profiles, eq(profiles.id, properties.userId))
    .where(eq(properties.id, id))
    .limit(1);
  if (!row) return null;
  const moderation = await moderationState(db, "property", row.id);
  if (
    !(await isReachable(db, viewer, "property", { id: row.id, ownerId: row.userId }, moderation))
  ) {
    return null;
  }
  // An expired listing is gone for everyone but those who may renew it (findExpiredProperty
  // tells the page to answer 410).
  const viewerCanRenew = can(viewer, "renew", { ownerId: row.userId });
  if (row.expired && !viewerCanRenew) return null;

  const viewerCan = listingPermissions(viewer, { ownerId: row.userId });
  // Unique URLs: the gallery keys its thumbnails by URL.
  const photoUrls = [...new Set((row.photoUrls ?? []).filter(isDisplayableImage))];
  const createdAt = new Date(row.createdAt);

  const seller: TPropertySeller = listingOwner(
    row,
    isDisplayableImage(row.avatarUrl) ? row.avatarUrl : null,
  );
  const contact = listingContactFor(
    viewer,
    "property",
    {
      id: row.id,
      ownerId: row.userId,
      showPhone: row.showPhone,
      phone: null,
      whatsapp: row.whatsapp,
      greeting: propertyWhatsappMessage(row.title),
    },
    { revealed: options.revealedPhone, locale: options.locale },
  );

  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    type: row.type,
    announcementType: row.announcementType,
    price: row.price,
    surface: row.surface,
    rooms: row.rooms,
    bathrooms: row.bathrooms,
    // Only the year its owner gave (decision 0034): never the publication's standing in for it.
    year: row.constructionYear,
    furnished: row.furnished,
    availableDate: row.availableDate,
    address: row.address,
    governorate: row.governorate,
    location: row.location,
    delegationName: row.delegationName,
    pin: row.pinLat !== null && row.pinLng !== null ? roundPin(row.pinLat, row.pinLng) : null,
    photoUrls,
    createdAt,
    characteristics: propertyCharacteristics({
      amenities: row.amenities,
      furnished: row.furnished,
    }),
    contact,
    seller,
    status: row.status,
    viewerCan,
    viewerCanSetStatus: can(viewer, "set_status", { ownerId: row.userId }),
    moderation,
    expiresAt: new Date(row.expiresAt),
    expired: row.expired === true,
    viewerCanRenew,
  };
}
