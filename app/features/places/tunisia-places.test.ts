import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GOVERNORATE_KEYS, GOVERNORATES } from "~/lib/constants";
import { getDb } from "~/server/db/client.server";
import { delegations, governorates } from "~/server/db/schema";
import {
  GRAND_TUNIS,
  placeSlug,
  TUNISIA_DELEGATIONS,
  TUNISIA_GOVERNORATES,
} from "./tunisia-places";

/*
 * The places data file (INS list) on its own, then its copy in the test database after the
 * migrations: the two must agree row for row.
 */

const TUNISIA_BOX = { minLat: 30.2, maxLat: 37.6, minLng: 7.5, maxLng: 11.6 };

describe("the places data file", () => {
  it("has the 24 governorates of GOVERNORATES, with their existing keys as slugs", () => {
    expect(TUNISIA_GOVERNORATES.map((g) => g.nameFr)).toEqual([...GOVERNORATES]);
    expect(TUNISIA_GOVERNORATES.map((g) => g.slug)).toEqual(GOVERNORATE_KEYS);
  });

  it("has the INS delegations, each in an existing governorate, every governorate with some", () => {
    expect(TUNISIA_DELEGATIONS.length).toBeGreaterThanOrEqual(250);
    expect(TUNISIA_DELEGATIONS.length).toBeLessThanOrEqual(280);
    const governorateSlugs = new Set(TUNISIA_GOVERNORATES.map((g) => g.slug));
    for (const delegation of TUNISIA_DELEGATIONS) {
      expect(governorateSlugs, delegation.nameFr).toContain(delegation.governorateSlug);
    }
    for (const slug of governorateSlugs) {
      expect(
        TUNISIA_DELEGATIONS.some((d) => d.governorateSlug === slug),
        slug,
      ).toBe(true);
    }
    const ofTunis = TUNISIA_DELEGATIONS.filter((d) => d.governorateSlug === "tunis");
    expect(ofTunis.map((d) => d.nameFr)).toEqual(
      expect.arrayContaining(["La Marsa", "Le Bardo", "Carthage", "La Goulette"]),
    );
    expect(TUNISIA_DELEGATIONS.find((d) => d.nameFr === "Ezzahra")?.governorateSlug).toBe(
      "ben_arous",
    );
  });

  it("gives every place a unique, well-formed slug across the whole country", () => {
    const slugs = [
      ...TUNISIA_GOVERNORATES.map((g) => g.slug),
      ...TUNISIA_DELEGATIONS.map((d) => d.slug),
      GRAND_TUNIS.slug,
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const delegation of TUNISIA_DELEGATIONS) {
      expect(delegation.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const slugOf = (name: string) => TUNISIA_DELEGATIONS.find((d) => d.nameFr === name)?.slug;
    expect(slugOf("La Marsa")).toBe("la-marsa");
    expect(slugOf("Kalâat el-Andalous")).toBe("kalaat-el-andalous");
    expect(slugOf("M'saken")).toBe("msaken");
    expect(slugOf("Monastir")).toBe("monastir-ville");
    const ezzouhour = TUNISIA_DELEGATIONS.filter((d) => d.nameFr === "Ezzouhour");
    expect(ezzouhour.map((d) => d.slug).sort()).toEqual(["ezzouhour-kasserine", "ezzouhour-tunis"]);
    expect(placeSlug("Sidi Bou Saïd")).toBe("sidi-bou-said");
  });

  it("names every place in French and Arabic and centres it inside Tunisia", () => {
    for (const place of [...TUNISIA_GOVERNORATES, ...TUNISIA_DELEGATIONS, GRAND_TUNIS]) {
      expect(place.nameFr.trim(), place.slug).not.toBe("");
      expect(place.nameAr, place.slug).toMatch(/^[\u0621-\u064a ]+$/);
      expect(place.lat, place.slug).toBeGreaterThanOrEqual(TUNISIA_BOX.minLat);
      expect(place.lat, place.slug).toBeLessThanOrEqual(TUNISIA_BOX.maxLat);
      expect(place.lng, place.slug).toBeGreaterThanOrEqual(TUNISIA_BOX.minLng);
      expect(place.lng, place.slug).toBeLessThanOrEqual(TUNISIA_BOX.maxLng);
    }
  });

  it("groups Grand Tunis from existing governorates", () => {
    expect([...GRAND_TUNIS.governorateSlugs].sort()).toEqual(
      ["ariana", "ben_arous", "manouba", "tunis"].sort(),
    );
    for (const slug of GRAND_TUNIS.governorateSlugs) expect(GOVERNORATE_KEYS).toContain(slug);
  });
});

describe("the places in the database after the migrations", () => {
  it("are the rows of the data file, names and centres included", async () => {
    const db = await getDb();
    const governorateRows = await db.select().from(governorates).orderBy(asc(governorates.slug));
    expect(governorateRows).toEqual(
      TUNISIA_GOVERNORATES.map(({ slug, nameFr, nameAr, lat, lng }) => ({
        slug,
        nameFr,
        nameAr,
        lat,
        lng,
      })).sort((a, b) => (a.slug < b.slug ? -1 : 1)),
    );
    const delegationRows = await db.select().from(delegations).orderBy(asc(delegations.slug));
    expect(delegationRows).toEqual(
      TUNISIA_DELEGATIONS.map(({ slug, governorateSlug, nameFr, nameAr, lat, lng }) => ({
        slug,
        governorateSlug,
        nameFr,
        nameAr,
        lat,
        lng,
      })).sort((a, b) => (a.slug < b.slug ? -1 : 1)),
    );
  });
});
