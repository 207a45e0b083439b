import type { MiddlewareHandler } from "hono";
import { logger } from "~/server/logger.server";
import { REQUEST_ID_HEADER, requestIdFor, withRequestId } from "~/server/request-id.server";
import type { TRouteLabel } from "./route-label.server";

/*
 * One access-log line per request (issue 26): method, route pattern, status, duration, and the
 * request id the logger adds to every line. The route's pattern (route-label.server.ts), never
 * its URL: a query string may carry a token (password reset, unsubscribe links) and a path an id
 * per listing.
 */

/**
 * Gives the request its id (X-Request-Id on the response; see request-id.server.ts), serves it
 * inside that id's scope and writes its access-log line.
 */
export function accessLog(options: {
  trustedHops: number;
  /** The metrics' labeler: the log and the metrics name a request alike. */
  label: TRouteLabel;
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
            route: options.label(c, c.res.status),
            status: c.res.status,
            durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
          },
          "requête",
        );
      }
    });
  };
}
