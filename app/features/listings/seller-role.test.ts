import { describe, expect, it } from "vitest";
import { sellerRoleLabel } from "./seller-role";

describe("sellerRoleLabel", () => {
  it("names administrators and private users the same way on every kind of listing", () => {
    for (const kind of ["property", "service", "store"] as const) {
      expect(sellerRoleLabel("admin", kind)).toBe("Administrateur");
      expect(sellerRoleLabel("user", kind)).toBe("Particulier");
    }
  });

  it("falls back to the label of the listing kind", () => {
    expect(sellerRoleLabel("agent", "property")).toBe("Agent");
    expect(sellerRoleLabel(null, "property")).toBe("Agent");
    expect(sellerRoleLabel(undefined, "service")).toBe("Professionnel");
    expect(sellerRoleLabel("", "store")).toBe("Propriétaire");
  });
});
