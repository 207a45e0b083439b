import { describe, expect, it } from "vitest";
import {
  RECENTLY_VIEWED_LIMIT,
  readRecentlyViewed,
  recordRecentlyViewed,
  type TRecentlyViewed,
} from "./recently-viewed";
import { RECENTLY_VIEWED_KEY } from "./recently-viewed-key";

/** A browser's localStorage, in memory. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const entry = (id: string, kind: TRecentlyViewed["kind"] = "property"): TRecentlyViewed => ({
  id,
  kind,
  title: `Annonce ${id}`,
  price: kind === "property" ? "250 000 TND" : null,
  thumbnail: `/media/property_images/u/${id}.thumb.webp`,
  url: `/${kind === "property" ? "proprietes" : kind === "service" ? "services" : "boutiques"}/${id}`,
});

describe("recently viewed listings (in the browser)", () => {
  it("keeps the newest first, each listing once, at most 12", () => {
    const storage = memoryStorage();
    for (let index = 1; index <= 14; index += 1) recordRecentlyViewed(entry(`p${index}`), storage);
    recordRecentlyViewed(entry("p5"), storage);
    recordRecentlyViewed(entry("p5", "service"), storage);
    const ids = readRecentlyViewed(storage).map((item) => `${item.kind}:${item.id}`);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids.slice(0, 4)).toEqual(["service:p5", "property:p5", "property:p14", "property:p13"]);
    expect(ids.filter((id) => id === "property:p5")).toHaveLength(1);
    expect(ids).not.toContain("property:p1");
  });

  it("shows nothing it cannot trust: other sites' links, scripts, another format", () => {
    const storage = memoryStorage();
    storage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        { ...entry("a"), url: "javascript:alert(1)" },
        { ...entry("b"), url: "//evil.example/proprietes/b" },
        { ...entry("c"), url: "https://evil.example/" },
        { ...entry("d"), kind: "voiture" },
        { ...entry("e"), thumbnail: "javascript:alert(1)" },
        entry("f"),
      ]),
    );
    expect(readRecentlyViewed(storage).map((item) => item.id)).toEqual(["f"]);
    storage.setItem(RECENTLY_VIEWED_KEY, "{pas du JSON");
    expect(readRecentlyViewed(storage)).toEqual([]);
    recordRecentlyViewed({ ...entry("g"), url: "javascript:void(0)" }, storage);
    expect(storage.getItem(RECENTLY_VIEWED_KEY)).toBe("{pas du JSON");
    expect(readRecentlyViewed(null)).toEqual([]);
  });
});
