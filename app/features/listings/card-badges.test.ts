import { beforeAll, describe, expect, it } from "vitest";
import { listMyFavorites } from "~/features/favorites/my-favorites.server";
import { listNewestProperties, listProperties } from "~/features/properties/list-properties.server";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import { renewProperty } from "~/features/properties/renew-property.server";
import { getDb } from "~/server/db/client.server";
import { favorites } from "~/server/db/schema";
import {
  insertAccount,
  insertProperty,
  insertService,
  insertStore,
} from "../../../tests/fixtures/db-listings";
import { NEW_LISTING_HOURS } from "./card-columns.server";
import { CATALOGUE_PAGES } from "./catalogue/catalogue-parts";
import { listCatalogue, listNewestCatalogue } from "./catalogue/list-catalogue.server";
import { parseCatalogueQuery } from "./catalogue/list-query-schema";
import { listMyListings } from "./my-listings.server";
import { getSellerListings } from "./seller-listings.server";
import { similarProperties } from "./similar-listings.server";

/*
 * What a card needs beyond its cover (issue 24): the number of photos and whether the listing is
 * 'Nouveau' (published less than 72 hours ago), as every list that shows cards returns them.
 */

const HOUR_MS = 3_600_000;
const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => `/media/property_images/c/${index}.webp`);
/** Created `hours` ago, give or take `offsetMs` (positive: more recent). */
const hoursAgo = (hours: number, offsetMs = 0) => new Date(Date.now() - hours * HOUR_MS + offsetMs);

let owner: string;
const ids = {} as Record<"fresh" | "almostOld" | "justOld" | "old", string>;
const photoIds = {} as Record<"none" | "one" | "three", string>;
let freshService: string;
let oldService: string;
let freshStore: string;
let oldStore: string;

beforeAll(async () => {
  owner = (await insertAccount()).id;
  // All in one governorate and type, priced apart, so similarProperties finds them all.
  const property = (title: string, price: number, createdAt: Date, photoUrls: string[] = []) =>
    insertProperty(owner, {
      title,
      price,
      governorate: "kairouan",
      location: "kairouan",
      createdAt,
      photoUrls,
    });
  ids.fresh = await property("Maison publiée à l'instant", 100_000, new Date(), photos(1));
  // One minute inside the 72 hours, one second past them: the query's clock is later than ours,
  // so only the first can be read either way.
  ids.almostOld = await property("Maison presque ancienne", 110_000, hoursAgo(72, 60_000));
  ids.justOld = await property("Maison tout juste ancienne", 120_000, hoursAgo(72, -1_000));
  ids.old = await property("Maison d'il y a un mois", 130_000, hoursAgo(24 * 30), photos(2));
  photoIds.none = await property("Terrain sans photo", 140_000, hoursAgo(100));
  photoIds.one = await property("Villa une photo", 150_000, hoursAgo(101), photos(1));
  photoIds.three = await property("Villa trois photos", 160_000, hoursAgo(102), photos(3));
  freshService = await insertService(owner, { location: "kairouan", createdAt: hoursAgo(1) });
  oldService = await insertService(owner, { location: "kairouan", createdAt: hoursAgo(72.01) });
  freshStore = await insertStore(owner, { location: "kairouan", createdAt: hoursAgo(71.9) });
  oldStore = await insertStore(owner, { location: "kairouan", createdAt: hoursAgo(500) });
});

type TCardLike = { id: string; isNew: boolean; photoCount?: number };
const byId = <T extends TCardLike>(items: T[]) => new Map(items.map((item) => [item.id, item]));

function expectNewness(items: TCardLike[]) {
  const cards = byId(items);
  expect(cards.get(ids.fresh)?.isNew).toBe(true);
  expect(cards.get(ids.almostOld)?.isNew).toBe(true);
  expect(cards.get(ids.justOld)?.isNew).toBe(false);
  expect(cards.get(ids.old)?.isNew).toBe(false);
}

function expectPhotoCounts(items: TCardLike[]) {
  const cards = byId(items);
  expect(cards.get(photoIds.none)?.photoCount).toBe(0);
  expect(cards.get(photoIds.one)?.photoCount).toBe(1);
  expect(cards.get(photoIds.three)?.photoCount).toBe(3);
}

describe("'Nouveau' on a card", () => {
  it("lasts 72 hours", () => {
    expect(NEW_LISTING_HOURS).toBe(72);
  });

  it("is on listings of less than 72 hours in the property list, and not one second after", async () => {
    const { items } = await listProperties(
      parsePropertyListQuery(new URLSearchParams({ location: "kairouan", sort: "date_desc" })),
    );
    expectNewness(items);
  });

  it("is told the same way on the home page, the seller page and similar listings", async () => {
    expectNewness(await listNewestProperties(20));
    const seller = await getSellerListings(null, owner, { page: 1 });
    if (!seller.ok) throw new Error("page du vendeur introuvable");
    expectNewness(seller.properties.items);
    const similar = await similarProperties(
      {
        id: photoIds.none,
        type: "appartement",
        announcementType: "vente",
        location: "kairouan",
        price: 140_000,
      },
      20,
    );
    expectNewness(similar);
  });

  it("does not come back when an old listing is renewed", async () => {
    const renewed = await insertProperty(owner, {
      title: "Maison renouvelée",
      governorate: "kairouan",
      location: "kairouan",
      createdAt: hoursAgo(24 * 85),
    });
    expect((await renewProperty({ id: owner, role: "user" }, { id: renewed })).ok).toBe(true);
    const { items } = await listProperties(
      parsePropertyListQuery(new URLSearchParams({ location: "kairouan" })),
    );
    expect(byId(items).get(renewed)?.isNew).toBe(false);
  });

  it("is told on the owner's own list and on favourites", async () => {
    const mine = await listMyListings({ id: owner }, { kind: "property", page: 1 });
    expectNewness(mine.items.map((item) => ({ id: item.id, isNew: item.card.isNew })));

    const fan = (await insertAccount()).id;
    const db = await getDb();
    await db.insert(favorites).values(
      Object.values(ids).map((itemId) => ({
        userId: fan,
        itemType: "property" as const,
        itemId,
      })),
    );
    const favourites = await listMyFavorites({ id: fan }, { kind: "property", page: 1 });
    expectNewness(favourites.items.map((item) => ({ id: item.id, isNew: item.card.isNew })));
  });

  it("is on services and stores of less than 72 hours, in their lists and the home page", async () => {
    const list = (kind: "service" | "store") =>
      listCatalogue(kind, parseCatalogueQuery(CATALOGUE_PAGES[kind].list, new URLSearchParams()));
    const [services, stores] = await Promise.all([list("service"), list("store")]);
    const all = byId([...services.items, ...stores.items]);
    expect(all.get(freshService)?.isNew).toBe(true);
    expect(all.get(oldService)?.isNew).toBe(false);
    expect(all.get(freshStore)?.isNew).toBe(true);
    expect(all.get(oldStore)?.isNew).toBe(false);
    const [newestService] = await listNewestCatalogue("service", 1);
    expect(newestService).toMatchObject({ id: freshService, isNew: true });

    const mine = await listMyListings({ id: owner }, { kind: "service", page: 1 });
    const cards = byId(mine.items.map((item) => ({ id: item.id, isNew: item.card.isNew })));
    expect(cards.get(freshService)?.isNew).toBe(true);
    expect(cards.get(oldService)?.isNew).toBe(false);
  });
});

describe("The number of photos on a property card", () => {
  it("is every photo of the listing, none included, on the list and the home page", async () => {
    const { items } = await listProperties(
      parsePropertyListQuery(new URLSearchParams({ location: "kairouan" })),
    );
    expectPhotoCounts(items);
    expectPhotoCounts(await listNewestProperties(20));
  });

  it("is the same on the seller page and the owner's list", async () => {
    const seller = await getSellerListings(null, owner, { page: 1 });
    if (!seller.ok) throw new Error("page du vendeur introuvable");
    expectPhotoCounts(seller.properties.items);

    const mine = await listMyListings({ id: owner }, { kind: "property", page: 1 });
    expectPhotoCounts(
      mine.items.flatMap((item) =>
        item.kind === "property"
          ? [{ id: item.id, isNew: item.card.isNew, photoCount: item.card.photoCount }]
          : [],
      ),
    );
  });
});
