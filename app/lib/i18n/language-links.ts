import { hasArabicPage, localeOfPath, pathInLocale } from "./locale";

/**
 * A page's canonical address in its own language, and its addresses in both languages for
 * search engines (`hreflang`, French the default), when it exists in Arabic (decision 0046).
 */
export function languageLinks(origin: string, address: string) {
  // The address may carry a query (a list's canonical filters), which both languages keep.
  const pathname = address.split(/[?#]/)[0] ?? address;
  if (!hasArabicPage(pathname)) return [];
  const french = pathInLocale(address, "fr");
  const arabic = pathInLocale(address, "ar");
  const own = localeOfPath(pathname) === "ar" ? arabic : french;
  return [
    { tagName: "link", rel: "canonical", href: `${origin}${own}` },
    { tagName: "link", rel: "alternate", hrefLang: "fr", href: `${origin}${french}` },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: `${origin}${arabic}` },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${french}` },
    { property: "og:locale", content: own === arabic ? "ar_TN" : "fr_TN" },
  ] as const;
}
