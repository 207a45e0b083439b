import { describe, expect, it } from "vitest";
import { SHOP_CATEGORY_OPTIONS, toShopFilterValues, toShopListSearch } from "./list-query";
import { parseShopListQuery } from "./list-query-schema";

const parse = (search: string) => parseShopListQuery(new URLSearchParams(search));

describe("parseShopListQuery", () => {
  it("reads every parameter of the list URL", () => {
    expect(parse("category=meubles&location=sfax&sort=date_desc&page=2")).toEqual({
      category: "meubles",
      location: "sfax",
      sort: "date_desc",
      page: 2,
    });
  });

  it("defaults to names A-Z, page 1 and no filter", () => {
    expect(parse("")).toEqual({ sort: "name_asc", page: 1 });
  });

  it("reads a category without or with accents as the stored value", () => {
    expect(parse("category=materiaux_construction").category).toBe("matériaux_construction");
    expect(parse("category=%C3%A9lectrom%C3%A9nager").category).toBe("électroménager");
    expect(parse("category=Revetements").category).toBe("revêtements");
    expect(parse("location=Sidi+Bouzid").location).toBe("sidi_bouzid");
  });

  it("drops malformed values instead of failing", () => {
    expect(parse("category=voitures&location=paris&sort=rating&page=x")).toEqual({
      sort: "name_asc",
      page: 1,
    });
    expect(parse("category=").category).toBeUndefined();
    expect(parse("category=meuble").category).toBeUndefined();
    expect(parse("page=-2").page).toBe(1);
  });
});

describe("shop list URL", () => {
  it("offers every category under its URL form, without accents", () => {
    expect(SHOP_CATEGORY_OPTIONS.map((option) => option.value)).toEqual([
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
  });

  it("writes back the URL it was read from, without defaults", () => {
    const search = "?category=electromenager&location=sfax&sort=date_desc&page=3";
    const query = parse(search);
    expect(toShopListSearch({ ...toShopFilterValues(query), page: query.page })).toBe(search);
    expect(toShopListSearch(toShopFilterValues(parse("sort=name_asc")))).toBe("");
  });
});
