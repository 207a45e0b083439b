import { or } from "drizzle-orm";
import { zoneCondition } from "~/features/places/zone-condition.server";
import { locationMatches } from "~/server/db/text-match.server";
import type { TCatalogueKind } from "./catalogue-kind";
import { CATALOGUE_SOURCES } from "./catalogue-sources.server";

/**
 * A catalogue list's `zone` (list-view.ts) as a condition. Services and shops have no pin: their
 * map position is their delegation's centre, else their governorate's, which older rows name in
 * free text ('Ben Arous, Radès'), read by the list's own rule (locationMatches).
 */
export function catalogueZoneCondition(kind: TCatalogueKind, zone: string | undefined) {
  const { table } = CATALOGUE_SOURCES[kind];
  return zoneCondition(zone, {
    delegation: table.delegation,
    governorates: (keys) => or(...keys.map((key) => locationMatches(table.location, key))),
  });
}
