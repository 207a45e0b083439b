import { describe, expect, it } from "vitest";
import {
  PIN_INCOMPLETE_MESSAGE,
  PIN_INVALID_MESSAGE,
  PIN_OUTSIDE_TUNISIA_MESSAGE,
  roundPin,
} from "./map-area";
import { pinOfText, ZOptionalPin } from "./map-pin";

const read = (fields: Record<string, string>) => {
  const result = ZOptionalPin.safeParse(fields);
  return result.success ? { pin: result.data } : { error: result.error.issues[0]?.message };
};

describe("the owner's optional pin", () => {
  it("is rounded to about 200 m whatever precision is sent, ',' or '.' alike", () => {
    expect(read({ pinLat: "36.8547123456789", pinLng: "10,3219876" })).toEqual({
      pin: { lat: 36.854, lng: 10.322 },
    });
    expect(roundPin(36.8551, 10.3209)).toEqual({ lat: 36.856, lng: 10.32 });
  });

  it("tells 'not asked' (no field) from 'no pin' (both empty)", () => {
    expect(read({})).toEqual({ pin: undefined });
    expect(read({ pinLat: "", pinLng: " " })).toEqual({ pin: null });
  });

  it("refuses half a pin, a point outside Tunisia and what is not decimal degrees", () => {
    expect(read({ pinLat: "36.85", pinLng: "" })).toEqual({ error: PIN_INCOMPLETE_MESSAGE });
    expect(read({ pinLng: "10.32" })).toEqual({ error: PIN_INCOMPLETE_MESSAGE });
    expect(read({ pinLat: "48.8566", pinLng: "2.3522" })).toEqual({
      error: PIN_OUTSIDE_TUNISIA_MESSAGE,
    });
    for (const forged of ["1e1", "0x24", "Infinity", "NaN", "36.8.5", "trente-six"]) {
      expect(read({ pinLat: forged, pinLng: "10.32" })).toEqual({ error: PIN_INVALID_MESSAGE });
    }
  });

  it("reads the form's two fields back as a pin, or none", () => {
    expect(pinOfText("36.854", "10.322")).toEqual({ lat: 36.854, lng: 10.322 });
    expect(pinOfText("", "")).toBeNull();
    expect(pinOfText("48.85", "2.35")).toBeNull();
  });
});
