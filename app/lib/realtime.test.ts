import { describe, expect, it } from "vitest";
import { RECONNECT_DELAYS_MS, reconnectDelay } from "~/lib/realtime-timing";
import { RealtimeConnection } from "./realtime";

/** Stands in for the browser's EventSource: records what the connection does with it. */
class FakeSource {
  readonly handlers = new Map<string, Array<(event: MessageEvent) => void>>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, handler: (event: MessageEvent) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    for (const handler of this.handlers.get(type) ?? []) handler({ data } as MessageEvent);
  }
  channels() {
    return decodeURIComponent(new URL(this.url, "http://x").searchParams.get("channels") ?? "");
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const pending: Array<() => void> = [];
  const connection = new RealtimeConnection({
    createEventSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
    setTimeout: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    schedule: (run) => pending.push(run),
  });
  const flush = () => {
    for (const run of pending.splice(0)) run();
  };
  const fireTimer = () => {
    const timer = timers.at(-1);
    if (!timer || timer.cleared) throw new Error("aucun minuteur actif");
    timer.run();
    return timer.ms;
  };
  return { connection, sources, timers, flush, fireTimer };
}

const RATING = "rating:service:6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10";
const COMMENTS = "comments:service:6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10";

function listener(channels: string[]) {
  const events: Array<{ channel: string; data: unknown }> = [];
  const resyncs: string[][] = [];
  const opens = { count: 0 };
  return {
    events,
    resyncs,
    opens,
    value: {
      channels,
      onEvent: (event: { channel: string; data: unknown }) => events.push(event),
      onResync: (lost: string[]) => resyncs.push(lost),
      onOpen: () => {
        opens.count++;
      },
    },
  };
}

describe("reconnect delays", () => {
  it("are 1, 2, 5 then 10 s, and stay at 10 s", () => {
    expect(RECONNECT_DELAYS_MS).toEqual([1000, 2000, 5000, 10000]);
    expect([0, 1, 2, 3, 4, 9, 100].map(reconnectDelay)).toEqual([
      1000, 2000, 5000, 10000, 10000, 10000, 10000,
    ]);
  });
});

describe("RealtimeConnection", () => {
  it("opens one EventSource for every component of the page", () => {
    const { connection, sources, flush } = setup();
    const rating = listener([RATING]);
    const comments = listener([COMMENTS, "notifications"]);
    connection.subscribe(rating.value);
    connection.subscribe(comments.value);
    flush();

    expect(sources).toHaveLength(1);
    expect(sources[0]?.url.startsWith("/api/events?channels=")).toBe(true);
    expect(sources[0]?.channels()).toBe([COMMENTS, "notifications", RATING].sort().join(","));

    sources[0]?.emit(RATING, '{"avgRating":4.5,"ratingCount":2}');
    sources[0]?.emit("notifications", '{"id":"n1"}');
    expect(rating.events).toEqual([{ channel: RATING, data: { avgRating: 4.5, ratingCount: 2 } }]);
    expect(comments.events).toEqual([{ channel: "notifications", data: { id: "n1" } }]);
  });

  it("re-opens with the new set when a component leaves, and closes when none is left", () => {
    const { connection, sources, flush } = setup();
    const unsubscribeRating = connection.subscribe(listener([RATING]).value);
    const unsubscribeComments = connection.subscribe(listener([COMMENTS]).value);
    flush();
    unsubscribeRating();
    flush();
    expect(sources).toHaveLength(2);
    expect(sources[0]?.closed).toBe(true);
    expect(sources[1]?.channels()).toBe(COMMENTS);

    unsubscribeComments();
    flush();
    expect(sources[1]?.closed).toBe(true);
    expect(sources).toHaveLength(2);
  });

  it("keeps the connection when the channel set does not change", () => {
    const { connection, sources, flush } = setup();
    connection.subscribe(listener([RATING]).value);
    flush();
    const unsubscribe = connection.subscribe(listener([RATING]).value);
    flush();
    unsubscribe();
    flush();
    expect(sources).toHaveLength(1);
    expect(sources[0]?.closed).toBe(false);
  });

  it("reconnects after 1, 2, 5, 10, 10 s and starts again at 1 s after a successful open", () => {
    const { connection, sources, flush, fireTimer } = setup();
    connection.subscribe(listener([RATING]).value);
    flush();

    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      sources.at(-1)?.emit("error");
      expect(sources.at(-1)?.closed).toBe(true);
      delays.push(fireTimer());
    }
    expect(delays).toEqual([1000, 2000, 5000, 10000, 10000]);
    expect(sources).toHaveLength(6);

    sources.at(-1)?.emit("open");
    sources.at(-1)?.emit("error");
    expect(fireTimer()).toBe(1000);
  });

  it("tells subscribers to reload after a reconnect, not after the first open", () => {
    const { connection, sources, flush, fireTimer } = setup();
    const rating = listener([RATING]);
    const comments = listener([COMMENTS]);
    connection.subscribe(rating.value);
    connection.subscribe(comments.value);
    flush();
    sources[0]?.emit("open");
    expect(rating.resyncs).toEqual([]);

    sources[0]?.emit("error");
    fireTimer();
    sources[1]?.emit("open");
    expect(rating.resyncs).toEqual([[RATING]]);
    expect(comments.resyncs).toEqual([[COMMENTS]]);
  });

  it("tells subscribers each time their channels become live: open, reconnect, new channel set, late arrival", () => {
    const { connection, sources, flush, fireTimer } = setup();
    const bell = listener(["notifications"]);
    connection.subscribe(bell.value);
    flush();
    // Not before the stream has opened: events could still be missed until then.
    expect(bell.opens.count).toBe(0);
    sources[0]?.emit("open");
    expect(bell.opens.count).toBe(1);

    sources[0]?.emit("error");
    expect(bell.opens.count).toBe(1);
    fireTimer();
    sources[1]?.emit("open");
    expect(bell.opens.count).toBe(2);

    // A page with comments re-opens the stream: the bell's channel was down meanwhile.
    const comments = listener([COMMENTS]);
    const leave = connection.subscribe(comments.value);
    flush();
    expect(sources).toHaveLength(3);
    expect(bell.opens.count).toBe(2);
    sources[2]?.emit("open");
    expect(bell.opens.count).toBe(3);
    expect(comments.opens.count).toBe(1);

    // Joining a live stream that needs no re-opening: told at once, the others are not.
    const secondBell = listener(["notifications"]);
    connection.subscribe(secondBell.value);
    flush();
    expect(sources).toHaveLength(3);
    expect(secondBell.opens.count).toBe(1);
    expect(bell.opens.count).toBe(3);

    leave();
    flush();
    expect(sources).toHaveLength(4);
    sources[3]?.emit("open");
    expect(bell.opens.count).toBe(4);
    expect(comments.opens.count).toBe(1);
  });

  it("passes a server resync to the subscribers of those channels only", () => {
    const { connection, sources, flush } = setup();
    const rating = listener([RATING]);
    const comments = listener([COMMENTS]);
    connection.subscribe(rating.value);
    connection.subscribe(comments.value);
    flush();
    sources[0]?.emit("resync", JSON.stringify({ channels: [COMMENTS] }));
    expect(comments.resyncs).toEqual([[COMMENTS]]);
    expect(rating.resyncs).toEqual([]);
  });

  it("drops a pending reconnect when the channel set changes meanwhile", () => {
    const { connection, sources, timers, flush } = setup();
    const unsubscribe = connection.subscribe(listener([RATING]).value);
    flush();
    sources[0]?.emit("error");
    unsubscribe();
    connection.subscribe(listener([COMMENTS]).value);
    flush();
    expect(timers[0]?.cleared).toBe(true);
    expect(sources.map((source) => source.channels())).toEqual([RATING, COMMENTS]);
  });

  it("ignores events of a connection it has already replaced", () => {
    const { connection, sources, flush } = setup();
    const rating = listener([RATING]);
    const unsubscribe = connection.subscribe(rating.value);
    connection.subscribe(listener([COMMENTS]).value);
    flush();
    const old = sources[0];
    unsubscribe();
    connection.subscribe(rating.value);
    connection.subscribe(listener(["notifications"]).value);
    flush();
    old?.emit(RATING, '{"avgRating":1,"ratingCount":1}');
    expect(rating.events).toEqual([]);
  });
});
