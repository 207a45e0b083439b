import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import {
  EVENTS_CHANNEL,
  eventSchemas,
  publishChannelKind,
  ZEnvelope,
} from "../../lib/realtime-channels";
import { reconnectDelay } from "../../lib/realtime-timing";
import { getDatabaseHandle, type TDatabaseHandle } from "../db/client.server";
import { logger } from "../logger.server";

/*
 * One LISTEN per process, fanned out in memory to the open event streams of that process.
 * Every process of a deployment listens on the same database, so an event published through any
 * of them (or straight from SQL) reaches the pages connected to all of them.
 */

export type TSubscriber = {
  /** An event on `channel` (a publish channel); `json` is its payload, serialised once. */
  deliver(channel: string, json: string): void;
  /** Events on these channels may have been lost: whoever shows them should reload. */
  resync(channels: string[]): void;
  /** The relay stops (server shutdown): end the stream so the browser reconnects elsewhere. */
  close(): void;
};

type TSourceHandlers = {
  payload(payload: string): void;
  /** The LISTEN connection came back after a loss: what was published meanwhile is gone. */
  reconnected(): void;
};

type TNotificationSource = {
  start(): Promise<void>;
  stop(): Promise<void>;
};

export class Relay {
  private readonly channels = new Map<string, Set<TSubscriber>>();
  private readonly subscribers = new Set<TSubscriber>();
  private closed = false;

  constructor(private readonly source: TNotificationSource) {}

  static async start(
    createSource: (handlers: TSourceHandlers) => TNotificationSource,
  ): Promise<Relay> {
    let relay: Relay | undefined;
    const source = createSource({
      payload: (payload) => relay?.dispatch(payload),
      reconnected: () => relay?.resyncAll(),
    });
    relay = new Relay(source);
    await source.start();
    return relay;
  }

  /** Registers `subscriber` for `channels` (publish channels); returns the unsubscribe. */
  subscribe(channels: readonly string[], subscriber: TSubscriber): () => void {
    if (this.closed) throw new Error("Le relais temps réel est arrêté");
    this.subscribers.add(subscriber);
    for (const channel of channels) {
      let set = this.channels.get(channel);
      if (!set) {
        set = new Set();
        this.channels.set(channel, set);
      }
      set.add(subscriber);
    }
    return () => {
      this.subscribers.delete(subscriber);
      for (const channel of channels) {
        const set = this.channels.get(channel);
        set?.delete(subscriber);
        if (set?.size === 0) this.channels.delete(channel);
      }
    };
  }

  /** Open subscriptions, and channels with at least one subscriber (for tests and logs). */
  stats() {
    return { subscribers: this.subscribers.size, channels: this.channels.size };
  }

  /** A NOTIFY payload: checked like any input (anyone with SQL access can send one). */
  dispatch(payload: string) {
    let envelope: ReturnType<typeof ZEnvelope.parse>;
    try {
      envelope = ZEnvelope.parse(JSON.parse(payload));
    } catch {
      logger.warn(
        { payload: payload.slice(0, 200) },
        "temps réel : notification illisible ignorée",
      );
      return;
    }
    const subscribers = this.channels.get(envelope.channel);
    if (!subscribers || subscribers.size === 0) return;
    if ("resync" in envelope) {
      for (const subscriber of [...subscribers]) subscriber.resync([envelope.channel]);
      return;
    }
    const kind = publishChannelKind(envelope.channel);
    const data = kind ? eventSchemas[kind].safeParse(envelope.data) : undefined;
    if (!data?.success) {
      logger.warn({ channel: envelope.channel }, "temps réel : événement invalide ignoré");
      return;
    }
    const json = JSON.stringify(data.data);
    // A copy: a subscriber may unsubscribe while being delivered to (its stream overflowed).
    for (const subscriber of [...subscribers]) subscriber.deliver(envelope.channel, json);
  }

  private resyncAll() {
    for (const [channel, subscribers] of this.channels) {
      for (const subscriber of [...subscribers]) subscriber.resync([channel]);
    }
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    for (const subscriber of [...this.subscribers]) subscriber.close();
    this.subscribers.clear();
    this.channels.clear();
    await this.source.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

/** PGlite is one in-process connection: its own listen() sees what its transactions commit. */
export function pgliteSource(pglite: PGlite, handlers: TSourceHandlers): TNotificationSource {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start() {
      unlisten = await pglite.listen(EVENTS_CHANNEL, handlers.payload);
    },
    async stop() {
      if (pglite.closed) return;
      await unlisten?.().catch(() => {});
    },
  };
}

/**
 * PostgreSQL: a connection of its own, outside the pool (a pooled connection is handed to other
 * queries and LISTEN belongs to the session). Lost connections are reopened with the same delays
 * as the browser's (1, 2, 5, then 10 s); subscribers are then told to reload.
 */
export function postgresSource(
  databaseUrl: string,
  handlers: TSourceHandlers,
): TNotificationSource {
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let stopped = false;

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: databaseUrl,
      // A silently dead TCP connection would otherwise leave the relay deaf forever.
      keepAlive: true,
      application_name: "darna-realtime",
    });
    let listening = false;
    const lost = (error?: Error) => {
      if (!listening) return;
      listening = false;
      if (client === next) client = undefined;
      next.end().catch(() => {});
      if (stopped) return;
      logger.warn({ err: error }, "temps réel : connexion LISTEN perdue, reconnexion");
      scheduleReconnect();
    };
    next.on("notification", (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload !== undefined) {
        handlers.payload(message.payload);
      }
    });
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    listening = true;
    client = next;
  }

  function scheduleReconnect() {
    const delay = reconnectDelay(failures++);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          failures = 0;
          if (!stopped) {
            logger.info("temps réel : connexion LISTEN rétablie");
            handlers.reconnected();
          }
        },
        (error: unknown) => {
          if (stopped) return;
          logger.warn({ err: error }, "temps réel : reconnexion LISTEN impossible");
          scheduleReconnect();
        },
      );
    }, delay);
    // Never the reason a process stays alive.
    retryTimer.unref();
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The process-wide relay, bound to the installed database (tests install one per file).
// ---------------------------------------------------------------------------------------------

type TGlobal = { __darnaRelay?: { handle: TDatabaseHandle; relay: Promise<Relay> } };
const store = globalThis as TGlobal;

function startRelayFor(handle: TDatabaseHandle): Promise<Relay> {
  const { pglite, databaseUrl } = handle;
  if (pglite) return Relay.start((handlers) => pgliteSource(pglite, handlers));
  if (databaseUrl) return Relay.start((handlers) => postgresSource(databaseUrl, handlers));
  return Promise.reject(new Error("Base de données sans moyen d'écouter les notifications"));
}

/** The relay of this process, started (LISTEN in place) on first use. */
export async function getRelay(): Promise<Relay> {
  const handle = await getDatabaseHandle();
  const current = store.__darnaRelay;
  if (current?.handle === handle) return current.relay;
  if (current) void current.relay.then((relay) => relay.close()).catch(() => {});
  const relay = startRelayFor(handle);
  store.__darnaRelay = { handle, relay };
  // A failed start is retried by the next request rather than remembered.
  relay.catch(() => {
    if (store.__darnaRelay?.relay === relay) store.__darnaRelay = undefined;
  });
  return relay;
}

/** Ends every open stream and the LISTEN connection (server shutdown, end of a test file). */
export async function stopRealtime(): Promise<void> {
  const current = store.__darnaRelay;
  store.__darnaRelay = undefined;
  if (!current) return;
  await current.relay.then((relay) => relay.close()).catch(() => {});
}
