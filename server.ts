/**
 * Process entry: environment → database → migrations → demo data → HTTP.
 * Bundled by scripts/bundle-server.mjs into build/server.js for `npm start`.
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { prepareDatabase } from "./app/server/boot.server";
import { DatabaseSetupError } from "./app/server/db/client.server";
import { EnvError, parseEnv } from "./app/server/env.server";
import { createHttpApp } from "./app/server/http/app.server";
import { logger } from "./app/server/logger.server";
import { stopRealtime } from "./app/server/realtime/relay.server";
import { uploadsDir } from "./app/server/storage/storage.server";

// In the bundle (build/server.js) the project root is one folder up.
const here = path.dirname(fileURLToPath(import.meta.url));
const root =
  process.env.DARNA_ROOT ?? (process.env.DARNA_BUNDLED === "1" ? path.dirname(here) : here);

function fail(message: string): never {
  // One line on stderr, readable without a log viewer, then a non-zero exit.
  process.stderr.write(`Darna ne peut pas démarrer: ${message}\n`);
  process.exit(1);
}

async function main() {
  const startedAt = performance.now();
  const env = parseEnv();
  const buildDir = process.env.DARNA_BUILD_DIR ?? path.join(root, "build");
  const migrationsFolder =
    process.env.DARNA_MIGRATIONS_DIR ?? path.join(root, "app/server/db/migrations");

  // Loading the application code and opening the database both take CPU time: overlap them.
  const loadingBuild = import(pathToFileURL(path.join(buildDir, "server/index.js")).href).then(
    (module) => module as ServerBuild,
  );
  loadingBuild.catch(() => {});

  const handle = await prepareDatabase(env, migrationsFolder);

  const build = await loadingBuild;
  const app = createHttpApp({
    build,
    clientDir: path.join(buildDir, "client"),
    mediaDir: uploadsDir(env.DATA_DIR),
  });

  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    logger.info(
      { port: info.port, driver: handle.driver, ms: Math.round(performance.now() - startedAt) },
      `Darna écoute sur ${env.PUBLIC_URL}`,
    );
  });
  // Load balancers and HTTP clients keep idle connections open for about a minute; closing ours
  // first (Node's default is 5 s) races a request sent on the closing socket: ECONNRESET.
  if (server instanceof http.Server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  server.on("error", (error: NodeJS.ErrnoException) => {
    fail(
      error.code === "EADDRINUSE"
        ? `le port ${env.PORT} est déjà utilisé. Choisissez-en un autre avec PORT.`
        : error.message,
    );
  });

  const shutdown = () => {
    server.close();
    // Open event streams end first (browsers reconnect to another process), then LISTEN.
    stopRealtime()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DatabaseSetupError) fail(error.message);
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});
