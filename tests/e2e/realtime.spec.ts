import crypto from "node:crypto";
// No page here, so not ../fixtures/test: its console check would start a browser for nothing.
import { expect, test } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import {
  ratingChannel,
  type TNotificationEvent,
  type TPayloadOf,
  type TPublishChannel,
  userNotificationsChannel,
} from "../../app/lib/realtime-channels";
import { publishEvent, type TExecutor } from "../../app/server/realtime/publish.server";
import {
  createTestDatabase,
  openEventStream,
  signUpAndSignIn,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";

/*
 * The realtime relay across processes (docs/decisions/0005): two built servers on one
 * PostgreSQL database, each LISTENing; an event published by a third connection reaches the
 * pages connected to both, and a user's stream on either process carries only their own
 * notifications. CI (.ci/run) starts PostgreSQL before `npm test`; elsewhere the test is
 * skipped when no PostgreSQL answers at E2E_POSTGRES_URL.
 */

const AUTH_SECRET = crypto.randomBytes(32).toString("base64url");
const SERVICE = "6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10";

test.describe.configure({ mode: "serial", timeout: 90_000 });

type TServer = TServerProcess;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let serverA: TServer | undefined;
let serverB: TServer | undefined;
let pool: pg.Pool | undefined;
const streams: Array<{ close(): void }> = [];

test.beforeAll(async () => {
  database = await createTestDatabase("darna_realtime");
  test.skip(!database, "PostgreSQL ne répond pas");
  // Instances of one deployment share the secret, so a session works on every one of them.
  const env = { DATABASE_URL: database?.url as string, AUTH_SECRET, LOG_LEVEL: "warn" };
  // One after the other: the first one migrates the empty database.
  serverA = await startServerProcess(env);
  serverB = await startServerProcess(env);
  pool = new pg.Pool({ connectionString: database?.url, max: 2 });
});

test.afterAll(async () => {
  for (const stream of streams) stream.close();
  await pool?.end();
  await serverA?.dispose();
  await serverB?.dispose();
  await database?.drop();
});

/** Publishes the way the app does, from a connection that is neither server's. */
async function publish<C extends TPublishChannel>(channel: C, payload: TPayloadOf<C>) {
  await publishEvent(drizzle(pool as pg.Pool) as unknown as TExecutor, channel, payload);
}

test("an event published once reaches the pages connected to either process", async () => {
  const channel = ratingChannel("service", SERVICE);
  const onA = await openStream(serverA as TServer, channel);
  const onB = await openStream(serverB as TServer, channel);
  await onA.ready();
  await onB.ready();

  await publish(channel, { avgRating: 4.5, ratingCount: 12 });

  for (const stream of [onA, onB]) {
    const event = await stream.nextEvent();
    expect(event.event).toBe(channel);
    expect(JSON.parse(event.data ?? "")).toEqual({ avgRating: 4.5, ratingCount: 12 });
  }
});

test("each user's stream carries their own notifications only, on either process", async () => {
  const amira = await signUpAndSignIn(serverA as TServer, "realtime-amira");
  const karim = await signUpAndSignIn(serverA as TServer, "realtime-karim");
  // Signed in through A, followed on B: the session lives in the shared database.
  const amiraOnB = await openStream(serverB as TServer, "notifications", amira.cookie);
  const karimOnA = await openStream(serverA as TServer, "notifications", karim.cookie);
  expect(amiraOnB.response.status).toBe(200);
  await amiraOnB.ready();
  await karimOnA.ready();

  const forKarim = notification("7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d", amira.userId);
  const forAmira = notification("1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", karim.userId);
  await publish(userNotificationsChannel(karim.userId), forKarim);
  await publish(userNotificationsChannel(amira.userId), forAmira);

  const toAmira = await amiraOnB.nextEvent();
  expect(toAmira.event).toBe("notifications");
  expect(JSON.parse(toAmira.data ?? "")).toEqual(forAmira);
  const toKarim = await karimOnA.nextEvent();
  expect(JSON.parse(toKarim.data ?? "")).toEqual(forKarim);
  // Nothing else follows: Karim's notification never reached Amira's stream.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(amiraOnB.events()).toHaveLength(1);
  expect(karimOnA.events()).toHaveLength(1);
});

test("a visitor asking for notifications is refused with 401 and a French message", async () => {
  const response = await fetch(
    `${(serverB as TServer).url}/api/events?channels=${encodeURIComponent(`notifications,${ratingChannel("store", SERVICE)}`)}`,
  );
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({
    error: "Vous devez être connecté pour recevoir vos notifications.",
  });
});

test("the stream is neither compressed nor cached, and keeps the security headers", async () => {
  const stream = await openStream(serverB as TServer, ratingChannel("store", SERVICE), undefined, {
    "accept-encoding": "gzip, br",
  });
  // Compression would hold the first bytes back until a buffer fills.
  await stream.ready();
  const headers = stream.response.headers;
  expect(headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(headers.get("content-encoding")).toBeNull();
  expect(headers.get("cache-control")).toBe("no-store, no-transform");
  expect(headers.get("x-accel-buffering")).toBe("no");
  expect(headers.get("content-security-policy")).toContain("default-src 'self'");
});

test("stopping a process ends its streams cleanly so browsers reconnect elsewhere", async () => {
  const stream = await openStream(serverB as TServer, ratingChannel("service", SERVICE));
  await stream.ready();
  const exitCode = await (serverB as TServer).stop();
  expect(exitCode).toBe(0);
  await expect.poll(() => stream.outcome(), { timeout: 5_000 }).toBe("ended");
  // The other process still relays.
  const onA = await openStream(serverA as TServer, ratingChannel("service", SERVICE));
  await onA.ready();
  await publish(ratingChannel("service", SERVICE), { avgRating: 3, ratingCount: 13 });
  expect(JSON.parse((await onA.nextEvent()).data ?? "")).toEqual({
    avgRating: 3,
    ratingCount: 13,
  });
});

// ---------------------------------------------------------------------------------------------

function notification(id: string, senderId: string): TNotificationEvent {
  return {
    id,
    type: "new_comment",
    serviceId: SERVICE,
    serviceName: "Plomberie Ben Salah",
    sender: { id: senderId, firstName: "Karim", lastName: "Trabelsi", avatarUrl: null },
    createdAt: new Date().toISOString(),
    read: false,
  };
}

/** GET /api/events on `server`, closed after the tests. */
async function openStream(
  server: TServer,
  channels: string,
  cookie?: string,
  extraHeaders: Record<string, string> = {},
) {
  const stream = await openEventStream(server.url, channels, cookie, extraHeaders);
  streams.push(stream);
  return stream;
}
