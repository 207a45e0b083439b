import { z } from "zod";
import { TUNISIA_BOUNDS } from "./map-zone";

/*
 * Places on a map (issue 23, decision 0032): the box a map search covers ('zone' in list URLs)
 * and the owner's optional pin. Client-safe: the map, the publish form and the server read the
 * same rules.
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

/** The pin as stored: rounded to PIN_PRECISION. */
export function roundPin(lat: number, lng: number): { lat: number; lng: number } {
  return { lat: roundTo(lat, PIN_PRECISION), lng: roundTo(lng, PIN_PRECISION) };
}

/**
 * The publish form's optional pin (fields `pinLat`, `pinLng`): both empty, or both numbers inside
 * Tunisia; stored rounded. Shared by the form and the server.
 */
export const ZOptionalPin = z
  .object({
    pinLat: z.string().trim().optional(),
    pinLng: z.string().trim().optional(),
  })
  .transform((value, context) => {
    const lat = value.pinLat ? Number(value.pinLat.replace(",", ".")) : null;
    const lng = value.pinLng ? Number(value.pinLng.replace(",", ".")) : null;
    if (lat === null && lng === null) return null;
    if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      context.addIssue({ code: "custom", message: PIN_INCOMPLETE_MESSAGE, path: ["pinLat"] });
      return z.NEVER;
    }
    if (!isInTunisia(lat, lng)) {
      context.addIssue({ code: "custom", message: PIN_OUTSIDE_TUNISIA_MESSAGE, path: ["pinLat"] });
      return z.NEVER;
    }
    return roundPin(lat, lng);
  });

/** Tiles of a map (MAP_TILES_URL): a Leaflet URL template and the attribution it requires. */
export type TMapTiles = { url: string; attribution: string };
