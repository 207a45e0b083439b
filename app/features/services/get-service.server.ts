import { eq } from "drizzle-orm";
import { listingPermissions, type TListingPermissions } from "~/features/listings/policy";
import {
  listingOwner,
  sellerProfileColumns,
  type TListingOwner,
  type TViewer,
} from "~/features/listings/seller-profile.server";
import { governorateLabel } from "~/lib/constants";
import { isListingId } from "~/lib/ids";
import { getDb } from "~/server/db/client.server";
import { profiles, services } from "~/server/db/schema";

export type TServiceDetail = {
  id: string;
  userId: string;
  name: string;
  profession: string;
  description: string;
  location: string;
  /** 'Ben Arous' for 'ben_arous'; free text is kept as typed. */
  locationLabel: string;
  address: string | null;
  phone: string;
  whatsapp: string;
  /** A URL the browser can show, or null for the placeholder. */
  imageSrc: string | null;
  avgRating: number;
  createdAt: Date;
  offeredServices: string[];
  owner: TListingOwner;
  /** What the viewer may do here (listings/policy.ts): the page shows exactly that. */
  viewerCan: TListingPermissions;
  /** 001 §6: on services the link to the owner's other listings is for signed-in non-owners. */
  showOtherListings: boolean;
};

/**
 * 001 §5: a service image is used only if it starts with http or data: (blob: URLs from the old
 * client never resolve). Our own uploads are served from /media/, so they count too.
 */
export function serviceImageSrc(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const value = candidate?.trim();
    if (!value) continue;
    if (/^https?:\/\//i.test(value) || /^data:/i.test(value) || value.startsWith("/media/")) {
      return value;
    }
  }
  return null;
}

const OFFERED_SERVICES: Record<string, string[]> = {
  electricien: [
    "Installation électrique complète",
    "Dépannage et réparation",
    "Mise aux normes",
    "Éclairage intérieur et extérieur",
    "Tableaux électriques",
  ],
  plombier: [
    "Réparation de fuites",
    "Installation sanitaire",
    "Débouchage de canalisations",
    "Chauffe-eau et chaudières",
    "Rénovation de salle de bain",
  ],
  peintre: [
    "Peinture intérieure",
    "Peinture extérieure et façades",
    "Enduits et finitions",
    "Papier peint et revêtements muraux",
    "Traitement de l'humidité",
  ],
  menuisier: [
    "Meubles sur mesure",
    "Pose de portes et fenêtres",
    "Cuisines et placards",
    "Réparation de menuiserie",
    "Parquet et escaliers",
  ],
  architecte: [
    "Conception de plans",
    "Dossier de permis de bâtir",
    "Suivi de chantier",
    "Rénovation et extension",
    "Étude de faisabilité",
  ],
  "designer d'interieur": [
    "Aménagement d'espaces",
    "Conseil en décoration",
    "Choix des matériaux et des couleurs",
    "Plans et rendus 3D",
    "Home staging",
  ],
  jardinier: [
    "Entretien de jardins",
    "Taille de haies et d'arbres",
    "Création d'espaces verts",
    "Arrosage automatique",
    "Tonte de pelouse",
  ],
  "service de nettoyage": [
    "Nettoyage de logements",
    "Nettoyage de bureaux",
    "Nettoyage après travaux",
    "Lavage de vitres",
    "Entretien régulier",
  ],
  demenageur: [
    "Déménagement de logements",
    "Déménagement de bureaux",
    "Emballage et protection",
    "Montage et démontage de meubles",
    "Garde-meubles",
  ],
  securite: [
    "Installation d'alarmes",
    "Vidéosurveillance",
    "Contrôle d'accès",
    "Portes blindées",
    "Maintenance des systèmes",
  ],
};

const DEFAULT_OFFERED_SERVICES = [
  "Devis gratuit",
  "Conseil personnalisé",
  "Intervention à domicile",
  "Suivi après intervention",
];

function professionKey(profession: string): string {
  return profession
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’`]/g, "'")
    .trim()
    .toLowerCase();
}

/** 001 §2: the list of offered services is derived from the profession ('Autre' → a generic list). */
export function offeredServicesFor(profession: string): string[] {
  return OFFERED_SERVICES[professionKey(profession)] ?? DEFAULT_OFFERED_SERVICES;
}

/** One service with its owner's public profile, or null when the id is unknown or malformed. */
export async function getServiceDetail(
  id: string,
  viewer: TViewer = null,
): Promise<TServiceDetail | null> {
  if (!isListingId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: services.id,
      userId: services.userId,
      name: services.name,
      profession: services.profession,
      description: services.description,
      location: services.location,
      address: services.address,
      phone: services.phone,
      whatsapp: services.whatsapp,
      image: services.image,
      imageUrl: services.imageUrl,
      avgRating: services.avgRating,
      createdAt: services.createdAt,
      ...sellerProfileColumns,
    })
    .from(services)
    .leftJoin(profiles, eq(profiles.id, services.userId))
    .where(eq(services.id, id))
    .limit(1);
  if (!row) return null;

  const viewerCan = listingPermissions(viewer, { ownerId: row.userId });
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    profession: row.profession,
    description: row.description,
    location: row.location,
    locationLabel: governorateLabel(row.location),
    address: row.address?.trim() ? row.address : null,
    phone: row.phone,
    whatsapp: row.whatsapp,
    imageSrc: serviceImageSrc(row.imageUrl, row.image),
    avgRating: row.avgRating,
    createdAt: new Date(row.createdAt),
    offeredServices: offeredServicesFor(row.profession),
    owner: listingOwner(row, serviceImageSrc(row.avatarUrl)),
    viewerCan,
    showOtherListings: viewer !== null && !viewerCan.isOwner,
  };
}
