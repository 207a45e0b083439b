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
import type { TRandom } from "./prng";

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
