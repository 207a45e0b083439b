import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEmail } from "~/features/account/confirm-email.server";
import { signIn } from "~/features/account/sign-in.server";
import { signUp } from "~/features/account/sign-up.server";
import { listAdminAuditLog } from "~/features/admin/audit-log.server";
import { setUserRoleByEmail } from "~/features/admin/user-roles.server";
import { getDb } from "~/server/db/client.server";
import { user } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { flushErrorTracking, stopErrorTracking } from "~/server/error-tracking.server";
import { requestIdFor } from "~/server/request-id.server";
import { uploadsDir } from "~/server/storage/storage.server";
import { deliveredMailsTo } from "../../tests/fixtures/delivered-mail";
import { cookieHeader, linkIn } from "../../tests/fixtures/mail";
import { createHttpApp } from "./app.server";

/*
 * Request ids (issue 26) and error tracking with a local HTTP server standing in for the DSN's
 * host: what it receives is what Sentry would.
 */

const received: string[] = [];
let standIn: http.Server;

beforeAll(async () => {
  standIn = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(Buffer.concat(chunks).toString("utf8"));
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const { port } = standIn.address() as AddressInfo;
  // Read once per process by env(): nothing before this file's first request reads it.
  process.env.SENTRY_DSN = `http://clepublique@127.0.0.1:${port}/42`;
  process.env.SENTRY_RELEASE = "darna@test-1";
});

afterAll(async () => {
  await stopErrorTracking();
  await new Promise((resolve) => standIn.close(resolve));
});

const SECRET_EMAIL = "leila.trabelsi@exemple.tn";
const SECRET_TOKEN = "jeton-de-reinitialisation-7f3a9c";

const failingApp = () =>
  createHttpApp({
    build: () =>
      Promise.reject(new Error(`rendu impossible pour ${SECRET_EMAIL} (token=${SECRET_TOKEN})`)),
    clientDir: path.join(uploadsDir(), "..", "client"),
    mediaDir: uploadsDir(),
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("answers a failing request with its id in X-Request-Id and on the error text", async () => {
    const response = await failingApp().request("/proprietes?page=2");
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    expect(await response.text()).toBe(
      `Une erreur inattendue s'est produite. Code de l'erreur : ${id}`,
    );
  });

  it("never echoes an id a client made up", async () => {
    for (const forged of ["<script>alert(1)</script>", "a".repeat(500), "choisi-par-moi"]) {
      const response = await failingApp().request("/", { headers: { "x-request-id": forged } });
      const id = response.headers.get("x-request-id") ?? "";
      expect(id).toMatch(UUID);
      expect(await response.text()).not.toContain(forged);
    }
  });

  it("takes a trusted proxy's id only when it looks like one", () => {
    const headers = (value: string) => new Headers({ "x-request-id": value });
    expect(requestIdFor(headers("req-42.abc_DEF"), 1)).toBe("req-42.abc_DEF");
    expect(requestIdFor(headers("req-42.abc_DEF"), 0)).toMatch(UUID);
    expect(requestIdFor(headers("a".repeat(129)), 1)).toMatch(UUID);
    expect(requestIdFor(headers("id avec espaces"), 1)).toMatch(UUID);
    expect(requestIdFor(headers("id;nul/../x"), 1)).toMatch(UUID);
    expect(requestIdFor(new Headers(), 1)).toMatch(UUID);
  });
});

describe("error tracking with SENTRY_DSN", () => {
  it("sends a thrown server error with its request id and release, without personal data", async () => {
    const response = await failingApp().request(
      `/reinitialiser-mot-de-passe?token=${SECRET_TOKEN}`,
      {
        headers: {
          authorization: `Bearer ${SECRET_TOKEN}`,
          cookie: `better-auth.session_token=${SECRET_TOKEN}`,
        },
      },
    );
    const id = response.headers.get("x-request-id") ?? "";
    await flushErrorTracking();
    const events = received.filter((body) => body.includes(id));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toContain(`"request_id":"${id}"`);
    expect(event).toContain('"release":"darna@test-1"');
    expect(event).not.toContain(SECRET_EMAIL);
    expect(event).not.toContain(SECRET_TOKEN);
    // The page's CSP lets the browser script send there, and only there.
    const connectSrc = response.headers
      .get("content-security-policy")
      ?.split(";")
      .find((directive) => directive.trim().startsWith("connect-src"));
    expect(connectSrc?.trim()).toBe(
      `connect-src 'self' blob: ${new URL(env().SENTRY_DSN ?? "").origin}`,
    );
  });
});

describe("admin journal", () => {
  it("records the request id of the action with its line", async () => {
    const email = "journal-requete@exemple.tn";
    const context = () => ({ headers: new Headers(), clientIp: "10.9.0.1" });
    await signUp(
      {
        firstName: "Nour",
        lastName: "Admin",
        email,
        password: "secret123",
        confirmPassword: "secret123",
      },
      context(),
    );
    const token = new URL(
      linkIn((await deliveredMailsTo(email)).at(-1), "/auth/confirmer"),
    ).searchParams.get("token");
    await confirmEmail(token ?? "");
    await setUserRoleByEmail(await getDb(), email, "admin");
    const signedIn = await signIn({ email, password: "secret123" }, context());
    if (!signedIn.ok) throw new Error(signedIn.code);
    const db = await getDb();
    await db.insert(user).values({
      id: "u-journal-cible",
      name: "Cible",
      email: "cible-journal@exemple.tn",
      emailVerified: true,
    });

    const response = await failingApp().request("http://localhost:3000/api/admin/delete-user", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: env().PUBLIC_URL,
        cookie: cookieHeader(signedIn.headers),
      },
      body: JSON.stringify({ adminOperation: true, targetUserId: "u-journal-cible" }),
    });
    expect(response.status).toBe(200);
    expect((await db.select().from(user).where(eq(user.id, "u-journal-cible"))).length).toBe(0);

    const journal = await listAdminAuditLog({ role: "admin" }, { page: 1, q: "" });
    if (!journal.ok) throw new Error(journal.code);
    const line = journal.page.rows.find((row) => row.action === "user_deletion");
    expect(line?.requestId).toMatch(UUID);
    expect(line?.requestId).toBe(response.headers.get("x-request-id"));
  });
});
