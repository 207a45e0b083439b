import { SERVICE_PROFESSIONS } from "~/features/listings/catalogue/service/professions";
import { LISTING_LIFETIME_DAYS } from "~/features/listings/expiry";
import { type TDelegation, TUNISIA_DELEGATIONS } from "~/features/places/tunisia-places";
import {
  governorateLabel,
  STORE_CATEGORIES,
  type TAnnouncementType,
  type TPropertyType,
} from "~/lib/constants";
import { roundPin } from "~/lib/map-area";
import {
  PROPERTY_OWNER_BY_GOVERNORATE,
  type TProfession,
  type TStoreCategory,
} from "./demo-catalog";
import {
  AMENITIES,
  atPlace,
  capitalize,
  clamp,
  countWord,
  DAY_MS,
  demoAmenities,
  goldenHue,
  HOUSE_AMENITIES,
  isoDate,
  roomImage,
  spreadTimes,
  type TDemoData,
  type TDemoUser,
  type TImageSpec,
  type TPropertyDetails,
} from "./demo-parts";
import { GOVERNORATE_PROFILES, streetsOf } from "./demo-places";
import type { TRandom } from "./prng";

/*
 * The generated part of the demo marketplace (issue 23): about 1,500 properties, 150 services
 * and 80 shops with the hand-written ones, spread over the delegations so that precise searches
 * ('S+2 or S+3 to rent in Tunis or Ariana under 1,500 TND') find listings and most property pages
 * have enough comparables for their price context. Drawn from its own seeded generator: the
 * hand-written demo stays exactly as it was. Photos come from the hand-written listings' pool
 * (each drawn once, stored under each listing's own key), so the first start stays fast.
 */

export const DEMO_MARKET_SIZE = { properties: 1_428, services: 130, stores: 68 };
/** Generated listings were published over this many days (the hand-written ones over 60). */
export const DEMO_MARKET_SPAN_DAYS = 80;
/** The share of generated properties whose owner placed a pin on the map. */
export const DEMO_PIN_SHARE = 1 / 3;
/** The share of generated properties already sold or rented. */
const SOLD_SHARE = 0.03;

/** Relative size of each governorate's market: Grand Tunis and the coast lead. */
const GOVERNORATE_WEIGHTS: Record<string, number> = {
  tunis: 14,
  ariana: 9,
  ben_arous: 7,
  manouba: 4,
  nabeul: 8,
  zaghouan: 2,
  bizerte: 4,
  beja: 2,
  jendouba: 2.5,
  kef: 2,
  siliana: 1.5,
  sousse: 9,
  monastir: 5,
  mahdia: 3,
  sfax: 8,
  kairouan: 3,
  kasserine: 2,
  sidi_bouzid: 2,
  gabes: 3,
  medenine: 4.5,
  tataouine: 1.5,
  tozeur: 1.5,
  kebili: 1.5,
  gafsa: 2.5,
};

/** Delegations on the sea: dearer, 'vue mer' in their titles, a sea line on their photos. */
const SEA_DELEGATIONS = new Set([
  "carthage",
  "la-goulette",
  "le-kram",
  "la-marsa",
  "hammam-lif",
  "hammam-chott",
  "ezzahra",
  "rades",
  "nabeul-ville",
  "hammamet",
  "kelibia",
  "korba",
  "soliman",
  "dar-chaabane-el-fehri",
  "menzel-temime",
  "el-haouaria",
  "bizerte-nord",
  "ras-jebel",
  "ghar-el-melh",
  "tabarka",
  "sousse-medina",
  "sousse-riadh",
  "hammam-sousse",
  "hergla",
  "monastir-ville",
  "sahline",
  "ksibet-el-mediouni",
  "teboulba",
  "sayada-lamta-bou-hajar",
  "mahdia-ville",
  "chebba",
  "sfax-ville",
  "sfax-sud",
  "mahres",
  "kerkennah",
  "gabes-medina",
  "ghannouch",
  "djerba-houmt-souk",
  "djerba-midoun",
  "djerba-ajim",
  "zarzis",
]);

/** The most sought-after delegations, dearer still and with more listings. */
const PRIME_DELEGATIONS = new Set([
  "la-marsa",
  "carthage",
  "la-goulette",
  "el-menzah",
  "ariana-ville",
  "la-soukra",
  "el-mourouj",
  "hammamet",
  "sousse-jawhara",
  "hammam-sousse",
  "monastir-ville",
  "sfax-ville",
  "djerba-midoun",
]);

const TIER_FACTOR = { 1: 1, 2: 0.75, 3: 0.55 } as const;
const RENT_MIN = 450;
const RENT_MAX = 3_500;

type TGroup = { type: TPropertyType; announcementType: TAnnouncementType; share: number };

/** The market's mix of kinds; a governorate's rare kinds are folded into apartments. */
const GROUPS: TGroup[] = [
  { type: "appartement", announcementType: "vente", share: 0.25 },
  { type: "appartement", announcementType: "location", share: 0.27 },
  { type: "maison", announcementType: "vente", share: 0.12 },
  { type: "maison", announcementType: "location", share: 0.07 },
  { type: "villa", announcementType: "vente", share: 0.05 },
  { type: "villa", announcementType: "location", share: 0.02 },
  { type: "terrain", announcementType: "vente", share: 0.09 },
  { type: "bureau", announcementType: "vente", share: 0.025 },
  { type: "bureau", announcementType: "location", share: 0.035 },
  { type: "local_commercial", announcementType: "vente", share: 0.03 },
  { type: "local_commercial", announcementType: "location", share: 0.04 },
];

/**
 * A page compares its price with at least five others of its group (price-context.server.ts):
 * a governorate's group smaller than this is not generated, its listings go to apartments.
 */
const MIN_GROUP = 7;

const BY_GOVERNORATE = new Map<string, TDelegation[]>();
for (const delegation of TUNISIA_DELEGATIONS) {
  const list = BY_GOVERNORATE.get(delegation.governorateSlug) ?? [];
  list.push(delegation);
  BY_GOVERNORATE.set(delegation.governorateSlug, list);
}

/** `total` split by weight, largest remainders first: the same counts on every start. */
function apportion(weights: number[], total: number): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const counts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let left = total - counts.reduce((acc, count) => acc + count, 0), at = 0; left > 0; left--) {
    const index = order[at++ % order.length]?.index ?? 0;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

const GOVERNORATE_KEYS = Object.keys(GOVERNORATE_WEIGHTS);

/** A governorate's delegations weighted: its chief town, the prime areas and the coast first. */
function pickDelegation(random: TRandom, governorate: string): TDelegation {
  const delegations = BY_GOVERNORATE.get(governorate) ?? [];
  const weights = delegations.map((delegation, index) => {
    if (PRIME_DELEGATIONS.has(delegation.slug)) return 4;
    if (index === 0 || SEA_DELEGATIONS.has(delegation.slug)) return 2.5;
    return 1;
  });
  let draw = random.next() * weights.reduce((acc, weight) => acc + weight, 0);
  for (const [index, delegation] of delegations.entries()) {
    draw -= weights[index] ?? 0;
    if (draw < 0) return delegation;
  }
  return delegations[delegations.length - 1] as TDelegation;
}

function priceFactor(governorate: string, delegation: TDelegation): number {
  const tier = GOVERNORATE_PROFILES[governorate]?.tier ?? 3;
  const sea = SEA_DELEGATIONS.has(delegation.slug) ? 1.12 : 1;
  const prime = PRIME_DELEGATIONS.has(delegation.slug) ? 1.3 : 1;
  return TIER_FACTOR[tier] * sea * prime;
}

type TPools = {
  /** Covers of the hand-written properties, by type. */
  covers: TImageSpec[];
  services: { profession: TProfession; image: TImageSpec }[];
  stores: { category: TStoreCategory; image: TImageSpec }[];
};

type TContext = {
  random: TRandom;
  now: Date;
  ownerOf: (governorate: string) => TDemoUser;
  pools: TPools;
};

/** The generated properties, services and stores, without ratings. */
export function buildDemoMarket(
  random: TRandom,
  now: Date,
  users: TDemoUser[],
  pools: TPools,
): Pick<TDemoData, "properties" | "services" | "stores"> {
  const byHandle = new Map(users.map((demoUser) => [demoUser.handle, demoUser]));
  const ownerOf = (governorate: string) =>
    byHandle.get(PROPERTY_OWNER_BY_GOVERNORATE[governorate] ?? "amira") as TDemoUser;
  const context: TContext = { random, now, ownerOf, pools };
  return {
    properties: buildProperties(context),
    services: buildServices(context),
    stores: buildStores(context),
  };
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

type TListingPlan = { governorate: string; group: TGroup };

function planProperties(): TListingPlan[] {
  const perGovernorate = apportion(
    GOVERNORATE_KEYS.map((key) => GOVERNORATE_WEIGHTS[key] ?? 1),
    DEMO_MARKET_SIZE.properties,
  );
  const plan: TListingPlan[] = [];
  GOVERNORATE_KEYS.forEach((governorate, index) => {
    const total = perGovernorate[index] ?? 0;
    const counts = apportion(
      GROUPS.map((group) => group.share),
      total,
    );
    // Too small to compare with each other: folded into the apartments, sales and rents in turn.
    let folded = 0;
    counts.forEach((count, at) => {
      if (at > 1 && count < MIN_GROUP) {
        folded += count;
        counts[at] = 0;
      }
    });
    counts[0] = (counts[0] ?? 0) + Math.floor(folded / 2);
    counts[1] = (counts[1] ?? 0) + Math.ceil(folded / 2);
    counts.forEach((count, at) => {
      for (let n = 0; n < count; n++) plan.push({ governorate, group: GROUPS[at] as TGroup });
    });
  });
  return plan;
}

type TSpot = {
  at: string;
  region: string;
  sea: boolean;
  factor: number;
  tier: 1 | 2 | 3;
};

/** Sale prices per m² and monthly rents per m² in Grand Tunis; other areas scale them. */
const PER_M2 = {
  appartement: { sale: [2_000, 2_800], rent: [8.5, 11] },
  maison: { sale: [1_500, 2_200], rent: [6, 8] },
  villa: { sale: [2_600, 3_600], rent: [9, 12] },
  bureau: { sale: [2_000, 3_000], rent: [9, 14] },
  local_commercial: { sale: [2_400, 4_000], rent: [12, 20] },
} as const;

const SALE_LIMITS: Record<TPropertyType, [number, number]> = {
  appartement: [60_000, 700_000],
  maison: [100_000, 1_000_000],
  villa: [500_000, 2_500_000],
  terrain: [40_000, 400_000],
  bureau: [100_000, 1_000_000],
  local_commercial: [80_000, 800_000],
};

/** S+n and the surfaces that go with it. */
const APARTMENT_SIZES: { rooms: number; surface: [number, number]; weight: number }[] = [
  { rooms: 0, surface: [30, 48], weight: 1 },
  { rooms: 1, surface: [50, 80], weight: 3 },
  { rooms: 2, surface: [75, 115], weight: 5 },
  { rooms: 3, surface: [105, 160], weight: 4 },
  { rooms: 4, surface: [145, 220], weight: 1.5 },
];

function pickWeighted<T extends { weight: number }>(random: TRandom, items: readonly T[]): T {
  let draw = random.next() * items.reduce((acc, item) => acc + item.weight, 0);
  for (const item of items) {
    draw -= item.weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1] as T;
}

function salePrice(random: TRandom, type: TPropertyType, surface: number, spot: TSpot): number {
  const range = type === "terrain" ? ([0, 0] as const) : PER_M2[type].sale;
  const perM2 = (range[0] + random.next() * (range[1] - range[0])) * spot.factor;
  const [min, max] = SALE_LIMITS[type];
  return clamp(Math.round((surface * perM2) / 5_000) * 5_000, min, max);
}

function monthlyRent(random: TRandom, type: TPropertyType, surface: number, spot: TSpot): number {
  const range = type === "terrain" ? ([0, 0] as const) : PER_M2[type].rent;
  const perM2 = (range[0] + random.next() * (range[1] - range[0])) * spot.factor;
  return clamp(Math.round((surface * perM2) / 50) * 50, RENT_MIN, RENT_MAX);
}

const NEAR_SEA = [
  "à deux pas de la plage",
  "à cinq minutes de la mer",
  "avec la mer en face",
  "dans une résidence proche de la corniche",
];
const NEAR_TOWN = [
  "proche des écoles et des commerces",
  "dans un quartier calme et recherché",
  "à proximité des transports et des administrations",
  "près du souk et des cafés",
  "à quelques minutes du centre-ville",
  "dans une rue calme, près d'une grande surface",
];
const SALE_CLOSINGS = [
  "Titre bleu, prix légèrement négociable.",
  "Titre foncier individuel, libre à la vente.",
  "Idéal pour habiter ou investir. Prix ferme.",
  "Papiers en règle, visite sur rendez-vous.",
  "Possibilité de crédit bancaire, frais d'enregistrement à la charge de l'acheteur.",
];
const RENT_CLOSINGS = [
  "Loyer payable mensuellement, deux mois de caution.",
  "Contrat d'un an renouvelable, caution d'un mois.",
  "Visites sur rendez-vous, disponible rapidement.",
  "Charges comprises, réservé aux familles ou aux professionnels.",
];
const BUILDINGS = ["sécurisée", "récente", "bien entretenue", "calme", "avec gardien"];

function describeProperty(
  random: TRandom,
  type: TPropertyType,
  sale: boolean,
  spot: TSpot,
): TPropertyDetails {
  const near = random.pick(spot.sea ? NEAR_SEA : NEAR_TOWN);
  const closing = random.pick(sale ? SALE_CLOSINGS : RENT_CLOSINGS);
  const forRent = sale ? "" : " à louer";
  switch (type) {
    case "appartement": {
      const size = pickWeighted(random, APARTMENT_SIZES);
      const surface = random.int(...size.surface);
      const label = size.rooms === 0 ? "studio" : `S+${size.rooms}`;
      const furnished = sale ? "no" : random.pick(["yes", "partial", "no", "no"] as const);
      const bathrooms = size.rooms >= 3 ? random.int(1, 2) : 1;
      const floor = random.int(0, 7);
      const feature = spot.sea
        ? random.pick(["vue mer", "avec terrasse face à la mer", "lumineux vue mer", "neuf"])
        : random.pick([
            "haut standing",
            "neuf",
            "avec terrasse",
            "avec parking",
            "rénové",
            "lumineux",
          ]);
      const opening = random.pick([
        "Appartement",
        "Bel appartement",
        "Appartement",
        "Joli appartement",
      ]);
      const title =
        !sale && furnished === "yes"
          ? `${opening} ${label} meublé${forRent} ${spot.at}`
          : random.chance(0.5)
            ? `${opening} ${label} ${feature}${forRent} ${spot.at}`
            : `${sale ? "À vendre" : "À louer"} : appartement ${label} ${feature} ${spot.at}`;
      const layout =
        size.rooms === 0
          ? "un séjour avec coin nuit, une kitchenette"
          : `un séjour, ${countWord(size.rooms, "chambre")}, une cuisine`;
      return {
        title,
        description: [
          `Appartement ${label} de ${surface} m² ${floor === 0 ? "en rez-de-chaussée" : `au ${floor === 1 ? "1er" : `${floor}e`} étage`} d'une résidence ${random.pick(BUILDINGS)} ${spot.at}${spot.region}, ${near}.`,
          `Il comprend ${layout}, ${bathrooms > 1 ? "deux salles d'eau" : "une salle de bain"}, ${random.sample(AMENITIES, 3).join(", ")}.`,
          furnished === "yes" ? "Entièrement meublé et équipé, prêt à vivre." : "",
          closing,
        ]
          .filter(Boolean)
          .join(" "),
        price: sale
          ? salePrice(random, type, surface, spot)
          : // Furnished flats let for about a tenth more.
            clamp(
              Math.round(
                (monthlyRent(random, type, surface, spot) * (furnished === "yes" ? 1.1 : 1)) / 50,
              ) * 50,
              RENT_MIN,
              RENT_MAX,
            ),
        surface,
        // A studio counts as one room, as the hand-written ones do.
        rooms: Math.max(1, size.rooms),
        bathrooms,
        constructionYear: random.int(1980, 2025),
        furnished,
      };
    }
    case "maison": {
      const rooms = random.int(2, 5);
      const surface = random.round(70 + rooms * 30, 110 + rooms * 45, 5);
      const bathrooms = random.int(1, Math.min(3, rooms - 1));
      const style = random.pick([
        "de plain-pied avec jardin",
        "sur deux niveaux",
        "traditionnelle rénovée",
        "avec patio",
        "indépendante avec garage",
        "avec terrasse et puits",
      ]);
      const furnished = sale ? "no" : random.pick(["yes", "partial", "no"] as const);
      const year = random.int(1970, 2024);
      return {
        title: random.chance(0.5)
          ? `Maison ${style}${forRent} ${spot.at}`
          : `Maison S+${rooms} ${style}${forRent} ${spot.at}`,
        description: [
          `Maison ${style} de ${surface} m² habitables sur un terrain de ${random.round(surface + 60, surface + 400, 10)} m² ${spot.at}${spot.region}, ${near}.`,
          `${capitalize(countWord(rooms, "chambre"))}, ${countWord(bathrooms, "salle")} de bain, un grand séjour, ${random.sample(HOUSE_AMENITIES, 3).join(", ")}.`,
          year < 2000 ? "Construction solide, murs épais qui gardent la fraîcheur l'été." : "",
          closing,
        ]
          .filter(Boolean)
          .join(" "),
        price: sale
          ? salePrice(random, type, surface, spot)
          : monthlyRent(random, type, surface, spot),
        surface,
        rooms,
        bathrooms,
        constructionYear: year,
        furnished,
      };
    }
    case "villa": {
      const rooms = random.int(4, 6);
      const bathrooms = random.int(2, Math.min(5, rooms - 1));
      const surface = random.round(180 + rooms * 25, 260 + rooms * 60, 10);
      const pool = random.chance(0.6);
      const extra = pool ? "avec piscine" : spot.sea ? "face à la mer" : "avec jardin";
      return {
        title: random.chance(0.5)
          ? `Villa ${extra}${forRent} ${spot.at}`
          : `Villa S+${rooms} ${extra}${forRent} ${spot.at}`,
        description: [
          `Villa de ${surface} m² sur un terrain de ${random.round(surface * 2, surface * 3, 50)} m² ${spot.at}${spot.region}, ${near}.`,
          `${capitalize(countWord(rooms, "chambre"))} dont une suite parentale, ${countWord(bathrooms, "salle")} de bain, ${pool ? "piscine privée, " : ""}${random.sample(HOUSE_AMENITIES, 3).join(", ")}.`,
          random.pick([
            "Finitions haut de gamme, marbre au sol et menuiserie en bois massif.",
            "Belle architecture, grandes baies vitrées et cuisine américaine.",
            "Quartier résidentiel calme, accès facile à l'autoroute.",
          ]),
          closing,
        ].join(" "),
        price: sale
          ? salePrice(random, type, surface, spot)
          : monthlyRent(random, type, surface, spot),
        surface,
        rooms,
        bathrooms,
        constructionYear: random.int(2000, 2025),
        furnished: sale ? "no" : random.pick(["yes", "partial", "no"] as const),
      };
    }
    case "terrain": {
      const agricultural = spot.tier === 3 ? random.chance(0.5) : random.chance(0.1);
      const surface = agricultural
        ? random.round(2_000, 15_000, 100)
        : random.round(200, 1_000, 10);
      const perM2 = agricultural ? random.int(8, 25) : random.int(180, 480) * spot.factor;
      const [min, max] = SALE_LIMITS.terrain;
      return {
        title: agricultural
          ? random.pick(["Terrain agricole avec oliviers", "Terrain agricole irrigué"]) +
            ` ${spot.at}`
          : `Terrain constructible de ${surface} m² ${spot.at}`,
        description: agricultural
          ? `Terrain agricole de ${surface} m² ${spot.at}${spot.region}, ${random.pick(["planté d'oliviers en production", "avec amandiers et figuiers", "bien exposé, sol fertile"])}, accès par piste carrossable, ${random.pick(["puits sur la parcelle", "raccordement au réseau d'irrigation", "électricité à proximité"])}. ${closing}`
          : `Terrain constructible de ${surface} m² dans un lotissement ${random.pick(["viabilisé", "approuvé", "calme"])} ${spot.at}${spot.region}, ${near}. Eau, électricité et assainissement en bordure, ${random.pick(["zone villas", "zone d'habitat collectif", "zone individuelle"])}. ${closing}`,
        price: clamp(Math.round((surface * perM2) / 1_000) * 1_000, min, max),
        surface,
        rooms: 0,
        bathrooms: 0,
        constructionYear: null,
        furnished: "no",
      };
    }
    case "bureau": {
      const rooms = random.int(2, 8);
      const surface = random.round(40 + rooms * 15, 60 + rooms * 40, 10);
      return {
        title: random.chance(0.5)
          ? `Bureau de ${surface} m²${forRent} ${spot.at}`
          : `${sale ? "Plateau de bureaux" : "Plateau de bureaux à louer"} ${spot.at}`,
        description: `Bureau de ${surface} m² divisé en ${rooms} pièces dans un immeuble ${random.pick(["professionnel", "récent", "de standing"])} ${spot.at}${spot.region}, ${near}. ${random.sample(["climatisation centrale", "fibre optique", "salle d'attente", "places de parking", "ascenseur", "accès handicapés"], 3).join(", ")}. ${closing}`,
        price: sale
          ? salePrice(random, type, surface, spot)
          : monthlyRent(random, type, surface, spot),
        surface,
        rooms,
        bathrooms: 0,
        constructionYear: random.int(1990, 2024),
        furnished: "no",
      };
    }
    case "local_commercial": {
      const rooms = random.int(1, 3);
      const surface = random.round(25, 220, 5);
      return {
        title: `Local commercial ${random.pick(["sur avenue passante", "bien placé", "avec vitrine", "en rez-de-chaussée"])}${forRent} ${spot.at}`,
        description: `Local de ${surface} m² en rez-de-chaussée avec ${random.pick(["grande vitrine", "double façade", "rideau métallique"])}, ${rooms > 1 ? `${rooms} pièces dont une réserve` : "une pièce et une mezzanine"}, ${spot.at}${spot.region}. ${random.pick(["Fort passage piéton", "Clientèle de quartier", "Parking devant"])}, convient à toute activité. ${closing}`,
        price: sale
          ? salePrice(random, type, surface, spot)
          : monthlyRent(random, type, surface, spot),
        surface,
        rooms,
        bathrooms: 0,
        constructionYear: random.int(1975, 2024),
        furnished: "no",
      };
    }
  }
}

function spotOf(governorate: string, delegation: TDelegation): TSpot {
  const profile = GOVERNORATE_PROFILES[governorate];
  const governorateName = governorateLabel(governorate);
  return {
    at: atPlace(delegation.nameFr),
    // 'à Sfax Ville (Sfax)' says the same thing twice.
    region: delegation.nameFr.includes(governorateName) ? "" : ` (${governorateName})`,
    sea: SEA_DELEGATIONS.has(delegation.slug),
    factor: priceFactor(governorate, delegation),
    tier: profile?.tier ?? 3,
  };
}

/** The streets of a governorate's listings' addresses. */
function streetsIn(governorate: string): string[] {
  const profile = GOVERNORATE_PROFILES[governorate];
  return profile ? streetsOf(profile) : [];
}

function propertyPhotos(
  random: TRandom,
  type: TPropertyType,
  sea: boolean,
  covers: TImageSpec[],
): TImageSpec[] {
  const ofType = covers.filter((cover) => cover.kind === "facade" && cover.type === type);
  const sameSea = ofType.filter((cover) => cover.kind === "facade" && cover.sea === sea);
  const cover = random.pick(sameSea.length > 0 ? sameSea : ofType.length > 0 ? ofType : covers);
  // Every stored photo is two files (and its thumbnail): the first start writes them all, so
  // generated listings show their cover and, for some, one interior.
  const variant = random.int(0, 1);
  if (!random.chance(0.4)) return [cover];
  switch (type) {
    case "terrain":
      return [cover, roomImage("oliveraie", variant, false)];
    case "bureau":
      return [cover, roomImage("open_space", variant, false)];
    case "local_commercial":
      return [cover, roomImage("boutique", variant, false)];
    default:
      return [
        cover,
        roomImage(random.pick(["salon", "cuisine", "chambre", "terrasse"] as const), variant, sea),
      ];
  }
}

function buildProperties(context: TContext): TDemoData["properties"] {
  const { random, now } = context;
  const plan = planProperties();
  const times = random.shuffle(spreadTimes(random, now, plan.length, DEMO_MARKET_SPAN_DAYS));
  return plan.map(({ governorate, group }, index) => {
    const owner = context.ownerOf(governorate);
    const delegation = pickDelegation(random, governorate);
    const spot = spotOf(governorate, delegation);
    const sale = group.announcementType === "vente";
    const details = describeProperty(random, group.type, sale, spot);
    const createdAt = times[index] as Date;
    const photos = propertyPhotos(random, group.type, spot.sea, context.pools.covers).map(
      (image) => ({ key: `property_images/${owner.id}/${random.uuid()}.webp`, image }),
    );
    const pin = random.chance(DEMO_PIN_SHARE)
      ? roundPin(
          delegation.lat + (random.next() - 0.5) * 0.03,
          delegation.lng + (random.next() - 0.5) * 0.03,
        )
      : null;
    const closed = random.chance(SOLD_SHARE);
    const availableSoon = sale ? random.chance(0.1) : random.chance(0.6);
    const street = random.pick(streetsIn(governorate));
    const entry: TDemoData["properties"][number] = {
      row: {
        id: random.uuid(),
        userId: owner.id,
        title: details.title,
        description: details.description,
        type: group.type,
        announcementType: group.announcementType,
        price: details.price,
        surface: details.surface,
        rooms: details.rooms,
        bathrooms: details.bathrooms,
        constructionYear: details.constructionYear,
        furnished: details.furnished,
        availableDate: availableSoon ? isoDate(now.getTime() + random.int(3, 60) * DAY_MS) : null,
        address: `${random.int(1, 150)} ${street}, ${delegation.nameFr}`,
        governorate,
        location: governorate,
        delegation: delegation.slug,
        pinLat: pin?.lat ?? null,
        pinLng: pin?.lng ?? null,
        status: closed ? (sale ? "sold" : "rented") : "available",
        whatsapp: owner.whatsapp,
        createdAt,
        updatedAt: createdAt,
        expiresAt: new Date(createdAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
      },
      photos,
    };
    // Drawn from the listing's id: the rest of the demo stays exactly as it was.
    const amenities = demoAmenities({ ...entry.row, sea: spot.sea });
    return { ...entry, row: { ...entry.row, amenities } };
  });
}

// ---------------------------------------------------------------------------------------------
// Services and stores
// ---------------------------------------------------------------------------------------------

const FAMILY_NAMES = [
  "Ben Ali",
  "Trabelsi",
  "Jaziri",
  "Mansour",
  "Haddad",
  "Chaabane",
  "Belhaj",
  "Ferchichi",
  "Khemiri",
  "Sassi",
  "Zouari",
  "Ayari",
  "Riahi",
  "Dridi",
  "Hamdi",
  "Saidi",
  "Baccouche",
  "Karoui",
  "Bouzid",
  "Mabrouk",
  "Jebali",
  "Chebbi",
  "Oueslati",
  "Tlili",
];

const PROFESSION_TEXTS: Record<TProfession, { names: string[]; offers: string[] }> = {
  Électricien: {
    names: ["Électricité", "Élec Services", "Électro Pro"],
    offers: [
      "Installation et mise aux normes de tableaux électriques, câblage neuf et rénovation.",
      "Dépannage rapide, pose de luminaires, interphones et éclairage extérieur.",
      "Électricien agréé STEG, devis gratuit et travail soigné.",
    ],
  },
  Plombier: {
    names: ["Plomberie", "Sanitaire Service", "Hydro Plomberie"],
    offers: [
      "Recherche de fuites, débouchage et remplacement de chauffe-eau.",
      "Installation sanitaire complète, salles de bain et cuisines.",
      "Intervention le jour même, pièces de qualité garanties.",
    ],
  },
  Peintre: {
    names: ["Peinture", "Déco Peinture", "Couleurs et Façades"],
    offers: [
      "Peinture intérieure et extérieure, enduits décoratifs et ravalement de façades.",
      "Traitement de l'humidité, étanchéité des terrasses et finitions soignées.",
      "Chantiers propres, délais tenus, conseils sur les teintes.",
    ],
  },
  Menuisier: {
    names: ["Menuiserie", "Bois et Aluminium", "Atelier Menuiserie"],
    offers: [
      "Portes, fenêtres et placards sur mesure en bois massif ou aluminium.",
      "Cuisines équipées, dressings et réparation de volets.",
      "Fabrication dans notre atelier, pose comprise.",
    ],
  },
  Architecte: {
    names: ["Cabinet d'architecture", "Atelier d'architecture", "Architecte"],
    offers: [
      "Conception de villas et d'immeubles, permis de bâtir et suivi de chantier.",
      "Plans de rénovation, extensions et mise en conformité.",
      "Études de faisabilité et rendus 3D pour vos projets.",
    ],
  },
  "Designer d'intérieur": {
    names: ["Intérieurs", "Design et Espaces", "Studio Déco"],
    offers: [
      "Aménagement d'appartements et de commerces, choix des matériaux et du mobilier.",
      "Plans d'aménagement, éclairage et décoration sur mesure.",
      "Accompagnement du projet jusqu'à la remise des clés.",
    ],
  },
  Jardinier: {
    names: ["Jardins", "Espaces Verts", "Paysages"],
    offers: [
      "Création et entretien de jardins, taille des haies et des oliviers.",
      "Arrosage automatique, gazon en rouleaux et plantes méditerranéennes.",
      "Contrats d'entretien mensuels pour villas et résidences.",
    ],
  },
  "Service de nettoyage": {
    names: ["Nettoyage", "Propreté Services", "Clean Maison"],
    offers: [
      "Nettoyage après travaux, vitres, bureaux et cages d'escalier.",
      "Ménage régulier des appartements et des villas, produits fournis.",
      "Équipe formée et assurée, intervention sur rendez-vous.",
    ],
  },
  Déménageur: {
    names: ["Déménagement", "Transport et Déménagement", "Déménageurs"],
    offers: [
      "Déménagement d'appartements et de bureaux dans toute la Tunisie.",
      "Emballage, démontage et remontage des meubles, camions capitonnés.",
      "Devis gratuit après visite, garde-meubles disponible.",
    ],
  },
  Sécurité: {
    names: ["Sécurité", "Alarme et Surveillance", "Protection"],
    offers: [
      "Installation d'alarmes, de caméras de surveillance et de portes blindées.",
      "Contrôle d'accès et interphones vidéo pour résidences.",
      "Maintenance et intervention rapide.",
    ],
  },
  Autre: {
    names: ["Multiservices", "Bricolage Services", "Artisan"],
    offers: [
      "Petits travaux, montage de meubles, carrelage et réparations diverses.",
      "Climatisation : installation, entretien et recharge de gaz.",
      "Un seul interlocuteur pour tous vos travaux à la maison.",
    ],
  },
};

const STORE_TEXTS: Record<TStoreCategory, { names: string[]; offers: string[] }> = {
  décoration: {
    names: ["Déco", "Maison et Déco", "Artisanat"],
    offers: [
      "Objets de décoration, poteries, luminaires et textiles tunisiens.",
      "Miroirs, tapis et coussins brodés, idées cadeaux.",
    ],
  },
  outillage: {
    names: ["Outillage", "Quincaillerie", "Outils Pro"],
    offers: [
      "Outillage électroportatif et à main des grandes marques.",
      "Quincaillerie, visserie et location de matériel de chantier.",
    ],
  },
  matériaux_construction: {
    names: ["Matériaux", "Dépôt de matériaux", "Matériaux de construction"],
    offers: [
      "Ciment, briques, fer à béton et sable livrés sur chantier.",
      "Plâtre, isolation et produits d'étanchéité aux prix de gros.",
    ],
  },
  meubles: {
    names: ["Meubles", "Mobilier", "Espace Meubles"],
    offers: [
      "Salons, chambres à coucher et salles à manger, fabrication locale.",
      "Mobilier de bureau et literie, livraison et montage.",
    ],
  },
  électroménager: {
    names: ["Électroménager", "Maison Équipée", "Électro"],
    offers: [
      "Réfrigérateurs, machines à laver, cuisinières et climatiseurs.",
      "Facilités de paiement, livraison et installation à domicile.",
    ],
  },
  jardinage: {
    names: ["Pépinière", "Jardinerie", "Le Jardin"],
    offers: [
      "Plantes, arbres fruitiers, terreau et engrais.",
      "Matériel d'arrosage, pots et mobilier de jardin.",
    ],
  },
  sécurité: {
    names: ["Sécurité", "Alarmes et Serrures", "Protection Maison"],
    offers: [
      "Serrures, portes blindées, coffres-forts et caméras.",
      "Alarmes sans fil et interphones, conseils d'installation.",
    ],
  },
  revêtements: {
    names: ["Carrelage", "Revêtements", "Marbre et Carrelage"],
    offers: [
      "Carrelage, faïence, marbre de Thala et parquet.",
      "Large choix en exposition, conseils de pose.",
    ],
  },
  plomberie: {
    names: ["Sanitaire", "Plomberie Équipements", "Bain et Cuisine"],
    offers: [
      "Robinetterie, sanitaires, chauffe-eau et tuyauterie.",
      "Meubles de salle de bain et cabines de douche.",
    ],
  },
  électricité: {
    names: ["Électricité Générale", "Lumière", "Câbles et Lumière"],
    offers: [
      "Câbles, disjoncteurs, luminaires et appareillage électrique.",
      "Panneaux solaires et éclairage LED pour particuliers et professionnels.",
    ],
  },
};

/** Governorates in proportion to their market, each taken in turn: `count` places, spread. */
function catalogueSpots(random: TRandom, count: number) {
  const perGovernorate = apportion(
    GOVERNORATE_KEYS.map((key) => GOVERNORATE_WEIGHTS[key] ?? 1),
    count,
  );
  const spots = GOVERNORATE_KEYS.flatMap((governorate, index) =>
    Array.from({ length: perGovernorate[index] ?? 0 }, () => ({
      governorate,
      delegation: pickDelegation(random, governorate),
    })),
  );
  return random.shuffle(spots);
}

function uniqueName(used: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = make();
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const name = `${make()} ${used.size}`;
  used.add(name);
  return name;
}

function buildServices(context: TContext): TDemoData["services"] {
  const { random, now } = context;
  const spots = catalogueSpots(random, DEMO_MARKET_SIZE.services);
  const times = spreadTimes(random, now, spots.length, DEMO_MARKET_SPAN_DAYS);
  const used = new Set<string>();
  return spots.map(({ governorate, delegation }, index) => {
    const owner = context.ownerOf(governorate);
    const profession = SERVICE_PROFESSIONS[index % SERVICE_PROFESSIONS.length] as TProfession;
    const texts = PROFESSION_TEXTS[profession];
    const name = uniqueName(used, () =>
      random.chance(0.5)
        ? `${random.pick(texts.names)} ${random.pick(FAMILY_NAMES)}`
        : `${random.pick(texts.names)} ${delegation.nameFr}`,
    );
    const pool = context.pools.services.filter((entry) => entry.profession === profession);
    const image = random.pick(pool.length > 0 ? pool : context.pools.services).image;
    const createdAt = times[index] as Date;
    return {
      row: {
        id: random.uuid(),
        userId: owner.id,
        name,
        profession,
        description: `${random.sample(texts.offers, 2).join(" ")} Nous intervenons ${atPlace(delegation.nameFr)} et dans les environs, ${random.pick(["7 jours sur 7", "du lundi au samedi", "sur rendez-vous", "en urgence le soir et le week-end"])}.`,
        location: governorate,
        delegation: delegation.slug,
        address: `${random.pick(streetsIn(governorate))}, ${delegation.nameFr}`,
        phone: owner.phone,
        whatsapp: owner.whatsapp,
        avgRating: 0,
        createdAt,
        updatedAt: createdAt,
      },
      photo: { key: `service_images/${owner.id}/${random.uuid()}.webp`, image },
    };
  });
}

function buildStores(context: TContext): TDemoData["stores"] {
  const { random, now } = context;
  const spots = catalogueSpots(random, DEMO_MARKET_SIZE.stores);
  const times = spreadTimes(random, now, spots.length, DEMO_MARKET_SPAN_DAYS);
  const used = new Set<string>();
  return spots.map(({ governorate, delegation }, index) => {
    const owner = context.ownerOf(governorate);
    const category = STORE_CATEGORIES[index % STORE_CATEGORIES.length]?.value as TStoreCategory;
    const texts = STORE_TEXTS[category];
    const name = uniqueName(used, () =>
      random.chance(0.5)
        ? `${random.pick(texts.names)} ${random.pick(FAMILY_NAMES)}`
        : `${random.pick(texts.names)} ${delegation.nameFr}`,
    );
    const pool = context.pools.stores.filter((entry) => entry.category === category);
    // A category no hand-written shop draws gets one storefront of its own, shared.
    const image: TImageSpec =
      pool.length > 0
        ? random.pick(pool).image
        : { kind: "storefront", id: `store-${category}`, category, hue: goldenHue(index + 61) };
    const createdAt = times[index] as Date;
    return {
      row: {
        id: random.uuid(),
        userId: owner.id,
        name,
        category,
        description: `${random.sample(texts.offers, 2).join(" ")} Magasin ${atPlace(delegation.nameFr)}, ouvert ${random.pick(["du lundi au samedi", "tous les jours sauf le dimanche", "7 jours sur 7"])}.`,
        location: governorate,
        delegation: delegation.slug,
        address: `${random.int(1, 120)} ${random.pick(streetsIn(governorate))}, ${delegation.nameFr}`,
        whatsapp: owner.whatsapp,
        avgRating: 0,
        createdAt,
        updatedAt: createdAt,
      },
      photo: { key: `store_images/${owner.id}/${random.uuid()}.webp`, image },
    };
  });
}
