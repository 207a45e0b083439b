import { describe, expect, it } from "vitest";
import { formatShortDate, UNKNOWN_DATE } from "./dates";

describe("short dates", () => {
  // 23:30 in London is already the next day in Tunis.
  const lateEvening = "2026-11-21T23:30:00.000Z";

  it("are French, in Tunis time", () => {
    expect(formatShortDate(lateEvening)).toBe("22/11/2026");
    expect(formatShortDate("pas une date")).toBe(UNKNOWN_DATE);
  });

  it("are Arabic on an Arabic page, with the Western digits of its prices", () => {
    const arabic = formatShortDate(lateEvening, "ar");
    expect(arabic.replace(/[^\d/]/g, "")).toBe("22/11/2026");
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
    expect(arabic).not.toBe("22/11/2026");
  });
});
