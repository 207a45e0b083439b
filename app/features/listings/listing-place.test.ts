import { describe, expect, it } from "vitest";
import { listingPlaceLabel } from "./listing-place";

describe("listingPlaceLabel (issue 23)", () => {
  it("says the delegation, then its governorate", () => {
    expect(listingPlaceLabel("tunis", "La Marsa")).toBe("La Marsa, Tunis");
    expect(listingPlaceLabel("ben_arous", "Ezzahra")).toBe("Ezzahra, Ben Arous");
  });

  it("says the governorate alone for a listing without a delegation", () => {
    expect(listingPlaceLabel("gabes", null)).toBe("Gabès");
    expect(listingPlaceLabel("gabes", undefined)).toBe("Gabès");
  });

  it("names a delegation beside its governorate, even one whose name contains it", () => {
    expect(listingPlaceLabel("gabes", "Gabès Médina")).toBe("Gabès Médina, Gabès");
  });
});
