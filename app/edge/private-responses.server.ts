import type { MiddlewareFunction } from "react-router";
import { carriesPersonalCookies } from "~/lib/theme-cookie";

/*
 * Pages that show someone's data must stay out of shared caches (a proxy, a CDN) and out of the
 * browser's back-forward and disk caches once that person signs out (issue 21). One rule, in one
 * place: a response made for a request that carries a session (any cookie but the device's:
 * the theme and the script cookie, the page cache's rule, decisions 0017 and 0040) is private — every page shows the signed-in user's name and
 * bell, and the private pages (my listings, favourites, alerts, profile, admin) cannot be reached
 * without one. The pages a signed link opens without a session (renewal, unsubscribe: decision
 * 0019) show a listing's or an alert's owner their own data: they mark every response.
 *
 * React Router passes a loader's own headers to the response only through a route's `headers`
 * export, which none has: this is done as middleware, on the response itself, document and
 * `.data` requests alike.
 */

export const PRIVATE_CACHE_CONTROL = "private, no-store";

function markedPrivate(response: Response): Response {
  try {
    response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  } catch {
    // Headers of a response made by Response.redirect() or fetch() are immutable.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return copy;
  }
}

/** The root route's middleware: whatever is rendered for a signed-in user is theirs only. */
export const privateWhenSignedIn: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  return carriesPersonalCookies(request.headers.get("cookie")) ? markedPrivate(response) : response;
};

/** A route's middleware when every one of its responses is someone's, session or not. */
export const privateResponses: MiddlewareFunction<Response> = async (_args, next) =>
  markedPrivate(await next());
