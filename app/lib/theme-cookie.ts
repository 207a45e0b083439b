export const THEMES = ["light", "dark", "system"] as const;
export type TTheme = (typeof THEMES)[number];

/** The only cookie an anonymous visitor may carry (app/edge/page-cache.server.ts). */
export const THEME_COOKIE = "darna-theme";

export function isTheme(value: string | undefined): value is TTheme {
  return (THEMES as readonly string[]).includes(value ?? "");
}

/** The theme chosen in the `darna-theme` cookie of a Cookie header; 'system' when absent. */
export function readThemeCookie(cookieHeader: string | null | undefined): TTheme {
  const match = cookieHeader?.match(/(?:^|;\s*)darna-theme=([^;]*)/);
  const value = match?.[1];
  return isTheme(value) ? value : "system";
}

/**
 * Set by the browser once a page has hydrated (app/root.tsx): a signed-in person whose browser
 * runs the page's script may get a public page as a visitor sees it, their own parts read after
 * hydration (docs/decisions/0040). It says nothing about anyone: pages are never rendered from it.
 */
export const SCRIPT_COOKIE = "darna-js";

/** Cookies a page is never rendered from differently, but for the theme (part of the cache's key). */
const DEVICE_COOKIES: ReadonlySet<string> = new Set([THEME_COOKIE, SCRIPT_COOKIE]);

/** The authentication library's cookies (session token, its signed copy, 'do not remember'). */
const SESSION_COOKIE = /^(?:__Secure-)?better-auth\./;

export type TCookieKinds = {
  /** A session cookie, valid or not: the page may be someone's. */
  session: boolean;
  /** A cookie neither the device's nor a session's: a flash message, anything unknown. */
  other: boolean;
  /** The browser said it runs the pages' script. */
  script: boolean;
};

/** What a Cookie header carries, by kind. */
export function readCookieKinds(cookieHeader: string | null | undefined): TCookieKinds {
  const kinds: TCookieKinds = { session: false, other: false, script: false };
  for (const pair of (cookieHeader ?? "").split(";")) {
    const name = pair.split("=", 1)[0]?.trim();
    if (!name) continue;
    if (name === SCRIPT_COOKIE) kinds.script = true;
    else if (SESSION_COOKIE.test(name)) kinds.session = true;
    else if (!DEVICE_COOKIES.has(name)) kinds.other = true;
  }
  return kinds;
}

/**
 * Whether a Cookie header carries anything a page may be rendered from for one person: a session,
 * a flash message, anything unknown (only the device's cookies are not). Such a request is not an
 * anonymous visitor's: its page is neither kept by the page cache (decision 0017) nor left to
 * shared caches.
 */
export function carriesPersonalCookies(cookieHeader: string | null | undefined): boolean {
  const kinds = readCookieKinds(cookieHeader);
  return kinds.session || kinds.other;
}
