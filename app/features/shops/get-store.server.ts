import { eq } from "drizzle-orm";
import { listingPermissions, type TListingPermissions } from "~/features/listings/policy";
import {
  listingOwner,
  sellerProfileColumns,
  type TListingOwner,
  type TViewer,
} from "~/features/listings/seller-profile.server";
import { governorateLabel, shopCategoryLabel } from "~/lib/constants";
import { isListingId } from "~/lib/ids";
import { getDb } from "~/server/db/client.server";
import { profiles, stores } from "~/server/db/schema";

export type TStoreDetail = {
  id: string;
  userId: string;
  name: string;
  category: string;
  categoryLabel: string;
  description: string;
  /** A URL the browser can show, or null for the placeholder. */
  imageSrc: string | null;
  location: string;
  /** 'Ben Arous' for 'ben_arous'; an address saved as location on edit is kept as typed. */
  locationLabel: string;
  address: string;
  whatsapp: string;
  avgRating: number;
  createdAt: Date;
  offeredServices: string[];
  mapsUrl: string;
  owner: TListingOwner;
  /** What the viewer may do here (listings/policy.ts): the page shows exactly that. */
  viewerCan: TListingPermissions;
  /** 001 §6: on shops the link to the owner's other listings is for signed-in non-owners. */
  showOtherListings: boolean;
};

/** 001 §5: a blob: image never resolves, so it is replaced by the placeholder like a missing one. */
export function storeImageSrc(image: string | null | undefined): string | null {
  const value = image?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || /^data:image\//i.test(value) || value.startsWith("/media/")) {
    return value;
  }
  return null;
}

const OFFERED_SERVICES: Record<string, string[]> = {
  décoration: [
    "Conseil en décoration",
    "Luminaires et objets déco",
    "Rideaux et voilages",
    "Tableaux et miroirs",
    "Livraison à domicile",
  ],
  outillage: [
    "Vente d'outillage professionnel",
    "Location de matériel",
    "Réparation et affûtage",
    "Conseil technique",
  ],
  matériaux_construction: [
    "Ciment, sable et briques",
    "Fers et aciers",
    "Isolation et étanchéité",
    "Livraison sur chantier",
    "Devis pour professionnels",
  ],
  meubles: [
    "Salons et séjours",
    "Chambres à coucher",
    "Meubles sur mesure",
    "Livraison et montage",
  ],
  électroménager: [
    "Gros électroménager",
    "Petit électroménager",
    "Climatisation et chauffage",
    "Installation à domicile",
    "Service après-vente",
  ],
  jardinage: [
    "Plantes et arbustes",
    "Outils de jardin",
    "Arrosage et irrigation",
    "Engrais et terreaux",
    "Conseil en aménagement",
  ],
  sécurité: [
    "Alarmes et détecteurs",
    "Caméras de surveillance",
    "Serrures et portes blindées",
    "Installation et maintenance",
  ],
  revêtements: [
    "Carrelage et faïence",
    "Marbre et pierre",
    "Parquet et sols stratifiés",
    "Peintures et enduits",
    "Conseil et pose",
  ],
  plomberie: [
    "Sanitaires et robinetterie",
    "Tuyauterie et raccords",
    "Chauffe-eau",
    "Pompes et surpresseurs",
    "Conseil technique",
  ],
  électricité: [
    "Câbles et appareillage",
    "Éclairage LED",
    "Tableaux et disjoncteurs",
    "Énergie solaire",
    "Conseil technique",
  ],
};

const DEFAULT_OFFERED_SERVICES = [
  "Conseil personnalisé",
  "Large choix de produits",
  "Livraison possible",
  "Devis sur demande",
];

/** 001 §2: the services list of a shop is derived from its category. */
export function offeredServicesForCategory(category: string): string[] {
  return OFFERED_SERVICES[category.trim().toLowerCase()] ?? DEFAULT_OFFERED_SERVICES;
}

/** A Google Maps search on the address and the place, without repeating a place saved as both. */
export function mapsSearchUrl(
  address: string | null | undefined,
  place: string | null | undefined,
) {
  const parts: string[] = [];
  for (const part of [address, place]) {
    const value = part?.trim();
    if (value && !parts.some((existing) => existing.toLowerCase() === value.toLowerCase())) {
      parts.push(value);
    }
  }
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(parts.join(", "))}`;
}

/** One shop with its owner's public profile, or null when the id is unknown or malformed. */
export async function getStoreDetail(
  id: string,
  viewer: TViewer = null,
): Promise<TStoreDetail | null> {
  if (!isListingId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: stores.id,
      userId: stores.userId,
      name: stores.name,
      category: stores.category,
      description: stores.description,
      image: stores.image,
      location: stores.location,
      address: stores.address,
      whatsapp: stores.whatsapp,
      avgRating: stores.avgRating,
      createdAt: stores.createdAt,
      ...sellerProfileColumns,
    })
    .from(stores)
    .leftJoin(profiles, eq(profiles.id, stores.userId))
    .where(eq(stores.id, id))
    .limit(1);
  if (!row) return null;

  const viewerCan = listingPermissions(viewer, { ownerId: row.userId });
  const locationLabel = governorateLabel(row.location);
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    category: row.category,
    categoryLabel: shopCategoryLabel(row.category),
    description: row.description,
    imageSrc: storeImageSrc(row.image),
    location: row.location,
    locationLabel,
    address: row.address,
    whatsapp: row.whatsapp,
    avgRating: row.avgRating,
    createdAt: new Date(row.createdAt),
    offeredServices: offeredServicesForCategory(row.category),
    mapsUrl: mapsSearchUrl(row.address, locationLabel),
    owner: listingOwner(row, storeImageSrc(row.avatarUrl)),
    viewerCan,
    showOtherListings: viewer !== null && !viewerCan.isOwner,
  };
}
