import { LISTING_LIFETIME_DAYS } from "~/features/listings/expiry";
import {
  GOVERNORATES,
  governorateKey,
  governorateLabel,
  type TAnnouncementType,
  type TPropertyType,
} from "~/lib/constants";
import {
  DEMO_PEOPLE,
  DEMO_SERVICES,
  DEMO_STORES,
  PROPERTY_OWNER_BY_GOVERNORATE,
  SERVICE_COMMENTS,
  type THandle,
} from "./demo-catalog";
import { buildDemoMarket } from "./demo-market";
import {
  AMENITIES,
  atPlace,
  between,
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
  type TRoomScene,
} from "./demo-parts";
import {
  findPlace,
  GOVERNORATE_PROFILES,
  streetsOf,
  type TGovernorateProfile,
  type TMarketTier,
  type TPlace,
} from "./demo-places";
import { createRandom, type TRandom } from "./prng";

// Changing the seed changes every id, text and photo of the demo: keep it fixed.
const DEMO_SEED = 20_260_101;
/** The share of demo listings whose owner shows the number to signed-in users. */
export const DEMO_SHOWS_PHONE_SHARE = 0.8;
/** Listings are spread over this many days before the seed runs. */
const LISTING_SPAN_DAYS = 60;

/** Everything the demo inserts, computed without I/O. Same output for the same `now`. */
export function buildDemoData(now: Date): TDemoData {
  const random = createRandom(DEMO_SEED);
  const users = buildUsers(random, now);
  const byHandle = new Map(users.map((demoUser) => [demoUser.handle, demoUser]));
  const ownerOf = (handle: THandle) => byHandle.get(handle) as TDemoUser;

  const builtProperties = withDemoExpiries(buildProperties(random, now, ownerOf), now);
  const serviceTimes = spreadTimes(random, now, DEMO_SERVICES.length, LISTING_SPAN_DAYS);
  const builtServices = DEMO_SERVICES.map((entry, index) => {
    const owner = ownerOf(entry.owner);
    const id = random.uuid();
    return {
      row: {
        id,
        userId: owner.id,
        name: entry.name,
        profession: entry.profession,
        description: entry.description,
        location: entry.location,
        address: entry.address,
        phone: owner.phone,
        whatsapp: owner.whatsapp,
        avgRating: 0,
        createdAt: serviceTimes[index] as Date,
        updatedAt: serviceTimes[index] as Date,
      },
      photo: {
        key: `service_images/${owner.id}/${random.uuid()}.webp`,
        image: {
          kind: "profession" as const,
          id: `service-${index}`,
          profession: entry.profession,
          hue: goldenHue(index + 7),
        },
      },
    };
  });
  const storeTimes = spreadTimes(random, now, DEMO_STORES.length, LISTING_SPAN_DAYS);
  const builtStores = DEMO_STORES.map((entry, index) => {
    const owner = ownerOf(entry.owner);
    const id = random.uuid();
    return {
      row: {
        id,
        userId: owner.id,
        name: entry.name,
        category: entry.category,
        description: entry.description,
        location: entry.location,
        address: entry.address,
        whatsapp: owner.whatsapp,
        avgRating: 0,
        createdAt: storeTimes[index] as Date,
        updatedAt: storeTimes[index] as Date,
      },
      photo: {
        key: `store_images/${owner.id}/${random.uuid()}.webp`,
        image: {
          kind: "storefront" as const,
          id: `store-${index}`,
          category: entry.category,
          hue: goldenHue(index + 31),
        },
      },
    };
  });

  const ratingRows: TDemoData["ratings"] = [];
  const rate = (
    draw: TRandom,
    item: { row: { id: string; userId: string; createdAt: Date; avgRating?: number } },
    itemType: "service" | "store",
  ) => {
    const raters = draw.sample(
      users.filter((candidate) => candidate.id !== item.row.userId),
      draw.pick([0, 1, 2, 3, 3, 4, 5]),
    );
    const values = raters.map(() => draw.pick([5, 5, 5, 4, 4, 4, 3, 2]));
    raters.forEach((rater, index) => {
      const at = between(random, item.row.createdAt, now);
      ratingRows.push({
        id: draw.uuid(),
        itemId: item.row.id,
        itemType,
        userId: rater.id,
        rating: values[index] as number,
        createdAt: at,
        updatedAt: at,
      });
    });
    // The value the ratings feature keeps (recomputeAverageRating): the mean rounded to two
    // decimals, 0 without ratings.
    item.row.avgRating =
      values.length === 0
        ? 0
        : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
  };
  for (const service of builtServices) rate(random, service, "service");
  for (const store of builtStores) rate(random, store, "store");

  // The generated market (demo-market.ts) draws from a generator of its own, after everything
  // above: the hand-written demo is the same as before it existed.
  const marketRandom = createRandom(DEMO_SEED + 23);
  const market = buildDemoMarket(marketRandom, now, users, {
    covers: builtProperties.map((item) => item.photos[0]?.image as TImageSpec),
    services: builtServices.map((item) => ({
      profession: item.row.profession,
      image: item.photo.image,
    })),
    stores: builtStores.map((item) => ({ category: item.row.category, image: item.photo.image })),
  });
  for (const service of market.services) rate(marketRandom, service, "service");
  for (const store of market.stores) rate(marketRandom, store, "store");

  const comments: TDemoData["comments"] = [];
  for (const service of builtServices) {
    const authors = random.sample(
      users.filter((candidate) => candidate.id !== service.row.userId),
      random.pick([0, 1, 1, 2, 3]),
    );
    for (const author of authors) {
      comments.push({
        id: random.uuid(),
        serviceId: service.row.id,
        userId: author.id,
        content: random.pick(SERVICE_COMMENTS),
        createdAt: between(random, service.row.createdAt, now),
      });
    }
  }

  // Each comment told its service's owner, as addComment does; the last few days' still unread,
  // so a demo owner's bell shows a badge.
  const serviceOwners = new Map(
    builtServices.map((service) => [service.row.id, service.row.userId]),
  );
  const notificationRows: TDemoData["notifications"] = comments.map((comment) => ({
    id: random.uuid(),
    recipientId: serviceOwners.get(comment.serviceId) as string,
    senderId: comment.userId,
    serviceId: comment.serviceId,
    type: "new_comment",
    read: (comment.createdAt as Date).getTime() < now.getTime() - 3 * DAY_MS,
    createdAt: comment.createdAt,
  }));

  const favoriteRows: TDemoData["favorites"] = [];
  for (const demoUser of users) {
    const notMine = <T extends { row: { id: string; userId: string } }>(items: T[]) =>
      items.filter((item) => item.row.userId !== demoUser.id);
    const picks: [TDemoData["favorites"][number]["itemType"], { row: { id: string } }[]][] = [
      ["property", random.sample(notMine(builtProperties), random.int(2, 5))],
      ["service", random.sample(notMine(builtServices), random.int(0, 2))],
      ["store", random.sample(notMine(builtStores), random.int(0, 1))],
    ];
    for (const [itemType, items] of picks) {
      for (const item of items) {
        favoriteRows.push({
          id: random.uuid(),
          userId: demoUser.id,
          itemType,
          itemId: item.row.id,
          createdAt: between(random, new Date(now.getTime() - 20 * DAY_MS), now),
        });
      }
    }
  }

  // The owners' choice to show their number (decision 0029), drawn from a generator of its own so
  // that adding it moved no other demo value: most show it, the others are reached by message.
  const phoneChoice = createRandom(DEMO_SEED + 29);
  const withPhoneChoice = <TItem extends { row: object }>(item: TItem) => ({
    ...item,
    row: { ...item.row, showPhone: phoneChoice.chance(DEMO_SHOWS_PHONE_SHARE) },
  });

  return {
    users,
    properties: [...builtProperties, ...market.properties].map(withPhoneChoice),
    services: [...builtServices, ...market.services].map(withPhoneChoice),
    stores: [...builtStores, ...market.stores].map(withPhoneChoice),
    ratings: ratingRows,
    comments,
    notifications: notificationRows,
    favorites: favoriteRows,
    priceChanges: demoPriceChanges(builtProperties, now),
  };
}

/** How many demo sales lowered their price once since publication. */
export const DEMO_PRICE_DROPS = 2;

/**
 * The newest sales on offer lowered their price by about 6 % halfway between their publication
 * and now (issue 15): their pages show 'Historique du prix'. Nothing is drawn at random, so the
 * rest of the demo stays the same.
 */
function demoPriceChanges(built: TDemoData["properties"], now: Date): TDemoData["priceChanges"] {
  return built
    .map((item) => item.row)
    .filter(
      (row) =>
        row.announcementType === "vente" &&
        (row.expiresAt ?? now).getTime() > now.getTime() + 7 * DAY_MS,
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, DEMO_PRICE_DROPS)
    .map((row) => ({
      propertyId: row.id,
      oldPrice: Math.round((row.price * 1.06) / 1000) * 1000,
      newPrice: row.price,
      changedAt: new Date((row.createdAt.getTime() + now.getTime()) / 2),
    }));
}

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

// Ooredoo (2x), Orange (5x) and Tunisie Telecom (9x) mobile prefixes.
const MOBILE_FIRST_DIGITS = ["2", "5", "9"];

function buildUsers(random: TRandom, now: Date): TDemoUser[] {
  return DEMO_PEOPLE.map((person, index) => {
    const digits = `${random.pick(MOBILE_FIRST_DIGITS)}${String(random.int(0, 9_999_999)).padStart(7, "0")}`;
    return {
      ...person,
      id: random.uuid(),
      accountId: random.uuid(),
      phone: `+216 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
      whatsapp: `216${digits}`,
      // Accounts exist before any of their listings (the oldest listing is 60 days old).
      createdAt: new Date(now.getTime() - (120 - index * 6) * DAY_MS),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

type TSlot = { type: TPropertyType; announcementType: TAnnouncementType; place: TPlace };

const TIER_FACTOR: Record<TMarketTier, number> = { 1: 1, 2: 0.8, 3: 0.6 };
const RENT_MIN = 450;
const RENT_MAX = 3_500;

function buildProperties(
  random: TRandom,
  now: Date,
  ownerOf: (handle: THandle) => TDemoUser,
): TDemoData["properties"] {
  const slots: { governorate: string; profile: TGovernorateProfile; slot: TSlot }[] = [];
  for (const label of GOVERNORATES) {
    const key = governorateKey(label);
    const profile = GOVERNORATE_PROFILES[key];
    if (!profile) throw new Error(`Gouvernorat sans profil de démonstration: ${key}`);
    for (const slot of slotsFor(random, profile)) slots.push({ governorate: key, profile, slot });
  }
  // Shuffled, or newest-first lists would show one governorate after the other.
  const shuffledTimes = random.shuffle(spreadTimes(random, now, slots.length, LISTING_SPAN_DAYS));
  return slots.map(({ governorate, profile, slot }, index) => {
    const owner = ownerOf(PROPERTY_OWNER_BY_GOVERNORATE[governorate] ?? "amira");
    const createdAt = shuffledTimes[index] as Date;
    const details = describeListing(random, slot, profile, governorate);
    const photos = photosFor(random, slot, index).map((image) => ({
      key: `property_images/${owner.id}/${random.uuid()}.webp`,
      image,
    }));
    const street = random.pick(streetsOf(profile));
    const availableSoon =
      slot.announcementType === "location" ? random.chance(0.7) : random.chance(0.15);
    const entry: TDemoData["properties"][number] = {
      row: {
        id: random.uuid(),
        userId: owner.id,
        title: details.title,
        description: details.description,
        type: slot.type,
        announcementType: slot.announcementType,
        price: details.price,
        surface: details.surface,
        rooms: details.rooms,
        bathrooms: details.bathrooms,
        constructionYear: details.constructionYear,
        furnished: details.furnished,
        availableDate: availableSoon ? isoDate(now.getTime() + random.int(3, 45) * DAY_MS) : null,
        address: `${random.int(1, 120)} ${street}, ${slot.place.name}`,
        governorate,
        location: governorate,
        whatsapp: owner.whatsapp,
        createdAt,
        updatedAt: createdAt,
      },
      photos,
    };
    // Drawn from the listing's id: the rest of the demo stays exactly as it was.
    const amenities = demoAmenities({ ...entry.row, sea: slot.place.sea });
    return { ...entry, row: { ...entry.row, amenities } };
  });
}

/**
 * Days left before the demo's soonest expiries (within the reminder's week: the job mails their
 * owners), and days since the expired ones expired (their pages answer 410). Decision 0019.
 */
export const DEMO_EXPIRING_IN_DAYS = [2, 4, 6];
export const DEMO_EXPIRED_DAYS_AGO = [3, 12, 25];

/**
 * Every listing expires 90 days after its publication. The oldest few are made older still, so
 * that the demo shows listings about to expire and expired ones, as a real site would after a few
 * months. Chosen by age, not drawn: the random sequence, hence the rest of the demo, is unchanged.
 */
function withDemoExpiries(items: TDemoData["properties"], now: Date): TDemoData["properties"] {
  const oldestFirst = [...items].sort(
    (a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime(),
  );
  const shifts = new Map<string, number>();
  [...DEMO_EXPIRED_DAYS_AGO].reverse().forEach((days, index) => {
    shifts.set(oldestFirst[index]?.row.id as string, LISTING_LIFETIME_DAYS + days);
  });
  [...DEMO_EXPIRING_IN_DAYS].reverse().forEach((days, index) => {
    const item = oldestFirst[DEMO_EXPIRED_DAYS_AGO.length + index];
    shifts.set(item?.row.id as string, LISTING_LIFETIME_DAYS - days);
  });
  return items.map((item) => {
    const daysAgo = shifts.get(item.row.id);
    // The time of day of the original date is kept: listings do not all expire at one instant.
    const createdAt =
      daysAgo === undefined
        ? item.row.createdAt
        : new Date(
            Math.floor(
              (now.getTime() - daysAgo * DAY_MS - (item.row.createdAt.getTime() % DAY_MS) / 4) /
                1000,
            ) * 1000,
          );
    return {
      ...item,
      row: {
        ...item.row,
        createdAt,
        updatedAt: createdAt,
        expiresAt: new Date(createdAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
      },
    };
  });
}

/** Three listings per governorate: a sale, a rental, and what the area is known for. */
function slotsFor(random: TRandom, profile: TGovernorateProfile): TSlot[] {
  const interior = profile.tier === 3;
  const seaPlaces = profile.places.filter((candidate) => candidate.sea);
  const sale: TPropertyType = interior && random.chance(0.6) ? "maison" : "appartement";
  const rentalType: TPropertyType = interior
    ? random.pick(["appartement", "maison"])
    : random.pick(["appartement", "appartement", "appartement", "maison"]);
  const special = profile.special;
  const specialPlace = findPlace(profile, special.place);
  const salePlace = random.pick(profile.places);
  // A rental by the sea is what holiday-makers and expatriates look for first.
  const rentalPlace = seaPlaces.length > 0 ? random.pick(seaPlaces) : random.pick(profile.places);
  return [
    { type: sale, announcementType: "vente", place: salePlace },
    { type: rentalType, announcementType: "location", place: rentalPlace },
    { type: special.type, announcementType: special.announcementType, place: specialPlace },
  ];
}

type TApartmentLayout = {
  label: string;
  rooms: number;
  bathrooms: [number, number];
  surface: [number, number];
  sale: [number, number];
  rent: [number, number];
};

// Grand Tunis / Sousse prices; other tiers scale them down (TIER_FACTOR).
const APARTMENT_LAYOUTS: TApartmentLayout[] = [
  {
    label: "type studio",
    rooms: 1,
    bathrooms: [1, 1],
    surface: [32, 48],
    sale: [90_000, 150_000],
    rent: [450, 750],
  },
  {
    label: "S+1",
    rooms: 1,
    bathrooms: [1, 1],
    surface: [55, 80],
    sale: [130_000, 220_000],
    rent: [600, 1_000],
  },
  {
    label: "S+2",
    rooms: 2,
    bathrooms: [1, 2],
    surface: [85, 120],
    sale: [180_000, 330_000],
    rent: [800, 1_600],
  },
  {
    label: "S+3",
    rooms: 3,
    bathrooms: [2, 2],
    surface: [115, 165],
    sale: [260_000, 450_000],
    rent: [1_100, 2_300],
  },
  {
    label: "S+4",
    rooms: 4,
    bathrooms: [2, 3],
    surface: [160, 220],
    sale: [380_000, 620_000],
    rent: [1_600, 3_000],
  },
];

function describeListing(
  random: TRandom,
  slot: TSlot,
  profile: TGovernorateProfile,
  governorate: string,
): TPropertyDetails {
  const at = atPlace(slot.place.name);
  const label = governorateLabel(governorate);
  // 'au Kef (Kef)' says the same thing twice.
  const region = slot.place.name.includes(label) ? "" : ` (${label})`;
  const factor = TIER_FACTOR[profile.tier];
  const sale = slot.announcementType === "vente";
  const near = slot.place.sea
    ? random.pick(["à deux pas de la plage", "à cinq minutes de la mer", "avec la mer en face"])
    : random.pick([
        "proche des écoles et des commerces",
        "dans un quartier calme et recherché",
        "à proximité des transports et des administrations",
      ]);
  const year = random.int(1985, 2025);
  const closing = sale
    ? random.pick([
        "Titre bleu, prix légèrement négociable.",
        "Titre foncier individuel, libre à la vente.",
        "Idéal pour habiter ou investir. Prix ferme.",
      ])
    : random.pick([
        "Loyer payable mensuellement, deux mois de caution.",
        "Contrat d'un an renouvelable, caution d'un mois.",
        "Visites sur rendez-vous, disponible rapidement.",
      ]);
  const rentFor = (range: [number, number]) =>
    clamp(random.round(range[0] * factor, range[1] * factor, 50), RENT_MIN, RENT_MAX);

  switch (slot.type) {
    case "appartement": {
      const layout = random.pick(APARTMENT_LAYOUTS);
      const surface = random.int(...layout.surface);
      const furnished = sale ? "no" : random.pick(["yes", "yes", "partial", "no"] as const);
      const feature = slot.place.sea
        ? random.pick(["avec vue mer", "avec terrasse face à la mer", "lumineux vue mer"])
        : random.pick(["haut standing", "neuf", "avec terrasse", "avec parking", "rénové"]);
      const floor = random.int(1, 6);
      const bathrooms = random.int(...layout.bathrooms);
      const title = sale
        ? `Appartement ${layout.label} ${feature} ${at}`
        : `Appartement ${layout.label} ${furnished === "yes" ? "meublé" : feature} à louer ${at}`;
      const bedrooms =
        layout.label === "type studio"
          ? "un séjour avec coin nuit"
          : `un salon lumineux et ${countWord(layout.rooms, "chambre")}`;
      return {
        title,
        description: [
          `Appartement ${layout.label} de ${surface} m² au ${floor === 1 ? "1er" : `${floor}e`} étage d'une résidence ${random.pick(["sécurisée", "récente", "bien entretenue"])} ${at}${region}, ${near}.`,
          `Il comprend ${bedrooms}, ${bathrooms > 1 ? `${countWord(bathrooms, "salle")} d'eau` : "une salle de bain"}, ${random.sample(AMENITIES, 3).join(", ")}.`,
          furnished === "yes" ? "Entièrement meublé et équipé, prêt à vivre." : "",
          closing,
        ]
          .filter(Boolean)
          .join(" "),
        price: sale
          ? Math.max(60_000, random.round(layout.sale[0] * factor, layout.sale[1] * factor, 5_000))
          : rentFor(layout.rent),
        surface,
        rooms: layout.rooms,
        bathrooms,
        constructionYear: year,
        furnished,
      };
    }
    case "maison": {
      const rooms = random.int(2, 5);
      const bathrooms = random.int(1, Math.min(3, rooms));
      const surface = random.round(110, 320, 5);
      const style = random.pick([
        "de plain-pied avec jardin",
        "sur deux niveaux",
        "traditionnelle rénovée",
        "avec patio",
      ]);
      const furnished = sale ? "no" : random.pick(["yes", "partial", "no"] as const);
      return {
        title: sale ? `Maison ${style} ${at}` : `Maison ${style} à louer ${at}`,
        description: [
          `Maison ${style} de ${surface} m² habitables sur un terrain de ${random.round(surface + 80, surface + 500, 10)} m² ${at}${region}, ${near}.`,
          `${capitalize(countWord(rooms, "chambre"))}, ${countWord(bathrooms, "salle")} de bain, un grand séjour, ${random.sample(HOUSE_AMENITIES, 3).join(", ")}.`,
          year < 2000 ? "Construction solide, murs épais qui gardent la fraîcheur l'été." : "",
          closing,
        ]
          .filter(Boolean)
          .join(" "),
        price: sale
          ? random.round(250_000 * factor, 750_000 * factor, 5_000)
          : rentFor([900, 2_500]),
        surface,
        rooms,
        bathrooms,
        constructionYear: year,
        furnished,
      };
    }
    case "villa": {
      const rooms = random.int(4, 6);
      const bathrooms = random.int(2, Math.min(5, rooms));
      const surface = random.round(250, 650, 10);
      const pool = random.chance(0.8);
      const title = sale
        ? `Villa ${pool ? "avec piscine" : "contemporaine"} ${at}`
        : `Villa ${pool ? "avec piscine" : slot.place.sea ? "face à la mer" : "avec jardin"} à louer ${at}`;
      // The flagship villas of La Marsa and Hammamet are the 1 000 000 TND+ listings.
      const saleRange: [number, number] =
        profile.tier === 1 ? [1_200_000, 2_500_000] : [550_000, 1_300_000];
      return {
        title,
        description: [
          `Villa de ${surface} m² sur un terrain de ${random.round(surface * 2, surface * 3, 50)} m² ${at}${region}, ${near}.`,
          `${capitalize(countWord(rooms, "chambre"))} dont deux suites, ${countWord(bathrooms, "salle")} de bain, ${pool ? "piscine privée, " : ""}${random.sample(HOUSE_AMENITIES, 3).join(", ")}.`,
          "Finitions haut de gamme, marbre au sol et menuiserie en bois massif.",
          closing,
        ].join(" "),
        price: sale
          ? random.round(saleRange[0], saleRange[1], 10_000)
          : random.round(3_050, RENT_MAX, 50),
        surface,
        rooms,
        bathrooms,
        constructionYear: random.int(2005, 2025),
        furnished: sale ? "no" : random.pick(["yes", "partial"] as const),
      };
    }
    case "terrain": {
      const agricultural = profile.tier === 3 && random.chance(0.5);
      const surface = agricultural
        ? random.round(4_000, 15_000, 100)
        : random.round(250, 1_200, 10);
      const pricePerSquareMetre = agricultural
        ? random.int(8, 25)
        : random.int(Math.round(120 * factor), Math.round(450 * factor));
      const title = agricultural
        ? `Terrain agricole avec oliviers ${at}`
        : `Terrain constructible ${at}`;
      return {
        title,
        description: agricultural
          ? `Terrain agricole de ${surface} m² ${at}${region}, planté d'oliviers en production, accès par piste carrossable, puits sur la parcelle. ${closing}`
          : `Terrain constructible de ${surface} m² dans un lotissement viabilisé ${at}${region}, ${near}. Eau, électricité et assainissement en bordure, zone villas. ${closing}`,
        price: clamp(Math.round((surface * pricePerSquareMetre) / 1_000) * 1_000, 40_000, 400_000),
        surface,
        rooms: 0,
        bathrooms: 0,
        constructionYear: null,
        furnished: "no",
      };
    }
    case "bureau": {
      const rooms = random.int(2, 8);
      const surface = random.round(60, 400, 10);
      return {
        title: sale ? `Bureau de ${surface} m² ${at}` : `Plateau de bureaux à louer ${at}`,
        description: `Bureau de ${surface} m² divisé en ${rooms} pièces dans un immeuble professionnel ${at}${region}, ${near}. Climatisation centrale, fibre optique, salle d'attente et places de parking. ${closing}`,
        // Offices and stores are priced by the square metre.
        price: sale
          ? clamp(
              Math.round((surface * random.int(1_800, 3_000) * factor) / 5_000) * 5_000,
              100_000,
              1_000_000,
            )
          : clamp(Math.round((surface * random.int(8, 14) * factor) / 50) * 50, RENT_MIN, RENT_MAX),
        surface,
        rooms,
        bathrooms: 0,
        constructionYear: random.int(1995, 2024),
        furnished: "no",
      };
    }
    case "local_commercial": {
      const rooms = random.int(1, 3);
      const surface = random.round(30, 250, 5);
      return {
        title: sale
          ? `Local commercial sur avenue passante ${at}`
          : `Local commercial à louer ${at}`,
        description: `Local de ${surface} m² en rez-de-chaussée avec grande vitrine, ${rooms > 1 ? `${rooms} pièces dont une réserve` : "une pièce et une mezzanine"}, ${at}${region}. Fort passage piéton, convient à toute activité. ${closing}`,
        price: sale
          ? clamp(
              Math.round((surface * random.int(2_200, 4_000) * factor) / 5_000) * 5_000,
              80_000,
              800_000,
            )
          : clamp(
              Math.round((surface * random.int(10, 20) * factor) / 50) * 50,
              RENT_MIN,
              RENT_MAX,
            ),
        surface,
        rooms,
        bathrooms: 0,
        constructionYear: random.int(1980, 2024),
        furnished: "no",
      };
    }
  }
}

const RESIDENTIAL_ROOMS: TRoomScene[] = ["salon", "cuisine", "chambre", "salle_de_bain", "jardin"];

/** The cover is drawn for the listing; further photos come from a small set of interiors. */
function photosFor(random: TRandom, slot: TSlot, index: number): TImageSpec[] {
  const cover: TImageSpec = {
    kind: "facade",
    id: `facade-${index}`,
    type: slot.type,
    hue: goldenHue(index),
    sea: slot.place.sea,
    sunset: random.chance(0.25),
    seed: random.int(1, 1_000_000),
  };
  const room = (scene: TRoomScene, variant: number) => roomImage(scene, variant, slot.place.sea);
  const variant = random.int(0, 1);
  switch (slot.type) {
    case "terrain":
      return [cover, ...(random.chance(0.6) ? [room("oliveraie", variant)] : [])];
    case "bureau":
      return [
        cover,
        ...random.sample([room("open_space", 0), room("open_space", 1)], random.int(0, 2)),
      ];
    case "local_commercial":
      return [
        cover,
        ...random.sample([room("boutique", 0), room("boutique", 1)], random.int(0, 2)),
      ];
    default: {
      const extra = random.pick([0, 1, 1, 2, 2, 2, 3, 3, 4]);
      const scenes = random.sample([...RESIDENTIAL_ROOMS, "terrasse" as const], extra);
      return [cover, ...scenes.map((scene) => room(scene, variant))];
    }
  }
}
