/*
 * Places on a map (issue 23, decision 0032): the box a map search covers ('zone' in list URLs)
 * and the owner's optional pin. Client-safe: the map, the publish form and the server read the
 * same rules. No Zod here: pages that only draw a map (a detail page's area, the lists' map) import
 * this file without the schema library; the pin's form schema is lib/map-pin.ts.
 */

/** Tunisia with a margin for its islands and coasts (Jerba, Kerkennah, Galite, Borj el-Khadra). */
export const TUNISIA_BOUNDS = { west: 7.4, south: 30.1, east: 11.7, north: 37.6 } as const;

/** A box on the map: longitudes west→east, latitudes south→north. */
export type TZone = { west: number; south: number; east: number; north: number };

/**
 * About 200 m: a pin is stored at this precision (0.002° of latitude is 222 m; of longitude,
 * 180 m at Tunisia's latitudes), shown as an area, never as an exact address.
 */
export const PIN_PRECISION = 0.002;
/** The area a pin stands for on a map (metres): the rounding's reach. */
export const PIN_AREA_RADIUS_METRES = 200;

export const PIN_OUTSIDE_TUNISIA_MESSAGE = "Le repère doit être placé en Tunisie.";
export const PIN_INCOMPLETE_MESSAGE = "Le repère doit avoir une latitude et une longitude.";
export const ZONE_OUTSIDE_TUNISIA_MESSAGE = "Cette zone de la carte est hors de Tunisie.";

export function isInTunisia(lat: number, lng: number): boolean {
  return (
    lat >= TUNISIA_BOUNDS.south &&
    lat <= TUNISIA_BOUNDS.north &&
    lng >= TUNISIA_BOUNDS.west &&
    lng <= TUNISIA_BOUNDS.east
  );
}

function roundTo(value: number, step: number): number {
  // toFixed keeps 36.854 from becoming 36.854000000000006.
  return Number((Math.round(value / step) * step).toFixed(3));
}

/** A point on the map, decimal degrees. */
export type TPin = { lat: number; lng: number };

/** The pin as stored: rounded to PIN_PRECISION. */
export function roundPin(lat: number, lng: number): TPin {
  return { lat: roundTo(lat, PIN_PRECISION), lng: roundTo(lng, PIN_PRECISION) };
}

/** Written in URLs to 3 decimals (about 100 m): enough for a box someone drew by panning. */
export function formatZone(zone: TZone): string {
  return [zone.west, zone.south, zone.east, zone.north].map((value) => value.toFixed(3)).join(",");
}

export type TZoneReading =
  | { zone: TZone }
  /** Four numbers, but a box with nothing of Tunisia in it: said, and nothing is found. */
  | { outside: true };

/**
 * `zone=west,south,east,north` (decimal degrees). Ends given the wrong way round are swapped; a
 * box reaching past Tunisia is cut to it. Anything that is not four finite numbers: null (no
 * zone, as if not asked — it is only a map's view, never a place someone named).
 */
export function parseZone(value: string | null | undefined): TZoneReading | null {
  if (!value) return null;
  const parts = value.split(",");
  if (parts.length !== 4) return null;
  const numbers = parts.map((part) =>
    /^\s*-?\d{1,3}(\.\d{1,8})?\s*$/.test(part) ? Number(part) : Number.NaN,
  );
  if (numbers.some((number) => !Number.isFinite(number))) return null;
  const [a, b, c, d] = numbers as [number, number, number, number];
  const zone = {
    west: Math.max(Math.min(a, c), TUNISIA_BOUNDS.west),
    east: Math.min(Math.max(a, c), TUNISIA_BOUNDS.east),
    south: Math.max(Math.min(b, d), TUNISIA_BOUNDS.south),
    north: Math.min(Math.max(b, d), TUNISIA_BOUNDS.north),
  };
  if (zone.west > zone.east || zone.south > zone.north) return { outside: true };
  return { zone };
}

export function isInZone(zone: TZone, lat: number, lng: number): boolean {
  return lat >= zone.south && lat <= zone.north && lng >= zone.west && lng <= zone.east;
}

/** The form fields of the owner's pin (publish / edit property, JSON API). */
export const PIN_LAT_FIELD = "pinLat";
export const PIN_LNG_FIELD = "pinLng";
export const PIN_INVALID_MESSAGE =
  "Les coordonnées du repère doivent être des nombres en degrés décimaux (ex. : 36,85).";

/** A stored pin as forms write it back: '36.854' (the point, whatever the page's language). */
export function pinText(value: number | null | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}

/** Tiles of a map (MAP_TILES_URL): a Leaflet URL template and the attribution it requires. */
export type TMapTiles = { url: string; attribution: string };
