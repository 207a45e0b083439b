import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
import { cookieHeader, linkIn, mailsTo } from "../fixtures/mail";
import { freePort } from "../fixtures/ports";

/*
 * The realtime relay across processes (docs/decisions/0005): two built servers on one
 * PostgreSQL database, each LISTENing; an event published by a third connection reaches the
 * pages connected to both, and a user's stream on either process carries only their own
 * notifications. CI (.ci/run) starts PostgreSQL before `npm test`; elsewhere the test is
 * skipped when no PostgreSQL answers at E2E_POSTGRES_URL.
 */

const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = `darna_realtime_${crypto.randomBytes(5).toString("hex")}`;
const DATABASE_URL = databaseUrlFor(ADMIN_URL, DATABASE);
const AUTH_SECRET = crypto.randomBytes(32).toString("base64url");
const SERVICE = "6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10";

test.describe.configure({ mode: "serial", timeout: 90_000 });

type TServer = Awaited<ReturnType<typeof startServer>>;
let serverA: TServer | undefined;
let serverB: TServer | undefined;
let pool: pg.Pool | undefined;
const streams: Array<{ close(): void }> = [];

test.beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    if (process.env.CI) throw new Error(`PostgreSQL ne répond pas à ${ADMIN_URL}`);
    test.skip(true, `PostgreSQL ne répond pas à ${ADMIN_URL}`);
    return;
  }
  try {
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  // One after the other: the first one migrates the empty database.
  serverA = await startServer();
  serverB = await startServer();
  pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
});

test.afterAll(async () => {
  for (const stream of streams) stream.close();
  await pool?.end();
  await serverA?.stop();
  await serverB?.stop();
  if (!serverA) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
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
  const amira = await signUpAndSignIn(serverA as TServer, "amira");
  const karim = await signUpAndSignIn(serverA as TServer, "karim");
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
  serverB = undefined;
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

type TMessage = { event?: string; data?: string; retry?: string; comment?: string };

/** GET /api/events read as a browser's EventSource would. */
async function openStream(
  server: TServer,
  channels: string,
  cookie?: string,
  extraHeaders: Record<string, string> = {},
) {
  const abort = new AbortController();
  const response = await fetch(
    `${server.url}/api/events?channels=${encodeURIComponent(channels)}`,
    { headers: { ...(cookie ? { cookie } : {}), ...extraHeaders }, signal: abort.signal },
  );
  const messages: TMessage[] = [];
  let outcome: "open" | "ended" | "failed" = "open";
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            messages.push(parseBlock(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
          }
        }
        outcome = "ended";
      } catch {
        outcome = "failed";
      }
    })();
  }
  let cursor = 0;
  const stream = {
    response,
    events: () => messages.filter((message) => message.event),
    outcome: () => outcome,
    /** Resolves once the server has subscribed this stream (its first line is sent then). */
    async ready() {
      await expect.poll(() => messages.some((message) => message.retry === "1000")).toBe(true);
    },
    async nextEvent(): Promise<TMessage> {
      await expect
        .poll(() => messages.slice(cursor).some((message) => message.event), { timeout: 7_000 })
        .toBe(true);
      const index = messages.slice(cursor).findIndex((message) => message.event);
      cursor += index + 1;
      return messages[cursor - 1] as TMessage;
    },
    close: () => abort.abort(),
  };
  streams.push(stream);
  return stream;
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

/** A confirmed account made through server's auth API and mail, then signed in. */
async function signUpAndSignIn(server: TServer, tag: string) {
  const email = `realtime-${tag}-${Date.now()}@example.com`;
  const password = "secret123";
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password, name: `${tag} Test` }),
  });
  expect(signUp.ok, await signUp.clone().text()).toBe(true);
  await expect.poll(() => mailsTo(email, server.dataDir).length).toBeGreaterThan(0);
  const confirm = await fetch(linkIn(mailsTo(email, server.dataDir).at(-1), "/auth/confirmer"), {
    redirect: "manual",
  });
  expect(confirm.headers.get("location")).toContain("email_confirmed=true");
  const signIn = await fetch(`${server.url}/auth/login`, {
    method: "POST",
    headers: { origin: server.url },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  const cookie = cookieHeader(signIn.headers);
  expect(cookie).toMatch(/session_token/);
  const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
  const userId = ((await session.json()) as { user: { id: string } }).user.id;
  return { cookie, userId };
}

function databaseUrlFor(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The built server (npm run build, or DARNA_BUILD_DIR) on the shared PostgreSQL database. */
async function startServer() {
  const root = path.resolve(import.meta.dirname, "../..");
  const bundle = path.resolve(root, process.env.DARNA_BUILD_DIR ?? "build", "server.js");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-realtime-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL,
      // Instances of one deployment share the secret, so a session works on every one of them.
      AUTH_SECRET,
      SEED_DEMO: "false",
      DARNA_ROOT: root,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur de test s'est arrêté :\n${output}`);
    const healthy = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Le serveur de test ne répond pas :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  let stopped: Promise<number | null> | undefined;
  return {
    url,
    dataDir,
    /** SIGTERM, as a process manager stops an instance; resolves with the exit code. */
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null) child.kill("SIGTERM");
        const code = await exited;
        fs.rmSync(dataDir, { recursive: true, force: true });
        return code;
      })();
      return stopped;
    },
  };
}
