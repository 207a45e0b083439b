import { ACCOUNT_CHANNELS, authorizeChannels, parseChannelList } from "../../lib/realtime-channels";
import { HEARTBEAT_MS, RECONNECT_DELAYS_MS } from "../../lib/realtime-timing";
import { CLIENT_IP_HEADER, getSessionUser } from "../auth.server";
import { logger } from "../logger.server";
import { metrics } from "../metrics/metrics.server";
import { getRelay } from "./relay.server";

/*
 * GET /api/events?channels=a,b,c — one Server-Sent Events stream per page.
 *   retry: 1000                        the browser's own reconnect hint (app/lib/realtime.ts
 *                                      reconnects itself with 1, 2, 5, then 10 s)
 *   event: <channel>\ndata: <json>     an event, named by the channel the page asked for
 *   event: resync\ndata: {"channels"}  events may have been lost: reload what they show
 *   : heartbeat                        every 30 s, so that no proxy closes an idle stream
 *   retry: 1000–1999                   last, when the process stops (graceful shutdown)
 */

export type TEventStreamOptions = {
  heartbeatMs?: number;
  /** Open streams this process accepts; more get 503 and the browser retries later. */
  maxStreams?: number;
  /** Of `maxStreams`, the slots only streams carrying a user's own notifications may take. */
  accountReserve?: number;
  /** Streams without notifications one client address may hold open; more get 429. */
  maxStreamsPerAddress?: number;
  /** Streams carrying notifications one account may hold open; more get 429. */
  maxStreamsPerAccount?: number;
  /** Bytes waiting for a client that does not read; past it the stream is cut. */
  maxQueuedBytes?: number;
};

// Each stream is a socket and a few kilobytes; a 2-core instance serves this many comfortably,
// and a load balancer spreads the rest.
export const DEFAULT_MAX_STREAMS = 1_000;
/*
 * One client must not take every stream (issue 21: one address held the 1,000 and every other
 * page, the bell included, got 503). A page opens one stream, so these are pages open at once:
 * 30 per address leaves room for a family or an office behind one address, and 10 per account
 * for a user's tabs and devices. Streams with the bell are counted by account, not by address:
 * a neighbour behind the same address cannot take a signed-in user's bell away, and 100 of the
 * process's slots stay for them when visitors' streams have filled the rest.
 */
export const DEFAULT_ACCOUNT_RESERVE = 100;
export const DEFAULT_MAX_STREAMS_PER_ADDRESS = 30;
export const DEFAULT_MAX_STREAMS_PER_ACCOUNT = 10;
const DEFAULT_MAX_QUEUED_BYTES = 1024 * 1024;

let openStreams = 0;
const streamsByAddress = new Map<string, number>();
const streamsByAccount = new Map<string, number>();

function take(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function give(counts: Map<string, number>, key: string) {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * The address a client is counted by. An IPv6 client usually holds a whole /64 (a home, a
 * phone): counted by its first four groups, it cannot escape the limit by changing address.
 */
export function streamAddressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Streams open in this process. */
export function openStreamCount() {
  return openStreams;
}

const encoder = new TextEncoder();

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform also keeps the compress middleware and proxies from buffering it.
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
};

/**
 * The last line of a stream this process closes on shutdown: reconnect after this long (an
 * EventSource honours it; Darna's pages reconnect on their own schedule). Spread over a second
 * so that the streams of a stopped process do not all land on the others in the same instant.
 */
export function shutdownRetryHint(random = Math.random) {
  const delay = RECONNECT_DELAYS_MS[0] + Math.floor(random() * 1_000);
  return `retry: ${delay}\n\n`;
}

function jsonError(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json(
    { error: message },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

export async function handleEventStream(
  request: Request,
  {
    heartbeatMs = HEARTBEAT_MS,
    maxStreams = DEFAULT_MAX_STREAMS,
    accountReserve = DEFAULT_ACCOUNT_RESERVE,
    maxStreamsPerAddress = DEFAULT_MAX_STREAMS_PER_ADDRESS,
    maxStreamsPerAccount = DEFAULT_MAX_STREAMS_PER_ACCOUNT,
    maxQueuedBytes = DEFAULT_MAX_QUEUED_BYTES,
  }: TEventStreamOptions = {},
): Promise<Response> {
  const parsed = parseChannelList(new URL(request.url).searchParams.get("channels"));
  if (!parsed.ok) return jsonError(400, parsed.message);

  // Only a stream that includes the user's notifications or messages needs the session (one
  // query less for every visitor watching a rating).
  const user = parsed.channels.some((channel) => ACCOUNT_CHANNELS.includes(channel))
    ? await getSessionUser(request)
    : null;
  const authorized = authorizeChannels(parsed.channels, user?.id ?? null);
  if (!authorized.ok) return jsonError(authorized.status, authorized.message);

  // A HEAD would otherwise hold a stream (and a slot) open with nowhere to send it.
  if (request.method === "HEAD") return new Response(null, { headers: STREAM_HEADERS });

  // The client address the HTTP app settled on (TRUST_PROXY applied, forwarded.server.ts).
  const holder = user
    ? { counts: streamsByAccount, key: user.id, max: maxStreamsPerAccount }
    : {
        counts: streamsByAddress,
        key: streamAddressKey(request.headers.get(CLIENT_IP_HEADER) ?? "unknown"),
        max: maxStreamsPerAddress,
      };
  if ((holder.counts.get(holder.key) ?? 0) >= holder.max) {
    return jsonError(
      429,
      user
        ? "Trop de connexions en temps réel ouvertes pour ce compte. Fermez des onglets ou réessayez dans quelques secondes."
        : "Trop de connexions en temps réel depuis votre adresse. Fermez des onglets ou réessayez dans quelques secondes.",
      { "Retry-After": "10" },
    );
  }
  if (openStreams >= (user ? maxStreams : maxStreams - accountReserve)) {
    return jsonError(
      503,
      "Trop de connexions en temps réel sur ce serveur. Réessayez dans quelques secondes.",
      { "Retry-After": "10" },
    );
  }
  openStreams++;
  metrics().eventStreams.inc();
  take(holder.counts, holder.key);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    openStreams--;
    metrics().eventStreams.dec();
    give(holder.counts, holder.key);
  };

  let relay: Awaited<ReturnType<typeof getRelay>>;
  try {
    relay = await getRelay();
  } catch (error) {
    release();
    logger.error({ err: error }, "temps réel : écoute des notifications impossible");
    return jsonError(
      503,
      "Le temps réel est momentanément indisponible. Réessayez dans quelques secondes.",
      { "Retry-After": "5" },
    );
  }
  if (request.signal.aborted) {
    release();
    return new Response(null, { status: 204 });
  }

  // Publish channel → the name the page asked for (`notifications:{id}` → `notifications`).
  const requestedBy = new Map<string, string>(
    authorized.channels.map(({ published, requested }) => [published, requested]),
  );
  let stop: (reason: "closed" | "overflow" | "shutdown") => void = () => {};

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let stopped = false;
        const send = (text: string) => {
          if (stopped) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop("closed");
            return;
          }
          if ((controller.desiredSize ?? 0) < -maxQueuedBytes) stop("overflow");
        };
        const unsubscribe = relay.subscribe([...requestedBy.keys()], {
          deliver(channel, json) {
            send(`event: ${requestedBy.get(channel)}\ndata: ${json}\n\n`);
          },
          resync(channels) {
            const names = channels.map((channel) => requestedBy.get(channel));
            send(`event: resync\ndata: ${JSON.stringify({ channels: names })}\n\n`);
          },
          close() {
            stop("shutdown");
          },
        });
        const heartbeat = setInterval(() => send(": heartbeat\n\n"), heartbeatMs);
        heartbeat.unref?.();
        const onAbort = () => stop("closed");
        request.signal.addEventListener("abort", onAbort, { once: true });

        stop = (reason) => {
          if (stopped) return;
          stopped = true;
          clearInterval(heartbeat);
          unsubscribe();
          request.signal.removeEventListener("abort", onAbort);
          release();
          try {
            // A client that stopped reading is cut at once (its queue would only grow); on
            // shutdown the queue is flushed, then the browser reconnects to another process.
            if (reason === "overflow") {
              logger.warn("temps réel : client trop lent, flux interrompu");
              controller.error(new Error("flux temps réel saturé"));
            } else {
              if (reason === "shutdown") controller.enqueue(encoder.encode(shutdownRetryHint()));
              controller.close();
            }
          } catch {
            // already closed by the other side
          }
        };

        send(`retry: ${RECONNECT_DELAYS_MS[0]}\n\n`);
      },
      cancel() {
        stop("closed");
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );

  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}
