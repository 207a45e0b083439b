import {
  browserApiErrorsIntegration,
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
} from "@sentry/browser";
import { NO_DATA_COLLECTION, scrubEvent } from "./error-scrub";

/*
 * The browser's error tracking (SENTRY_DSN, decision 0037): bundled on its own into
 * /error-tracking.js by scripts/bundle-error-tracking.mjs, and named by the server's HTML only
 * when SENTRY_DSN is set (entry.server.tsx), so a page without it loads none of this. The script
 * tag says where to send, which release and which request served the page.
 */
const settings = document.currentScript?.dataset;

if (settings?.dsn) {
  init({
    dsn: settings.dsn,
    release: settings.release,
    dataCollection: NO_DATA_COLLECTION,
    // Uncaught errors and rejections only: no breadcrumbs (what was clicked or typed), no tracing.
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      browserApiErrorsIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
    ],
    initialScope: settings.requestId ? { tags: { request_id: settings.requestId } } : undefined,
    beforeSend: (event) => scrubEvent(event),
  });
}
