import { useEffect, useRef } from "react";
import type { TRealtimeChannel, TRealtimeEvent } from "~/lib/realtime-channels";
import { reconnectDelay } from "~/lib/realtime-timing";

/*
 * Live updates in the browser: ONE EventSource per page (GET /api/events) carries every channel
 * the page's components follow, re-opened when that set changes. Reconnects are ours (1, 2, 5,
 * then 10 s), not the browser's: EventSource gives up for good on some failures and
 * has no backoff. After a reconnect, subscribers are told to reload (`onResync`), since events
 * sent while the page was away are not replayed. Subscribers that keep a server-side figure up to
 * date (the bell's unread count) are also told each time their channels become live (`onOpen`):
 * what happened between their data's loading and that moment never travels as an event.
 */

export const EVENTS_PATH = "/api/events";

type TListener = {
  channels: readonly string[];
  onEvent(event: { channel: string; data: unknown }): void;
  onResync(channels: string[]): void;
  /** From now on every event of these channels arrives. */
  onOpen?(): void;
};

type TEventSourceLike = Pick<EventSource, "addEventListener" | "close">;

export type TConnectionDeps = {
  createEventSource(url: string): TEventSourceLike;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  /** Defers re-opening until every component of a render has (un)subscribed. */
  schedule(run: () => void): void;
};

export class RealtimeConnection {
  private readonly listeners = new Set<TListener>();
  private source: TEventSourceLike | undefined;
  /** The sorted channel list the open (or reopening) connection serves. */
  private key = "";
  private failures = 0;
  private retryTimer: unknown;
  private missedEvents = false;
  private reconcileScheduled = false;
  /** Whether the current source has opened (and not failed since). */
  private live = false;
  /** Subscribed since the last reconcile: told `onOpen` if the connection is already live. */
  private readonly joined = new Set<TListener>();

  constructor(private readonly deps: TConnectionDeps) {}

  subscribe(listener: TListener): () => void {
    this.listeners.add(listener);
    this.joined.add(listener);
    this.scheduleReconcile();
    return () => {
      this.listeners.delete(listener);
      this.joined.delete(listener);
      this.scheduleReconcile();
    };
  }

  private scheduleReconcile() {
    if (this.reconcileScheduled) return;
    this.reconcileScheduled = true;
    this.deps.schedule(() => {
      this.reconcileScheduled = false;
      this.reconcile();
    });
  }

  private reconcile() {
    const channels = [...new Set([...this.listeners].flatMap((listener) => listener.channels))];
    const key = channels.sort().join(",");
    const joined = [...this.joined];
    this.joined.clear();
    if (key === this.key) {
      if (this.live) for (const listener of joined) listener.onOpen?.();
      return;
    }
    this.disconnect();
    this.key = key;
    this.failures = 0;
    this.missedEvents = false;
    if (key) this.open();
  }

  private disconnect() {
    this.source?.close();
    this.source = undefined;
    this.live = false;
    if (this.retryTimer !== undefined) this.deps.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private open() {
    const channels = this.key.split(",");
    const source = this.deps.createEventSource(
      `${EVENTS_PATH}?channels=${encodeURIComponent(this.key)}`,
    );
    this.source = source;
    source.addEventListener("open", () => {
      if (this.source !== source) return;
      this.failures = 0;
      this.live = true;
      if (this.missedEvents) {
        this.missedEvents = false;
        this.resync(channels);
      }
      for (const listener of [...this.listeners]) {
        if (listener.channels.some((channel) => channels.includes(channel))) listener.onOpen?.();
      }
    });
    source.addEventListener("error", () => {
      if (this.source !== source) return;
      source.close();
      this.source = undefined;
      this.live = false;
      this.missedEvents = true;
      const delay = reconnectDelay(this.failures++);
      this.retryTimer = this.deps.setTimeout(() => {
        this.retryTimer = undefined;
        if (this.key === channels.join(",")) this.open();
      }, delay);
    });
    for (const channel of channels) {
      source.addEventListener(channel, (event) => {
        if (this.source !== source) return;
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        for (const listener of [...this.listeners]) {
          if (listener.channels.includes(channel)) listener.onEvent({ channel, data });
        }
      });
    }
    source.addEventListener("resync", (event) => {
      if (this.source !== source) return;
      try {
        const { channels: lost } = JSON.parse((event as MessageEvent<string>).data) as {
          channels: string[];
        };
        this.resync(lost);
      } catch {
        this.resync(channels);
      }
    });
  }

  private resync(channels: readonly string[]) {
    for (const listener of [...this.listeners]) {
      const concerned = listener.channels.filter((channel) => channels.includes(channel));
      if (concerned.length > 0) listener.onResync(concerned);
    }
  }
}

let shared: RealtimeConnection | undefined;

function sharedConnection(): RealtimeConnection {
  shared ??= new RealtimeConnection({
    createEventSource: (url) => new EventSource(url),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
    schedule: (run) => queueMicrotask(run),
  });
  return shared;
}

/**
 * Follows `channels` (built with ratingChannel, commentsChannel or NOTIFICATIONS from
 * ~/server/realtime/channels) for as long as the component is mounted. `onResync` says events
 * may have been missed (reconnection, event too large to travel): reload what they show.
 * `onOpen`: the channels are live (first connection, reconnection, or a change of the page's
 * channel set, which re-opens the stream).
 */
export function useRealtime<C extends TRealtimeChannel>(
  channels: readonly C[],
  onEvent: (event: TRealtimeEvent<C>) => void,
  options: { onResync?: (channels: C[]) => void; onOpen?: () => void } = {},
) {
  const handlers = useRef({ onEvent, onResync: options.onResync, onOpen: options.onOpen });
  useEffect(() => {
    handlers.current = { onEvent, onResync: options.onResync, onOpen: options.onOpen };
  });
  const key = [...new Set(channels)].sort().join(",");
  useEffect(() => {
    if (!key) return;
    return sharedConnection().subscribe({
      channels: key.split(","),
      onEvent: (event) => handlers.current.onEvent(event as TRealtimeEvent<C>),
      onResync: (lost) => handlers.current.onResync?.(lost as C[]),
      onOpen: () => handlers.current.onOpen?.(),
    });
  }, [key]);
}
