/**
 * Darna's languages (issue 25, decision 0046). French lives at `/…`, Arabic at `/ar/…`; a page has
 * its Arabic address once all its texts are in the Arabic catalogue (ARABIC_PAGES), so that no
 * Arabic page shows French. Shared by the route table, the server and the browser.
 */
export const LOCALES = ["fr", "ar"] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = "fr";

/** Where the language switch posts (app/routes/language-action.ts). */
export const LANGUAGE_ACTION = "/actions/langue";

/** The language a visitor chose with the switch; anything else reads as French. */
export const LOCALE_COOKIE = "darna-langue";

/**
 * The pages that exist in Arabic, as route patterns. The route table gives each of them an
 * optional `ar/` prefix; links from an Arabic page lead to these in Arabic, to the others in
 * French.
 */
export const ARABIC_PAGES = ["/", "/proprietes", "/proprietes/:id"] as const;

const ARABIC_PAGE_PATTERNS = ARABIC_PAGES.map(
  (page) => new RegExp(`^${page.replace(/:[^/]+/g, "[^/]+")}$`),
);

export function isLocale(value: unknown): value is TLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a path: `/ar` and `/ar/…` are Arabic, every other path French. Without regard
 * to case, as the route table matches (`/AR/` is the Arabic home page; its canonical says `/ar/`).
 */
export function localeOfPath(pathname: string): TLocale {
  const start = pathname.slice(0, 4).toLowerCase();
  return start === "/ar" || start === "/ar/" ? "ar" : "fr";
}

/** A path without its language prefix: `/ar/proprietes` → `/proprietes`, `/ar` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === "fr") return pathname;
  return pathname.slice(3) || "/";
}

export function hasArabicPage(pathname: string): boolean {
  const path = pathWithoutLocale(pathname).replace(/\/+$/, "") || "/";
  return ARABIC_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * `to` (a path of this site, with its query and hash) in `locale`: an Arabic page gets its `/ar`
 * prefix, a page that only exists in French stays French.
 */
export function pathInLocale(to: string, locale: TLocale): string {
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  const rest = end === -1 ? "" : to.slice(end);
  const french = pathWithoutLocale(pathname);
  if (locale === "fr" || !hasArabicPage(french)) return french + rest;
  // '/ar', not '/ar/': the router resolves a link's path without its last slash, and a link to
  // the page it is on must say so (NavLink's aria-current).
  return (french === "/" ? "/ar" : `/ar${french}`) + rest;
}

export function directionOf(locale: TLocale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** Read from a Cookie header; a missing or forged value is French. */
export function readLocaleCookie(cookieHeader: string | null | undefined): TLocale {
  const value = cookieHeader?.match(/(?:^|;\s*)darna-langue=([^;]*)/)?.[1];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * BCP 47 tags for numbers and dates: Arabic with Western digits (`nu-latn`), which the
 * Tunisian press and the French pages use, on the server and in every browser alike.
 */
export const INTL_LOCALE: Record<TLocale, string> = { fr: "fr-FR", ar: "ar-TN-u-nu-latn" };

/**
 * A page's language for server code that writes its texts: the catalogue's lookup (`i18n._`) is
 * passed in, since modules the command line loads cannot import the compiled catalogues. Their
 * texts are string literals marked for extraction by a leading `i18n` comment, the French being
 * the message id.
 */
export type TPageText = {
  locale: TLocale;
  translate: (id: string, values?: Record<string, string>) => string;
};

/** What joins a list of names in a sentence: 'Sfax, Nabeul' / 'صفاقس، نابل'. */
export const LIST_SEPARATOR: Record<TLocale, string> = { fr: ", ", ar: "، " };

/**
 * The French of such texts without a catalogue: the message id with its `{placeholders}` filled
 * (code that runs outside a page, tests).
 */
export const frenchText: TPageText["translate"] = (id, values) =>
  id.replace(/\{(\w+)\}/g, (placeholder, name: string) => values?.[name] ?? placeholder);
