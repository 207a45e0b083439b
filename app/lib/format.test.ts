import { describe, expect, it } from "vitest";
import { formatNumber, formatOneDecimal, formatPrice } from "./format";

/** What the pages showed before (finite numbers under 10^21 only: nothing larger is shown), with Intl (narrow no-break spaces made plain no-break spaces). */
function intl(value: number, decimals: number) {
  return new Intl.NumberFormat("fr-FR", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .format(value)
    .replace(/\u202f/g, "\u00a0");
}

const SAMPLES = [
  0,
  -0,
  0.4,
  0.5,
  1.5,
  2.5,
  -0.4,
  -0.5,
  -2.5,
  7,
  12,
  999,
  1000,
  1001,
  9999.5,
  45000,
  120000,
  450000,
  1250000,
  999999.5,
  12345678.9,
  -1250000,
  2 ** 53,
  1e20,
  4.45,
  4.05,
  3.95,
  4.25,
  0.05,
  0.15,
  0.25,
  1234.56,
  1e-7,
  -1e-7,
  0.000001,
  4.95,
  9.95,
  99.95,
  999.95,
  1e20 + 0.5,
];

describe("French number formats", () => {
  it("writes integers as Intl's fr-FR does, with no-break spaces", () => {
    for (const value of SAMPLES) expect(formatNumber(value), String(value)).toBe(intl(value, 0));
    for (let value = -2000; value <= 200_000; value += 7.25) {
      expect(formatNumber(value), String(value)).toBe(intl(value, 0));
    }
  });

  it("writes one decimal after a comma as Intl's fr-FR does", () => {
    for (const value of SAMPLES)
      expect(formatOneDecimal(value), String(value)).toBe(intl(value, 1));
    for (let tenth = 0; tenth <= 50_000; tenth++) {
      const value = tenth / 1000;
      expect(formatOneDecimal(value), String(value)).toBe(intl(value, 1));
    }
  });

  it("shows prices with the currency and the month for rentals", () => {
    expect(formatPrice(1250000, "vente")).toBe("1\u00a0250\u00a0000 TND");
    expect(formatPrice(1200, "location")).toBe("1\u00a0200 TND/mois");
  });
});
