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
 * Whether a Cookie header carries anything but the theme: a session, a flash message, anything
 * a page may read. Such a request is not an anonymous visitor's: its page is neither kept by the
 * page cache (decision 0017) nor left to shared caches.
 */
export function carriesCookiesBesidesTheme(cookieHeader: string | null | undefined): boolean {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const name = pair.split("=", 1)[0]?.trim();
    if (name && name !== THEME_COOKIE) return true;
  }
  return false;
}
