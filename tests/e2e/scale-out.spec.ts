import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
// No page here, so not ../fixtures/test: its console check would start a browser for nothing.
import { expect, test } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { commentsChannel } from "../../app/lib/realtime-channels";
import { startS3Server, type TS3Server } from "../fixtures/s3";
import {
  createTestDatabase,
  openEventStream,
  signUpAndSignIn,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";

/*
 * The reference deployment in small (docs/deploy.md): two app processes, each with its own
 * DATA_DIR, on one PostgreSQL database and one S3-compatible bucket (s3rver, in this process).
 * Whatever one process does, the other sees: sessions, photos, rate-limit counters, live events.
 * CI starts PostgreSQL; elsewhere the test is skipped when none answers at E2E_POSTGRES_URL.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

// Processes of one deployment share the secret, so a session works on every one of them.
const AUTH_SECRET = crypto.randomBytes(32).toString("base64url");

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let bucket: TS3Server | undefined;
let serverA: TServerProcess | undefined;
let serverB: TServerProcess | undefined;
let pool: pg.Pool | undefined;

test.beforeAll(async () => {
  // Starting servers on a shared two-core machine; the configured timeout is for each test.
  test.setTimeout(180_000);
  database = await createTestDatabase("darna_scale_out");
  test.skip(!database, "PostgreSQL ne répond pas");
  bucket = await startS3Server();
  const env = { DATABASE_URL: database?.url as string, AUTH_SECRET, ...bucket.env };
  // One after the other: the first one migrates the empty database.
  serverA = await startServerProcess(env);
  serverB = await startServerProcess(env);
  pool = new pg.Pool({ connectionString: database?.url, max: 1 });
});

test.afterAll(async () => {
  await pool?.end();
  await serverA?.dispose();
  await serverB?.dispose();
  await bucket?.close();
  await database?.drop();
});

const A = () => serverA as TServerProcess;
const B = () => serverB as TServerProcess;

// Better Auth takes 3 sign-ups per 10 s from one address, counted in the shared database too:
// two accounts, made once, serve every test.
let owner: ReturnType<typeof signUpAndSignIn> | undefined;
let commenter: ReturnType<typeof signUpAndSignIn> | undefined;
const ownerOnA = () => {
  owner ??= signUpAndSignIn(A(), "scale-owner");
  return owner;
};
const commenterOnB = () => {
  commenter ??= signUpAndSignIn(B(), "scale-commenter");
  return commenter;
};

/** Publishes a service through `server`'s form, with `photo` when given; returns its row. */
async function publishService(
  server: TServerProcess,
  cookie: string,
  name: string,
  photo?: Buffer,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name,
    profession: "Électricien",
    description: "Installation et dépannage électrique, partout au Sahel.",
    phone: "+216 71 222 333",
    whatsapp: "+216 98 222 333",
    governorate: "monastir",
    delegation: "monastir-ville",
    address: "",
  })) {
    form.append(key, value);
  }
  if (photo)
    form.append("image", new File([new Uint8Array(photo)], "atelier.png", { type: "image/png" }));
  const response = await fetch(`${server.url}/publier/service`, {
    method: "POST",
    headers: { cookie, origin: server.url },
    body: form,
    redirect: "manual",
  });
  expect(response.status, await response.clone().text()).toBe(302);
  const { rows } = await (pool as pg.Pool).query<{ id: string; image: string | null }>(
    "select id, image from services where name = $1",
    [name],
  );
  expect(rows).toHaveLength(1);
  return rows[0] as { id: string; image: string | null };
}

test("a session made on one process is valid on the other", async () => {
  const { email, cookie } = await ownerOnA();

  const session = await fetch(`${B().url}/api/auth/get-session`, { headers: { cookie } });
  expect(((await session.json()) as { user?: { email: string } }).user?.email).toBe(email);
  // A signed-in page of B opens instead of sending the visitor to the sign-in page.
  const page = await fetch(`${B().url}/publier/service`, {
    headers: { cookie },
    redirect: "manual",
  });
  expect(page.status).toBe(200);
});

test("a photo uploaded through one process is served by the other", async () => {
  const { cookie } = await ownerOnA();
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  const service = await publishService(A(), cookie, `Atelier Photo ${Date.now()}`, photo);
  expect(service.image).toMatch(/^\/media\//);

  const fromB = await fetch(`${B().url}${service.image}`);
  expect(fromB.status).toBe(200);
  expect(fromB.headers.get("content-type")).toMatch(/^image\//);
  const served = Buffer.from(await fromB.arrayBuffer());
  // The picture itself: the orange one A received, whatever format it was stored in.
  const { dominant } = await sharp(served).stats();
  expect(dominant.r).toBeGreaterThan(150);
  expect(dominant.b).toBeLessThan(80);
  // Same bytes through A, and neither process kept a copy on its own disk.
  expect(Buffer.from(await (await fetch(`${A().url}${service.image}`)).arrayBuffer())).toEqual(
    served,
  );
  for (const server of [A(), B()]) {
    expect(fs.readdirSync(server.dataDir, { recursive: true }).map(String)).not.toContainEqual(
      expect.stringContaining(path.basename(service.image as string)),
    );
  }
});

test("rate limits are counted once for both processes", async () => {
  // The contact form takes 5 messages an hour from one client address; both processes see
  // this test's requests from 127.0.0.1.
  const post = (server: TServerProcess) =>
    fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({
        name: "Nour Deux Processus",
        email: "nour@example.com",
        phone: "+216 55 666 777",
        message: "Un message pour chacun des deux processus.",
      }),
    });
  for (const server of [A(), B(), A(), B(), A()]) expect((await post(server)).status).toBe(200);
  const sixth = await post(B());
  expect(sixth.status).toBe(429);
  expect(await sixth.text()).toContain("Trop de tentatives");
  expect((await post(A())).status).toBe(429);
});

test("a comment published through one process arrives live on a page connected to the other", async () => {
  const service = await publishService(A(), (await ownerOnA()).cookie, `Plomberie ${Date.now()}`);
  // Made through B: its session is used on A below.
  const { cookie: commenterCookie } = await commenterOnB();

  // The service page on B follows its comments.
  const stream = await openEventStream(B().url, commentsChannel(service.id));
  await stream.ready();

  const content = `Travail soigné et rapide, merci ! ${Date.now()}`;
  const posted = await fetch(`${A().url}/services/${service.id}`, {
    method: "POST",
    headers: { cookie: commenterCookie, origin: A().url },
    body: new URLSearchParams({ intent: "comment", content }),
    redirect: "manual",
  });
  expect(posted.status).toBe(302);

  await expect.poll(() => stream.events().length).toBe(1);
  const [event] = stream.events();
  expect(event?.event).toBe(commentsChannel(service.id));
  expect(JSON.parse(event?.data ?? "{}")).toMatchObject({ content });
  stream.close();
});

test("a message sent through one process arrives live on the recipient's stream on the other", async () => {
  const { cookie: ownerCookie } = await ownerOnA();
  const service = await publishService(A(), ownerCookie, `Électricité ${Date.now()}`);
  const { cookie: buyerCookie } = await commenterOnB();

  // The owner's page on B follows his conversations (the session was made on A).
  const stream = await openEventStream(B().url, "messages", ownerCookie);
  expect(stream.response.status).toBe(200);
  await stream.ready();

  const body = `Bonjour, êtes-vous disponible demain ? ${Date.now()}`;
  const compose = `/messages/nouveau?type=service&id=${service.id}`;
  const sent = await fetch(`${A().url}${compose}`, {
    method: "POST",
    headers: { cookie: buyerCookie, origin: A().url },
    body: new URLSearchParams({ annonce: `service:${service.id}`, body }),
    redirect: "manual",
  });
  expect(sent.status, await sent.clone().text()).toBe(302);
  const conversationId = /^\/messages\/([0-9a-f-]{36})/.exec(
    sent.headers.get("location") ?? "",
  )?.[1];
  expect(conversationId).toBeDefined();

  const event = await stream.nextEvent();
  expect(event.event).toBe("messages");
  expect(JSON.parse(event.data ?? "{}")).toMatchObject({
    type: "message",
    conversationId,
    message: { body, mine: false },
  });
  stream.close();
});

test("a service published through one process shows at once on the other's pages kept for visitors", async () => {
  const { email, cookie } = await ownerOnA();
  const { rows } = await (pool as pg.Pool).query<{ id: string }>(
    'select id from "user" where email = $1',
    [email],
  );
  const sellerPage = `${B().url}/utilisateur/${rows[0]?.id}/annonces`;
  // B keeps the seller's page in memory for visitors (docs/decisions/0017)…
  await expect
    .poll(async () => {
      await fetch(sellerPage);
      return (await fetch(sellerPage)).headers.get("x-cache");
    })
    .toBe("HIT");

  // …until A announces a write through the database.
  const name = `Électricité Express ${Date.now()}`;
  await publishService(A(), cookie, name);
  // At once: well before the ten seconds a page may otherwise stay in memory.
  await expect
    .poll(async () => (await (await fetch(sellerPage)).text()).includes(name), { timeout: 3_000 })
    .toBe(true);
});
