import { type AnyColumn, inArray, or, type SQL } from "drizzle-orm";
import type { TPlace } from "./places";

/**
 * Where a list looks for its places (decision 0031): a governorate or Grand Tunis by the
 * listing's governorate, whatever its delegation; a delegation by the listing's delegation. A
 * listing published before delegations existed has none: governorate searches find it,
 * delegation searches do not, since nobody knows which delegation it is in.
 */
export function placeCondition(
  places: readonly TPlace[],
  match: {
    /** The listings of these governorates (keys): each list says how it stores them. */
    governorates: (keys: string[]) => SQL | undefined;
    delegation: AnyColumn;
  },
): SQL | undefined {
  const governorates = [
    ...new Set(
      places.filter((place) => place.kind !== "delegation").flatMap((p) => p.governorateSlugs),
    ),
  ];
  const delegations = places
    .filter((place) => place.kind === "delegation")
    .map((place) => place.slug);
  const conditions: SQL[] = [];
  const inGovernorates = governorates.length > 0 ? match.governorates(governorates) : undefined;
  if (inGovernorates) conditions.push(inGovernorates);
  if (delegations.length > 0) conditions.push(inArray(match.delegation, delegations));
  return conditions.length > 1 ? or(...conditions) : conditions[0];
}
