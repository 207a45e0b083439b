const ONE_YEAR = 60 * 60 * 24 * 365;

/** A cookie about this browser, never about a person (the theme, whether it runs the script). */
export function writeDeviceCookie(name: string, value: string) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; no async store needed
  document.cookie = `${name}=${value}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
}
