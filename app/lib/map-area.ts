import { TUNISIA_BOUNDS } from "./map-zone";

/*
 * Places on a map (issue 23, decision 0032): the box a map search covers ('zone' in list URLs)
 * and the owner's optional pin. Client-safe: the map, the publish form and the server read the
 * same rules. No Zod here: pages that only draw a map (a detail page's area, the lists' map) import
 * this file without the schema library; the pin's form schema is lib/map-pin.ts.
 */

export {
  formatZone,
  isInZone,
  parseZone,
  TUNISIA_BOUNDS,
  type TZone,
  type TZoneReading,
  ZONE_OUTSIDE_TUNISIA_MESSAGE,
  zoneParam,
} from "./map-zone";

/**
 * About 200 m: a pin is stored at this precision (0.002° of latitude is 222 m; of longitude,
 * 180 m at Tunisia's latitudes), shown as an area, never as an exact address.
 */
export const PIN_PRECISION = 0.002;
/** The area a pin stands for on a map (metres): the rounding's reach. */
export const PIN_AREA_RADIUS_METRES = 200;

export const PIN_OUTSIDE_TUNISIA_MESSAGE = "Le repère doit être placé en Tunisie.";
export const PIN_INCOMPLETE_MESSAGE = "Le repère doit avoir une latitude et une longitude.";

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
