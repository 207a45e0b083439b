import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { services, stores, user } from "~/server/db/schema";
import { containsText } from "~/server/db/text-match.server";
import type { TCatalogueCardItem, TCatalogueKind } from "./catalogue-kind";
import { CATALOGUE_PAGES } from "./catalogue-parts";
import { listCatalogue, listNewestCatalogue } from "./list-catalogue.server";
import { CATALOGUE_PAGE_SIZE } from "./list-query";
import { parseCatalogueQuery, parseCatalogueSearch } from "./list-query-schema";

/*
 * The public lists of services and stores on the real database: one fixture
 * per kind; what both lists do runs once per kind, filters and sorts of a kind stay its own.
 */

const OWNER = "catalogue-owner";

type TNewService = typeof services.$inferInsert;
type TNewStore = typeof stores.$inferInsert;

/** Fixed ids: the sorts break ties by id. */
const fixedId = (order: number) => `00000000-0000-4000-8000-${String(order).padStart(12, "0")}`;

const SERVICE_TIME = Date.parse("2026-02-01T08:00:00Z");

/** A service of the fixture: what the test talks about, the rest filled with plausible values. */
function service(
  order: number,
  values: Pick<TNewService, "name" | "profession" | "location" | "avgRating"> &
    Partial<TNewService>,
): TNewService {
  return {
    id: fixedId(order),
    userId: OWNER,
    description: "Interventions rapides dans toute la région.",
    phone: "21698123456",
    whatsapp: "21698123456",
    image: `/media/service_images/${order}.webp`,
    createdAt: new Date(SERVICE_TIME + order * 60_000),
    ...values,
  };
}

const SERVICES: TNewService[] = [
  service(1, {
    name: "Karim Électricité",
    profession: "Électricien",
    location: "ariana",
    avgRating: 4.5,
  }),
  service(2, {
    name: "atelier Plomberie",
    profession: "Plombier",
    location: "tunis",
    avgRating: 3,
  }),
  service(3, {
    name: "Zed Plomberie",
    profession: "Plombier chauffagiste",
    location: "Ben Arous, Radès",
    avgRating: 5,
  }),
  service(4, { name: "Électro Sud", profession: "Électricien", location: "Gabès", avgRating: 0 }),
  service(5, { name: "Bâtisseurs Réunis", profession: "Autre", location: "sfax", avgRating: 4 }),
  service(6, {
    name: "Menuiserie 100% bois",
    profession: "Menuisier",
    location: "ben_arous",
    avgRating: 3.99,
  }),
  service(7, {
    name: "Peinture_Pro",
    profession: "Peintre",
    location: "Sidi Bouzid",
    avgRating: 4,
    // Rows published before `image` was filled only carry image_url.
    image: null,
    imageUrl: "/media/service_images/7.webp",
  }),
  // 'benxarous' must not pass for 'ben_arous': the key's '_' is no wildcard.
  service(8, {
    name: "Ben X Services",
    profession: "Sécurité",
    location: "benxarous",
    avgRating: 1,
  }),
  service(9, { name: "Volt Express", profession: "electricien", location: "nabeul", avgRating: 2 }),
];

const STORE_TIME = Date.parse("2026-03-01T08:00:00Z");

/** A store of the fixture: what the test talks about, the rest filled with plausible values. */
function store(
  order: number,
  values: Pick<TNewStore, "name" | "category" | "location"> & { minutes: number },
): TNewStore {
  const { minutes, ...rest } = values;
  return {
    id: fixedId(order),
    userId: OWNER,
    description: "Large choix en magasin.",
    image: `/media/store_images/${order}.webp`,
    address: "Route de la Corniche",
    whatsapp: "21698123456",
    createdAt: new Date(STORE_TIME + minutes * 60_000),
    ...rest,
  };
}

// Created in an order that is neither the insertion nor the alphabetical one.
const STORES: TNewStore[] = [
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

const list = (kind: TCatalogueKind, search: string) =>
  listCatalogue(kind, parseCatalogueQuery(CATALOGUE_PAGES[kind].list, new URLSearchParams(search)));
const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name);

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values({ id: OWNER, name: "Artisan", email: "artisan@exemple.tn" });
  await db.insert(services).values(SERVICES);
  await db.insert(stores).values(STORES);
});

type TListCase = {
  kind: TCatalogueKind;
  total: number;
  newest: string[];
  newestCard: TCatalogueCardItem;
  /** Searches and the names they find, in any order. */
  location: [search: string, names: string[]][];
  /** Searches and the names they find, in the list's order. */
  combined: [search: string, names: string[]][];
  impossible: string;
  malformed: string;
};

const KINDS: TListCase[] = [
  {
    kind: "service",
    total: SERVICES.length,
    newest: ["Volt Express", "Ben X Services", "Peinture_Pro", "Menuiserie 100% bois"],
    newestCard: {
      id: fixedId(9),
      name: "Volt Express",
      label: "electricien",
      location: "nabeul",
      // Listed before delegations: the card says its governorate alone.
      delegationName: null,
      address: null,
      image: "/media/service_images/9.webp",
      avgRating: 2,
      // Published in February: long past the 3 days of 'Nouveau'.
      isNew: false,
      sellerVerified: false,
    },
    location: [
      ["location=ben_arous", ["Menuiserie 100% bois", "Zed Plomberie"]],
      ["location=gabes", ["Électro Sud"]],
      ["location=Sidi%20Bouzid", ["Peinture_Pro"]],
      ["location=tunis", ["atelier Plomberie"]],
    ],
    combined: [
      ["category=Plombier&minRating=4", ["Zed Plomberie"]],
      ["category=Plombier&location=tunis", ["atelier Plomberie"]],
    ],
    impossible: "category=Architecte&location=tunis",
    malformed: "category=Astronaute&minRating=9&sort=x&page=-1",
  },
  {
    kind: "store",
    total: STORES.length,
    newest: ["atelier du Meuble", "Comptoir Gabès", "Électroménager du Lac", "Benxarous Outillage"],
    newestCard: {
      id: fixedId(2),
      name: "atelier du Meuble",
      label: "meubles",
      location: "Nabeul",
      // Listed before delegations: the card says its governorate alone.
      delegationName: null,
      address: "Route de la Corniche",
      image: "/media/store_images/2.webp",
      avgRating: 0,
      isNew: false,
      sellerVerified: false,
    },
    location: [
      ["location=tunis", ["Dar El Fen Décoration", "Électroménager du Lac"]],
      ["location=nabeul", ["atelier du Meuble"]],
      ["location=ben_arous", ["Zitouni Matériaux"]],
      ["location=gabes", ["Comptoir Gabès"]],
    ],
    combined: [["category=meubles&location=ariana", ["Meubles Le Cèdre"]]],
    impossible: "category=meubles&location=tozeur",
    malformed: "category=voitures&sort=price&page=abc",
  },
];

describe.each(KINDS)("listNewestCatalogue: $kind", (kindCase) => {
  it("returns the 4 newest, newest first, as cards", async () => {
    const newest = await listNewestCatalogue(kindCase.kind);
    expect(newest.map((item) => item.name)).toEqual(kindCase.newest);
    expect(newest[0]).toEqual(kindCase.newestCard);
  });
});

describe("listNewestCatalogue: service", () => {
  it("falls back to image_url when image is empty", async () => {
    const [, , peinture] = await listNewestCatalogue("service", 3);
    expect(peinture).toMatchObject({
      name: "Peinture_Pro",
      image: "/media/service_images/7.webp",
      avgRating: 4,
      label: "Peintre",
      location: "Sidi Bouzid",
    });
  });
});

describe.each(KINDS)("listCatalogue: $kind filters", (kindCase) => {
  const { kind } = kindCase;

  it("without a filter lists every listing and counts them", async () => {
    const result = await list(kind, "");
    expect(result).toMatchObject({
      total: kindCase.total,
      page: 1,
      pageCount: 1,
      pageSize: CATALOGUE_PAGE_SIZE,
    });
    expect(CATALOGUE_PAGE_SIZE).toBe(24);
    expect(result.items).toHaveLength(kindCase.total);
  });

  it.each(kindCase.location)(
    "location: the key, free text naming the governorate, without accents or wildcards (%s)",
    async (search, expected) => {
      expect(names(await list(kind, search)).sort()).toEqual([...expected].sort());
    },
  );

  it("combines the filters", async () => {
    for (const [search, expected] of kindCase.combined) {
      expect(names(await list(kind, search)), search).toEqual(expected);
    }
    const none = await list(kind, kindCase.impossible);
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 0 });
  });

  it("ignores a malformed filter instead of failing", async () => {
    const result = await list(kind, kindCase.malformed);
    expect(result.total).toBe(kindCase.total);
  });

  it("finds nothing for places that all name nothing, never every listing", async () => {
    expect((await list(kind, "location=paris")).total).toBe(0);
    expect((await list(kind, "location=paris,ben_arous")).total).toBe(
      (await list(kind, "location=ben_arous")).total,
    );
  });
});

describe("listCatalogue: service filters", () => {
  it("category: the profession contains the category, whatever the case and accents", async () => {
    expect(names(await list("service", "category=Plombier")).sort()).toEqual([
      "Zed Plomberie",
      "atelier Plomberie",
    ]);
    const electricians = await list("service", "category=%C3%89lectricien");
    expect(names(electricians).sort()).toEqual([
      "Karim Électricité",
      "Volt Express",
      "Électro Sud",
    ]);
    expect(electricians.total).toBe(3);
    expect(names(await list("service", "category=electricien")).sort()).toEqual(
      names(electricians).sort(),
    );
  });

  it("minRating: the average rating is at least the minimum", async () => {
    expect(names(await list("service", "minRating=4"))).toEqual([
      "Zed Plomberie",
      "Karim Électricité",
      "Peinture_Pro",
      "Bâtisseurs Réunis",
    ]);
    expect(names(await list("service", "minRating=5"))).toEqual(["Zed Plomberie"]);
    expect((await list("service", "minRating=3")).total).toBe(6);
  });

  it("text matching ignores case and accents and takes % and _ literally", async () => {
    const db = await getDb();
    const matching = async (text: string) =>
      (
        await db
          .select({ name: services.name })
          .from(services)
          .where(containsText(services.name, text))
      ).map((row) => row.name);
    expect(await matching("100%")).toEqual(["Menuiserie 100% bois"]);
    expect(await matching("%")).toEqual(["Menuiserie 100% bois"]);
    expect(await matching("e_P")).toEqual(["Peinture_Pro"]);
    expect(await matching("RÉUNIS")).toEqual(["Bâtisseurs Réunis"]);
    expect(await matching("batisseurs")).toEqual(["Bâtisseurs Réunis"]);
  });
});

describe("listCatalogue: store filters", () => {
  it("category: equals the category, written with or without accents in the URL", async () => {
    expect(names(await list("store", "category=meubles")).sort()).toEqual([
      "Meubles Le Cèdre",
      "atelier du Meuble",
    ]);
    const materials = ["Comptoir Gabès", "Zitouni Matériaux"];
    expect(names(await list("store", "category=materiaux_construction")).sort()).toEqual(materials);
    expect(names(await list("store", "category=mat%C3%A9riaux_construction")).sort()).toEqual(
      materials,
    );
    expect(names(await list("store", "category=electromenager"))).toEqual([
      "Électroménager du Lac",
    ]);
    expect((await list("store", "category=jardinage")).total).toBe(0);
  });
});

describe("listCatalogue: service sorts", () => {
  it("rating (default): highest average first, ties by id", async () => {
    const expected = [
      "Zed Plomberie",
      "Karim Électricité",
      "Peinture_Pro",
      "Bâtisseurs Réunis",
      "Menuiserie 100% bois",
      "atelier Plomberie",
      "Volt Express",
      "Ben X Services",
      "Électro Sud",
    ];
    expect(names(await list("service", ""))).toEqual(expected);
    expect(names(await list("service", "sort=rating"))).toEqual(expected);
  });

  it("name A-Z and Z-A ignore case and accents", async () => {
    const expected = [
      "atelier Plomberie",
      "Bâtisseurs Réunis",
      "Ben X Services",
      "Électro Sud",
      "Karim Électricité",
      "Menuiserie 100% bois",
      "Peinture_Pro",
      "Volt Express",
      "Zed Plomberie",
    ];
    expect(names(await list("service", "sort=name_asc"))).toEqual(expected);
    expect(names(await list("service", "sort=name_desc"))).toEqual([...expected].reverse());
  });

  it("profession: alphabetical by profession, then by name", async () => {
    expect(names(await list("service", "sort=profession"))).toEqual([
      "Bâtisseurs Réunis",
      "Électro Sud",
      "Karim Électricité",
      "Volt Express",
      "Menuiserie 100% bois",
      "Peinture_Pro",
      "atelier Plomberie",
      "Zed Plomberie",
      "Ben X Services",
    ]);
  });

  it("a sort applies to the filtered rows", async () => {
    expect(names(await list("service", "minRating=4&sort=name_desc"))).toEqual([
      "Zed Plomberie",
      "Peinture_Pro",
      "Karim Électricité",
      "Bâtisseurs Réunis",
    ]);
  });
});

describe("listCatalogue: store sorts", () => {
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
    expect(names(await list("store", ""))).toEqual(alphabetical);
    expect(names(await list("store", "sort=name_asc"))).toEqual(alphabetical);
    expect(names(await list("store", "sort=name_desc"))).toEqual([...alphabetical].reverse());
  });

  it("category: alphabetical by category, then by name", async () => {
    expect(names(await list("store", "sort=category"))).toEqual([
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
    expect(names(await list("store", "sort=date_desc"))).toEqual([
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
    expect(names(await list("store", "location=tunis&sort=date_desc"))).toEqual([
      "Électroménager du Lac",
      "Dar El Fen Décoration",
    ]);
  });
});

// Last: these rows would crowd the first page of the tests above.
const MANY = 30;

const PAGINATION = [
  {
    kind: "service",
    /** 30 gardeners of equal rating in one governorate: only the id orders them by rating. */
    rows: () =>
      Array.from({ length: MANY }, (_, index) =>
        service(100 + index, {
          name: `Jardinier ${String(index + 1).padStart(2, "0")}`,
          profession: "Jardinier",
          location: "kasserine",
          avgRating: 3,
        }),
      ),
    prefix: "Jardinier",
    byName: "location=kasserine&sort=name_asc",
    /** The sort on which every one of them ties. */
    tied: "location=kasserine",
    firstOfAll: "Zed Plomberie",
  },
  {
    kind: "store",
    /** 30 garden stores created at the same time: only the id orders them by date. */
    rows: () =>
      Array.from({ length: MANY }, (_, index) =>
        store(100 + index, {
          name: `Jardinerie ${String(index + 1).padStart(2, "0")}`,
          category: "jardinage",
          location: "kef",
          minutes: 60,
        }),
      ),
    prefix: "Jardinerie",
    byName: "category=jardinage",
    tied: "location=kef&sort=date_desc",
    firstOfAll: "atelier du Meuble",
  },
] as const;

describe.each(PAGINATION)("listCatalogue: $kind pagination", (pageCase) => {
  const { kind } = pageCase;
  const fixtureTotal = KINDS.find((kindCase) => kindCase.kind === kind)?.total ?? 0;

  beforeAll(async () => {
    const db = await getDb();
    if (pageCase.kind === "service") await db.insert(services).values(pageCase.rows());
    else await db.insert(stores).values(pageCase.rows());
  });

  it("shows 24 per page with the total and the page count", async () => {
    const first = await list(kind, pageCase.byName);
    expect(first).toMatchObject({ total: MANY, page: 1, pageCount: 2, pageSize: 24 });
    expect(names(first)).toHaveLength(24);
    expect(names(first)[0]).toBe(`${pageCase.prefix} 01`);
    const second = await list(kind, `${pageCase.byName}&page=2`);
    expect(second.page).toBe(2);
    expect(names(second)).toEqual(
      Array.from({ length: 6 }, (_, index) => `${pageCase.prefix} ${String(25 + index)}`),
    );
  });

  it("with equal sort values, the pages still share no row and miss none", async () => {
    const first = await list(kind, pageCase.tied);
    const second = await list(kind, `${pageCase.tied}&page=2`);
    const all = [...names(first), ...names(second)];
    expect(all).toHaveLength(MANY);
    expect(new Set(all).size).toBe(MANY);
  });

  it.each([9, 40])("a page past the end (%i) shows the last page", async (past) => {
    const last = await list(kind, `${pageCase.byName}&page=2`);
    const beyond = await list(kind, `${pageCase.byName}&page=${past}`);
    expect(beyond.page).toBe(2);
    expect(names(beyond)).toEqual(names(last));
  });

  it("counts every match beyond the first page", async () => {
    const all = await list(kind, "");
    expect(all).toMatchObject({ total: fixtureTotal + MANY, pageCount: 2 });
    expect(names(all)[0]).toBe(pageCase.firstOfAll);
  });
});

// Issue 23, after the tests above for the same reason: rows that know their delegation (stored
// as its slug), beside the fixture's older rows that only name a governorate.
const PLACED = [
  { order: 200, name: "Lieu Marsa", location: "tunis", delegation: "la-marsa" },
  { order: 201, name: "Lieu Bardo", location: "tunis", delegation: "le-bardo" },
  { order: 202, name: "Lieu Radès", location: "ben_arous", delegation: "rades" },
  { order: 203, name: "Lieu Oued Ellil", location: "manouba", delegation: "oued-ellil" },
  { order: 204, name: "Lieu Sousse Médina", location: "sousse", delegation: "sousse-medina" },
  // Published before delegations: its governorate alone.
  { order: 205, name: "Lieu Sousse ancien", location: "sousse", delegation: null },
] as const;

/** The fixture's older rows in each governorate of Grand Tunis ('benxarous' is none of them). */
const LEGACY_GRAND_TUNIS: Record<TCatalogueKind, string[]> = {
  service: ["Karim Électricité", "atelier Plomberie", "Zed Plomberie", "Menuiserie 100% bois"],
  store: [
    "Dar El Fen Décoration",
    "Meubles Le Cèdre",
    "Électroménager du Lac",
    "Zitouni Matériaux",
  ],
};
const LEGACY_TUNIS: Record<TCatalogueKind, string[]> = {
  service: ["atelier Plomberie"],
  store: ["Dar El Fen Décoration", "Électroménager du Lac"],
};
const LEGACY_BEN_AROUS: Record<TCatalogueKind, string[]> = {
  service: ["Zed Plomberie", "Menuiserie 100% bois"],
  store: ["Zitouni Matériaux"],
};

describe.each(["service", "store"] as const)("listCatalogue: %s places (issue 23)", (kind) => {
  beforeAll(async () => {
    const db = await getDb();
    if (kind === "service") {
      await db.insert(services).values(
        PLACED.map(({ order, name, location, delegation }) => ({
          ...service(order, { name, profession: "Maçon", location, avgRating: 4 }),
          delegation,
        })),
      );
    } else {
      await db.insert(stores).values(
        PLACED.map(({ order, name, location, delegation }) => ({
          ...store(order, { name, category: "outillage", location, minutes: 90 }),
          delegation,
        })),
      );
    }
  });

  const found = async (search: string) => names(await list(kind, search)).sort();
  const sorted = (expected: readonly string[]) => [...expected].sort();

  it("a delegation finds only the listings in that delegation, however it is written", async () => {
    expect(await found("location=la_marsa")).toEqual(["Lieu Marsa"]);
    expect(await found("location=la-marsa")).toEqual(["Lieu Marsa"]);
    expect(await found("location=La%20Marsa")).toEqual(["Lieu Marsa"]);
    // Radès: the older row whose text names it ('Ben Arous, Radès') has no delegation.
    expect(await found("location=rades")).toEqual(["Lieu Radès"]);
  });

  it("a governorate finds its listings with a delegation and those without", async () => {
    expect(await found("location=sousse")).toEqual(["Lieu Sousse Médina", "Lieu Sousse ancien"]);
    expect(await found("location=tunis")).toEqual(
      sorted([...LEGACY_TUNIS[kind], "Lieu Marsa", "Lieu Bardo"]),
    );
  });

  it("the legacy 'location=Ben Arous' and 'location=ben_arous' URLs still find the governorate", async () => {
    const expected = sorted([...LEGACY_BEN_AROUS[kind], "Lieu Radès"]);
    expect(await found("location=Ben%20Arous")).toEqual(expected);
    expect(await found("location=ben_arous")).toEqual(expected);
  });

  it("Grand Tunis finds its four governorates, and nothing else", async () => {
    const expected = sorted([
      ...LEGACY_GRAND_TUNIS[kind],
      "Lieu Marsa",
      "Lieu Bardo",
      "Lieu Radès",
      "Lieu Oued Ellil",
    ]);
    expect(await found("location=grand_tunis")).toEqual(expected);
    expect(await found("location=Grand%20Tunis")).toEqual(expected);
  });

  it("several places at once: any of them, comma-separated or repeated", async () => {
    const expected = ["Lieu Marsa", "Lieu Sousse Médina", "Lieu Sousse ancien"];
    expect(await found("location=la_marsa,sousse")).toEqual(expected);
    expect(await found("location=la_marsa&location=sousse")).toEqual(expected);
    expect(await found("location=le_bardo,oued_ellil")).toEqual(["Lieu Bardo", "Lieu Oued Ellil"]);
    // With another filter, both apply.
    const category = kind === "service" ? "category=Ma%C3%A7on" : "category=outillage";
    expect(await found(`${category}&location=la_marsa,sousse_medina`)).toEqual([
      "Lieu Marsa",
      "Lieu Sousse Médina",
    ]);
  });

  it("an unknown place is reported with suggestions, the known ones still searched", async () => {
    const { list: listPart } = CATALOGUE_PAGES[kind];
    const { query, places } = parseCatalogueSearch(
      listPart,
      new URLSearchParams("location=sousse,mars"),
    );
    expect(places.messages).toEqual(["Lieu inconnu : mars"]);
    expect(places.chosen.map((place) => place.key)).toEqual(["sousse"]);
    const [mars] = places.unknown;
    expect(mars?.suggestions.map((suggestion) => suggestion.place.label)).toContain(
      "La Marsa (Tunis)",
    );
    const marsa = mars?.suggestions.find((suggestion) => suggestion.place.key === "la_marsa");
    expect(marsa?.location).toBe("sousse,la_marsa");
    expect(names(await listCatalogue(kind, query)).sort()).toEqual([
      "Lieu Sousse Médina",
      "Lieu Sousse ancien",
    ]);
    // The suggestion's link searches both.
    expect(await found(`location=${marsa?.location}`)).toEqual([
      "Lieu Marsa",
      "Lieu Sousse Médina",
      "Lieu Sousse ancien",
    ]);
  });
});
