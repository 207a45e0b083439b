import { describe, expect, it } from "vitest";
import { bathroomsFromRooms } from "./property-card";

describe("bathroomsFromRooms", () => {
  it("rounds half the rooms up on the list page and down on the home page", () => {
    expect(bathroomsFromRooms(3, "list")).toBe(2);
    expect(bathroomsFromRooms(3, "home")).toBe(1);
    expect(bathroomsFromRooms(4, "list")).toBe(2);
    expect(bathroomsFromRooms(4, "home")).toBe(2);
    expect(bathroomsFromRooms(1, "home")).toBe(0);
  });
});
