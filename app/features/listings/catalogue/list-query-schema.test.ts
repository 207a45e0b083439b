import { describe, expect, it } from "vitest";
import { ALL_PLACES, placeKey } from "~/features/places/places";
import type { TCatalogueKind, TCatalogueListPart, TCatalogueQuery } from "./catalogue-kind";
import { CATALOGUE_PAGES } from "./catalogue-parts";
import { toCatalogueFilterValues, toCatalogueListSearch } from "./list-query";
import { parseCatalogueQuery, parseCatalogueSearch } from "./list-query-schema";
import { STORE_CATEGORY_OPTIONS } from "./store/list";

/*
 * The list URLs of the catalogue (/services?…, /boutiques?…): read by parseCatalogueQuery,
 * written back by toCatalogueListSearch. Each kind brings its filters, sorts and default sort.
 */

const SERVICE_LIST = CATALOGUE_PAGES.service.list;
const STORE_LIST = CATALOGUE_PAGES.store.list;

type TQueryCase = {
  kind: TCatalogueKind;
  list: TCatalogueListPart;
  defaults: TCatalogueQuery;
  full: { search: string; query: TCatalogueQuery };
  /** A filter value names its option whatever its case and accents; the query holds it as stored. */
  spellings: [search: string, key: string, stored: string][];
  allMalformed: string;
  malformed: [search: string, key: string, expected: number | undefined][];
  roundTrip: { search: string; defaultsOnly: string };
};

const KINDS: TQueryCase[] = [
  {
    kind: "service",
    list: SERVICE_LIST,
    defaults: { sort: "rating", page: 1 },
    full: {
      search: "category=Plombier&minRating=4&location=tunis&sort=name_desc&page=2",
      query: {
        category: "Plombier",
        minRating: 4,
        location: "tunis",
        sort: "name_desc",
        page: 2,
      },
    },
    spellings: [
      ["category=electricien", "category", "Électricien"],
      ["category=DESIGNER+D'INTERIEUR", "category", "Designer d'intérieur"],
      ["location=Ben%20Arous", "location", "ben_arous"],
      ["location=Gab%C3%A8s", "location", "gabes"],
    ],
    allMalformed: "category=Astronaute&minRating=2&sort=price_asc&page=-3",
    malformed: [
      // '4+' is tested on its own below.
      ...["0", "6", "4.5", "", "quatre"].map((minRating): TQueryCase["malformed"][number] => [
        `minRating=${minRating}`,
        "minRating",
        undefined,
      ]),
      ["category=%25", "category", undefined],
      ["category=Plomb", "category", undefined],
      ["page=0", "page", 1],
      ["page=2.5", "page", 1],
      ["page=1234567", "page", 1],
    ],
    roundTrip: {
      search: "?category=Plombier&minRating=4&location=tunis&sort=name_asc&page=2",
      defaultsOnly: "sort=rating&page=1",
    },
  },
  {
    kind: "store",
    list: STORE_LIST,
    defaults: { sort: "name_asc", page: 1 },
    full: {
      search: "category=meubles&location=sfax&sort=date_desc&page=2",
      query: { category: "meubles", location: "sfax", sort: "date_desc", page: 2 },
    },
    spellings: [
      ["category=materiaux_construction", "category", "matériaux_construction"],
      ["category=%C3%A9lectrom%C3%A9nager", "category", "électroménager"],
      ["category=Revetements", "category", "revêtements"],
      ["location=Sidi+Bouzid", "location", "sidi_bouzid"],
    ],
    allMalformed: "category=voitures&sort=rating&page=x",
    malformed: [
      ["category=", "category", undefined],
      ["category=meuble", "category", undefined],
      ["page=-2", "page", 1],
    ],
    roundTrip: {
      search: "?category=electromenager&location=sfax&sort=date_desc&page=3",
      defaultsOnly: "sort=name_asc",
    },
  },
];

describe.each(KINDS)("parseCatalogueQuery: $kind", (kindCase) => {
  const parse = (search: string) => parseCatalogueQuery(kindCase.list, new URLSearchParams(search));

  it("reads every parameter of the list URL", () => {
    expect(parse(kindCase.full.search)).toEqual(kindCase.full.query);
  });

  it("defaults to the kind's default sort, page 1 and no filter", () => {
    expect(parse("")).toEqual(kindCase.defaults);
  });

  it.each(kindCase.spellings)("reads %s as the stored value", (search, key, stored) => {
    expect(parse(search)[key]).toBe(stored);
  });

  it("drops malformed values instead of failing", () => {
    expect(parse(kindCase.allMalformed)).toEqual(kindCase.defaults);
    for (const [search, key, expected] of kindCase.malformed) {
      expect(parse(search)[key], search).toBe(expected);
    }
    expect(parse("unknown=1&page=3")).toEqual({ ...kindCase.defaults, page: 3 });
  });

  it("takes the first of a repeated filter, but every place of a repeated location", () => {
    expect(parse("page=3&page=2").page).toBe(3);
    expect(parse("location=sfax&location=tunis").location).toBe("sfax,tunis");
  });

  it("writes back the URL it was read from, without defaults", () => {
    const { search, defaultsOnly } = kindCase.roundTrip;
    const query = parse(search);
    expect(
      toCatalogueListSearch(
        kindCase.list,
        toCatalogueFilterValues(kindCase.list, query),
        query.page,
      ),
    ).toBe(search);
    expect(
      toCatalogueListSearch(
        kindCase.list,
        toCatalogueFilterValues(kindCase.list, parse(defaultsOnly)),
      ),
    ).toBe("");
  });
});

describe("parseCatalogueQuery: service minRating", () => {
  // In a query string '+' is a space: 'minRating=4+' sends '4 ', which names no option (3, 4, 5).
  // Numbers are compared as written, so it is dropped.
  it("drops 'minRating=4+' like any value that is not an option", () => {
    expect(parseCatalogueQuery(SERVICE_LIST, new URLSearchParams("minRating=4+")).minRating).toBe(
      undefined,
    );
  });
});

describe("store list URL", () => {
  it("offers every category under its URL form, without accents", () => {
    expect(STORE_CATEGORY_OPTIONS.map((option) => option.value)).toEqual([
      "decoration",
      "outillage",
      "materiaux_construction",
      "meubles",
      "electromenager",
      "jardinage",
      "securite",
      "revetements",
      "plomberie",
      "electricite",
    ]);
    // The filter panel offers exactly these.
    expect(STORE_LIST.filters.find((filter) => filter.key === "category")?.options).toBe(
      STORE_CATEGORY_OPTIONS,
    );
  });
});

describe("parseCatalogueSearch: places (issue 23)", () => {
  const read = (search: string) => parseCatalogueSearch(SERVICE_LIST, new URLSearchParams(search));

  it("reads keys, slugs and names, comma-separated or repeated, as keys in the query", () => {
    const { query, places } = read(
      "location=la-marsa,Ariana&location=Sfax+Ville&category=Plombier",
    );
    expect(query.location).toBe("la_marsa,ariana,sfax_ville");
    expect(query.category).toBe("Plombier");
    expect(places.chosen).toEqual([
      { key: "la_marsa", label: "La Marsa (Tunis)", kind: "delegation" },
      { key: "ariana", label: "Ariana", kind: "governorate" },
      { key: "sfax_ville", label: "Sfax Ville (Sfax)", kind: "delegation" },
    ]);
    expect(places.messages).toEqual([]);
    expect(places.unknown).toEqual([]);
  });

  it("folds places inside another asked place into it", () => {
    const { query, places } = read("location=la_marsa,grand-tunis,ariana,tunis");
    expect(query.location).toBe("grand_tunis");
    expect(places.chosen).toEqual([{ key: "grand_tunis", label: "Grand Tunis", kind: "group" }]);
  });

  it("says which values name no place, with places they may mean, searching the others", () => {
    const { query, places } = read("location=ariana,sfa,zzz");
    expect(query.location).toBe("ariana");
    expect(places.messages).toEqual(["Lieu inconnu : sfa, zzz"]);
    const [sfa, zzz] = places.unknown;
    expect(sfa?.value).toBe("sfa");
    expect(sfa?.suggestions.length).toBeGreaterThan(0);
    expect(sfa?.suggestions.length).toBeLessThanOrEqual(3);
    // The place suggested takes the unknown value's place; the other unknown value stays named.
    expect(sfa?.suggestions[0]).toEqual({
      place: { key: "sfax", label: "Sfax", kind: "governorate" },
      location: "ariana,sfax,zzz",
    });
    expect(zzz).toEqual({ value: "zzz", suggestions: [] });
  });

  it("an unknown place alone finds nothing (not every listing), and says so", () => {
    const { query, places } = read("location=paris");
    expect(query.location).toBe("");
    expect(places.messages).toEqual(["Lieu inconnu : paris"]);
  });

  it("searches the first 20 places of more and says that 20 is the maximum", () => {
    const delegations = ALL_PLACES.filter((place) => place.kind === "delegation")
      .slice(0, 22)
      .map(placeKey);
    const { query, places } = read(`location=${delegations.join(",")}`);
    const known = places.chosen.map((place) => place.key);
    expect(places.messages).toContain("Vous pouvez choisir au maximum 20 lieux.");
    expect(known).toEqual(delegations.slice(0, 20));
    expect(query.location).toBe(known.join(","));
  });

  it("writes the places back as keys, comma-joined", () => {
    const { query } = read("location=La+Marsa,ben-arous");
    expect(toCatalogueListSearch(SERVICE_LIST, toCatalogueFilterValues(SERVICE_LIST, query))).toBe(
      "?location=la_marsa,ben_arous",
    );
  });
});
