/**
 * What search engines should keep of a list page (decision 0021): its canonical address names the
 * listings it shows — the kind, the governorate, the type, the page — in one fixed order, without
 * the sort (the same listings in another order); a page narrowed by a text search, a price,
 * surface, bedrooms or rating filter, or one that includes sold listings, is a visitor's own search:
 * followed for its links, never indexed (its combinations are endless and thin).
 */
const INDEXED_KEYS = ["announcementType", "category", "location", "page"] as const;
const IGNORED_KEYS = new Set(["sort"]);

export function listPageMeta(origin: string, pathname: string, search: string) {
  const params = new URLSearchParams(search);
  const canonical = new URLSearchParams();
  for (const key of INDEXED_KEYS) {
    const value = params.get(key);
    if (!value || (key === "page" && value === "1")) continue;
    canonical.set(key, value);
  }
  const ownSearch = [...params.keys()].some(
    (key) => !IGNORED_KEYS.has(key) && !(INDEXED_KEYS as readonly string[]).includes(key),
  );
  const query = canonical.toString();
  return [
    { tagName: "link", rel: "canonical", href: `${origin}${pathname}${query ? `?${query}` : ""}` },
    ...(ownSearch ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
