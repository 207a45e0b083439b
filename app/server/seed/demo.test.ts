import fs from "node:fs";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "~/features/account/sign-in.server";
import { recomputeAverageRating } from "~/features/listings/rating-average.server";
import {
  GOVERNORATE_KEYS,
  PROPERTY_TYPES,
  RENT_PRICE_BANDS,
  SALE_PRICE_BANDS,
  STORE_CATEGORIES,
  type TRange,
} from "~/lib/constants";
import { getDb, queryRows } from "~/server/db/client.server";
import {
  account,
  profiles,
  properties,
  propertyPriceChanges,
  services,
  stores,
  type TPropertyRow,
  type TServiceRow,
  type TStoreRow,
  user,
} from "~/server/db/schema";
import { keyFromPublicUrl } from "~/server/storage/storage.server";
import { newDemoPassword, seedDemoIfEmpty, type TSeedResult } from "./demo.server";

const DEMO_PASSWORD = "Demo-mot-de-passe-1";

import { SERVICE_PROFESSIONS } from "~/features/listings/catalogue/service/professions";
import { SIMILAR_LIMIT, similarProperties } from "~/features/listings/similar-listings.server";
import { TUNISIA_DELEGATIONS } from "~/features/places/tunisia-places";
import { listProperties } from "~/features/properties/list-properties.server";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import { priceContextOf, refreshAllPriceStats } from "~/features/properties/price-context.server";
import { buildDemoData, DEMO_PRICE_DROPS } from "./demo-data";
import { PROPERTY_IMAGE_SIZE, SQUARE_IMAGE_SIZE } from "./demo-images.server";
import { DEMO_MARKET_SIZE, DEMO_MARKET_SPAN_DAYS } from "./demo-market";

const dataDir = () => process.env.DATA_DIR as string;

async function tableCounts() {
  const [row] = await queryRows<Record<string, number>>(
    await getDb(),
    sql`select (select count(*) from "user")::int as users,
               (select count(*) from account)::int as accounts,
               (select count(*) from profiles)::int as profiles,
               (select count(*) from properties)::int as properties,
               (select count(*) from services)::int as services,
               (select count(*) from stores)::int as stores,
               (select count(*) from ratings)::int as ratings,
               (select count(*) from favorites)::int as favorites,
               (select count(*) from service_comments)::int as comments`,
  );
  return row;
}

describe("a database that already has an account", () => {
  it("is left alone even without any property", async () => {
    const db = await getDb();
    await db
      .insert(user)
      .values({ id: "early-bird", name: "Early Bird", email: "early@exemple.tn" });
    expect(await seedDemoIfEmpty(db, { dataDir: dataDir() })).toBeNull();
    expect(await tableCounts()).toMatchObject({ users: 1, properties: 0, services: 0 });
    expect(fs.existsSync(path.join(dataDir(), "uploads", "property_images"))).toBe(false);
    await db.delete(user).where(eq(user.id, "early-bird"));
  });
});

describe("demo data on an empty database", () => {
  let result: TSeedResult | null;
  let propertyRows: TPropertyRow[];
  let serviceRows: TServiceRow[];
  let storeRows: TStoreRow[];
  const seededAt = new Date();

  beforeAll(async () => {
    const db = await getDb();
    result = await seedDemoIfEmpty(db, { dataDir: dataDir(), password: DEMO_PASSWORD });
    propertyRows = await db.select().from(properties);
    serviceRows = await db.select().from(services);
    storeRows = await db.select().from(stores);
  });

  it("draws a different demo password for each new database", () => {
    const drawn = new Set(Array.from({ length: 20 }, () => newDemoPassword()));
    expect(drawn.size).toBe(20);
    for (const password of drawn) expect(password.length).toBeGreaterThanOrEqual(12);
  });

  it("returns the shared password and the accounts, one of them admin", async () => {
    expect(result?.password).toBe(DEMO_PASSWORD);
    expect(result?.accounts.length).toBeGreaterThanOrEqual(5);
    expect(result?.accounts.filter((entry) => entry.role === "admin")).toEqual([
      { email: "admin@darna.tn", role: "admin" },
    ]);
    const db = await getDb();
    const rows = await db
      .select({ email: user.email, verified: user.emailVerified, role: profiles.role })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id));
    expect(rows.map(({ email, role }) => ({ email, role })).sort(byEmail)).toEqual(
      [...(result?.accounts ?? [])].sort(byEmail),
    );
    expect(rows.every((row) => row.verified)).toBe(true);
  });

  it("stores credential accounts whose hash verifies the demo password", async () => {
    const db = await getDb();
    const rows = await db
      .select({ accountId: account.accountId, userId: account.userId, hash: account.password })
      .from(account)
      .where(eq(account.providerId, "credential"));
    expect(rows).toHaveLength(result?.accounts.length ?? -1);
    for (const row of rows) {
      expect(row.accountId).toBe(row.userId);
      expect(await verifyPassword({ hash: row.hash ?? "", password: DEMO_PASSWORD })).toBe(true);
      expect(await verifyPassword({ hash: row.hash ?? "", password: "darna2026!" })).toBe(false);
    }
  });

  it("lets every demo account sign in through Better Auth", async () => {
    for (const [index, entry] of (result?.accounts ?? []).entries()) {
      const outcome = await signIn(
        { email: entry.email, password: DEMO_PASSWORD },
        { headers: new Headers(), clientIp: `10.42.0.${index + 1}` },
      );
      expect(outcome.ok, entry.email).toBe(true);
    }
  });

  it("has profiles with Tunisian phone numbers", async () => {
    const db = await getDb();
    const rows = await db.select({ phone: profiles.phone, city: profiles.city }).from(profiles);
    for (const row of rows) {
      expect(row.phone).toMatch(/^\+216 [259]\d \d{3} \d{3}$/);
      expect(row.city).toBeTruthy();
    }
  });

  it("loads 1,500 properties over the 24 governorates, both kinds and all types", () => {
    expect(propertyRows).toHaveLength(1_500);
    expect(new Set(propertyRows.map((row) => row.location))).toEqual(new Set(GOVERNORATE_KEYS));
    for (const row of propertyRows) expect(row.governorate).toBe(row.location);
    expect(new Set(propertyRows.map((row) => row.announcementType))).toEqual(
      new Set(["vente", "location"]),
    );
    expect(new Set(propertyRows.map((row) => row.type))).toEqual(
      new Set(PROPERTY_TYPES.map((option) => option.value)),
    );
  });

  it("prices properties like the Tunisian market", () => {
    const saleRanges: Record<TPropertyRow["type"], [number, number]> = {
      appartement: [60_000, 700_000],
      maison: [100_000, 1_000_000],
      villa: [500_000, 2_500_000],
      terrain: [40_000, 400_000],
      bureau: [100_000, 1_000_000],
      local_commercial: [80_000, 800_000],
    };
    for (const row of propertyRows) {
      const [min, max] = row.announcementType === "location" ? [450, 3_500] : saleRanges[row.type];
      expect(row.price, row.title).toBeGreaterThanOrEqual(min);
      expect(row.price, row.title).toBeLessThanOrEqual(max);
    }
    // Every price band of the filters finds something.
    const inBand = (band: TRange, kind: string) =>
      propertyRows.filter(
        (row) =>
          row.announcementType === kind &&
          row.price >= band.min &&
          (band.max === null || row.price <= band.max),
      ).length;
    for (const band of SALE_PRICE_BANDS)
      expect(inBand(band, "vente"), band.label).toBeGreaterThan(0);
    for (const band of RENT_PRICE_BANDS) {
      expect(inBand(band, "location"), band.label).toBeGreaterThan(0);
    }
  });

  it("fills the fields each property type shows and zeroes the hidden ones", () => {
    const currentYear = seededAt.getFullYear();
    for (const row of propertyRows) {
      expect(row.surface, row.title).toBeGreaterThan(0);
      if (row.type === "terrain") {
        expect([row.rooms, row.bathrooms, row.constructionYear, row.furnished]).toEqual([
          0,
          0,
          null,
          "no",
        ]);
        continue;
      }
      expect(row.rooms, row.title).toBeGreaterThanOrEqual(1);
      expect(row.constructionYear, row.title).toBeGreaterThanOrEqual(1900);
      expect(row.constructionYear, row.title).toBeLessThanOrEqual(currentYear);
      if (row.type === "bureau" || row.type === "local_commercial") {
        expect([row.bathrooms, row.furnished], row.title).toEqual([0, "no"]);
      } else {
        expect(row.bathrooms, row.title).toBeGreaterThanOrEqual(1);
        expect(row.bathrooms, row.title).toBeLessThanOrEqual(5);
      }
    }
    expect(new Set(propertyRows.map((row) => row.furnished))).toEqual(
      new Set(["yes", "no", "partial"]),
    );
  });

  it("names the type in every title, as the keyword category filter expects", () => {
    const keywords: Record<TPropertyRow["type"], string[]> = {
      appartement: ["appartement"],
      maison: ["maison"],
      villa: ["villa"],
      terrain: ["terrain"],
      bureau: ["bureau"],
      local_commercial: ["local", "commercial"],
    };
    const allKeywords = Object.values(keywords).flat();
    for (const row of propertyRows) {
      const title = row.title.toLowerCase();
      expect(
        keywords[row.type].some((keyword) => title.includes(keyword)),
        row.title,
      ).toBe(true);
      const foreign = allKeywords.filter(
        (keyword) => !keywords[row.type].includes(keyword) && title.includes(keyword),
      );
      expect(foreign, row.title).toEqual([]);
      expect(row.description.length, row.title).toBeGreaterThan(80);
    }
  });

  it("spreads creation dates over the last 80 days and dates availability ahead", () => {
    const times = propertyRows.map((row) => row.createdAt.getTime());
    expect(new Set(times).size).toBe(times.length);
    // The few listings made older to show expiry (next test) aside.
    const weekAhead = seededAt.getTime() + 7 * 86_400_000;
    const oldest = Math.min(
      ...propertyRows
        .filter((row) => row.expiresAt.getTime() > weekAhead)
        .map((row) => row.createdAt.getTime()),
    );
    expect(seededAt.getTime() - oldest).toBeGreaterThan(75 * 86_400_000);
    expect(seededAt.getTime() - oldest).toBeLessThanOrEqual(DEMO_MARKET_SPAN_DAYS * 86_400_000);
    // Every week of those 80 days has new listings, as a live site would.
    for (let week = 0; week < 11; week += 1) {
      const from = seededAt.getTime() - (week + 1) * 7 * 86_400_000;
      const to = from + 7 * 86_400_000;
      expect(
        times.filter((time) => time > from && time <= to).length,
        `semaine ${week}`,
      ).toBeGreaterThan(40);
    }
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    const today = seededAt.toISOString().slice(0, 10);
    const dated = propertyRows.filter((row) => row.availableDate !== null);
    expect(dated.length).toBeGreaterThan(0);
    for (const row of dated) expect(row.availableDate! > today, row.title).toBe(true);
  });

  it("has a few listings about to expire and a few expired, each 90 days after publication", () => {
    const day = 86_400_000;
    for (const row of propertyRows) {
      expect(row.expiresAt.getTime() - row.createdAt.getTime(), row.title).toBe(90 * day);
    }
    const now = seededAt.getTime();
    const expired = propertyRows.filter((row) => row.expiresAt.getTime() <= now);
    const expiring = propertyRows.filter(
      (row) => row.expiresAt.getTime() > now && row.expiresAt.getTime() <= now + 7 * day,
    );
    expect(expired).toHaveLength(3);
    expect(expiring).toHaveLength(3);
  });

  it("lowers the price of the two newest sales on offer once, so their pages show a history", async () => {
    const db = await getDb();
    const rows = await db
      .select({
        oldPrice: propertyPriceChanges.oldPrice,
        newPrice: propertyPriceChanges.newPrice,
        price: properties.price,
        announcementType: properties.announcementType,
      })
      .from(propertyPriceChanges)
      .innerJoin(properties, eq(properties.id, propertyPriceChanges.propertyId));
    expect(rows).toHaveLength(DEMO_PRICE_DROPS);
    for (const row of rows) {
      expect(row.announcementType).toBe("vente");
      expect(row.newPrice).toBe(row.price);
      expect(row.oldPrice).toBeGreaterThan(row.newPrice);
    }
  });

  it("gives WhatsApp numbers as 216 followed by a Tunisian mobile", () => {
    for (const row of [...propertyRows, ...serviceRows, ...storeRows]) {
      expect(row.whatsapp).toMatch(/^216[259]\d{7}$/);
    }
  });

  it("places every listing in a delegation of its governorate, the one its address names", () => {
    const governorateOf = new Map(TUNISIA_DELEGATIONS.map((d) => [d.slug, d.governorateSlug]));
    for (const row of [...propertyRows, ...serviceRows, ...storeRows]) {
      expect(row.delegation, row.address ?? "").not.toBeNull();
      expect(governorateOf.get(row.delegation ?? "")).toBe(row.location);
    }
    const marsa = propertyRows.filter((row) => row.address.endsWith(", La Marsa"));
    expect(marsa.length).toBeGreaterThan(0);
    for (const row of marsa) expect(row.delegation).toBe("la-marsa");
    // Spread over many delegations, not one per governorate.
    expect(new Set(propertyRows.map((row) => row.delegation)).size).toBeGreaterThan(40);
  });

  it("loads 150 services covering every profession, with their image twice", () => {
    expect(serviceRows).toHaveLength(150);
    expect(new Set(serviceRows.map((row) => row.profession))).toEqual(new Set(SERVICE_PROFESSIONS));
    for (const row of serviceRows) {
      expect(row.image).toBeTruthy();
      expect(row.imageUrl).toBe(row.image);
      expect(row.rating).toBe(5);
      expect(GOVERNORATE_KEYS).toContain(row.location);
    }
  });

  it("loads 80 stores over every category", () => {
    expect(storeRows).toHaveLength(80);
    const categories = new Set(storeRows.map((row) => row.category));
    expect(categories.size).toBe(STORE_CATEGORIES.length);
    const known = STORE_CATEGORIES.map((option): string => option.value);
    for (const category of categories) expect(known).toContain(category);
    for (const row of storeRows) {
      expect(row.image).toBeTruthy();
      expect(GOVERNORATE_KEYS).toContain(row.location);
    }
  });

  it("keeps avg_rating equal to what the ratings feature computes", async () => {
    const db = await getDb();
    const before = [
      ...serviceRows.map((row) => ({ id: row.id, type: "service" as const, avg: row.avgRating })),
      ...storeRows.map((row) => ({ id: row.id, type: "store" as const, avg: row.avgRating })),
    ];
    expect(before.some((item) => item.avg > 0)).toBe(true);
    await db.transaction(async (tx) => {
      for (const item of before) await recomputeAverageRating(tx, item.type, item.id);
    });
    const after = new Map(
      [
        ...(await db.select({ id: services.id, avg: services.avgRating }).from(services)),
        ...(await db.select({ id: stores.id, avg: stores.avgRating }).from(stores)),
      ].map((row) => [row.id, row.avg]),
    );
    for (const item of before) expect(after.get(item.id), item.id).toBe(item.avg);
  });

  it("tells each service owner of every comment, the recent ones still unread", async () => {
    const db = await getDb();
    const rows = await queryRows<{ comments: number; matched: number; unread: number }>(
      db,
      sql`select (select count(*) from service_comments)::int as comments,
                 (select count(*) from service_comments c
                    join services s on s.id = c.service_id
                    join notifications n on n.service_id = c.service_id
                     and n.sender_id = c.user_id and n.recipient_id = s.user_id
                     and n.created_at = c.created_at)::int as matched,
                 (select count(*) from notifications where not read)::int as unread`,
    );
    const [counts] = rows;
    expect(counts?.comments).toBeGreaterThan(0);
    expect(counts?.matched).toBe(counts?.comments);
    expect(counts?.unread).toBeGreaterThan(0);
  });

  it("stores 1 to 5 decodable WebP photos per property, and one per service and store", async () => {
    const checks: { url: string; width: number; height: number }[] = [];
    for (const row of propertyRows) {
      expect(row.photoUrls.length, row.title).toBeGreaterThanOrEqual(1);
      expect(row.photoUrls.length, row.title).toBeLessThanOrEqual(5);
      for (const url of row.photoUrls) {
        expect(url).toMatch(
          new RegExp(`^/media/property_images/${row.userId}/[0-9a-f-]{36}\\.webp$`),
        );
        checks.push({ url, ...PROPERTY_IMAGE_SIZE });
      }
    }
    for (const row of serviceRows) {
      expect(row.image).toMatch(new RegExp(`^/media/service_images/${row.userId}/`));
      checks.push({ url: row.image ?? "", ...SQUARE_IMAGE_SIZE });
    }
    for (const row of storeRows) {
      expect(row.image).toMatch(new RegExp(`^/media/store_images/${row.userId}/`));
      checks.push({ url: row.image ?? "", ...SQUARE_IMAGE_SIZE });
    }
    expect(new Set(checks.map((check) => check.url)).size).toBe(checks.length);
    for (const check of checks) {
      const key = keyFromPublicUrl(check.url);
      expect(key, check.url).not.toBeNull();
      const file = path.join(dataDir(), "uploads", key ?? "");
      const { size } = fs.statSync(file);
      expect(size, check.url).toBeLessThanOrEqual(60 * 1024);
      const metadata = await sharp(file).metadata();
      expect(
        { format: metadata.format, width: metadata.width, height: metadata.height },
        check.url,
      ).toEqual({ format: "webp", width: check.width, height: check.height });
    }
  });

  it("gives every hand-written listing its own cover, and the generated ones covers from that pool", () => {
    const coverOf = (row: TPropertyRow) => {
      const key = keyFromPublicUrl(row.photoUrls[0]) ?? "";
      return fs.readFileSync(path.join(dataDir(), "uploads", key)).toString("base64");
    };
    const handWritten = new Set(
      buildDemoData(seededAt)
        .properties.slice(0, propertyRows.length - DEMO_MARKET_SIZE.properties)
        .map((item) => item.row.id),
    );
    const ownCovers = propertyRows.filter((row) => handWritten.has(row.id)).map(coverOf);
    expect(ownCovers).toHaveLength(72);
    expect(new Set(ownCovers).size).toBe(ownCovers.length);
    // The first start draws each picture once: 1,428 generated listings, no new cover.
    const pool = new Set(ownCovers);
    const generated = propertyRows.filter((row) => !handWritten.has(row.id));
    expect(generated).toHaveLength(DEMO_MARKET_SIZE.properties);
    for (const row of generated) expect(pool.has(coverOf(row)), row.title).toBe(true);
  });

  it("finds the family's S+2 or S+3 to rent in Tunis or Ariana under 1,500 TND", async () => {
    const search = "location=tunis,ariana&announcementType=location&price=-1500&rooms=2,3";
    const result = await listProperties(parsePropertyListQuery(new URLSearchParams(search)));
    expect(result.total).toBeGreaterThanOrEqual(40);
    const matching = propertyRows.filter(
      (row) =>
        ["tunis", "ariana"].includes(row.location) &&
        row.announcementType === "location" &&
        row.price <= 1_500 &&
        [2, 3].includes(row.rooms) &&
        row.status === "available" &&
        row.expiresAt.getTime() > Date.now(),
    );
    expect(result.total).toBe(matching.length);
    expect(new Set(matching.map((row) => row.delegation)).size).toBeGreaterThanOrEqual(10);
  });

  it("prices by area and kind: rents by the month, sales in the hundreds of thousands, the coast and Grand Tunis dearer", () => {
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    const perM2 = (kind: string, governorates: string[]) =>
      median(
        propertyRows
          .filter(
            (row) =>
              row.type === "appartement" &&
              row.announcementType === kind &&
              governorates.includes(row.location),
          )
          .map((row) => row.price / row.surface),
      );
    const grandTunis = ["tunis", "ariana", "ben_arous", "manouba"];
    const interior = ["kasserine", "sidi_bouzid", "kairouan", "siliana", "kef", "gafsa"];
    expect(perM2("vente", grandTunis)).toBeGreaterThan(perM2("vente", interior) * 1.4);
    expect(perM2("location", grandTunis)).toBeGreaterThan(perM2("location", interior) * 1.4);
    const flats = propertyRows.filter((row) => row.type === "appartement");
    const rents = flats.filter((row) => row.announcementType === "location");
    expect(median(rents.map((row) => row.price))).toBeGreaterThan(500);
    expect(median(rents.map((row) => row.price))).toBeLessThan(2_000);
    const sales = flats.filter((row) => row.announcementType === "vente");
    expect(median(sales.map((row) => row.price))).toBeGreaterThan(100_000);
    expect(median(sales.map((row) => row.price))).toBeLessThan(500_000);
    // S+n fits the surface: no S+4 in 50 m², no studio in 150 m².
    for (const row of flats) {
      expect(row.surface / (row.rooms + 1), row.title).toBeGreaterThanOrEqual(15);
      expect(row.surface / (row.rooms + 1), row.title).toBeLessThanOrEqual(50);
    }
  });

  it("gives most properties on offer five comparables for their price context, and similar listings", async () => {
    await refreshAllPriceStats();
    const onOffer = propertyRows.filter(
      (row) => row.status === "available" && row.expiresAt.getTime() > Date.now(),
    );
    const withContext = [];
    for (const row of onOffer) {
      const context = await priceContextOf(row);
      if (context?.median != null) withContext.push(row);
    }
    expect(withContext.length / onOffer.length).toBeGreaterThan(0.9);
    const sample = onOffer.filter((_, index) => index % 25 === 0);
    let withSimilar = 0;
    for (const row of sample) {
      if ((await similarProperties(row)).length === SIMILAR_LIMIT) withSimilar += 1;
    }
    expect(withSimilar / sample.length).toBeGreaterThan(0.9);
  });

  it("pins about a third of the properties near their delegation's centre, rounded to 200 m", () => {
    const centre = new Map(TUNISIA_DELEGATIONS.map((d) => [d.slug, d]));
    const pinned = propertyRows.filter((row) => row.pinLat !== null);
    expect(pinned.length / propertyRows.length).toBeGreaterThan(0.28);
    expect(pinned.length / propertyRows.length).toBeLessThan(0.38);
    for (const row of pinned) {
      const delegation = centre.get(row.delegation ?? "");
      expect(Math.abs((row.pinLat ?? 0) - (delegation?.lat ?? 0)), row.title).toBeLessThan(0.02);
      expect(Math.abs((row.pinLng ?? 0) - (delegation?.lng ?? 0)), row.title).toBeLessThan(0.02);
      for (const value of [row.pinLat ?? 0, row.pinLng ?? 0]) {
        expect(Math.abs(value * 500 - Math.round(value * 500)), row.title).toBeLessThan(1e-6);
      }
    }
    expect(propertyRows.every((row) => (row.pinLat === null) === (row.pinLng === null))).toBe(true);
  });

  it("has a few properties already sold or rented", () => {
    const sold = propertyRows.filter((row) => row.status === "sold");
    const rented = propertyRows.filter((row) => row.status === "rented");
    for (const row of sold) expect(row.announcementType).toBe("vente");
    for (const row of rented) expect(row.announcementType).toBe("location");
    expect(sold.length).toBeGreaterThan(5);
    expect(rented.length).toBeGreaterThan(5);
    expect(sold.length + rented.length).toBeLessThan(propertyRows.length * 0.05);
  });

  it("ticks amenities that fit the type, the place and the listing's own words", () => {
    const share = (rows: TPropertyRow[], amenity: string) =>
      rows.filter((row) => row.amenities.includes(amenity)).length / Math.max(1, rows.length);
    const ofType = (type: string) => propertyRows.filter((row) => row.type === type);
    // A plot of land has none; every amenity of the list is used somewhere.
    for (const row of ofType("terrain")) expect(row.amenities).toEqual([]);
    const used = new Set(propertyRows.flatMap((row) => row.amenities));
    expect(used.size).toBe(10);
    // What a title or a description says is ticked: 'Villa avec piscine' shows 'Piscine'.
    for (const row of propertyRows) {
      const text = `${row.title} ${row.description}`.toLowerCase();
      if (text.includes("piscine")) expect(row.amenities, row.title).toContain("piscine");
      if (/vue mer|face à la mer/.test(text)) expect(row.amenities, row.title).toContain("vue_mer");
    }
    // Pools mostly on villas and houses, gardens on them, lifts in flats and offices.
    const pools = propertyRows.filter((row) => row.amenities.includes("piscine"));
    const poolsOnHouses = pools.filter((row) => row.type === "villa" || row.type === "maison");
    expect(poolsOnHouses.length).toBeGreaterThan(pools.length * 0.7);
    expect(share(ofType("villa"), "jardin")).toBeGreaterThan(0.6);
    expect(share(ofType("appartement"), "jardin")).toBeLessThan(0.05);
    const lifts = propertyRows.filter((row) => row.amenities.includes("ascenseur"));
    expect(lifts.every((row) => row.type === "appartement" || row.type === "bureau")).toBe(true);
    expect(share(ofType("bureau"), "climatisation")).toBeGreaterThan(0.5);
    // Not everything everywhere: some flats ticked at most two, and on average a handful.
    const flats = ofType("appartement");
    const few = flats.filter((row) => row.amenities.length <= 2);
    expect(few.length).toBeGreaterThan(flats.length * 0.1);
    const ticked = flats.reduce((sum, row) => sum + row.amenities.length, 0);
    expect(ticked / flats.length).toBeLessThan(5);
  });

  it("is deterministic: the same listings on every fresh start", () => {
    const again = buildDemoData(new Date());
    expect(
      again.properties.map((item) => [
        item.row.id,
        item.row.title,
        item.row.price,
        item.row.amenities,
      ]),
    ).toEqual(
      [...propertyRows]
        .sort((a, b) => order(again, a.id) - order(again, b.id))
        .map((row) => [row.id, row.title, row.price, row.amenities]),
    );
    expect(again.users.map((entry) => entry.email)).toEqual(
      result?.accounts.map((entry) => entry.email),
    );
  });

  it("does nothing when called again", async () => {
    const before = await tableCounts();
    const files = listFiles(path.join(dataDir(), "uploads"));
    expect(await seedDemoIfEmpty(await getDb(), { dataDir: dataDir() })).toBeNull();
    expect(await tableCounts()).toEqual(before);
    expect(listFiles(path.join(dataDir(), "uploads"))).toEqual(files);
  });
});

function byEmail(a: { email: string }, b: { email: string }) {
  return a.email.localeCompare(b.email);
}

function order(data: ReturnType<typeof buildDemoData>, id: string) {
  return data.properties.findIndex((item) => item.row.id === id);
}

function listFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `${path.relative(root, entry.parentPath)}/${entry.name}:${fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs}`,
    )
    .sort();
}
