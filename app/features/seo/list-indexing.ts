/**
 * What search engines should keep of a list page (decision 0021): its canonical address names the
 * listings it shows — the kind, the governorate, the type, the page — in one fixed order, without
 * the sort (the same listings in another order); a page narrowed by a text search, a price,
 * surface, bedrooms or rating filter, or one that includes sold listings, is a visitor's own search:
 * followed for its links, never indexed (its combinations are endless and thin). A list that exists
 * in Arabic gives its address in both languages too (decision 0046).
 */
import { languageLinks } from "~/lib/i18n/language-links";

const INDEXED_KEYS = ["announcementType", "category", "location", "page"] as const;
const IGNORED_KEYS = new Set(["sort"]);

/** A head tag as React Router's meta functions describe it. */
type TMetaTag = Partial<
  Record<"tagName" | "rel" | "href" | "hrefLang" | "name" | "property" | "content", string>
>;

export function listPageMeta(origin: string, pathname: string, search: string): TMetaTag[] {
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
  const address = `${pathname}${query ? `?${query}` : ""}`;
  // A list that exists in Arabic names its two languages, each with the same canonical query.
  const inLanguages = languageLinks(origin, address);
  return [
    ...(inLanguages.length > 0
      ? inLanguages
      : [{ tagName: "link", rel: "canonical", href: `${origin}${address}` }]),
    ...(ownSearch ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}
