import { sameSitePath } from "~/lib/same-site-path";

/**
 * Where a plain form post (no JavaScript yet) returns once done: the page it came from, on this
 * site only; home otherwise.
 */
export function refererPath(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return "/";
    return sameSitePath(`${url.pathname}${url.search}`) ?? "/";
  } catch {
    return "/";
  }
}
