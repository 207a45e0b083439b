/*
 * One guard for every state-changing request (POST, PUT, PATCH, DELETE) to our pages, resource
 * routes and APIs: a browser says where a request comes from (Origin, or at least Sec-Fetch-Site),
 * and only Darna's own pages may change anything. The session cookie is SameSite=Lax, which lets
 * same-site pages (another port, a sibling subdomain) post with it: this closes that door.
 *
 * Requests that carry neither header do not come from a browser page (curl, a server, a test
 * client): no browser can be made to send them with someone's cookie, so they go through.
 */

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_ORIGIN_MESSAGE =
  "Requête refusée : elle ne provient pas d'une page de Darna. Rechargez la page et réessayez.";

/** True when `request` would change something on behalf of a page that is not ours. */
export function isCrossOriginWrite(request: Request, ownOrigin: string): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  // "null" (a sandboxed frame, a data: page) is a foreign origin too.
  if (origin !== null) return origin !== ownOrigin;
  const site = request.headers.get("sec-fetch-site");
  if (site === null) return false;
  // 'none': the user did it themselves (typed address, bookmark); only same-origin otherwise.
  return site !== "same-origin" && site !== "none";
}

/** The refusal: JSON for API callers and scripts, plain text for a page's form. */
export function crossOriginRefusal(request: Request): Response {
  const path = new URL(request.url).pathname;
  const wantsJson =
    path.startsWith("/api/") ||
    path.startsWith("/actions/") ||
    (request.headers.get("accept") ?? "").includes("application/json");
  const headers = { "Cache-Control": "no-store" };
  return wantsJson
    ? Response.json(
        { error: CROSS_ORIGIN_MESSAGE, message: CROSS_ORIGIN_MESSAGE },
        { status: 403, headers },
      )
    : new Response(CROSS_ORIGIN_MESSAGE, {
        status: 403,
        headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
      });
}
