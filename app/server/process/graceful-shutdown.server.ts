import type http from "node:http";
import { logger } from "../logger.server";

/*
 * Stopping one app process without cutting anyone off (a deployment, a scale-in, Ctrl-C):
 *   1. stop accepting connections: the load balancer (or the cluster's primary) sends new ones
 *      to the other processes;
 *   2. end the event streams with a retry hint: browsers reconnect, to another process;
 *   3. let the requests in flight finish, answered with `Connection: close`, and close every
 *      keep-alive socket as soon as it is idle (a client would otherwise send its next request
 *      on a socket about to close);
 *   4. after DRAIN_CAP_MS, cut what is left: a process manager waits only so long;
 *   5. close the database, exit 0 (1 when something had to be cut).
 * A second signal exits at once: whoever sends it does not want to wait.
 */

export const DRAIN_CAP_MS = 10_000;

// Checks for keep-alive sockets that went idle after their last answer.
const IDLE_SWEEP_MS = 100;

export type TGracefulShutdownOptions = {
  server: http.Server;
  /** Ends the open event streams (they never finish on their own). */
  stopStreams(): Promise<void>;
  closeDatabase(): Promise<void>;
  /** What the process does last; process.exit outside tests. */
  exit(code: number): void;
  drainCapMs?: number;
};

export function installGracefulShutdown({
  server,
  stopStreams,
  closeDatabase,
  exit,
  drainCapMs = DRAIN_CAP_MS,
}: TGracefulShutdownOptions) {
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;

  server.on("request", (_request: http.IncomingMessage, response: http.ServerResponse) => {
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
    // A request read on a kept-alive socket while stopping is served, on a socket that closes.
    if (stopping) response.setHeader("Connection", "close");
  });

  async function drain(reason: string) {
    logger.info(
      { reason, inFlight: inFlight.size },
      "arrêt : plus de nouvelles connexions, fin des requêtes en cours",
    );
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader("Connection", "close");
    }
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);

    let capTimer: NodeJS.Timeout | undefined;
    const cap = new Promise<"cut">((resolve) => {
      capTimer = setTimeout(() => resolve("cut"), drainCapMs);
    });
    await stopStreams().catch((error: unknown) => {
      logger.warn({ err: error }, "arrêt : fermeture des flux temps réel");
    });
    const outcome = await Promise.race([closed.then(() => "drained" as const), cap]);
    clearTimeout(capTimer);
    clearInterval(sweep);
    if (outcome === "cut") {
      logger.warn(
        { inFlight: inFlight.size, ms: drainCapMs },
        "arrêt : requêtes encore en cours après le délai, connexions coupées",
      );
      server.closeAllConnections();
    }
    await closeDatabase().catch((error: unknown) => {
      logger.warn({ err: error }, "arrêt : fermeture de la base de données");
    });
    logger.info("arrêt terminé");
    return outcome === "drained" ? 0 : 1;
  }

  function start(reason: string) {
    stopping = true;
    drain(reason).then(exit, (error: unknown) => {
      logger.error({ err: error }, "arrêt");
      exit(1);
    });
  }

  return {
    /** A signal: starts the shutdown, or (the second one) exits at once. */
    signal(name: string) {
      if (!stopping) return start(name);
      logger.warn({ signal: name }, "arrêt immédiat demandé : requêtes en cours abandonnées");
      exit(1);
    },
    /**
     * The cluster's primary asks (it relays its signal), or it is gone: starts the shutdown once.
     * Never forces it: on Ctrl-C a worker receives both the terminal's SIGINT and the relay.
     */
    request(reason: string) {
      if (!stopping) start(reason);
    },
  };
}
