import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/*
 * What a request is counted under in the metrics (and may be logged under): a pattern from a
 * bounded set, never the address itself, whose ids and queries would make a series per listing.
 *   /proprietes/:id, /messages/:id …  the React Router route that matched (its .data twin too)
 *   /api/proprietes/:id, /healthz …   the Hono route that answered
 *   media, static                     uploaded files, built assets and public files
 *   not_found                         nothing matched (404)
 *   other                             refused before any route (a cross-origin write, say)
 */

export type TRouteLabel = (c: Context, status: number) => string;

// Enough for every page and a few thousand listing addresses; emptied when full.
const MAX_REMEMBERED_PATHS = 2_000;

type TBuildRoutes = ServerBuild["routes"];

/** The route labeler of an app made from `build` (or, in development, from its latest load). */
export function createRouteLabel(build: ServerBuild | (() => Promise<ServerBuild>)): TRouteLabel {
  let pattern: ((pathname: string) => string | null) | undefined;
  if (typeof build === "function") {
    build().then(
      (loaded) => {
        pattern = documentPatterns(loaded.routes);
      },
      () => {},
    );
  } else pattern = documentPatterns(build.routes);

  return (c, status) => {
    const path = c.req.path;
    if (path.startsWith("/media/")) return "media";
    if (path.startsWith("/assets/")) return "static";
    // After the response, routeIndex is the route whose handler answered; a catch-all ('/*',
    // '/api/*', or a middleware registered for every path) names no particular route.
    const answered = matchedRoutes(c)[c.req.routeIndex]?.path ?? "*";
    const catchAll = answered === "*" || answered === "/*";
    if (path.startsWith("/api/")) {
      if (!catchAll && answered !== "/api/*") return answered;
      return status === 404 ? "not_found" : "/api/*";
    }
    if (!catchAll) return answered;
    const document = pattern ? pattern(path) : "document";
    if (document) return document;
    if (status === 404) return "not_found";
    // Only the static handler answers an unknown address without a 404.
    const method = c.req.method;
    return (method === "GET" || method === "HEAD") && status < 400 ? "static" : "other";
  };
}

/**
 * The pattern of the React Router route a path shows ('/proprietes/:id'), or null for the
 * catch-all route; single-fetch data requests (/proprietes/12.data, /_root.data) count with
 * their page.
 */
/** The optional prefix of the pages that exist in Arabic (app/routes.ts). */
const ARABIC_PREFIX = /^ar\?\/?/;

function documentPatterns(routes: TBuildRoutes): (pathname: string) => string | null {
  const tree = routeTree(routes);
  const remembered = new Map<string, string | null>();
  return (pathname) => {
    const known = remembered.get(pathname);
    if (known !== undefined) return known;
    const page = pathname.endsWith("/_root.data")
      ? pathname.slice(0, -"_root.data".length) || "/"
      : pathname.endsWith(".data")
        ? pathname.slice(0, -5)
        : pathname;
    const matches = matchRoutes(tree, page) ?? [];
    const leaf = matches.at(-1)?.route;
    const label =
      !leaf || leaf.path === "*"
        ? null
        : `/${matches
            // A page's two languages are one route (decision 0046): '/ar/proprietes' counts as
            // '/proprietes'.
            .map((match) => match.route.path?.replace(ARABIC_PREFIX, ""))
            .filter(Boolean)
            .join("/")}`;
    if (remembered.size >= MAX_REMEMBERED_PATHS) remembered.clear();
    remembered.set(pathname, label);
    return label;
  };
}

function routeTree(routes: TBuildRoutes): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route && route.parentId === parentId)
      .map((route) => {
        const entry = route as NonNullable<typeof route>;
        return entry.index
          ? { id: entry.id, index: true, path: entry.path }
          : {
              id: entry.id,
              path: entry.path,
              caseSensitive: entry.caseSensitive,
              children: childrenOf(entry.id),
            };
      });
  return childrenOf(undefined);
}
