import cluster from "node:cluster";
import client from "prom-client";
import { getDatabaseHandle } from "../db/client.server";

/*
 * Prometheus metrics (issue 26, decision 0036), read at GET /metrics when METRICS_TOKEN is set.
 * Each process counts what it does; in a cluster (WEB_CONCURRENCY > 1) the worker that takes the
 * scrape asks the primary, which gathers every worker's counts and sums them: one scrape gives
 * the whole machine.
 */

function createMetrics() {
  const registry = new client.Registry();
  const registers = [registry];
  const counter = <TLabel extends string = never>(
    name: string,
    help: string,
    labelNames: readonly TLabel[] = [],
  ) => new client.Counter<TLabel>({ name, help, labelNames, registers });
  return {
    registry,
    httpRequests: counter(
      "darna_http_requests_total",
      "Requêtes HTTP traitées, par route et classe de statut",
      ["route", "status"],
    ),
    httpDuration: new client.Histogram({
      name: "darna_http_request_duration_seconds",
      help: "Temps jusqu'à l'en-tête de la réponse, par route et classe de statut",
      labelNames: ["route", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: counter(
      "darna_page_cache_requests_total",
      "Pages publiques servies par le cache des pages : hit (de la mémoire) ou miss (rendue)",
      ["result"],
    ),
    eventStreams: new client.Gauge({
      name: "darna_event_streams_open",
      help: "Flux d'événements en temps réel (/api/events) ouverts",
      registers,
    }),
    jobsQueued: counter("darna_jobs_queued_total", "Tâches mises en file, par nom", ["name"]),
    jobsCompleted: counter("darna_jobs_completed_total", "Tâches terminées, par nom", ["name"]),
    jobsFailed: counter(
      "darna_jobs_failed_total",
      "Essais de tâches en échec (chacun est réessayé selon sa tâche), par nom",
      ["name"],
    ),
    mailsSent: counter(
      "darna_mails_sent_total",
      "Mails remis au serveur SMTP (smtp) ou écrits dans la boîte d'envoi (outbox)",
      ["via"],
    ),
    mailsFailed: counter(
      "darna_mails_failed_total",
      "Envois de mail en échec (la tâche mail réessaie)",
    ),
    conversationsStarted: counter(
      "darna_conversations_started_total",
      "Conversations ouvertes au sujet d'une annonce",
    ),
    messagesSent: counter("darna_messages_sent_total", "Messages envoyés dans les conversations"),
    dbPool: new client.Gauge({
      name: "darna_db_pool_connections",
      help: "Connexions du pool PostgreSQL : busy (prêtées), idle (libres), waiting (requêtes qui attendent une connexion)",
      labelNames: ["state"] as const,
      registers,
      async collect() {
        // PGlite has no pool: the series stay absent rather than read as an empty pool.
        const handle = await getDatabaseHandle().catch(() => undefined);
        const pool = handle?.pool;
        if (!pool) return;
        this.set({ state: "busy" }, pool.totalCount - pool.idleCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    }),
    processes: new client.Gauge({
      name: "darna_http_processes",
      help: "Processus qui servent HTTP (les workers de WEB_CONCURRENCY, ou le seul processus)",
      registers,
    }),
  };
}

export type TMetrics = ReturnType<typeof createMetrics>;

// The HTTP entry and the React Router build are separate bundles that both count (requests in
// one, mails and messages in the other): the metrics live on globalThis, like the database.
const store = globalThis as { __darnaMetrics?: TMetrics; __darnaMetricsStarted?: boolean };

export function metrics(): TMetrics {
  store.__darnaMetrics ??= createMetrics();
  return store.__darnaMetrics;
}

/**
 * For a process that serves HTTP: Node's own metrics (memory, CPU, event loop), the process
 * counted in darna_http_processes, and, in a cluster worker, answers to the primary's requests
 * for this process's metrics (prom-client's AggregatorRegistry listens for them).
 */
export function startMetrics() {
  if (store.__darnaMetricsStarted) return;
  store.__darnaMetricsStarted = true;
  const { registry, processes } = metrics();
  client.collectDefaultMetrics({ register: registry });
  processes.set(1);
  if (cluster.isWorker) {
    client.AggregatorRegistry.setRegistries([registry]);
    new client.AggregatorRegistry();
    process.on("message", settleMetricsRequest);
  }
}

// ---------------------------------------------------------------------------------------------
// One scrape for the whole cluster: worker → primary → every worker → primary → worker
// ---------------------------------------------------------------------------------------------

type TMetricsMessage =
  | { darnaMetrics: "request"; id: number }
  | { darnaMetrics: "reply"; id: number; text?: string; error?: string };

function isMetricsMessage(value: unknown): value is TMetricsMessage {
  return typeof value === "object" && value !== null && "darnaMetrics" in value;
}

/** The primary's answer takes at most prom-client's 5 s wait for every worker, plus the trip. */
const CLUSTER_SCRAPE_TIMEOUT_MS = 8_000;

const pending = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
let nextRequestId = 0;

function settleMetricsRequest(message: unknown) {
  if (!isMetricsMessage(message) || message.darnaMetrics !== "reply") return;
  const request = pending.get(message.id);
  if (!request) return;
  pending.delete(message.id);
  if (message.text !== undefined) request.resolve(message.text);
  else request.reject(new Error(message.error ?? "réponse vide du processus primaire"));
}

function askPrimary(): Promise<string> {
  const id = nextRequestId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error("le processus primaire n'a pas répondu"));
    }, CLUSTER_SCRAPE_TIMEOUT_MS);
    pending.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send?.({ darnaMetrics: "request", id } satisfies TMetricsMessage);
  });
}

/** The Prometheus text of this process, or of every worker of its cluster summed. */
export async function metricsText(): Promise<string> {
  const { registry } = metrics();
  if (cluster.isWorker && process.send) return askPrimary();
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;

/** In the cluster's primary: gathers the workers' metrics for the worker a scrape reached. */
export function serveClusterMetrics() {
  const aggregator = new client.AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    if (!isMetricsMessage(message) || message.darnaMetrics !== "request") return;
    const reply = (answer: { text: string } | { error: string }) => {
      // The worker may have died meanwhile: nobody is left to answer.
      if (!worker.isConnected()) return;
      worker.send({ darnaMetrics: "reply", id: message.id, ...answer } satisfies TMetricsMessage);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}
