import { inArray, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TPlace } from "./places";

/**
 * Where a list looks for its places (decision 0032): a governorate or Grand Tunis by the
 * listing's governorate, whatever its delegation; a delegation by the listing's delegation. A
 * listing published before delegations existed has none: governorate searches find it,
 * delegation searches do not, since nobody knows which delegation it is in.
 */
export function placeCondition(
  places: readonly TPlace[],
  columns: { governorate: PgColumn; delegation: PgColumn },
): SQL | undefined {
  const governorates = places
    .filter((place) => place.kind !== "delegation")
    .flatMap((place) => place.governorateSlugs);
  const delegations = places
    .filter((place) => place.kind === "delegation")
    .map((place) => place.slug);
  const conditions: SQL[] = [];
  if (governorates.length > 0) conditions.push(inArray(columns.governorate, governorates));
  if (delegations.length > 0) conditions.push(inArray(columns.delegation, delegations));
  return conditions.length > 1 ? or(...conditions) : conditions[0];
}
