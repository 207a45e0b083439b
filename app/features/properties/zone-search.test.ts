import { beforeAll, describe, expect, it } from "vitest";
import { describeAlertFilters } from "~/features/alerts/alert-descriptions.server";
import { readAlertFilters } from "~/features/alerts/alert-filters.server";
import { CATALOGUE_PAGES } from "~/features/listings/catalogue/catalogue-parts";
import { listCatalogue } from "~/features/listings/catalogue/list-catalogue.server";
import { parseCatalogueQuery } from "~/features/listings/catalogue/list-query-schema";
import { listViewOf, withListView } from "~/features/listings/list-view";
import type { TMapPoints } from "~/features/listings/map-points";
import {
  isInZone,
  parseZone,
  type TZone,
  ZONE_OUTSIDE_TUNISIA_MESSAGE,
  zoneParam,
} from "~/lib/map-area";
import { loader as mapPointsLoader } from "~/routes/map-points";
import {
  insertMarketOwner,
  insertMarketProperties,
  insertMarketServices,
  mapPosition,
  randomMarket,
} from "../../../tests/fixtures/map-market";
import { listProperties } from "./list-properties.server";
import { parsePropertyListQuery } from "./list-query-schema";

/*
 * 'Rechercher dans cette zone' (issue 23): a listing is in the map's box when its map position is
 * (the pin, else the delegation's centre, else the governorate's), checked against the obvious
 * reading over a random market; the zone in list URLs; the map's points.
 */

const OWNER = "zone-search-owner";
const GOVERNORATES = ["tunis", "ariana", "ben_arous", "nabeul", "sousse"];
const ROWS = randomMarket(32, 260, GOVERNORATES);

beforeAll(async () => {
  await insertMarketOwner(OWNER);
  await insertMarketProperties(OWNER, ROWS);
  await insertMarketServices(OWNER, ROWS);
});

async function foundProperties(search: string): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    const result = await listProperties(
      parsePropertyListQuery(new URLSearchParams(`${search}&page=${page}`)),
    );
    titles.push(...result.items.map((item) => item.title));
    if (page >= result.pageCount) return titles.sort();
  }
}

async function foundServices(search: string): Promise<string[]> {
  const names: string[] = [];
  const { list } = CATALOGUE_PAGES.service;
  for (let page = 1; ; page++) {
    const query = parseCatalogueQuery(list, new URLSearchParams(`${search}&page=${page}`));
    const result = await listCatalogue("service", query);
    names.push(...result.items.map((item) => item.name));
    if (page >= result.pageCount) return names.sort();
  }
}

const inZone = (zone: TZone, withPins: boolean) =>
  ROWS.filter((row) => {
    const position = mapPosition(withPins ? row : { ...row, pinLat: null, pinLng: null });
    return isInZone(zone, position.lat, position.lng);
  })
    .map((row) => row.title)
    .sort();

const zoneOf = (value: string): TZone => {
  const reading = parseZone(value);
  if (!reading || "outside" in reading) throw new Error(value);
  return reading.zone;
};

describe("the zone of a list URL", () => {
  it("writes a zone in its canonical form, ends in order and cut to Tunisia", () => {
    expect(zoneParam("10.1,36.7,10.4,36.95")).toBe("10.100,36.700,10.400,36.950");
    // West and east, south and north given the wrong way round.
    expect(zoneParam("10.4,36.95,10.1,36.7")).toBe("10.100,36.700,10.400,36.950");
    // Reaching into the sea and Algeria: cut to Tunisia's box.
    expect(zoneParam("5,35,10.5,40")).toBe("7.400,35.000,10.500,37.600");
  });

  it("keeps a zone outside Tunisia as asked, which finds nothing", () => {
    expect(parseZone("2.3,48.8,2.4,48.9")).toEqual({
      outside: true,
      asked: { west: 2.3, south: 48.8, east: 2.4, north: 48.9 },
    });
    expect(zoneParam("2.4,48.9,2.3,48.8")).toBe("2.300,48.800,2.400,48.900");
  });

  it("ignores garbage, as if no zone had been asked", () => {
    for (const garbage of [
      "",
      "abc",
      "1,2,3",
      "1,2,3,4,5",
      "10,36,11,NaN",
      "1e3,2,3,4",
      "10,,11,37",
    ]) {
      expect(zoneParam(garbage), garbage).toBeUndefined();
    }
    expect(listViewOf(new URLSearchParams("zone=x&view=grille"))).toEqual({});
    expect(listViewOf(new URLSearchParams("zone=10,36,11,37&view=map"))).toEqual({
      zone: "10.000,36.000,11.000,37.000",
      view: "map",
    });
    expect(
      withListView("?location=tunis", { zone: "10.000,36.000,11.000,37.000", view: "map" }),
    ).toBe("?location=tunis&zone=10.000,36.000,11.000,37.000&view=map");
  });
});

describe("a zone finds what lies in it on the map", () => {
  const zones = [
    // Around La Marsa and Carthage: pins on both sides of the edges.
    "10.25,36.83,10.36,36.92",
    // Tunis and Ariana.
    "10.05,36.75,10.25,36.95",
    // Nabeul's coast.
    "10.6,36.35,10.8,36.55",
    // Sousse.
    "10.5,35.7,10.7,35.95",
    // The whole market and beyond.
    "9,35,12,38",
    // The desert: nothing.
    "8,31,9,32",
  ];

  it("properties: the pin, else the delegation's centre, else the governorate's", async () => {
    for (const zone of zones) {
      const expected = inZone(zoneOf(zone), true);
      expect(await foundProperties(`zone=${zone}`), zone).toEqual(expected);
    }
    // The brute force is not empty where it matters: the market has listings in the first zones.
    expect(inZone(zoneOf(zones[0] as string), true).length).toBeGreaterThan(0);
    expect(inZone(zoneOf(zones[1] as string), true).length).toBeGreaterThan(10);
  });

  it("services, which have no pin: the delegation's centre, else the governorate's", async () => {
    for (const zone of zones) {
      expect(await foundServices(`zone=${zone}`), zone).toEqual(inZone(zoneOf(zone), false));
    }
  });

  it("combines with places, prices and a text search", async () => {
    const zone = "10.05,36.75,10.25,36.95";
    const expected = ROWS.filter(
      (row) =>
        inZone(zoneOf(zone), true).includes(row.title) &&
        row.location === "tunis" &&
        row.price <= 300_000,
    )
      .map((row) => row.title)
      .sort();
    expect(await foundProperties(`zone=${zone}&location=tunis&price=-300000`)).toEqual(expected);
    // A text search counts the whole list, never from the text sample (which lacks map columns).
    expect(await foundProperties(`zone=${zone}&q=entretenu`)).toEqual(inZone(zoneOf(zone), true));
  });

  it("finds nothing for a zone outside Tunisia, and everything for garbage", async () => {
    expect(await foundProperties("zone=2.3,48.8,2.4,48.9")).toEqual([]);
    expect(await foundServices("zone=2.3,48.8,2.4,48.9")).toEqual([]);
    expect((await foundProperties("zone=n,i,m,p")).length).toBe(ROWS.length);
  });

  it("is kept by alerts, which say it", () => {
    const read = readAlertFilters("property", "?location=tunis&zone=10.4,36.95,10.1,36.7&view=map");
    expect(read).toEqual({
      ok: true,
      filters: { location: "tunis", zone: "10.100,36.700,10.400,36.950" },
    });
    if (!read.ok) return;
    expect(describeAlertFilters("property", read.filters).parts).toEqual([
      "Toutes les propriétés",
      "Tunis",
      "Zone de la carte",
    ]);
    expect(readAlertFilters("service", "?zone=10.1,36.7,10.4,36.95")).toMatchObject({ ok: true });
  });
});

async function mapPoints(
  path: string,
): Promise<{ status: number; body: TMapPoints & { message?: string } }> {
  const url = new URL(path, "http://localhost");
  const response = (await mapPointsLoader({
    request: new Request(url),
    params: { segment: url.pathname.split("/")[2] },
    context: {},
  } as unknown as Parameters<typeof mapPointsLoader>[0])) as Response;
  return { status: response.status, body: await response.json() };
}

describe("GET /carte/…: a list's listings by map position", () => {
  it("groups the list's listings by position, each point placed as the zone looks for it", async () => {
    const { status, body } = await mapPoints("/carte/proprietes?location=tunis,ariana");
    expect(status).toBe(200);
    const listed = ROWS.filter((row) => ["tunis", "ariana"].includes(row.location));
    expect(body.total).toBe(listed.length);
    expect(body.capped).toBe(false);
    expect(body.points.reduce((sum, point) => sum + point.count, 0)).toBe(listed.length);
    for (const point of body.points) {
      const here = listed.filter((row) => {
        const position = mapPosition(row);
        const pinned = row.pinLat !== null;
        return position.lat === point.lat && position.lng === point.lng && pinned === point.exact;
      });
      expect(here.length, point.label).toBe(point.count);
    }
  });

  it("says what a point holds: one listing's title, price and page, or the list of the place", async () => {
    const { body } = await mapPoints("/carte/proprietes?location=nabeul");
    const single = body.points.find((point) => point.count === 1);
    expect(single?.item).toEqual({
      title: expect.stringMatching(/^Bien 32-/),
      detail: expect.stringMatching(/^\d[\d\u00a0]* TND$/),
      href: expect.stringMatching(/^\/proprietes\/[0-9a-f-]{36}$/),
    });
    const delegationPoint = body.points.find((point) => !point.exact && point.label.includes(","));
    expect(delegationPoint?.label).toMatch(/^.+, Nabeul$/);
    expect(delegationPoint?.href).toMatch(/^\/proprietes\?location=[a-z_]+$/);
    const pinPoint = body.points.find((point) => point.exact);
    expect(pinPoint?.href).toMatch(/^\/proprietes\?location=nabeul&zone=[\d.,]+$/);
    // The pin's list finds that pin's listings and no others.
    if (pinPoint) {
      expect((await foundProperties(pinPoint.href.split("?")[1] ?? "")).length).toBe(
        pinPoint.count,
      );
    }
  });

  it("speaks the Arabic list's language: places, prices and lists in Arabic", async () => {
    const { body } = await mapPoints("/carte/proprietes?location=nabeul&langue=ar");
    const single = body.points.find((point) => point.count === 1);
    expect(single?.item?.detail).toMatch(/^\d[\d\u00a0]* د\.ت$/);
    // The listing's page in Arabic too.
    expect(single?.item?.href).toMatch(/^\/ar\/proprietes\/[0-9a-f-]{36}$/);
    const delegationPoint = body.points.find((point) => !point.exact && point.label.includes("،"));
    expect(delegationPoint?.label).toMatch(/^\p{Script=Arabic}.*، نابل$/u);
    expect(delegationPoint?.href).toMatch(/^\/ar\/proprietes\?location=[a-z_]+$/);
    // A forged language is French.
    const forged = await mapPoints("/carte/proprietes?location=nabeul&langue=xx");
    expect(forged.body.points.find((point) => point.count === 1)?.item?.detail).toMatch(/ TND$/);
  });

  it("serves services and shops with the same rule, and the zone of the list", async () => {
    const zone = "10.05,36.75,10.25,36.95";
    const { body } = await mapPoints(`/carte/services?zone=${zone}`);
    expect(body.total).toBe(inZone(zoneOf(zone), false).length);
    expect(body.points.every((point) => !point.exact)).toBe(true);
    const stores = await mapPoints("/carte/boutiques");
    expect(stores).toEqual({ status: 200, body: { points: [], total: 0, capped: false } });
  });

  it("answers bad input in French, never with a 500", async () => {
    expect(await mapPoints("/carte/proprietes?zone=2.3,48.8,2.4,48.9")).toEqual({
      status: 200,
      body: { points: [], total: 0, capped: false, message: ZONE_OUTSIDE_TUNISIA_MESSAGE },
    });
    const garbage = await mapPoints("/carte/proprietes?zone=abc&price=x&location=nulle-part");
    expect(garbage.status).toBe(200);
    expect(garbage.body.total).toBe(0);
    const forged = await mapPoints(`/carte/proprietes?q=${"a".repeat(3000)}`);
    expect(forged).toEqual({
      status: 400,
      body: { message: "Cette recherche est trop longue pour être affichée sur la carte." },
    });
    expect((await mapPoints("/carte/voitures")).status).toBe(404);
  });
});
