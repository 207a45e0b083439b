const PLACEHOLDER_ORIGIN = "http://darna.invalid";

/**
 * `candidate` as a path of this site once resolved (`/a/../b?c` → `/b?c`), or null when it would
 * name another origin, before or after resolution.
 */
export function sameSitePath(candidate: string): string | null {
  if (!isPlainPath(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return isPlainPath(resolved) ? resolved : null;
}

function isPlainPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject
  return !/[\\\u0000-\u001f\u007f]/.test(path);
}
