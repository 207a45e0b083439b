import * as Sentry from "@sentry/node";
import { NO_DATA_COLLECTION, scrubEvent } from "~/lib/error-scrub";
import { escapeHtml } from "~/lib/escape-html";
import { version } from "../../package.json";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { currentRequestId } from "./request-id.server";

/*
 * Error tracking (issue 26, docs/decisions/0037): only when SENTRY_DSN is set, and then only
 * what this module hands over — unexpected server errors, with the request id and the release,
 * scrubbed of personal data (lib/error-scrub.ts). No tracing, no automatic instrumentation: the
 * SDK reports what we report. Without SENTRY_DSN nothing is sent anywhere.
 */

export function errorTrackingRelease(): string {
  return env().SENTRY_RELEASE ?? `darna@${version}`;
}

/** The DSN's origin, which the browser script sends to (the page's CSP allows it), or none. */
export function errorTrackingOrigins(): string[] {
  const dsn = env().SENTRY_DSN;
  return dsn ? [new URL(dsn).origin] : [];
}

// Both bundles of the process (the HTTP entry and the React Router build) share one SDK client.
const shared = globalThis as { __darnaErrorTracking?: boolean };

/** Starts the SDK once per process when SENTRY_DSN is set; whether it is on. */
export function startErrorTracking(): boolean {
  const dsn = env().SENTRY_DSN;
  if (!dsn) return false;
  if (shared.__darnaErrorTracking) return true;
  shared.__darnaErrorTracking = true;
  Sentry.init({
    dsn,
    release: errorTrackingRelease(),
    environment: env().NODE_ENV,
    dataCollection: NO_DATA_COLLECTION,
    defaultIntegrations: false,
    // No deduplication: the same failure met by two requests is two reports, each with its id.
    integrations: [Sentry.linkedErrorsIntegration()],
    enableRuntimeChannelInjection: false,
    beforeSend: (event) => scrubEvent(event),
  });
  logger.info({ release: errorTrackingRelease() }, "suivi des erreurs actif (SENTRY_DSN)");
  return true;
}

/** Reports an unexpected error with the id of the request being served; nothing without a DSN. */
export function reportError(error: unknown): void {
  if (!shared.__darnaErrorTracking) return;
  const requestId = currentRequestId();
  Sentry.withScope((scope) => {
    if (requestId) scope.setTag("request_id", requestId);
    Sentry.captureException(error);
  });
}

/** Sends what is still queued (tests, shutdown). */
export async function flushErrorTracking(timeoutMs = 2_000): Promise<void> {
  if (shared.__darnaErrorTracking) await Sentry.flush(timeoutMs);
}

/** Sends what is queued and stops reporting (tests; a process that stops). */
export async function stopErrorTracking(): Promise<void> {
  if (!shared.__darnaErrorTracking) return;
  shared.__darnaErrorTracking = false;
  await Sentry.close(2_000);
}

/**
 * The browser's error tracking, for a page's head: a script of its own, built beside the client
 * (scripts/bundle-error-tracking.mjs) and named only in the server's HTML, so that pages carry no
 * byte of it without SENTRY_DSN; it reads where to send, the release and the page's request id
 * from its attributes. None without SENTRY_DSN.
 */
export function errorTrackingScriptTag(requestId: string): string | null {
  const dsn = env().SENTRY_DSN;
  if (!dsn) return null;
  const attributes = [
    ["data-dsn", dsn],
    ["data-release", errorTrackingRelease()],
    ["data-request-id", requestId],
  ]
    .map(([name, value]) => `${name}="${escapeHtml(value ?? "")}"`)
    .join(" ");
  return `<script async src="/error-tracking.js" ${attributes}></script>`;
}
