import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEmail } from "~/features/account/confirm-email.server";
import { signIn } from "~/features/account/sign-in.server";
import { signUp } from "~/features/account/sign-up.server";
import { readConversation } from "~/features/conversations/read-conversation.server";
import { sendMessageAboutListing } from "~/features/conversations/send-message.server";
import { CLIENT_IP_HEADER, getSessionUser } from "~/server/auth.server";
import { getDb, queryRows } from "~/server/db/client.server";
import { insertProperty } from "../../../tests/fixtures/db-listings";
import { deliveredMailsTo } from "../../../tests/fixtures/delivered-mail";
import { cookieHeader, linkIn } from "../../../tests/fixtures/mail";
import {
  commentsChannel,
  EVENTS_CHANNEL,
  ratingChannel,
  type TCommentEvent,
  type TNotificationEvent,
  userNotificationsChannel,
} from "../../lib/realtime-channels";
import {
  handleEventStream,
  openStreamCount,
  type TEventStreamOptions,
} from "./event-stream.server";
import { publishEvent } from "./publish.server";
import { getRelay, stopRealtime } from "./relay.server";

/*
 * The realtime path end to end inside one process, on the test database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): publishEvent → NOTIFY → the relay's LISTEN → GET /api/events.
 * The two-process case is tests/e2e/realtime.spec.ts.
 */

type TMessage = { event?: string; data?: string; retry?: string; comment?: string };

/** An open GET /api/events, read as a browser's EventSource would. */
async function openStream(
  channels: string,
  { cookie, address, ...options }: TEventStreamOptions & { cookie?: string; address?: string } = {},
) {
  const abort = new AbortController();
  const headers: Record<string, string> = cookie ? { cookie } : {};
  // What the HTTP app sets from the socket or the trusted proxies' X-Forwarded-For.
  if (address) headers[CLIENT_IP_HEADER] = address;
  const request = new Request(
    `http://localhost/api/events?channels=${encodeURIComponent(channels)}`,
    { headers, signal: abort.signal },
  );
  const response = await handleEventStream(request, options);
  const messages: TMessage[] = [];
  let ended = false;
  if (response.body && response.headers.get("content-type")?.startsWith("text/event-stream")) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: "" }));
        if (done) break;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          messages.push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
      ended = true;
    })();
  }
  let cursor = 0;
  const events = () => messages.filter((message) => message.event);
  return {
    response,
    messages,
    events,
    ended: () => ended,
    /** The next message that is an event (skipping retry and heartbeats). */
    async nextEvent(timeoutMs = 5_000): Promise<TMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(cursor).findIndex((message) => message.event);
        if (found >= 0) {
          cursor += found + 1;
          return messages[cursor - 1] as TMessage;
        }
        if (Date.now() > deadline) throw new Error("aucun événement reçu");
        await sleep(10);
      }
    },
    async waitFor(predicate: (message: TMessage) => boolean, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!messages.some(predicate)) {
        if (Date.now() > deadline) throw new Error("message attendu non reçu");
        await sleep(10);
      }
    },
    close: () => abort.abort(),
  };
}

function parseBlock(block: string): TMessage {
  const message: TMessage = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) message.comment = line.slice(1).trim();
    else if (line.startsWith("event: ")) message.event = line.slice(7);
    else if (line.startsWith("data: ")) message.data = line.slice(6);
    else if (line.startsWith("retry: ")) message.retry = line.slice(7);
  }
  return message;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SERVICE = "6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10";
const OTHER_SERVICE = "0b3c9a52-8d0e-4f7e-b1a4-3c2d1e0f9a8b";
const rating = (avgRating: number, ratingCount: number) => ({ avgRating, ratingCount });

function notification(id: string): TNotificationEvent {
  return {
    id,
    type: "new_comment",
    serviceId: SERVICE,
    serviceName: "Plomberie Ben Salah",
    sender: { id: "sender", firstName: "Karim", lastName: "Trabelsi", avatarUrl: null },
    createdAt: "2025-05-01T10:00:00.000Z",
    read: false,
  };
}

let ipCounter = 0;
async function signedInCookie(email: string) {
  const context = () => ({ headers: new Headers(), clientIp: `10.9.0.${++ipCounter}` });
  const password = "secret123";
  await signUp(
    { firstName: "Amira", lastName: "Ben Salah", email, password, confirmPassword: password },
    context(),
  );
  const token = new URL(
    linkIn((await deliveredMailsTo(email)).at(-1), "/auth/confirmer"),
  ).searchParams.get("token");
  expect(await confirmEmail(token ?? "")).toEqual({ ok: true });
  const result = await signIn({ email, password }, context());
  if (!result.ok) throw new Error(`connexion refusée: ${result.code}`);
  const cookie = cookieHeader(result.headers);
  const user = await getSessionUser(new Request("http://localhost/", { headers: { cookie } }));
  if (!user) throw new Error("session introuvable");
  return { cookie, userId: user.id };
}

const streams: Array<{ close(): void }> = [];
async function track<T extends { close(): void }>(stream: Promise<T>): Promise<T> {
  const opened = await stream;
  streams.push(opened);
  return opened;
}

afterAll(async () => {
  for (const stream of streams) stream.close();
  // Before the test database is dropped: the LISTEN connection is ours to end.
  await stopRealtime();
});

describe("GET /api/events: what is refused", () => {
  it("answers 400 with a French message for a missing or unknown channel", async () => {
    const missing = await openStream("");
    expect(missing.response.status).toBe(400);
    expect(await missing.response.json()).toEqual({
      error: "Indiquez au moins un canal à suivre (paramètre channels).",
    });

    const unknown = await openStream(`rating:service:${SERVICE},messages:tous`);
    expect(unknown.response.status).toBe(400);
    expect(await unknown.response.json()).toEqual({
      error: "Canal inconnu : « messages:tous ».",
    });
  });

  it("answers 400 to a client naming someone's notification or message channel", async () => {
    for (const channel of ["notifications:quelqu-un", "messages:quelqu-un"]) {
      const stream = await openStream(channel);
      expect(stream.response.status, channel).toBe(400);
    }
  });

  it("answers 401 to a visitor asking for messages, and opens nothing", async () => {
    const before = openStreamCount();
    const stream = await openStream(`rating:service:${SERVICE},messages`);
    expect(stream.response.status).toBe(401);
    expect(await stream.response.json()).toEqual({
      error: "Vous devez être connecté pour recevoir vos messages.",
    });
    expect(openStreamCount()).toBe(before);
  });

  it("answers 401 to a visitor asking for notifications, and opens nothing", async () => {
    const before = openStreamCount();
    const stream = await openStream(`rating:service:${SERVICE},notifications`);
    expect(stream.response.status).toBe(401);
    expect(stream.response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await stream.response.json()).toEqual({
      error: "Vous devez être connecté pour recevoir vos notifications.",
    });
    expect(openStreamCount()).toBe(before);
  });

  it("answers 503 with Retry-After when the process has its maximum of streams", async () => {
    const first = await track(openStream(ratingChannel("service", SERVICE)));
    const refused = await openStream(ratingChannel("service", SERVICE), {
      maxStreams: openStreamCount(),
    });
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get("retry-after")).toBe("10");
    expect(await refused.response.json()).toEqual({
      error: "Trop de connexions en temps réel sur ce serveur. Réessayez dans quelques secondes.",
    });
    first.close();
  });

  it("answers 429 to an address past its streams; other addresses and a user's bell still open", async () => {
    const limits = { maxStreamsPerAddress: 3, maxStreamsPerAccount: 2 };
    const greedy = "203.0.113.7";
    const held = [];
    for (let i = 0; i < 3; i++) {
      const stream = await track(
        openStream(ratingChannel("service", SERVICE), { address: greedy, ...limits }),
      );
      expect(stream.response.status).toBe(200);
      held.push(stream);
    }
    const refused = await openStream(ratingChannel("service", SERVICE), {
      address: greedy,
      ...limits,
    });
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBe("10");
    expect(await refused.response.json()).toEqual({
      error:
        "Trop de connexions en temps réel depuis votre adresse. Fermez des onglets ou réessayez dans quelques secondes.",
    });
    // An IPv6 client changing address within its /64 is the same client.
    const v6 = { ...limits, maxStreamsPerAddress: 1 };
    const first6 = await track(
      openStream(ratingChannel("service", SERVICE), { address: "2001:db8:1:2::1", ...v6 }),
    );
    expect(first6.response.status).toBe(200);
    const next6 = await openStream(ratingChannel("service", SERVICE), {
      address: "2001:db8:1:2:ffff::9",
      ...v6,
    });
    expect(next6.response.status).toBe(429);

    const other = await track(
      openStream(ratingChannel("service", SERVICE), { address: "198.51.100.4", ...limits }),
    );
    expect(other.response.status).toBe(200);

    // The bell counts by account, from the same address as the greedy client, and has the
    // process's reserve when visitors hold every other slot.
    const { cookie } = await signedInCookie(`limites-${Date.now()}@example.com`);
    const bell = await track(
      openStream("notifications", {
        cookie,
        address: greedy,
        ...limits,
        maxStreams: openStreamCount() + 1,
      }),
    );
    expect(bell.response.status).toBe(200);
    const visitor = await openStream(ratingChannel("service", SERVICE), {
      address: "192.0.2.55",
      ...limits,
      maxStreams: openStreamCount() + 1,
    });
    expect(visitor.response.status).toBe(503);

    const second = await track(openStream("notifications", { cookie, address: greedy, ...limits }));
    expect(second.response.status).toBe(200);
    const third = await openStream("notifications", { cookie, address: "192.0.2.56", ...limits });
    expect(third.response.status).toBe(429);
    expect(await third.response.json()).toEqual({
      error:
        "Trop de connexions en temps réel ouvertes pour ce compte. Fermez des onglets ou réessayez dans quelques secondes.",
    });

    // A closed stream gives its slot back.
    held[0]?.close();
    await expect
      .poll(async () => {
        const again = await openStream(ratingChannel("service", SERVICE), {
          address: greedy,
          ...limits,
        });
        again.close();
        return again.response.status;
      })
      .toBe(200);
    for (const stream of [...held, first6, other, bell, second]) stream.close();
  });
});

describe("GET /api/events: the stream", () => {
  it("is an uncached event stream that starts with the reconnect hint", async () => {
    const stream = await track(openStream(ratingChannel("store", SERVICE)));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
    await stream.waitFor((message) => message.retry === "1000");
    stream.close();
  });

  it("sends a heartbeat comment at the configured interval", async () => {
    const stream = await track(openStream(ratingChannel("store", SERVICE), { heartbeatMs: 40 }));
    await stream.waitFor((message) => message.comment === "heartbeat", 2_000);
    stream.close();
  });

  it("delivers an event published in a transaction only once it commits", async () => {
    const channel = ratingChannel("service", SERVICE);
    const stream = await track(openStream(channel));
    const db = await getDb();
    await db.transaction(async (tx) => {
      await publishEvent(tx, channel, rating(4.5, 2));
      await sleep(300);
      expect(stream.events()).toEqual([]);
    });
    const event = await stream.nextEvent();
    expect(event.event).toBe(channel);
    expect(JSON.parse(event.data ?? "")).toEqual({ avgRating: 4.5, ratingCount: 2 });
    stream.close();
  });

  it("never delivers an event whose transaction rolled back", async () => {
    const channel = ratingChannel("service", SERVICE);
    const stream = await track(openStream(channel));
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await publishEvent(tx, channel, rating(1, 1));
        throw new Error("annulé");
      }),
    ).rejects.toThrow("annulé");
    // Events arrive in commit order: the next one received must be this one.
    await publishEvent(db, channel, rating(3, 7));
    const event = await stream.nextEvent();
    expect(JSON.parse(event.data ?? "")).toEqual({ avgRating: 3, ratingCount: 7 });
    stream.close();
  });

  it("gives a subscriber only the channels it follows", async () => {
    const mine = await track(openStream(ratingChannel("service", SERVICE)));
    const other = await track(openStream(commentsChannel(OTHER_SERVICE)));
    const db = await getDb();
    await publishEvent(db, ratingChannel("service", SERVICE), rating(5, 1));
    const comment: TCommentEvent = {
      id: "2d1f4c3b-5a6e-4f70-8a9b-0c1d2e3f4a5b",
      content: "Travail soigné, je recommande.",
      createdAt: "2025-05-01T10:00:00.000Z",
      author: { id: "u1", firstName: "Amira", lastName: null, avatarUrl: null },
    };
    await publishEvent(db, commentsChannel(OTHER_SERVICE), comment);

    const first = await other.nextEvent();
    expect(first.event).toBe(commentsChannel(OTHER_SERVICE));
    expect(JSON.parse(first.data ?? "")).toEqual(comment);
    expect((await mine.nextEvent()).event).toBe(ratingChannel("service", SERVICE));
    await sleep(100);
    expect(mine.events()).toHaveLength(1);
    expect(other.events()).toHaveLength(1);
    mine.close();
    other.close();
  });

  it("sends 'notifications' events of the signed-in user only, under that name", async () => {
    const amira = await signedInCookie("amira.rt@exemple.tn");
    const karim = await signedInCookie("karim.rt@exemple.tn");
    const amiraStream = await track(openStream("notifications", { cookie: amira.cookie }));
    const karimStream = await track(openStream("notifications", { cookie: karim.cookie }));
    expect(amiraStream.response.status).toBe(200);

    const db = await getDb();
    const forKarim = notification("7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d");
    const forAmira = notification("1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d");
    await publishEvent(db, userNotificationsChannel(karim.userId), forKarim);
    await publishEvent(db, userNotificationsChannel(amira.userId), forAmira);

    const received = await amiraStream.nextEvent();
    expect(received.event).toBe("notifications");
    expect(JSON.parse(received.data ?? "")).toEqual(forAmira);
    const karimReceived = await karimStream.nextEvent();
    expect(JSON.parse(karimReceived.data ?? "")).toEqual(forKarim);
    await sleep(100);
    expect(amiraStream.events()).toHaveLength(1);
    expect(karimStream.events()).toHaveLength(1);
    amiraStream.close();
    karimStream.close();
  });

  it("sends a conversation's messages to its two parties only, and the reading to the writer", async () => {
    const buyer = await signedInCookie("ines.rt@exemple.tn");
    const owner = await signedInCookie("karim.proprio.rt@exemple.tn");
    const third = await signedInCookie("sami.tiers.rt@exemple.tn");
    const actor = async (cookie: string) =>
      (await getSessionUser(
        new Request("http://localhost/", { headers: { cookie } }),
      )) as NonNullable<Awaited<ReturnType<typeof getSessionUser>>>;
    const buyerStream = await track(openStream("messages", { cookie: buyer.cookie }));
    // The owner's page also follows his notifications: one stream carries both.
    const ownerStream = await track(openStream("notifications,messages", { cookie: owner.cookie }));
    const thirdStream = await track(openStream("messages", { cookie: third.cookie }));
    expect(ownerStream.response.status).toBe(200);

    const listingId = await insertProperty(owner.userId);
    const sent = await sendMessageAboutListing(await actor(buyer.cookie), {
      kind: "property",
      listingId,
      body: "Bonjour, est-il toujours disponible ?",
    });
    if (!sent.ok) throw new Error(sent.message);

    const toOwner = await ownerStream.nextEvent();
    expect(toOwner.event).toBe("messages");
    expect(JSON.parse(toOwner.data ?? "")).toEqual({
      type: "message",
      conversationId: sent.conversationId,
      message: {
        id: sent.messageId,
        body: "Bonjour, est-il toujours disponible ?",
        createdAt: expect.any(String),
        mine: false,
        senderName: "Amira Ben Salah",
      },
    });
    const toBuyer = await buyerStream.nextEvent();
    expect(JSON.parse(toBuyer.data ?? "")).toMatchObject({ message: { mine: true } });

    // The owner opens it: the buyer hears it was read ('Lu').
    const read = await readConversation(await actor(owner.cookie), {
      conversationId: sent.conversationId,
    });
    expect(read.ok).toBe(true);
    const readEvent = await buyerStream.nextEvent();
    expect(JSON.parse(readEvent.data ?? "")).toEqual({
      type: "read",
      conversationId: sent.conversationId,
    });
    await sleep(100);
    expect(thirdStream.events()).toHaveLength(0);
    buyerStream.close();
    ownerStream.close();
    thirdStream.close();
  });

  it("turns an event too large for NOTIFY into a resync of its channel", async () => {
    const channel = commentsChannel(SERVICE);
    const stream = await track(openStream(channel));
    await publishEvent(await getDb(), channel, {
      id: "2d1f4c3b-5a6e-4f70-8a9b-0c1d2e3f4a5b",
      content: "é".repeat(5_000),
      createdAt: "2025-05-01T10:00:00.000Z",
      author: { id: "u1", firstName: "Amira", lastName: null, avatarUrl: null },
    });
    const event = await stream.nextEvent();
    expect(event.event).toBe("resync");
    expect(JSON.parse(event.data ?? "")).toEqual({ channels: [channel] });
    stream.close();
  });

  it("ignores a malformed notification sent straight from SQL", async () => {
    const channel = ratingChannel("store", OTHER_SERVICE);
    const stream = await track(openStream(channel));
    const db = await getDb();
    for (const payload of [
      "pas du json",
      JSON.stringify({ channel, data: { avgRating: "cinq" } }),
      JSON.stringify({ channel }),
    ]) {
      await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    }
    await publishEvent(db, channel, rating(2, 4));
    const event = await stream.nextEvent();
    expect(JSON.parse(event.data ?? "")).toEqual({ avgRating: 2, ratingCount: 4 });
    stream.close();
  });

  it("refuses to publish a payload that does not match its channel", async () => {
    const db = await getDb();
    await expect(
      publishEvent(db, ratingChannel("service", SERVICE), { avgRating: 9, ratingCount: 1 }),
    ).rejects.toThrow();
    await expect(
      // @ts-expect-error a subscriber's name is not a publish channel
      publishEvent(db, "notifications", notification("1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d")),
    ).rejects.toThrow("Canal de publication invalide");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL: a lost LISTEN connection", () => {
  it("comes back after 1 s, tells the streams to reload, then relays again", async () => {
    const channel = ratingChannel("service", OTHER_SERVICE);
    const stream = await track(openStream(channel));
    await stream.waitFor((message) => message.retry === "1000");
    const db = await getDb();
    const killed = await queryRows(
      db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'darna-realtime' and datname = current_database()`,
    );
    expect(killed).toHaveLength(1);

    const resync = await stream.nextEvent(5_000);
    expect(resync.event).toBe("resync");
    expect(JSON.parse(resync.data ?? "")).toEqual({ channels: [channel] });
    await publishEvent(db, channel, rating(1.5, 2));
    expect(JSON.parse((await stream.nextEvent()).data ?? "")).toEqual({
      avgRating: 1.5,
      ratingCount: 2,
    });
    stream.close();
  });
});

describe("clean-up", () => {
  let relayStats: () => { subscribers: number; channels: number };
  beforeAll(async () => {
    const relay = await getRelay();
    relayStats = () => relay.stats();
  });

  it("forgets a stream when its client goes away", async () => {
    const channel = ratingChannel("store", "11111111-2222-4333-8444-555555555555");
    const before = { streams: openStreamCount(), relay: relayStats() };
    const stream = await openStream(channel);
    expect(openStreamCount()).toBe(before.streams + 1);
    expect(relayStats().subscribers).toBe(before.relay.subscribers + 1);
    stream.close();
    expect(openStreamCount()).toBe(before.streams);
    expect(relayStats()).toEqual(before.relay);
  });

  it("answers a HEAD request with the stream's headers and keeps nothing open", async () => {
    const before = openStreamCount();
    const response = await handleEventStream(
      new Request(`http://localhost/api/events?channels=${ratingChannel("service", SERVICE)}`, {
        method: "HEAD",
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.body).toBeNull();
    expect(openStreamCount()).toBe(before);
  });

  it("ends every open stream when the server stops", async () => {
    const stream = await openStream(ratingChannel("store", SERVICE));
    await stream.waitFor((message) => message.retry === "1000");
    await stopRealtime();
    await expect.poll(() => stream.ended(), { timeout: 2_000 }).toBe(true);
    // Its last line tells an EventSource to come back within 1 to 2 s (to another process).
    const last = stream.messages.at(-1);
    expect(last).toEqual({ retry: expect.stringMatching(/^1\d{3}$/) });
    // The next stream starts a new relay.
    const again = await track(openStream(ratingChannel("store", SERVICE)));
    await publishEvent(await getDb(), ratingChannel("store", SERVICE), rating(4, 3));
    expect(JSON.parse((await again.nextEvent()).data ?? "")).toEqual({
      avgRating: 4,
      ratingCount: 3,
    });
    again.close();
  });
});
