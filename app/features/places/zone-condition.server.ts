import { type AnyColumn, and, between, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { isInZone, parseZone, type TZone } from "~/lib/map-zone";
import { TUNISIA_DELEGATIONS, TUNISIA_GOVERNORATES } from "./tunisia-places";

/*
 * 'Rechercher dans cette zone' (issue 23, decision 0032): a listing is in the map's box when its
 * map position is. That position is the owner's pin when there is one, else the centre of the
 * listing's delegation, else the centre of its governorate (listings published before
 * delegations). The centres are constants of the places file: which of them lie in the box is
 * worked out here, and the database only compares pins and matches slugs.
 */

/** The delegations (slugs) and governorates (keys) whose centre lies in the zone. */
export function centresInZone(zone: TZone): { delegations: string[]; governorates: string[] } {
  return {
    delegations: TUNISIA_DELEGATIONS.filter((d) => isInZone(zone, d.lat, d.lng)).map((d) => d.slug),
    governorates: TUNISIA_GOVERNORATES.filter((g) => isInZone(zone, g.lat, g.lng)).map(
      (g) => g.slug,
    ),
  };
}

export type TZoneColumns = {
  /** The pin's columns; absent on kinds without pins (services, shops). */
  pin?: { lat: AnyColumn; lng: AnyColumn };
  delegation: AnyColumn;
  /** The listings of these governorates (keys): each kind says how it stores them. */
  governorates: (keys: string[]) => SQL | undefined;
};

/**
 * The condition of a list's `zone` value (as zoneParam wrote it); undefined when there is none.
 * A zone outside Tunisia finds nothing, never every listing.
 */
export function zoneCondition(value: string | undefined, columns: TZoneColumns): SQL | undefined {
  const reading = parseZone(value);
  if (!reading) return undefined;
  if ("outside" in reading) return sql`false`;
  const { zone } = reading;
  const centres = centresInZone(zone);
  const noPin = columns.pin ? isNull(columns.pin.lat) : undefined;
  const alternatives: (SQL | undefined)[] = [];
  if (columns.pin) {
    alternatives.push(
      and(
        between(columns.pin.lat, zone.south, zone.north),
        between(columns.pin.lng, zone.west, zone.east),
      ),
    );
  }
  if (centres.delegations.length > 0) {
    alternatives.push(and(noPin, inArray(columns.delegation, centres.delegations)));
  }
  const inGovernorates =
    centres.governorates.length > 0 ? columns.governorates(centres.governorates) : undefined;
  if (inGovernorates) alternatives.push(and(noPin, isNull(columns.delegation), inGovernorates));
  const present = alternatives.filter((condition): condition is SQL => condition !== undefined);
  if (present.length === 0) return sql`false`;
  return present.length === 1 ? present[0] : or(...present);
}
