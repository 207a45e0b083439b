/**
 * `npm run dev`: the same Hono app as production (CSP, rate limits keyed on the client address,
 * /api/*, /media/*, server-sent events), with Vite in middleware mode for the modules and hot
 * reload. Vite answers its own requests (source modules, /@vite/client, public files); every
 * other request goes to the app, which renders pages with the build Vite keeps up to date.
 */
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createHttpApp } from "../app/edge/app.server";
import { startListingViewFlush } from "../app/features/listings/listing-counters.server";
import { prepareDatabase } from "../app/server/boot.server";
import { DatabaseSetupError } from "../app/server/db/client.server";
import { EnvError, parseEnv } from "../app/server/env.server";
import { stopJobQueue } from "../app/server/jobs/queue.server";
import { startJobsFromBuild } from "../app/server/jobs/start-from-build.server";
import { logger } from "../app/server/logger.server";
import { stopRealtime } from "../app/server/realtime/relay.server";
import { uploadsDir } from "../app/server/storage/storage.server";

const root = path.resolve(import.meta.dirname, "..");

async function main() {
  const env = parseEnv();
  const handle = await prepareDatabase(env, path.join(root, "app/server/db/migrations"));

  const server = http.createServer();
  const vite = await createServer({
    root,
    appType: "custom",
    server: { middlewareMode: true, ws: { server } },
  });
  const loadBuild = () =>
    vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  const app = createHttpApp({
    build: loadBuild,
    clientDir: path.join(root, "public"),
    mediaDir: uploadsDir(env.DATA_DIR),
    mode: "development",
  });
  const handleWithApp = getRequestListener(app.fetch);
  server.on("request", (request, response) => {
    vite.middlewares(request, response, () => handleWithApp(request, response));
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    fail(
      error.code === "EADDRINUSE"
        ? `le port ${env.PORT} est déjà utilisé. Choisissez-en un autre avec PORT.`
        : error.message,
    );
  });
  server.listen(env.PORT, () => {
    logger.info(
      { port: env.PORT, driver: handle.driver },
      `Darna (développement) sur ${env.PUBLIC_URL}`,
    );
    // Vite loads the application (whose build holds the job runner) only once it serves: loading
    // it before the server listens waits forever on the dependency optimizer.
    if (env.JOBS) {
      loadBuild()
        .then(startJobsFromBuild)
        .catch((error: unknown) => logger.error({ err: error }, "tâches de fond non démarrées"));
    }
  });

  const stopViewFlush = startListingViewFlush();
  const shutdown = () => {
    server.close();
    Promise.all([vite.close(), stopRealtime(), stopJobQueue(), stopViewFlush()])
      .then(() => handle.close())
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

function fail(message: string): never {
  process.stderr.write(`Darna ne peut pas démarrer: ${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DatabaseSetupError) fail(error.message);
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});
