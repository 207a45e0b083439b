import { FLASH_COOKIE_NAME } from "./flash-cookie";

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

/** The authentication library's cookies (session token, its signed copy, 'do not remember'). */
const SESSION_COOKIE = /^(?:__Secure-)?better-auth\./;

/**
 * The other cookies a page is rendered from for one person: the flash toast, and the message
 * draft (scoped to /messages, listed in case a page under it is ever kept). Any cookie Darna does
 * not set (a proxy's, an analytics tool's) changes no page: such a request is a visitor's.
 */
const PERSONAL_COOKIE = new RegExp(`^(?:${FLASH_COOKIE_NAME}$|darna_brouillon_)`);

export type TCookieKinds = {
  /** A session cookie, valid or not: the page may be someone's. */
  session: boolean;
  /** Another cookie a page is rendered from for one person: a flash message, a draft. */
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
    else if (PERSONAL_COOKIE.test(name)) kinds.other = true;
  }
  return kinds;
}

/**
 * Whether a Cookie header carries anything a page may be rendered from for one person: a session,
 * a flash message, a draft (the device's cookies and cookies Darna does not set are not). Such a request is not an
 * anonymous visitor's: its page is neither kept by the page cache (decision 0017) nor left to
 * shared caches.
 */
export function carriesPersonalCookies(cookieHeader: string | null | undefined): boolean {
  const kinds = readCookieKinds(cookieHeader);
  return kinds.session || kinds.other;
}
