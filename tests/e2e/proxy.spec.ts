// No page here, so not ../fixtures/test: its console check would start a browser for nothing.
import { expect, test } from "@playwright/test";
import { cookieHeader, linkIn, mailsTo } from "../fixtures/mail";
import { startServerProcess, type TServerProcess } from "../fixtures/server-process";

/*
 * Behind an HTTPS reverse proxy (app/edge/forwarded.server.ts): the browser is on
 * https://darna.example, the request reaches Node as http://127.0.0.1:port with X-Forwarded-*
 * headers. Two built servers with the same PUBLIC_URL: one trusting one proxy hop
 * (TRUST_PROXY=1), one trusting none (the default). This test plays the proxy.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PUBLIC_URL = "https://darna.example";

let trusted: TServerProcess | undefined;
let untrusted: TServerProcess | undefined;

test.beforeAll(async () => {
  // Starting servers on a shared two-core machine; the configured timeout is for each test.
  test.setTimeout(180_000);
  [trusted, untrusted] = await Promise.all([
    startServerProcess({ PUBLIC_URL, TRUST_PROXY: "1" }),
    startServerProcess({ PUBLIC_URL, TRUST_PROXY: "0" }),
  ]);
});

test.afterAll(async () => {
  await trusted?.dispose();
  await untrusted?.dispose();
});

/** What the proxy adds to a browser's request for https://darna.example. */
function proxied(clientAddress: string, headers: Record<string, string> = {}) {
  return {
    "x-forwarded-proto": "https",
    "x-forwarded-host": "darna.example",
    "x-forwarded-for": clientAddress,
    ...headers,
  };
}

/** The contact form, posted to `server` with `headers`. */
function postContact(server: TServerProcess | undefined, headers: Record<string, string>) {
  return fetch(`${server?.url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({
      name: "Hela Proxy",
      email: "hela@example.com",
      phone: "+216 22 333 444",
      message: "Bonjour, je vous écris de derrière un proxy HTTPS.",
    }),
    redirect: "manual",
  });
}

test("a form posted from the https page is accepted when the proxy is trusted, refused (400) when not", async () => {
  const browserPost = proxied("198.51.100.7", { origin: PUBLIC_URL });

  const accepted = await postContact(trusted, browserPost);
  expect(accepted.status).toBe(200);
  expect(await accepted.text()).toContain("Message envoyé");

  // Untrusted, the request is http://127.0.0.1:port and the page https://darna.example.
  const refused = await postContact(untrusted, browserPost);
  expect(refused.status).toBe(400);
  expect(await refused.text()).not.toContain("Message envoyé");
});

test("rate limits count the forwarded client address only when the proxy is trusted", async () => {
  // The contact form takes 5 messages an hour from one client address.
  for (let index = 0; index < 5; index++) {
    expect((await postContact(trusted, proxied("203.0.113.10"))).status).toBe(200);
  }
  expect((await postContact(trusted, proxied("203.0.113.10"))).status).toBe(429);
  // A client cannot escape by naming another address: the trusted hop appended the real one.
  expect((await postContact(trusted, proxied("192.0.2.99, 203.0.113.10"))).status).toBe(429);
  // Another client behind the same proxy has its own count.
  expect((await postContact(trusted, proxied("203.0.113.11"))).status).toBe(200);

  // Untrusted, the header is anybody's to forge: every request counts against the socket's
  // address, whatever it says.
  for (let index = 0; index < 5; index++) {
    expect((await postContact(untrusted, proxied(`203.0.113.${20 + index}`))).status).toBe(200);
  }
  const sixth = await postContact(untrusted, proxied("203.0.113.30"));
  expect(sixth.status).toBe(429);
  expect(await sixth.text()).toContain("Trop de tentatives");
});

test("under an https PUBLIC_URL the session and flash cookies are Secure", async () => {
  const server = trusted as TServerProcess;
  const headers = proxied("198.51.100.8", { origin: PUBLIC_URL });

  // A visitor sent to sign in carries a flash toast across the redirect.
  const guarded = await fetch(`${server.url}/publier/propriete`, {
    headers: proxied("198.51.100.8"),
    redirect: "manual",
  });
  expect(guarded.status).toBe(302);
  const flash = guarded.headers.getSetCookie();
  expect(flash).toHaveLength(1);
  expect(flash[0]).toMatch(/; Secure/i);
  expect(flash[0]).toMatch(/; HttpOnly/i);

  const email = `proxy-${Date.now()}@example.com`;
  const password = "secret123";
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ email, password, name: "Hela Proxy" }),
  });
  expect(signUp.ok, await signUp.clone().text()).toBe(true);
  await expect.poll(() => mailsTo(email, server.dataDir).length).toBeGreaterThan(0);
  // The mailed link is on the public address; the proxy passes it on.
  const link = new URL(linkIn(mailsTo(email, server.dataDir).at(-1), "/auth/confirmer"));
  expect(link.origin).toBe(PUBLIC_URL);
  const confirm = await fetch(`${server.url}${link.pathname}${link.search}`, {
    headers: proxied("198.51.100.8"),
    redirect: "manual",
  });
  expect(confirm.headers.get("location")).toContain("email_confirmed=true");

  const signIn = await fetch(`${server.url}/auth/login`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  const session = signIn.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
  // The __Secure- prefix: a browser accepts it only over https, with Secure.
  expect(session).toMatch(/^__Secure-[\w.-]*session_token=/);
  expect(session).toMatch(/; Secure/i);
  expect(session).toMatch(/; HttpOnly/i);

  // And the session works through the proxy.
  const me = await fetch(`${server.url}/api/auth/get-session`, {
    headers: proxied("198.51.100.8", { cookie: cookieHeader(signIn.headers) }),
  });
  expect(((await me.json()) as { user?: { email: string } }).user?.email).toBe(email);
});
