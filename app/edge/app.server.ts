import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { adminApi } from "~/edge/admin-api.server";
import { propertiesApi } from "~/edge/properties-api.server";
import { countViewOf } from "~/features/listings/listing-counters.server";
import { DEFAULT_LOCALE, LANGUAGE_ACTION, pathInLocale, readLocaleCookie } from "~/lib/i18n/locale";
import { CLIENT_IP_HEADER, configuredSocialProviders, getAuth } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import {
  errorTrackingOrigins,
  reportError,
  startErrorTracking,
} from "~/server/error-tracking.server";
import { ensureOgImage } from "~/server/images/og-image.server";
import { logger } from "~/server/logger.server";
import { mapTileOrigins } from "~/server/map-tiles.server";
import { handleEventStream } from "~/server/realtime/event-stream.server";
import { currentRequestId } from "~/server/request-id.server";
import { isBucket } from "~/server/storage/s3-storage.server";
import { getStorage, keyFromPublicUrl } from "~/server/storage/storage.server";
import { accessLog } from "./access-log.server";
import { isOpenAuthEndpoint } from "./auth-endpoints.server";
import { clientAddress, forwardedRequest } from "./forwarded.server";
import { refuseControlCharactersInJson } from "./json-text.server";
import {
  MEDIA_CACHE_CONTROL,
  MEDIA_NOT_FOUND,
  mediaOrigins,
  serveBucketMedia,
} from "./media.server";
import { countRequests, metricsEndpoint } from "./metrics-http.server";
import { announcePageChange, isSuccessfulWrite, type PageCache } from "./page-cache.server";
import { PRIVATE_CACHE_CONTROL } from "./private-responses.server";
import { requestInfoContext } from "./request-context.server";
import { createRouteLabel } from "./route-label.server";
import { crossOriginRefusal, isCrossOriginWrite } from "./same-origin.server";

export const MAX_REQUEST_BYTES = 60 * 1024 * 1024;

type TEnvBindings = { Bindings: HttpBindings; Variables: SecureHeadersVariables };

export type THttpAppOptions = {
  /** The React Router build, or (development) a function that loads its latest version. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build (hashed assets, public files). */
  clientDir: string;
  /** Folder of uploaded files, served under /media/. */
  mediaDir: string;
  mode?: "production" | "development";
  /** Anonymous public pages kept briefly in memory (the production server's; see page-cache.server.ts). */
  pageCache?: PageCache;
  /** Opens GET /metrics to its bearer; METRICS_TOKEN by default. */
  metricsToken?: string;
};

export function createHttpApp({
  build,
  clientDir,
  mediaDir,
  mode = "production",
  pageCache,
  metricsToken = env().METRICS_TOKEN,
}: THttpAppOptions) {
  const app = new Hono<TEnvBindings>();
  const handleDocument = createRequestHandler(build, mode);
  const socialOrigins = socialSignInOrigins();

  const routeLabel = createRouteLabel(build);
  // First, so that it times and counts every answer, refusals included (decision 0036).
  app.use(countRequests(routeLabel));

  // Behind trusted proxies the request is the one the browser made (https://host), and the
  // client address is the one the outermost trusted proxy saw (forwarded.server.ts). It replaces
  // anything the client sent under that name: Better Auth and our rate limits key on it.
  const trustedHops = env().TRUST_PROXY;

  // First: every later step, and its log lines, belongs to the request's id (access-log.server.ts).
  startErrorTracking();
  app.use(accessLog({ trustedHops, label: routeLabel }));

  app.use(async (c, next) => {
    const raw = forwardedRequest(c.req.raw, trustedHops);
    raw.headers.set(
      CLIENT_IP_HEADER,
      clientAddress(
        c.env?.incoming?.socket?.remoteAddress,
        raw.headers.get("x-forwarded-for"),
        trustedHops,
      ),
    );
    c.req.raw = raw;
    await next();
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        // Radix and sonner set inline styles; no script can come in through them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photos come from the CDN or public bucket when S3_PUBLIC_URL names one (/media/
        // redirects there); map tiles from MAP_TILES_URL's host.
        imgSrc: ["'self'", "data:", "blob:", ...mediaOrigins(), ...mapTileOrigins()],
        fontSrc: ["'self'", "data:"],
        // blob: lets a page read back an image the user just picked (previews); in development
        // Vite's hot reload talks over a WebSocket.
        // The error tracking script sends to the DSN's host, only when SENTRY_DSN names one.
        connectSrc: [
          "'self'",
          "blob:",
          ...errorTrackingOrigins(),
          ...(mode === "development" ? ["ws:"] : []),
        ],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // A social sign-in form answers with a redirect to the provider.
        formAction: ["'self'", ...socialOrigins],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: "DENY",
      xContentTypeOptions: "nosniff",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: mode === "production" ? "max-age=15552000" : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use(compress());

  if (pageCache) {
    // After the response is made and before it leaves: the writer's next page is never stale.
    app.use(async (c, next) => {
      await next();
      if (!isSuccessfulWrite(c.req.method, c.res.status)) return;
      // The language switch only sets its cookie.
      if (c.req.path === LANGUAGE_ACTION) return;
      pageCache.changed();
      await announcePageChange().catch((error: unknown) => {
        logger.error({ err: error }, "cache des pages : annonce impossible aux autres processus");
      });
    });
  }

  // Before anything reads a body or a session: see same-origin.server.ts.
  const ownOrigin = new URL(env().PUBLIC_URL).origin;
  app.use(async (c, next) => {
    if (isCrossOriginWrite(c.req.raw, ownOrigin)) return crossOriginRefusal(c.req.raw);
    await next();
  });

  // A backstop against oversized bodies; forms check their own, smaller limits with a French
  // message on the field (five 10 MB photos is the largest legitimate request).
  app.use(
    bodyLimit({
      maxSize: MAX_REQUEST_BYTES,
      onError: (c) => c.text("La requête dépasse la taille maximale autorisée (60 Mo).", 413),
    }),
  );

  app.get("/healthz", async (c) => {
    try {
      const db = await getDb();
      await db.execute(sql`select 1`);
      return c.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "healthz: la base ne répond pas");
      return c.json({ status: "error" }, 503);
    }
  });

  // Without METRICS_TOKEN, /metrics is an unknown address like any other (404).
  if (metricsToken) app.get("/metrics", metricsEndpoint(metricsToken));

  // A listing's link preview image is made on the first request for it (decision 0025), then
  // served like every other file.
  app.on(["GET", "HEAD"], "/media/og_images/*", async (c, next) => {
    const key = keyFromPublicUrl(new URL(c.req.url).pathname);
    if (key) await ensureOgImage(key);
    return next();
  });
  // Uploaded files: from the bucket when one is installed (S3_BUCKET), else from DATA_DIR.
  app.on(["GET", "HEAD"], "/media/*", async (c, next) => {
    const storage = getStorage();
    if (!isBucket(storage)) return next();
    return serveBucketMedia(c.req.raw, storage);
  });
  app.use(
    "/media/*",
    serveStatic({
      root: mediaDir,
      rewriteRequestPath: (requestPath) => requestPath.replace(/^\/media/, ""),
      onFound: (_path, c) => {
        c.header("Cache-Control", MEDIA_CACHE_CONTROL);
      },
    }),
  );
  app.get("/media/*", (c) => c.text(MEDIA_NOT_FOUND, 404));

  // Hashed build output never changes under the same name.
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (path, c) => {
        const revalidate = /\/(sw|service-worker)\.js$|manifest\.webmanifest$/.test(path);
        c.header("Cache-Control", revalidate ? "no-cache" : "public, max-age=3600");
      },
    }),
  );

  app.use("/api/*", async (c, next) => {
    const refusal = await refuseControlCharactersInJson(c.req.raw);
    if (refusal) return refusal;
    await next();
  });
  app.on(["GET", "POST"], "/api/auth/*", async (c, next) => {
    // The doors Darna's pages do not use would skip their checks: see auth-endpoints.server.ts.
    if (!isOpenAuthEndpoint(c.req.method, new URL(c.req.url).pathname)) return next();
    return (await getAuth()).handler(c.req.raw);
  });
  // Server-Sent Events (docs/decisions/0005): compress leaves text/event-stream alone.
  app.get("/api/events", (c) => handleEventStream(c.req.raw));
  app.route("/api/proprietes", propertiesApi);
  app.route("/api/admin", adminApi);
  app.all("/api/*", (c) => c.json({ error: "Ressource introuvable" }, 404));

  // The home page's address opens in the language the visitor chose with the switch (decision
  // 0046); every other address says its language itself. Before the page cache, which keeps no
  // cookie of this kind.
  app.get("/", (c, next) => {
    if (readLocaleCookie(c.req.header("cookie")) === DEFAULT_LOCALE) return next();
    c.header("cache-control", PRIVATE_CACHE_CONTROL);
    c.header("vary", "Cookie");
    return c.redirect(pathInLocale("/", "ar"), 302);
  });

  app.all("*", async (c) => {
    const renderDocument = (
      nonce: string,
      requestId = currentRequestId() ?? "",
      request = c.req.raw,
    ) => {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, {
        nonce,
        clientIp: c.req.header(CLIENT_IP_HEADER) ?? "unknown",
        requestId,
      });
      return handleDocument(request, context);
    };
    const nonce = c.get("secureHeadersNonce") ?? "";
    const response = pageCache
      ? await pageCache.respond(c.req.raw, nonce, renderDocument)
      : await renderDocument(nonce);
    // Here, not in the listing pages' loaders: a page served from the cache runs none.
    countViewOf(c.req.raw, response.status);
    return response;
  });

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "erreur serveur");
    reportError(error);
    const requestId = currentRequestId();
    const code = requestId ? ` Code de l'erreur : ${requestId}` : "";
    return c.text(`Une erreur inattendue s'est produite.${code}`, 500);
  });

  return app;
}

function socialSignInOrigins() {
  const providers = configuredSocialProviders();
  return [
    ...(providers.google ? ["https://accounts.google.com"] : []),
    ...(providers.facebook ? ["https://www.facebook.com"] : []),
  ];
}
