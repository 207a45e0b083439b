import { beforeAll, describe, expect, it } from "vitest";
import { TUNISIA_DELEGATIONS } from "~/features/places/tunisia-places";
import { getDb } from "~/server/db/client.server";
import { properties, user } from "~/server/db/schema";
import { listProperties } from "./list-properties.server";
import { parsePropertyListQuery } from "./list-query-schema";

/*
 * Places, S+n and free bounds, checked against the obvious reading of each search over a
 * random market: every listing the rule keeps, and no other, whatever the combination.
 */

const OWNER = "place-search-owner";
const GRAND_TUNIS = ["tunis", "ariana", "ben_arous", "manouba"];
const GOVERNORATES = [...GRAND_TUNIS, "nabeul", "sousse"];
const DELEGATIONS = TUNISIA_DELEGATIONS.filter((d) => GOVERNORATES.includes(d.governorateSlug));

type TRow = {
  title: string;
  location: string;
  delegation: string | null;
  price: number;
  surface: number;
  rooms: number;
  announcementType: "vente" | "location";
};

/** Deterministic, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const next = random(23);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const ROWS: TRow[] = Array.from({ length: 240 }, (_, index) => {
  const delegation = pick(DELEGATIONS);
  // One listing in five predates delegations: it knows its governorate only.
  const legacy = next() < 0.2;
  const rent = next() < 0.5;
  return {
    title: `Bien ${index}`,
    location: legacy ? pick(GOVERNORATES) : delegation.governorateSlug,
    delegation: legacy ? null : delegation.slug,
    price: rent ? 300 + Math.floor(next() * 30) * 100 : 50_000 + Math.floor(next() * 60) * 10_000,
    surface: 30 + Math.floor(next() * 40) * 5,
    rooms: Math.floor(next() * 8),
    announcementType: rent ? "location" : "vente",
  };
});

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values({ id: OWNER, name: "Propriétaire", email: "places@exemple.tn" });
  await db.insert(properties).values(
    ROWS.map((row, index) => ({
      ...row,
      userId: OWNER,
      type: "appartement" as const,
      description: "Bien entretenu, proche des commodités.",
      address: "Rue de la République",
      governorate: row.location,
      whatsapp: "21698123456",
      photoUrls: [],
      createdAt: new Date(Date.parse("2026-01-01T10:00:00Z") + index * 60_000),
    })),
  );
});

/** Every title the list finds, over all its pages. */
async function found(search: string): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    const query = parsePropertyListQuery(new URLSearchParams(`${search}&page=${page}`));
    const result = await listProperties(query);
    titles.push(...result.items.map((item) => item.title));
    if (page >= result.pageCount) return titles.sort();
  }
}

const expected = (keep: (row: TRow) => boolean) =>
  ROWS.filter(keep)
    .map((row) => row.title)
    .sort();

describe("place, S+n and free range search", () => {
  const marsa = DELEGATIONS.find((d) => d.slug === "la-marsa");
  const someDelegations = DELEGATIONS.filter((_, index) => index % 7 === 0).slice(0, 4);

  it("finds a delegation's listings only, not the legacy ones of its governorate", async () => {
    expect(marsa).toBeDefined();
    const result = await found("location=la_marsa");
    expect(result).toEqual(expected((row) => row.delegation === "la-marsa"));
  });

  it("finds a governorate's listings with or without a delegation", async () => {
    expect(await found("location=nabeul")).toEqual(expected((row) => row.location === "nabeul"));
  });

  it("finds Grand Tunis as its four governorates", async () => {
    const result = await found("location=grand_tunis");
    expect(result).toEqual(expected((row) => GRAND_TUNIS.includes(row.location)));
    expect(result.length).toBeGreaterThan(0);
  });

  it("adds up several places of both kinds", async () => {
    const keys = [...someDelegations.map((d) => d.slug.replaceAll("-", "_")), "sousse"];
    const slugs = someDelegations.map((d) => d.slug);
    expect(await found(`location=${keys.join(",")}`)).toEqual(
      expected((row) => row.location === "sousse" || slugs.includes(row.delegation ?? "")),
    );
  });

  it("keeps the S+n chosen, the last one without a ceiling", async () => {
    expect(await found("rooms=2,3")).toEqual(expected((row) => row.rooms === 2 || row.rooms === 3));
    expect(await found("rooms=1,5")).toEqual(expected((row) => row.rooms === 1 || row.rooms >= 5));
  });

  it("applies free bounds typed in the panel, combined with places and rooms", async () => {
    expect(
      await found("announcementType=location&location=grand_tunis&priceMax=1500&rooms=2,3"),
    ).toEqual(
      expected(
        (row) =>
          row.announcementType === "location" &&
          GRAND_TUNIS.includes(row.location) &&
          row.price <= 1500 &&
          (row.rooms === 2 || row.rooms === 3),
      ),
    );
    expect(await found("surfaceMin=80&surfaceMax=120&location=sousse,nabeul")).toEqual(
      expected(
        (row) =>
          row.surface >= 80 &&
          row.surface <= 120 &&
          (row.location === "sousse" || row.location === "nabeul"),
      ),
    );
  });

  it("searches text in several governorates in the sort's order, over every page", async () => {
    const inPlaces = (row: TRow) => GRAND_TUNIS.includes(row.location) || row.location === "sousse";
    const indexOf = (title: string) => Number(title.replace("Bien ", ""));
    const sortKeys = {
      price_asc: (row: TRow) => row.price,
      price_desc: (row: TRow) => -row.price,
      surface_asc: (row: TRow) => row.surface,
      surface_desc: (row: TRow) => -row.surface,
      date_desc: (row: TRow) => -indexOf(row.title),
    } as const;
    for (const [sort, key] of Object.entries(sortKeys)) {
      const listed: TRow[] = [];
      for (let page = 1; ; page++) {
        const result = await listProperties(
          parsePropertyListQuery(
            new URLSearchParams(
              `location=grand_tunis,sousse&q=entretenu&sort=${sort}&page=${page}`,
            ),
          ),
        );
        listed.push(...result.items.map((item) => ROWS[indexOf(item.title)] as TRow));
        if (page >= result.pageCount) break;
      }
      expect(listed.map((row) => row.title).sort()).toEqual(expected(inPlaces));
      const keys = listed.map(key);
      expect(keys, sort).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it("finds nothing when every place asked names nothing, never every listing", async () => {
    expect(await found("location=atlantide")).toEqual([]);
    expect(await found("location=atlantide,nulle_part&rooms=2")).toEqual([]);
  });

  it("searches without the places it does not know, and says which", async () => {
    const query = parsePropertyListQuery(new URLSearchParams("location=nabeul,atlantide"));
    expect(query.unknownPlaces).toEqual(["atlantide"]);
    expect(await found("location=nabeul,atlantide")).toEqual(
      expected((row) => row.location === "nabeul"),
    );
  });
});

describe("cards' place", () => {
  it("carry the delegation's name, but not when it is its governorate's own", async () => {
    const db = await getDb();
    const rows = [
      { title: "Maison nabeulienne", location: "nabeul", delegation: "nabeul-ville" },
      { title: "Maison marsoise", location: "tunis", delegation: "la-marsa" },
    ];
    await db.insert(properties).values(
      rows.map((row) => ({
        ...row,
        userId: OWNER,
        type: "maison" as const,
        description: "Bien entretenu, proche des commodités.",
        address: "Rue de la Plage",
        governorate: row.location,
        announcementType: "vente" as const,
        price: 1_000_000_000,
        surface: 100,
        rooms: 3,
        whatsapp: "21698123456",
        photoUrls: [],
      })),
    );
    const result = await listProperties(
      parsePropertyListQuery(new URLSearchParams("price=999999999-")),
    );
    const names = Object.fromEntries(result.items.map((item) => [item.title, item.delegationName]));
    expect(names).toEqual({ "Maison nabeulienne": null, "Maison marsoise": "La Marsa" });
  });
});
