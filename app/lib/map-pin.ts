import { z } from "zod";
import {
  isInTunisia,
  PIN_INCOMPLETE_MESSAGE,
  PIN_INVALID_MESSAGE,
  PIN_LAT_FIELD,
  PIN_OUTSIDE_TUNISIA_MESSAGE,
  roundPin,
  type TPin,
} from "./map-area";

/*
 * The owner's optional pin as forms send it (issue 23, decision 0032), shared by the publish
 * form and the server. Apart from lib/map-area.ts so that a page that only draws a map does not
 * download Zod with it.
 */

/** Degrees in decimal notation, '.' or ',' as separator: no exponents, hexadecimal or 'Infinity'. */
const DECIMAL_DEGREES = /^-?\d{1,3}(?:[.,]\d{1,20})?$/;

function readDegrees(value: string | undefined): number | null | "invalid" {
  if (value === undefined || value === "") return null;
  return DECIMAL_DEGREES.test(value) ? Number(value.replace(",", ".")) : "invalid";
}

/**
 * The publish form's optional pin (fields `pinLat`, `pinLng`), shared by the form and the server:
 * - neither field sent: `undefined`, nothing asked (an edit keeps the stored pin, as it keeps the
 *   photos a request does not name);
 * - both empty: `null`, no pin (an edit removes it);
 * - both numbers inside Tunisia: the pin rounded to PIN_PRECISION, whatever precision was sent.
 * Half a pin, a non-number or a point outside Tunisia: a French message on `pinLat`.
 */
export const ZOptionalPin = z
  .object({
    pinLat: z.string({ error: PIN_INVALID_MESSAGE }).trim().max(40).optional(),
    pinLng: z.string({ error: PIN_INVALID_MESSAGE }).trim().max(40).optional(),
  })
  .transform((value, context) => {
    if (value.pinLat === undefined && value.pinLng === undefined) return undefined;
    const lat = readDegrees(value.pinLat);
    const lng = readDegrees(value.pinLng);
    if (lat === null && lng === null) return null;
    const fail = (message: string) => {
      context.addIssue({ code: "custom", message, path: [PIN_LAT_FIELD] });
      return z.NEVER;
    };
    if (lat === "invalid" || lng === "invalid") return fail(PIN_INVALID_MESSAGE);
    if (lat === null || lng === null) return fail(PIN_INCOMPLETE_MESSAGE);
    if (!isInTunisia(lat, lng)) return fail(PIN_OUTSIDE_TUNISIA_MESSAGE);
    return roundPin(lat, lng);
  });

/** What ZOptionalPin reads: undefined (not asked), null (no pin) or the rounded pin. */
export type TOptionalPin = z.output<typeof ZOptionalPin>;

/** The pin a form's two fields hold, rounded; null when they hold none or not a valid one. */
export function pinOfText(lat: string, lng: string): TPin | null {
  const read = ZOptionalPin.safeParse({ pinLat: lat, pinLng: lng });
  return read.success && read.data ? read.data : null;
}
