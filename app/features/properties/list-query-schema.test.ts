import { describe, expect, it } from "vitest";
import { formatRange, parseRange, toFilterValues } from "./filter-values";
import { toPropertyListSearch } from "./list-query";
import { parsePropertyListQuery } from "./list-query-schema";

const parse = (search: string) => parsePropertyListQuery(new URLSearchParams(search));
const placeKeys = (search: string) => parse(search).location?.map((place) => place.key);

describe("parseRange", () => {
  it("reads closed and open-ended ranges", () => {
    expect(parseRange("100000-300000")).toEqual({ min: 100_000, max: 300_000 });
    expect(parseRange("1000000-")).toEqual({ min: 1_000_000, max: null });
    expect(parseRange("-500")).toEqual({ min: null, max: 500 });
    expect(parseRange("0-50")).toEqual({ min: 0, max: 50 });
  });

  it("refuses what is not a range", () => {
    for (const value of ["", "-", "abc", "100", "1e5-2e5", "-5-10", "1.5-3", "1-2-3"]) {
      expect(parseRange(value), value).toBeNull();
    }
  });

  it("reads ends written the wrong way round as the same range", () => {
    expect(parseRange("300-100")).toEqual({ min: 100, max: 300 });
  });

  it("writes the canonical URL form back", () => {
    expect(formatRange({ min: 1_000_000, max: null })).toBe("1000000-");
    expect(formatRange({ min: 0, max: 100_000 })).toBe("0-100000");
  });
});

describe("parsePropertyListQuery", () => {
  it("reads every parameter of the list URL", () => {
    expect(
      parse(
        "announcementType=location&category=appartement&location=ben_arous&price=100000-300000&surface=50-100&bedrooms=2&sort=surface_desc&page=2&q=vue%20mer",
      ),
    ).toMatchObject({
      announcementType: "location",
      category: "appartement",
      location: [{ key: "ben_arous", kind: "governorate", nameFr: "Ben Arous" }],
      price: { min: 100_000, max: 300_000 },
      surface: { min: 50, max: 100 },
      bedrooms: 2,
      sort: "surface_desc",
      page: 2,
      q: "vue mer",
    });
  });

  it("defaults to price ascending, page 1 and no filter", () => {
    expect(parse("")).toEqual({ sort: "price_asc", page: 1 });
  });

  it("drops malformed values instead of failing", () => {
    expect(
      parse(
        "announcementType=rent&category=chateau&location=paris&price=abc&surface=1.5-3&bedrooms=x&sort=random&page=-3&q=",
      ),
    ).toEqual({ sort: "price_asc", page: 1, unknownPlaces: ["paris"] });
    expect(parse("bedrooms=6").bedrooms).toBeUndefined();
    expect(parse("bedrooms=0").bedrooms).toBeUndefined();
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse(`q=${"a".repeat(101)}`).q).toBeUndefined();
    expect(parse("q=%20%20").q).toBeUndefined();
  });

  it("keeps the good values beside a bad one", () => {
    expect(parse("price=abc&category=villa&page=-3")).toEqual({
      category: "villa",
      sort: "price_asc",
      page: 1,
    });
  });

  it("ignores unknown parameters", () => {
    expect(parse("foo=bar&utm_source=x&category=terrain")).toEqual({
      category: "terrain",
      sort: "price_asc",
      page: 1,
    });
  });

  it("accepts open-ended ranges", () => {
    expect(parse("price=1000000-").price).toEqual({ min: 1_000_000, max: null });
    expect(parse("surface=200-").surface).toEqual({ min: 200, max: null });
    expect(parse("price=-500").price).toEqual({ min: null, max: 500 });
  });

  it("recognises a governorate written as a label", () => {
    expect(placeKeys("location=Ben%20Arous")).toEqual(["ben_arous"]);
    expect(placeKeys("location=Gab%C3%A8s")).toEqual(["gabes"]);
  });

  it("reads several places, as a list or repeated, and says which ones it does not know", () => {
    expect(placeKeys("location=la_marsa,ariana")).toEqual(["la_marsa", "ariana"]);
    expect(placeKeys("location=la-marsa&location=Ezzahra")).toEqual(["la_marsa", "ezzahra"]);
    const query = parse("location=la_marsa,nulle_part,Paris");
    expect(query.location?.map((place) => place.key)).toEqual(["la_marsa"]);
    expect(query.unknownPlaces).toEqual(["nulle_part", "Paris"]);
    const many = parse(
      `location=${Array.from({ length: 25 }, (_, i) => ["tunis", "sfax", "sousse", "nabeul", "bizerte", "kef", "gabes", "gafsa", "kairouan", "jendouba", "beja", "mahdia", "monastir", "medenine", "tataouine", "tozeur", "kebili", "siliana", "zaghouan", "kasserine", "sidi_bouzid", "manouba", "ariana", "ben_arous", "la_marsa"][i]).join(",")}`,
    );
    expect(many.location).toHaveLength(20);
    expect(many.tooManyPlaces).toBe(true);
  });

  it("reads S+n choices and free price and surface bounds", () => {
    expect(parse("rooms=3,2,3").rooms).toEqual([2, 3]);
    expect(parse("rooms=5").rooms).toEqual([5]);
    expect(parse("rooms=3&rooms=1").rooms).toEqual([1, 3]);
    expect(parse("rooms=0").rooms).toBeUndefined();
    expect(parse("rooms=2,6").rooms).toBeUndefined();
    expect(parse("priceMin=800&priceMax=1%20500").price).toEqual({ min: 800, max: 1500 });
    expect(parse("priceMax=1500&price=100000-300000").price).toEqual({ min: null, max: 1500 });
    expect(parse("priceMin=2000&priceMax=900").price).toEqual({ min: 900, max: 2000 });
    expect(parse("priceMin=abc&price=-500").price).toEqual({ min: null, max: 500 });
    expect(parse("surfaceMin=80").surface).toEqual({ min: 80, max: null });
  });

  it("uses the first of repeated parameters", () => {
    expect(parse("category=villa&category=maison").category).toBe("villa");
  });

  it("trims the search text and accepts 100 characters", () => {
    expect(parse("q=%20s%C3%A9par%C3%A9%20").q).toBe("séparé");
    expect(parse(`q=${"a".repeat(100)}`).q).toHaveLength(100);
  });
});

describe("toPropertyListSearch", () => {
  it("leaves out empty fields, the default sort and page 1", () => {
    expect(
      toPropertyListSearch({
        announcementType: "vente",
        category: "",
        location: "ben_arous",
        price: "1000000-",
        sort: "price_asc",
        page: 1,
      }),
    ).toBe("?announcementType=vente&location=ben_arous&price=1000000-");
    expect(toPropertyListSearch({})).toBe("");
  });

  it("round-trips a parsed query, with the page", () => {
    const search =
      "?category=maison&location=la_marsa,ariana&price=100000-300000&bedrooms=3&rooms=2,3&sort=date_desc&q=jardin";
    const query = parse(search.slice(1));
    expect(toPropertyListSearch(toFilterValues(query))).toBe(search);
    expect(toPropertyListSearch({ ...toFilterValues(query), page: 3 })).toBe(`${search}&page=3`);
  });
});
