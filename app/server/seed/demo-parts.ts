import { AMENITIES as AMENITY_LIST, type TAmenity } from "~/features/properties/amenities";
import type { TPropertyType } from "~/lib/constants";
import type {
  favorites,
  notifications,
  properties,
  propertyPriceChanges,
  ratings,
  serviceComments,
  services,
  stores,
} from "~/server/db/schema";
import type { TDemoPerson, TProfession, TStoreCategory } from "./demo-catalog";
import { createRandom, type TRandom } from "./prng";

/** What the hand-written demo (demo-data.ts) and the generated market (demo-market.ts) share. */

export const DAY_MS = 86_400_000;

export type TRoomScene =
  | "salon"
  | "cuisine"
  | "chambre"
  | "salle_de_bain"
  | "jardin"
  | "terrasse"
  | "open_space"
  | "boutique"
  | "oliveraie";

/** What to draw; `id` names one rendering, so a photo reused by several listings is drawn once. */
export type TImageSpec =
  | {
      kind: "facade";
      id: string;
      type: TPropertyType;
      hue: number;
      sea: boolean;
      sunset: boolean;
      seed: number;
    }
  | { kind: "room"; id: string; scene: TRoomScene; hue: number; sea: boolean }
  | { kind: "profession"; id: string; profession: TProfession; hue: number }
  | { kind: "storefront"; id: string; category: TStoreCategory; hue: number };

/** What a property's text and figures come to, hand-written or generated. */
export type TPropertyDetails = {
  title: string;
  description: string;
  price: number;
  surface: number;
  rooms: number;
  bathrooms: number;
  constructionYear: number | null;
  furnished: "yes" | "no" | "partial";
};

/** A file to store: `key` is the storage key, unique per listing. */
export type TDemoPhoto = { key: string; image: TImageSpec };

export type TDemoUser = TDemoPerson & {
  id: string;
  accountId: string;
  phone: string;
  whatsapp: string;
  createdAt: Date;
};

export type TPropertyInsert = typeof properties.$inferInsert & { id: string; createdAt: Date };
export type TServiceInsert = typeof services.$inferInsert & { id: string; createdAt: Date };
export type TStoreInsert = typeof stores.$inferInsert & { id: string; createdAt: Date };

export type TDemoData = {
  users: TDemoUser[];
  properties: { row: Omit<TPropertyInsert, "photoUrls">; photos: TDemoPhoto[] }[];
  services: { row: Omit<TServiceInsert, "image" | "imageUrl">; photo: TDemoPhoto }[];
  stores: { row: Omit<TStoreInsert, "image">; photo: TDemoPhoto }[];
  ratings: (typeof ratings.$inferInsert)[];
  comments: (typeof serviceComments.$inferInsert)[];
  notifications: (typeof notifications.$inferInsert)[];
  favorites: (typeof favorites.$inferInsert)[];
  priceChanges: (typeof propertyPriceChanges.$inferInsert)[];
};

export const AMENITIES = [
  "cuisine équipée",
  "climatisation dans toutes les pièces",
  "chauffage central",
  "double vitrage",
  "place de parking en sous-sol",
  "ascenseur",
  "interphone vidéo",
  "porte blindée",
  "cellier",
  "balcon filant",
  "chauffe-eau solaire",
  "concierge et gardiennage",
];

export const HOUSE_AMENITIES = [
  "jardin arboré",
  "garage pour deux voitures",
  "puits et citerne",
  "terrasse accessible",
  "cuisine équipée",
  "chauffage central",
  "cheminée",
  "chambre de service",
  "dépendance indépendante",
  "panneaux solaires",
];

const ROOM_HUES = [28, 200];

/** One of the few interiors every listing draws its further photos from (drawn once each). */
export function roomImage(scene: TRoomScene, variant: number, seaSide: boolean): TImageSpec {
  const sea = scene === "terrasse" && seaSide;
  return {
    kind: "room",
    id: `room-${scene}-${variant}-${sea ? "mer" : "ville"}`,
    scene,
    hue: ROOM_HUES[variant % ROOM_HUES.length] as number,
    sea,
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Golden-angle steps: consecutive items get clearly different colours. */
export function goldenHue(index: number): number {
  return Math.round((index * 137.508) % 360);
}

/** `count` distinct instants over the last `days` days, one per stratum. */
export function spreadTimes(random: TRandom, now: Date, count: number, days: number): Date[] {
  const span = days * DAY_MS;
  const stratum = span / count;
  return Array.from({ length: count }, (_, index) => {
    const offset = index * stratum + random.next() * stratum * 0.9;
    // Whole seconds: what a person sees, and equal on both drivers' timestamp precision.
    return new Date(Math.floor((now.getTime() - span + offset) / 1000) * 1000);
  });
}

export function between(random: TRandom, from: Date, to: Date): Date {
  const start = from.getTime();
  return new Date(Math.floor((start + random.next() * (to.getTime() - start)) / 1000) * 1000);
}

export function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** 'à Sousse', but 'au Bardo' and 'aux Berges du Lac'. */
export function atPlace(name: string): string {
  if (name.startsWith("Le ")) return `au ${name.slice(3)}`;
  if (name.startsWith("Les ")) return `aux ${name.slice(4)}`;
  return `à ${name}`;
}

const NUMBER_WORDS = ["zéro", "une", "deux", "trois", "quatre", "cinq", "six"];

/** 'deux chambres', 'une salle': listings spell small counts out. */
export function countWord(count: number, noun: string): string {
  return `${NUMBER_WORDS[count] ?? String(count)} ${noun}${count > 1 ? "s" : ""}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** What a listing's own words say it has: a title 'avec piscine' must show 'Piscine'. */
const AMENITIES_IN_TEXT: [TAmenity, RegExp][] = [
  ["balcon", /balcon/],
  ["terrasse", /terrasse/],
  ["jardin", /jardin/],
  ["piscine", /piscine/],
  ["parking", /places? de parking|avec parking|garage/],
  ["ascenseur", /ascenseur/],
  ["climatisation", /climatisation/],
  ["chauffage_central", /chauffage central/],
  ["cuisine_equipee", /cuisine équipée|meublé et équipé/],
  ["vue_mer", /vue mer|vue sur (la )?mer|face à la mer|mer en face/],
];

/** How often each further amenity comes with a type: pools on villas by the sea, lifts up high. */
function likelyAmenities(
  type: string,
  sea: boolean,
  floor: number | null,
): Partial<Record<TAmenity, number>> {
  switch (type) {
    case "appartement":
      return {
        balcon: 0.45,
        climatisation: 0.4,
        cuisine_equipee: 0.3,
        parking: 0.2,
        chauffage_central: 0.1,
        ascenseur: floor !== null && floor >= 3 ? 0.85 : 0,
        vue_mer: sea ? 0.3 : 0,
        piscine: sea ? 0.04 : 0,
      };
    case "maison":
      return {
        jardin: 0.6,
        terrasse: 0.4,
        parking: 0.35,
        climatisation: 0.35,
        cuisine_equipee: 0.35,
        chauffage_central: 0.2,
        piscine: sea ? 0.12 : 0.03,
        vue_mer: sea ? 0.25 : 0,
      };
    case "villa":
      return {
        jardin: 0.85,
        parking: 0.75,
        climatisation: 0.65,
        terrasse: 0.6,
        cuisine_equipee: 0.55,
        chauffage_central: 0.4,
        piscine: sea ? 0.2 : 0.08,
        vue_mer: sea ? 0.45 : 0,
      };
    case "bureau":
      return { climatisation: 0.7, ascenseur: 0.55, parking: 0.45, chauffage_central: 0.15 };
    case "local_commercial":
      return { climatisation: 0.4 };
    default:
      // A plot of land has no amenity to tick.
      return {};
  }
}

/** A stable number for a listing's id: its amenities leave the rest of the demo's draws alone. */
function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The amenities a demo property's owner ticked: every one its title and description name, and a
 * few more plausible for its type and place, drawn from its own id (the same on every start).
 */
export function demoAmenities(listing: {
  id: string;
  type: string;
  title: string;
  description: string;
  sea: boolean;
}): TAmenity[] {
  if (listing.type === "terrain") return [];
  const text = `${listing.title} ${listing.description}`.toLowerCase();
  const floor = /au (\d+)e étage/.exec(text)?.[1];
  const likely = likelyAmenities(listing.type, listing.sea, floor ? Number(floor) : null);
  const random = createRandom(seedOf(listing.id));
  return AMENITY_LIST.map((amenity) => amenity.value).filter((amenity) => {
    // Drawn for every amenity, so that one more named in a text does not shift the others.
    const drawn = random.chance(likely[amenity] ?? 0);
    const named = AMENITIES_IN_TEXT.some(
      ([value, pattern]) => value === amenity && pattern.test(text),
    );
    return named || drawn;
  });
}
