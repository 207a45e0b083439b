import crypto from "node:crypto";
import type { Handler, MiddlewareHandler } from "hono";
import { logger } from "~/server/logger.server";
import { METRICS_CONTENT_TYPE, metrics, metricsText } from "~/server/metrics/metrics.server";
import type { TRouteLabel } from "./route-label.server";

/** '2xx', '4xx'…: the status in the metrics, five values rather than sixty. */
export function statusClass(status: number) {
  return `${Math.floor(status / 100)}xx`;
}

/** Counts every request and how long it took to answer, by route label and status class. */
export function countRequests(routeLabel: TRouteLabel): MiddlewareHandler {
  const { httpRequests, httpDuration } = metrics();
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    const status = c.res.status;
    const labels = { route: routeLabel(c, status), status: statusClass(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - startedAt) / 1000);
  };
}

export const METRICS_REFUSED =
  "Accès aux métriques refusé : envoyez l'en-tête Authorization: Bearer suivi de METRICS_TOKEN.";
export const METRICS_UNAVAILABLE =
  "Métriques indisponibles pour le moment : un processus n'a pas répondu. Réessayez.";

const digest = (text: string) => crypto.createHash("sha256").update(text).digest();

/**
 * GET /metrics for the holder of METRICS_TOKEN. A missing or wrong token gets 401 (decision
 * 0036): Prometheus then says the token is at fault, where a 404 would look like a wrong address.
 */
export function metricsEndpoint(token: string): Handler {
  const expected = digest(token);
  return async (c) => {
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header("authorization") ?? "")?.[1];
    // Digests have one length: the comparison takes the same time whatever was sent.
    if (!given || !crypto.timingSafeEqual(digest(given), expected)) {
      return c.text(METRICS_REFUSED, 401, {
        "WWW-Authenticate": 'Bearer realm="metrics"',
        "Cache-Control": "no-store",
      });
    }
    try {
      return c.body(await metricsText(), 200, {
        "Content-Type": METRICS_CONTENT_TYPE,
        "Cache-Control": "no-store",
      });
    } catch (error) {
      logger.warn({ err: error }, "métriques : lecture impossible");
      return c.text(METRICS_UNAVAILABLE, 503, { "Cache-Control": "no-store", "Retry-After": "5" });
    }
  };
}
