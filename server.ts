/**
 * Process entry: environment → database → migrations → demo data → HTTP.
 * Bundled by scripts/bundle-server.mjs into build/server.js for `npm start`.
 *
 * WEB_CONCURRENCY=N (N > 1, PostgreSQL only) makes this process a node:cluster primary: it
 * migrates and seeds once, then forks N workers that serve the same port, replaces a worker that
 * dies, and relays SIGTERM/SIGINT to them (see app/server/process/graceful-shutdown.server.ts).
 */
import cluster, { type Worker } from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createHttpApp } from "./app/edge/app.server";
import { listenForPageChanges, PageCache } from "./app/edge/page-cache.server";
import { startListingViewFlush } from "./app/features/listings/listing-counters.server";
import { prepareDatabase } from "./app/server/boot.server";
import { DatabaseSetupError } from "./app/server/db/client.server";
import { EnvError, parseEnv, type TEnv } from "./app/server/env.server";
import { stopErrorTracking } from "./app/server/error-tracking.server";
import { stopJobQueue } from "./app/server/jobs/queue.server";
import { startJobsFromBuild } from "./app/server/jobs/start-from-build.server";
import { logger } from "./app/server/logger.server";
import { serveClusterMetrics, startMetrics } from "./app/server/metrics/metrics.server";
import {
  DRAIN_CAP_MS,
  installGracefulShutdown,
} from "./app/server/process/graceful-shutdown.server";
import { stopRealtime } from "./app/server/realtime/relay.server";
import { s3ConfigFromEnv } from "./app/server/storage/s3-storage.server";
import { uploadsDir } from "./app/server/storage/storage.server";

// In the bundle (build/server.js) the project root is one folder up.
const here = path.dirname(fileURLToPath(import.meta.url));
const root =
  process.env.DARNA_ROOT ?? (process.env.DARNA_BUNDLED === "1" ? path.dirname(here) : here);
const migrationsFolder =
  process.env.DARNA_MIGRATIONS_DIR ?? path.join(root, "app/server/db/migrations");

/** Between the primary and its workers. */
type TClusterMessage = { darna: "fatal"; message: string } | { darna: "shutdown" };

function isClusterMessage(value: unknown): value is TClusterMessage {
  return typeof value === "object" && value !== null && "darna" in value;
}

function printFatal(message: string) {
  // One line on stderr, readable without a log viewer.
  process.stderr.write(`Darna ne peut pas démarrer: ${message}\n`);
}

class PortError extends Error {}

const portInUse = (port: number) =>
  `le port ${port} est déjà utilisé. Choisissez-en un autre avec PORT.`;

function fail(message: string) {
  // N workers failing alike (a port in use) would print N lines: the primary prints one.
  if (cluster.isWorker && process.send) {
    process.send({ darna: "fatal", message } satisfies TClusterMessage, () => process.exit(1));
    return;
  }
  printFatal(message);
  process.exit(1);
}

/** One process serving HTTP: the only one, or a worker of the cluster. */
async function serveHttp(env: TEnv) {
  const startedAt = performance.now();
  // Before anything slow: the primary may ask a worker for its metrics as soon as it is forked.
  startMetrics();
  // A worker asked to stop while it starts (a replacement forked just before a deployment's
  // stop) has nothing to finish yet.
  const stopWhileStarting = (message: unknown) => {
    if (isClusterMessage(message) && message.darna === "shutdown") process.exit(0);
  };
  if (cluster.isWorker) {
    process.on("message", stopWhileStarting);
    process.on("disconnect", () => process.exit(0));
  }
  const buildDir = process.env.DARNA_BUILD_DIR ?? path.join(root, "build");

  // Loading the application code and opening the database both take CPU time: overlap them.
  const loadingBuild = import(pathToFileURL(path.join(buildDir, "server/index.js")).href).then(
    (module) => module as ServerBuild,
  );
  loadingBuild.catch(() => {});

  const handle = await prepareDatabase(env, migrationsFolder, { setUp: cluster.isPrimary });

  const build = await loadingBuild;
  // Photos served from local disk: the folder exists from the start (the static handler checks
  // it once and would warn on every fresh DATA_DIR).
  if (!s3ConfigFromEnv(env)) fs.mkdirSync(uploadsDir(env.DATA_DIR), { recursive: true });
  if (env.JOBS) await startJobsFromBuild(build);
  const pageCache = new PageCache();
  await listenForPageChanges(pageCache);
  const app = createHttpApp({
    build,
    clientDir: path.join(buildDir, "client"),
    mediaDir: uploadsDir(env.DATA_DIR),
    pageCache,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    const details = {
      port: info.port,
      driver: handle.driver,
      ms: Math.round(performance.now() - startedAt),
    };
    // A cluster's primary announces the whole deployment once its workers listen.
    if (cluster.isWorker) logger.debug(details, "processus prêt");
    else logger.info(details, `Darna écoute sur ${env.PUBLIC_URL}`);
  });
  if (!(server instanceof http.Server)) throw new Error("serveur HTTP/1.1 attendu");
  // Load balancers and HTTP clients keep idle connections open for about a minute; closing ours
  // first (Node's default is 5 s) races a request sent on the closing socket: ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on("error", (error: NodeJS.ErrnoException) => {
    fail(error.code === "EADDRINUSE" ? portInUse(env.PORT) : error.message);
  });

  const stopViewFlush = startListingViewFlush();
  const shutdown = installGracefulShutdown({
    server,
    stopStreams: stopRealtime,
    // The views counted in memory are written, and running jobs finish (or return to the
    // queue), before the database goes; error reports still queued leave last (SENTRY_DSN).
    closeDatabase: () =>
      stopViewFlush()
        .then(() => stopJobQueue())
        .then(() => handle.close())
        .then(() => stopErrorTracking()),
    exit: (code) => process.exit(code),
  });
  process.on("SIGINT", () => shutdown.signal("SIGINT"));
  process.on("SIGTERM", () => shutdown.signal("SIGTERM"));
  if (cluster.isWorker) {
    process.off("message", stopWhileStarting);
    process.removeAllListeners("disconnect");
    process.on("message", (message: unknown) => {
      if (isClusterMessage(message) && message.darna === "shutdown") shutdown.request("primaire");
    });
    // The primary is gone (killed): no worker stays behind serving on its own.
    process.on("disconnect", () => shutdown.request("primaire disparu"));
  }
}

// A worker dying this often is not a passing accident: stop rather than fork forever.
const MAX_RESTARTS = 10;
const RESTART_WINDOW_MS = 60_000;

/** The cluster's primary: sets the database up once, then forks and watches the workers. */
async function runPrimary(env: TEnv) {
  const startedAt = performance.now();
  const count = env.WEB_CONCURRENCY;
  // A port in use makes every worker's listen fail at once, which Node's cluster does not always
  // report cleanly (a worker may crash instead): the primary tries the port itself first.
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(env.PORT, () => probe.close(() => resolve()));
  }).catch((error: NodeJS.ErrnoException) => {
    throw new PortError(
      error.code === "EADDRINUSE" ? portInUse(env.PORT) : `port ${env.PORT}: ${error.message}`,
    );
  });
  // Migrations and demo data once, before any worker serves; the workers open their own pools.
  const handle = await prepareDatabase(env, migrationsFolder);
  await handle.close();

  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  serveClusterMetrics();
  const workers = new Set<Worker>();
  const listening = new Set<number>();
  let announced = false;
  let stopping = false;
  let failed = false;
  let exitCode = 0;
  const restarts: number[] = [];

  const fork = () => workers.add(cluster.fork());

  const finishWhenAllExited = () => {
    if (workers.size === 0) process.exit(failed ? 1 : exitCode);
  };

  const askToStop = (worker: Worker) => {
    try {
      worker.send({ darna: "shutdown" } satisfies TClusterMessage);
    } catch {
      worker.process.kill("SIGTERM");
    }
  };

  const stopAll = (reason: string) => {
    stopping = true;
    for (const worker of workers) askToStop(worker);
    logger.info({ reason, workers: workers.size }, "arrêt des processus");
    // Each worker cuts its own requests after DRAIN_CAP_MS; this is for one that hangs.
    setTimeout(() => {
      for (const worker of workers) worker.process.kill("SIGKILL");
      process.exit(1);
    }, DRAIN_CAP_MS + 5_000).unref();
    finishWhenAllExited();
  };

  const failAll = (message: string) => {
    if (failed) return;
    failed = true;
    printFatal(message);
    stopAll("échec du démarrage");
  };

  cluster.on("message", (_worker, message: unknown) => {
    if (isClusterMessage(message) && message.darna === "fatal") failAll(message.message);
  });

  cluster.on("listening", (worker) => {
    listening.add(worker.id);
    // A replacement still loading when the stop was relayed may not have heard it.
    if (stopping) return askToStop(worker);
    if (announced || listening.size < count) return;
    announced = true;
    logger.info(
      { port: env.PORT, workers: count, ms: Math.round(performance.now() - startedAt) },
      `Darna écoute sur ${env.PUBLIC_URL}`,
    );
  });

  cluster.on("exit", (worker, code, signal) => {
    workers.delete(worker);
    const wasListening = listening.delete(worker.id);
    if (stopping) {
      // A worker cut by its drain cap, or killed, makes the whole stop unclean.
      if (code !== 0) exitCode = 1;
      return finishWhenAllExited();
    }
    logger.warn(
      { pid: worker.process.pid, code, signal },
      "un processus de Darna s'est arrêté : remplacé par un nouveau",
    );
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - RESTART_WINDOW_MS) restarts.shift();
    if (!wasListening && !announced && restarts.length >= count) {
      return failAll(
        "les processus s'arrêtent pendant leur démarrage (voir les messages ci-dessus)",
      );
    }
    if (restarts.length > MAX_RESTARTS) {
      return failAll(
        `${restarts.length} processus arrêtés en moins d'une minute : Darna s'arrête plutôt que de les relancer sans fin`,
      );
    }
    fork();
  });

  let signals = 0;
  const onSignal = (name: NodeJS.Signals) => {
    signals++;
    if (signals === 1) return stopAll(name);
    logger.warn({ signal: name }, "arrêt immédiat demandé : processus tués");
    for (const worker of workers) worker.process.kill("SIGKILL");
    process.exit(1);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  for (let index = 0; index < count; index++) fork();
}

async function main() {
  const env = parseEnv();
  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) await runPrimary(env);
  else await serveHttp(env);
}

main().catch((error: unknown) => {
  if (
    error instanceof EnvError ||
    error instanceof DatabaseSetupError ||
    error instanceof PortError
  ) {
    fail(error.message);
  } else fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
});
