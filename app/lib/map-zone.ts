/*
 * The box a map search covers ('zone' in list URLs, issue 23, decision 0032). Kept apart from
 * map-area.ts (which holds the publish form's Zod schema of a pin) so that the list pages read
 * and write zones without shipping Zod; map-area.ts re-exports all of it.
 */

/** Tunisia with a margin for its islands and coasts (Jerba, Kerkennah, Galite, Borj el-Khadra). */
export const TUNISIA_BOUNDS = { west: 7.4, south: 30.1, east: 11.7, north: 37.6 } as const;

/** A box on the map: longitudes west→east, latitudes south→north. */
export type TZone = { west: number; south: number; east: number; north: number };

export const ZONE_OUTSIDE_TUNISIA_MESSAGE = "Cette zone de la carte est hors de Tunisie.";

/** Written in URLs to 3 decimals (about 100 m): enough for a box someone drew by panning. */
export function formatZone(zone: TZone): string {
  return [zone.west, zone.south, zone.east, zone.north].map((value) => value.toFixed(3)).join(",");
}

export type TZoneReading =
  | { zone: TZone }
  /**
   * Four numbers, but a box with nothing of Tunisia in it: said, and nothing is found. `asked` is
   * the box as asked (ends in order), which links keep so the page keeps saying it.
   */
  | { outside: true; asked: TZone };

const COORDINATE = /^\s*-?\d{1,3}(\.\d{1,8})?\s*$/;

/**
 * `zone=west,south,east,north` (decimal degrees). Ends given the wrong way round are swapped; a
 * box reaching past Tunisia is cut to it. Anything that is not four finite numbers: null (no
 * zone, as if not asked — it is only a map's view, never a place someone named).
 */
export function parseZone(value: string | null | undefined): TZoneReading | null {
  if (!value) return null;
  const parts = value.split(",");
  if (parts.length !== 4) return null;
  const numbers = parts.map((part) => (COORDINATE.test(part) ? Number(part) : Number.NaN));
  if (numbers.some((number) => !Number.isFinite(number))) return null;
  const [a, b, c, d] = numbers as [number, number, number, number];
  const asked = {
    west: Math.min(a, c),
    east: Math.max(a, c),
    south: Math.min(b, d),
    north: Math.max(b, d),
  };
  const zone = {
    west: Math.max(asked.west, TUNISIA_BOUNDS.west),
    east: Math.min(asked.east, TUNISIA_BOUNDS.east),
    south: Math.max(asked.south, TUNISIA_BOUNDS.south),
    north: Math.min(asked.north, TUNISIA_BOUNDS.north),
  };
  if (zone.west > zone.east || zone.south > zone.north) return { outside: true, asked };
  return { zone };
}

/**
 * The `zone` value a list keeps: the canonical form of a zone (cut to Tunisia), the box as asked
 * when it lies outside Tunisia (still said, still finding nothing), undefined for garbage.
 */
export function zoneParam(value: string | null | undefined): string | undefined {
  const reading = parseZone(value);
  if (!reading) return undefined;
  return formatZone("outside" in reading ? reading.asked : reading.zone);
}

export function isInZone(zone: TZone, lat: number, lng: number): boolean {
  return lat >= zone.south && lat <= zone.north && lng >= zone.west && lng <= zone.east;
}
