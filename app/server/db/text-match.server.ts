import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * Text rules shared by the lists and the admin searches ("contains"), kept in
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
 * Alphabetical order as a reader expects it: 'Électricité' among the E, 'atelier' beside
 * 'Atelier'. Byte order of the folded text, so that the result does not depend on the database's
 * locale.
 */
export function alphabetical(value: AnyColumn): SQL {
  return sql`lower(unaccent(${value})) collate "C"`;
}
