import type { MiddlewareHandler } from "hono";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { logger } from "../logger.server";
import { REQUEST_ID_HEADER, requestIdFor, withRequestId } from "../request-id.server";

/*
 * One access-log line per request (issue 26): method, route pattern, status, duration, and the
 * request id the logger adds to every line. The route's pattern, never its URL: a query string
 * may carry a token (password reset, unsubscribe links) and a path an id per listing.
 */

// Served by the HTTP layer itself, not by a page.
const PREFIXES = ["/assets/", "/media/", "/api/auth/", "/api/admin/", "/api/proprietes/"];
const API_ROUTES = new Set(["/api/events", "/api/proprietes", "/healthz"]);

/** The page routes of a build as the nested tree `matchRoutes` reads. */
export function documentRoutes(build: ServerBuild): RouteObject[] {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => ({
        id: route?.id,
        path: route?.path,
        index: route?.index,
        children: children(route?.id),
      })) as RouteObject[];
  return children(undefined);
}

/**
 * A bounded label for what answered `pathname`: a page route's pattern (`/proprietes/:id`), the
 * HTTP layer's own prefixes (`/media/*`), or `fichier` for the client build's files; `page`
 * when the pages are not known (development reloads them).
 */
export function routeLabel(pathname: string, routes: RouteObject[] | null): string {
  const prefix = PREFIXES.find((candidate) => pathname.startsWith(candidate));
  if (prefix) return `${prefix}*`;
  if (API_ROUTES.has(pathname)) return pathname;
  if (pathname.startsWith("/api/")) return "/api/*";
  // Single fetch asks for a page's data at its path plus `.data` (`/_root.data` for `/`).
  const data = pathname.endsWith(".data");
  const pagePath = data ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : pathname;
  if (!data && /\.[a-z0-9]+$/i.test(pathname) && !/^\/(robots\.txt|sitemap\.xml)$/.test(pathname)) {
    return "fichier";
  }
  if (!routes) return "page";
  const matches = matchRoutes(routes, pagePath) ?? [];
  const pattern = matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join("/");
  const label = `/${pattern}`.replace(/\/+/g, "/");
  return data ? `${label}.data` : label;
}

/**
 * Gives the request its id (X-Request-Id on the response; see request-id.server.ts), serves it
 * inside that id's scope and writes its access-log line.
 */
export function accessLog(options: {
  trustedHops: number;
  routes: () => RouteObject[] | null;
}): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    const requestId = requestIdFor(c.req.raw.headers, options.trustedHops);
    // Whatever reads the header further on reads the checked id, never what the client sent.
    c.req.raw.headers.set(REQUEST_ID_HEADER, requestId);
    await withRequestId(requestId, async () => {
      try {
        await next();
      } finally {
        try {
          c.res.headers.set(REQUEST_ID_HEADER, requestId);
        } catch {
          // A response made by Response.redirect() keeps its headers read-only.
          c.res = new Response(c.res.body, c.res);
          c.res.headers.set(REQUEST_ID_HEADER, requestId);
        }
        logger.info(
          {
            method: c.req.method,
            route: routeLabel(c.req.path, options.routes()),
            status: c.res.status,
            durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
          },
          "requête",
        );
      }
    });
  };
}
