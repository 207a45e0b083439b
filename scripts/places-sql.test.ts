import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrationWithPlaces, PLACES_MIGRATION, placesSql } from "./places-sql";

describe("the places migration", () => {
  it("carries exactly the data scripts/places-sql.ts writes from the data file", () => {
    const migration = readFileSync(PLACES_MIGRATION, "utf8");
    expect(migration.endsWith(placesSql())).toBe(true);
    expect(migrationWithPlaces(migration)).toBe(migration);
  });

  it("escapes quotes in names", () => {
    expect(placesSql()).toContain("'M''saken'");
  });
});
