import { describe, expect, it } from "vitest";
import { toServiceFilterValues, toServiceListSearch } from "./list-query";
import { parseServiceListQuery } from "./list-query-schema";

const parse = (search: string) => parseServiceListQuery(new URLSearchParams(search));

describe("parseServiceListQuery", () => {
  it("reads every parameter of the list URL", () => {
    expect(parse("category=Plombier&minRating=4&location=tunis&sort=name_desc&page=2")).toEqual({
      category: "Plombier",
      minRating: 4,
      location: "tunis",
      sort: "name_desc",
      page: 2,
    });
  });

  it("defaults to the best rated first, page 1 and no filter", () => {
    expect(parse("")).toEqual({ sort: "rating", page: 1 });
  });

  it("reads a profession or a governorate whatever its case and accents", () => {
    expect(parse("category=electricien").category).toBe("Électricien");
    expect(parse("category=DESIGNER+D'INTERIEUR").category).toBe("Designer d'intérieur");
    expect(parse("location=Ben%20Arous").location).toBe("ben_arous");
    expect(parse("location=Gab%C3%A8s").location).toBe("gabes");
  });

  it("drops malformed values instead of failing", () => {
    expect(parse("category=Astronaute&minRating=2&location=paris&sort=price_asc&page=-3")).toEqual({
      sort: "rating",
      page: 1,
    });
    for (const minRating of ["0", "6", "4.5", "4+", "", "quatre"]) {
      expect(parse(`minRating=${minRating}`).minRating, minRating).toBeUndefined();
    }
    expect(parse("category=%25").category).toBeUndefined();
    expect(parse("category=Plomb").category).toBeUndefined();
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=1234567").page).toBe(1);
    expect(parse("unknown=1&page=3")).toEqual({ sort: "rating", page: 3 });
  });

  it("takes the first of a repeated parameter", () => {
    expect(parse("location=sfax&location=tunis").location).toBe("sfax");
  });
});

describe("toServiceListSearch", () => {
  it("writes back the URL it was read from, without defaults", () => {
    const search = "?category=Plombier&minRating=4&location=tunis&sort=name_asc&page=2";
    const query = parse(search);
    expect(toServiceListSearch({ ...toServiceFilterValues(query), page: query.page })).toBe(search);
    expect(toServiceListSearch(toServiceFilterValues(parse("sort=rating&page=1")))).toBe("");
  });
});
