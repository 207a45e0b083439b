import { describe, expect, it } from "vitest";
import { activeFilterCount, filtersButtonLabel } from "./filter-sheet";

describe("the 'Filtres' button's count", () => {
  it("counts every non-empty filter but the sort and the page", () => {
    expect(
      activeFilterCount({
        announcementType: "vente",
        category: "",
        price: "100000-300000",
        q: "  ",
        sort: "price_desc",
        page: "2",
      }),
    ).toBe(2);
  });

  it("counts a filter the list did not have before, with no change here", () => {
    expect(activeFilterCount({ category: "villa", amenities: "piscine,jardin" })).toBe(2);
  });

  it("says the count to a screen reader", () => {
    expect(filtersButtonLabel(0)).toBe("Filtres");
    expect(filtersButtonLabel(1)).toBe("Filtres, 1 actif");
    expect(filtersButtonLabel(3)).toBe("Filtres, 3 actifs");
  });
});
