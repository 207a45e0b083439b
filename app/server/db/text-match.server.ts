import { type AnyColumn, inArray, or, type SQL, sql } from "drizzle-orm";
import type { TPlace } from "~/features/places/places";

/**
 * Text rules shared by the lists and the admin searches (specification 001 §5: "contains"), kept in
 * SQL so that filtering and sorting happen in the database.
 */

/** `value` contains `text`, ignoring case and accents; `text` is literal (no `%` or `_` wildcard). */
export function containsText(value: AnyColumn | SQL, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`unaccent(${value}) ilike unaccent(${pattern}) escape '\\'`;
}

/**
 * The row's location names the governorate `key` ('ben_arous'): rows store the key, older or
 * hand-written ones free text such as 'Ben Arous, Radès' or 'Gabès'. Spaces and hyphens count as
 * the key's `_`.
 */
export function locationMatches(location: AnyColumn, key: string): SQL {
  return containsText(sql`translate(${location}, ' -', '__')`, key);
}

/**
 * The row lies in one of `places` (issue 23, DESIGN "places in list URLs"): a delegation by the
 * row's `delegation` slug; a governorate, or each governorate of Grand Tunis, by `location` as
 * locationMatches reads it, so that rows published before delegations (no delegation, or free
 * text such as 'Ben Arous, Radès') are still found by their governorate. Null without places.
 */
export function placesMatch(
  columns: { location: AnyColumn; delegation: AnyColumn },
  places: readonly TPlace[],
): SQL | undefined {
  const delegations = places.filter((place) => place.kind === "delegation");
  const governorates = places
    .filter((place) => place.kind !== "delegation")
    .flatMap((place) => place.governorateSlugs);
  const conditions = [...new Set(governorates)].map((key) =>
    locationMatches(columns.location, key),
  );
  if (delegations.length > 0) {
    conditions.push(
      inArray(
        columns.delegation,
        delegations.map((place) => place.slug),
      ),
    );
  }
  return or(...conditions);
}

/**
 * Alphabetical order as a reader expects it: 'Électricité' among the E, 'atelier' beside
 * 'Atelier'. Byte order of the folded text, so that the result does not depend on the database's
 * locale.
 */
export function alphabetical(value: AnyColumn): SQL {
  return sql`lower(unaccent(${value})) collate "C"`;
}
