import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { stores, user } from "~/server/db/schema";
import { parseShopListQuery } from "./list-query-schema";
import { listNewestStores, listStores } from "./list-shops.server";

const OWNER = "shops-owner";
const BASE_TIME = Date.parse("2026-03-01T08:00:00Z");

type TNewStore = typeof stores.$inferInsert;

/** A row of the fixture: what the test talks about, the rest filled with plausible values. */
function store(
  order: number,
  values: Pick<TNewStore, "name" | "category" | "location"> & { minutes: number },
): TNewStore {
  const { minutes, ...rest } = values;
  return {
    // Fixed ids: the sorts break ties by id.
    id: `00000000-0000-4000-8000-${String(order).padStart(12, "0")}`,
    userId: OWNER,
    description: "Large choix en magasin.",
    image: `/media/store_images/${order}.webp`,
    address: "Route de la Corniche",
    whatsapp: "21698123456",
    createdAt: new Date(BASE_TIME + minutes * 60_000),
    ...rest,
  };
}

// Created in an order that is neither the insertion nor the alphabetical one.
const FIXTURE: TNewStore[] = [
  store(1, {
    name: "Dar El Fen Décoration",
    category: "décoration",
    location: "tunis",
    minutes: 3,
  }),
  store(2, { name: "atelier du Meuble", category: "meubles", location: "Nabeul", minutes: 7 }),
  store(3, { name: "Meubles Le Cèdre", category: "meubles", location: "ariana", minutes: 1 }),
  store(4, {
    name: "Électroménager du Lac",
    category: "électroménager",
    location: "tunis",
    minutes: 5,
  }),
  store(5, {
    name: "Zitouni Matériaux",
    category: "matériaux_construction",
    location: "Ben Arous - Mégrine",
    minutes: 2,
  }),
  store(6, {
    name: "Comptoir Gabès",
    category: "matériaux_construction",
    location: "Gabès",
    minutes: 6,
  }),
  // 'benxarous' must not pass for 'ben_arous': the key's '_' is no wildcard.
  store(7, {
    name: "Benxarous Outillage",
    category: "outillage",
    location: "benxarous",
    minutes: 4,
  }),
];

const list = (search: string) => listStores(parseShopListQuery(new URLSearchParams(search)));
const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name);

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values({ id: OWNER, name: "Commerçant", email: "boutique@exemple.tn" });
  await db.insert(stores).values(FIXTURE);
});

describe("listNewestStores", () => {
  it("returns the 4 newest shops, newest first", async () => {
    const newest = await listNewestStores();
    expect(newest.map((shop) => shop.name)).toEqual([
      "atelier du Meuble",
      "Comptoir Gabès",
      "Électroménager du Lac",
      "Benxarous Outillage",
    ]);
    expect(newest[0]).toMatchObject({
      category: "meubles",
      location: "Nabeul",
      address: "Route de la Corniche",
      image: "/media/store_images/2.webp",
    });
  });
});

describe("listStores: filters", () => {
  it("without a filter lists every shop and counts them", async () => {
    const result = await list("");
    expect(result).toMatchObject({ total: 7, page: 1, pageCount: 1, pageSize: 24 });
    expect(result.items).toHaveLength(7);
  });

  it("category: equals the category, written with or without accents in the URL", async () => {
    expect(names(await list("category=meubles")).sort()).toEqual([
      "Meubles Le Cèdre",
      "atelier du Meuble",
    ]);
    const materials = ["Comptoir Gabès", "Zitouni Matériaux"];
    expect(names(await list("category=materiaux_construction")).sort()).toEqual(materials);
    expect(names(await list("category=mat%C3%A9riaux_construction")).sort()).toEqual(materials);
    expect(names(await list("category=electromenager"))).toEqual(["Électroménager du Lac"]);
    expect((await list("category=jardinage")).total).toBe(0);
  });

  it("location: the key, free text naming the governorate, without accents or wildcards", async () => {
    expect(names(await list("location=tunis")).sort()).toEqual([
      "Dar El Fen Décoration",
      "Électroménager du Lac",
    ]);
    expect(names(await list("location=nabeul"))).toEqual(["atelier du Meuble"]);
    expect(names(await list("location=ben_arous"))).toEqual(["Zitouni Matériaux"]);
    expect(names(await list("location=gabes"))).toEqual(["Comptoir Gabès"]);
  });

  it("combines the filters", async () => {
    expect(names(await list("category=meubles&location=ariana"))).toEqual(["Meubles Le Cèdre"]);
    const none = await list("category=meubles&location=tozeur");
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 0 });
  });

  it("ignores a malformed filter instead of failing", async () => {
    const result = await list("category=voitures&location=paris&sort=price&page=abc");
    expect(result.total).toBe(7);
  });
});

describe("listStores: sorts", () => {
  const alphabetical = [
    "atelier du Meuble",
    "Benxarous Outillage",
    "Comptoir Gabès",
    "Dar El Fen Décoration",
    "Électroménager du Lac",
    "Meubles Le Cèdre",
    "Zitouni Matériaux",
  ];

  it("name A-Z (default) and Z-A ignore case and accents", async () => {
    expect(names(await list(""))).toEqual(alphabetical);
    expect(names(await list("sort=name_asc"))).toEqual(alphabetical);
    expect(names(await list("sort=name_desc"))).toEqual([...alphabetical].reverse());
  });

  it("category: alphabetical by category, then by name", async () => {
    expect(names(await list("sort=category"))).toEqual([
      "Dar El Fen Décoration",
      "Électroménager du Lac",
      "Comptoir Gabès",
      "Zitouni Matériaux",
      "atelier du Meuble",
      "Meubles Le Cèdre",
      "Benxarous Outillage",
    ]);
  });

  it("date recent: newest first", async () => {
    expect(names(await list("sort=date_desc"))).toEqual([
      "atelier du Meuble",
      "Comptoir Gabès",
      "Électroménager du Lac",
      "Benxarous Outillage",
      "Dar El Fen Décoration",
      "Zitouni Matériaux",
      "Meubles Le Cèdre",
    ]);
  });

  it("a sort applies to the filtered rows", async () => {
    expect(names(await list("location=tunis&sort=date_desc"))).toEqual([
      "Électroménager du Lac",
      "Dar El Fen Décoration",
    ]);
  });
});

// Last: these rows would crowd the first page of the tests above.
describe("listStores: pagination", () => {
  const GARDEN_SHOPS = 30;

  beforeAll(async () => {
    const db = await getDb();
    await db.insert(stores).values(
      Array.from({ length: GARDEN_SHOPS }, (_, index) =>
        store(100 + index, {
          name: `Jardinerie ${String(index + 1).padStart(2, "0")}`,
          category: "jardinage",
          location: "kef",
          // All at the same time: only the id orders them, and no row may appear on two pages.
          minutes: 60,
        }),
      ),
    );
  });

  it("shows 24 per page with the total and the page count", async () => {
    const first = await list("category=jardinage");
    expect(first).toMatchObject({ total: GARDEN_SHOPS, page: 1, pageCount: 2, pageSize: 24 });
    expect(names(first)).toHaveLength(24);
    expect(names(first)[0]).toBe("Jardinerie 01");
    const second = await list("category=jardinage&page=2");
    expect(second.page).toBe(2);
    expect(names(second)).toEqual(
      Array.from({ length: 6 }, (_, index) => `Jardinerie ${String(25 + index)}`),
    );
  });

  it("with equal dates, the pages still share no row and miss none", async () => {
    const first = await list("location=kef&sort=date_desc");
    const second = await list("location=kef&sort=date_desc&page=2");
    expect(new Set([...names(first), ...names(second)]).size).toBe(GARDEN_SHOPS);
  });

  it("a page past the end shows the last page", async () => {
    const beyond = await list("category=jardinage&page=40");
    expect(beyond.page).toBe(2);
    expect(names(beyond)).toEqual(names(await list("category=jardinage&page=2")));
  });
});
