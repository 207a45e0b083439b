import { describe, expect, it } from "vitest";
import { can, canReport, listingPermissions, type TListingAction } from "./policy";

const listing = { ownerId: "owner" };
const owner = { id: "owner", role: "user" as const };
const other = { id: "other", role: "user" as const };
const admin = { id: "admin", role: "admin" as const };
const adminOwner = { id: "owner", role: "admin" as const };

describe("can(actor, action, listing)", () => {
  const table: [TListingAction, boolean, boolean, boolean, boolean, boolean][] = [
    // action        visitor owner  other  admin  admin who owns it
    ["edit", false, true, false, false, true],
    ["delete", false, true, false, true, true],
    ["delete_own", false, true, false, false, true],
    ["moderate", false, false, false, true, true],
    ["see_contact", false, true, false, true, true],
    ["rate", false, false, true, true, false],
    ["set_status", false, true, false, true, true],
    ["renew", false, true, false, true, true],
    ["see_hidden", false, true, false, true, true],
  ];
  it.each(table)("%s", (action, visitor, asOwner, asOther, asAdmin, asAdminOwner) => {
    expect(can(null, action, listing)).toBe(visitor);
    expect(can(owner, action, listing)).toBe(asOwner);
    expect(can(other, action, listing)).toBe(asOther);
    expect(can(admin, action, listing)).toBe(asAdmin);
    expect(can(adminOwner, action, listing)).toBe(asAdminOwner);
  });

  it("gives a page the same answers the actions give", () => {
    expect(listingPermissions(other, listing)).toEqual({
      isOwner: false,
      edit: false,
      delete: false,
      seeContact: false,
      report: true,
    });
  });

  it("lets anyone but the owner report a listing, visitors included", () => {
    expect(canReport(null, listing)).toBe(true);
    expect(canReport(other, listing)).toBe(true);
    expect(canReport(admin, listing)).toBe(true);
    expect(canReport(owner, listing)).toBe(false);
    expect(canReport(adminOwner, listing)).toBe(false);
  });
});
