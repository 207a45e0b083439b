import { eq } from "drizzle-orm";
import { z } from "zod";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { profiles, properties } from "~/server/db/schema";

export type TViewer = Pick<TSessionUser, "id" | "role"> | null;

export type TPropertySeller = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  /** Null when the seller has no profile row: the role label then falls back to 'Agent'. */
  role: "user" | "admin" | null;
  email: string | null;
  /** Present only for the owner and administrators. */
  phone?: string | null;
};

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
  /** The construction year, or the year the listing was created when none was given. */
  year: number;
  furnished: (typeof properties.$inferSelect)["furnished"];
  /** ISO date (YYYY-MM-DD) or null for 'Immédiatement'. */
  availableDate: string | null;
  address: string;
  governorate: string;
  location: string;
  /** Only photos a browser can show; the first is the cover. */
  photoUrls: string[];
  createdAt: Date;
  characteristics: string[];
  /** Present only for the owner and administrators (001 §5): absent keys never reach the HTML. */
  whatsapp?: string;
  seller: TPropertySeller;
  viewerIsOwner: boolean;
};

const ZId = z.guid();

/** Ids come from the URL: anything that is not a UUID cannot match and must not reach SQL. */
export function isListingId(id: string | null | undefined): id is string {
  return ZId.safeParse(id).success;
}

/** http(s), inline data images and our own uploads; blob: and relative leftovers are dead links. */
export function isDisplayableImage(url: string | null | undefined): url is string {
  if (!url) return false;
  const value = url.trim();
  return /^https?:\/\//i.test(value) || /^data:image\//i.test(value) || value.startsWith("/media/");
}

const GARDEN_PRICE_THRESHOLD = 300_000;
const EQUIPPED_KITCHEN_MIN_PHOTOS = 3;

/** The characteristics the specification derives from price and photos (001 §2), plus furnishing. */
export function propertyCharacteristics(input: {
  price: number;
  photoCount: number;
  furnished: string;
}): string[] {
  const list = [input.price > GARDEN_PRICE_THRESHOLD ? "Jardin" : "Balcon"];
  if (input.photoCount >= EQUIPPED_KITCHEN_MIN_PHOTOS) list.push("Cuisine équipée");
  if (input.furnished === "yes") list.push("Meublé");
  if (input.furnished === "partial") list.push("Partiellement meublé");
  return list;
}

/**
 * One property with its seller's public profile, or null when the id is unknown or malformed.
 * The WhatsApp number and the seller's phone are only returned to the owner and administrators.
 */
export async function getPropertyDetail(
  id: string,
  viewer: TViewer,
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
      whatsapp: properties.whatsapp,
      photoUrls: properties.photoUrls,
      createdAt: properties.createdAt,
      profileId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      role: profiles.role,
      email: profiles.email,
      phone: profiles.phone,
    })
    .from(properties)
    .leftJoin(profiles, eq(profiles.id, properties.userId))
    .where(eq(properties.id, id))
    .limit(1);
  if (!row) return null;

  const viewerIsOwner = viewer !== null && viewer.id === row.userId;
  const canSeeContact = viewerIsOwner || viewer?.role === "admin";
  // Unique URLs: the gallery keys its thumbnails by URL.
  const photoUrls = [...new Set((row.photoUrls ?? []).filter(isDisplayableImage))];
  const createdAt = new Date(row.createdAt);

  const seller: TPropertySeller = {
    id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: isDisplayableImage(row.avatarUrl) ? row.avatarUrl : null,
    role: row.profileId ? row.role : null,
    email: row.email,
    ...(canSeeContact ? { phone: row.phone } : {}),
  };

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
    year: row.constructionYear ?? createdAt.getFullYear(),
    furnished: row.furnished,
    availableDate: row.availableDate,
    address: row.address,
    governorate: row.governorate,
    location: row.location,
    photoUrls,
    createdAt,
    characteristics: propertyCharacteristics({
      price: row.price,
      photoCount: photoUrls.length,
      furnished: row.furnished,
    }),
    ...(canSeeContact ? { whatsapp: row.whatsapp } : {}),
    seller,
    viewerIsOwner,
  };
}
