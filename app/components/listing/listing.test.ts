import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE, usableImageUrl } from "../../lib/listing-image-source";
import { visiblePages } from "./pagination";

describe("usableImageUrl", () => {
  it("keeps our files, http(s) and inline images", () => {
    expect(usableImageUrl("/media/property_images/a.webp")).toBe("/media/property_images/a.webp");
    expect(usableImageUrl("https://exemple.tn/a.jpg")).toBe("https://exemple.tn/a.jpg");
    expect(usableImageUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
  });

  it("treats blob:, empty and foreign schemes as missing", () => {
    for (const url of [
      "blob:http://localhost/123",
      "",
      "   ",
      null,
      undefined,
      "javascript:alert(1)",
      "//evil.tn/a.png",
    ]) {
      expect(usableImageUrl(url), String(url)).toBeNull();
    }
  });

  it("has an inline placeholder that needs no request", () => {
    expect(PLACEHOLDER_IMAGE.startsWith("data:image/")).toBe(true);
  });
});

describe("visiblePages", () => {
  it("shows every page of a short list", () => {
    expect(visiblePages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows the ends and the neighbours of the current page, with gaps", () => {
    expect(visiblePages(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(visiblePages(1, 12)).toEqual([1, 2, null, 12]);
  });
});
