import { inArray } from "drizzle-orm";
import { zoneCondition } from "~/features/places/zone-condition.server";
import { properties } from "~/server/db/schema";

/** A property list's `zone` (list-view.ts) as its conditions: none, or the map's box. */
export function propertyZoneConditions(zone: string | undefined) {
  const condition = zoneCondition(zone, {
    pin: { lat: properties.pinLat, lng: properties.pinLng },
    delegation: properties.delegation,
    governorates: (keys) => inArray(properties.location, keys),
  });
  return condition ? [condition] : [];
}
