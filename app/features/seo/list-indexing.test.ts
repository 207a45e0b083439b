import { describe, expect, it } from "vitest";
import { listPageMeta } from "./list-indexing";

const origin = "https://darna.tn";
const canonicalOf = (meta: ReturnType<typeof listPageMeta>) =>
  meta.find((tag) => "rel" in tag && tag.rel === "canonical")?.href;
const robotsOf = (meta: ReturnType<typeof listPageMeta>) =>
  meta.find((tag) => "name" in tag && tag.name === "robots")?.content;

describe("list pages for search engines", () => {
  it("name the listings shown in one order, without the sort or a first page", () => {
    const meta = listPageMeta(
      origin,
      "/proprietes",
      "?sort=price_desc&location=sfax&page=1&announcementType=vente&category=villa",
    );
    expect(canonicalOf(meta)).toBe(
      "https://darna.tn/proprietes?announcementType=vente&category=villa&location=sfax",
    );
    expect(robotsOf(meta)).toBeUndefined();
    expect(canonicalOf(listPageMeta(origin, "/services", "?page=3&location=tunis"))).toBe(
      "https://darna.tn/services?location=tunis&page=3",
    );
    expect(canonicalOf(listPageMeta(origin, "/boutiques", ""))).toBe("https://darna.tn/boutiques");
  });

  it("keep a visitor's own search out of the index, links followed", () => {
    for (const search of [
      "?q=piscine",
      "?price=100000-",
      "?bedrooms=2",
      "?minRating=4",
      "?includeClosed=1",
    ]) {
      const meta = listPageMeta(origin, "/proprietes", `${search}&location=nabeul`);
      expect(robotsOf(meta)).toBe("noindex, follow");
      expect(canonicalOf(meta)).toBe("https://darna.tn/proprietes?location=nabeul");
    }
  });

  it("give a list that exists in Arabic its address in both languages, the same filters in each", () => {
    const alternates = (meta: ReturnType<typeof listPageMeta>) =>
      Object.fromEntries(
        meta.flatMap((tag) =>
          "hrefLang" in tag && tag.hrefLang ? [[tag.hrefLang, tag.href]] : [],
        ),
      );
    const search = "?sort=price_desc&location=ariana&announcementType=location";
    const french = listPageMeta(origin, "/proprietes", search);
    const arabic = listPageMeta(origin, "/ar/proprietes", search);
    expect(canonicalOf(french)).toBe(
      "https://darna.tn/proprietes?announcementType=location&location=ariana",
    );
    expect(canonicalOf(arabic)).toBe(
      "https://darna.tn/ar/proprietes?announcementType=location&location=ariana",
    );
    const both = {
      fr: "https://darna.tn/proprietes?announcementType=location&location=ariana",
      ar: "https://darna.tn/ar/proprietes?announcementType=location&location=ariana",
      "x-default": "https://darna.tn/proprietes?announcementType=location&location=ariana",
    };
    expect(alternates(french)).toEqual(both);
    expect(alternates(arabic)).toEqual(both);
    // Lists that exist in French only name no other language.
    expect(alternates(listPageMeta(origin, "/services", "?location=tunis"))).toEqual({});
  });
});
