import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import pg from "pg";
import {
  createTestDatabase,
  signUpAndSignIn,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";
import { hydrated } from "../fixtures/test";

/*
 * Request ids and error tracking (issue 26) on a server process of its own (PostgreSQL): a
 * failing page's id on its response, its error page and its log lines; with a local HTTP server
 * standing in for SENTRY_DSN's host, the server's and the browser's errors arrive there with the
 * request id and without personal data; without SENTRY_DSN the stand-in receives nothing.
 * Skipped when no PostgreSQL answers at E2E_POSTGRES_URL.
 */

test.describe.configure({ mode: "serial", timeout: 150_000 });

const EMAIL = "leila.trabelsi@exemple.tn";
const TOKEN = "jeton-secret-9c4e1b";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: TServerProcess | undefined;
let standIn: http.Server;
let standInOrigin = "";
const received: string[] = [];

test.beforeAll(async () => {
  database = await createTestDatabase("darna_reqid_e2e");
  test.skip(!database, "PostgreSQL ne répond pas");
  standIn = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(Buffer.concat(chunks).toString("utf8"));
      // The browser SDK posts from the page's origin.
      response
        .writeHead(200, {
          "access-control-allow-origin": "*",
          "access-control-allow-headers": "*",
          "content-type": "application/json",
        })
        .end("{}");
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  standInOrigin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});

test.afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

test.afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
  await database?.drop();
});

/** Makes the pages that list properties fail: their table is renamed away while `fail` runs. */
async function withPropertiesGone<T>(fail: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database?.url });
  await client.connect();
  try {
    await client.query("ALTER TABLE properties RENAME TO properties_absente");
    try {
      return await fail();
    } finally {
      await client.query("ALTER TABLE properties_absente RENAME TO properties");
    }
  } finally {
    await client.end();
  }
}

/** Throws an uncaught error in the page, with personal data in its message. */
async function throwInBrowser(page: Page) {
  await page.evaluate(
    ([email, token]) =>
      new Promise<void>((resolve) => {
        window.addEventListener("error", () => resolve(), { once: true });
        setTimeout(() => {
          throw new Error(`panne du navigateur pour ${email} ?token=${token}`);
        });
      }),
    [EMAIL, TOKEN],
  );
}

function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test("with SENTRY_DSN: ids on responses, pages and logs; both sides' errors reported, scrubbed", async ({
  page,
}) => {
  test.setTimeout(240_000);
  server = await startServerProcess({
    DATABASE_URL: database?.url as string,
    SENTRY_DSN: `http://clepublique@${standInOrigin.slice("http://".length)}/7`,
    SENTRY_RELEASE: "darna@e2e",
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });

  // The home page twice: the second comes from the page cache, with its own id all the same.
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto(`${server.url}/`);
    const id = response?.headers()["x-request-id"] ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.locator('script[src="/error-tracking.js"]')).toHaveAttribute(
      "data-request-id",
      id,
    );
  }
  const homeId = (await page
    .locator('script[src="/error-tracking.js"]')
    .getAttribute("data-request-id")) as string;
  await hydrated(page, "#contenu");
  // The script is named in the head only by the server, outside React's tree: the ids React
  // gives (useId) stay those of the server's HTML, which the browser keeps.
  const publish = page.getByRole("button", { name: "Publier une annonce" });
  const menuId = await publish.getAttribute("aria-controls");
  await publish.click();
  await expect(page.locator(`[id="${menuId}"]`)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => "__SENTRY__" in window);
  await throwInBrowser(page);
  await expect
    .poll(() => received.find((body) => body.includes("panne du navigateur")))
    .toBeTruthy();
  const browserEvent = received.find((body) => body.includes("panne du navigateur")) as string;
  expect(browserEvent).toContain(`"request_id":"${homeId}"`);
  expect(browserEvent).toContain('"release":"darna@e2e"');
  expect(browserEvent).not.toContain(EMAIL);
  expect(browserEvent).not.toContain(TOKEN);
  // The script is named in the head only by the server: hydration leaves it alone.
  expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);

  const { status, id } = await withPropertiesGone(async () => {
    // A query of its own: the home page the visits above left in the page cache is not this one.
    const response = await page.goto(`${server?.url}/?token=${TOKEN}`);
    return { status: response?.status(), id: response?.headers()["x-request-id"] ?? "" };
  });
  expect(status).toBe(500);
  await expect(page.getByText(`Code de l'erreur : ${id}`)).toBeVisible();
  await expect
    .poll(() => logLines(server?.output() ?? "").filter((line) => line.requestId === id))
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 50, requestId: id }),
        expect.objectContaining({
          msg: "requête",
          method: "GET",
          route: "/",
          status: 500,
          requestId: id,
        }),
      ]),
    );
  expect(server.output()).not.toContain(TOKEN);
  await expect
    .poll(() => received.find((body) => body.includes(`"request_id":"${id}"`)))
    .toBeTruthy();
  const serverEvent = received.find((body) => body.includes(`"request_id":"${id}"`)) as string;
  expect(serverEvent).toContain('"release":"darna@e2e"');
  expect(serverEvent).not.toContain(TOKEN);
});

test("without SENTRY_DSN nothing is sent anywhere", async ({ page }) => {
  test.setTimeout(240_000);
  received.length = 0;
  server = await startServerProcess({ DATABASE_URL: database?.url as string, SENTRY_DSN: "" });
  const response = await page.goto(`${server.url}/`);
  expect(response?.headers()["content-security-policy"]).not.toContain(standInOrigin);
  await expect(page.locator('script[src="/error-tracking.js"]')).toHaveCount(0);
  await hydrated(page, "#contenu");
  await throwInBrowser(page);
  const failed = await withPropertiesGone(() => page.goto(`${server?.url}/?page=2`));
  expect(failed?.status()).toBe(500);
  await expect(page.getByText(/Code de l'erreur : /)).toBeVisible();
  // The pages' own error panels say it too: a list, a listing, a seller.
  const seller = await signUpAndSignIn(server, "reqid-seller");
  await withPropertiesGone(async () => {
    for (const path of [
      "/proprietes",
      `/proprietes/${crypto.randomUUID()}`,
      `/utilisateur/${seller.userId}/annonces`,
    ]) {
      const response = await page.goto(`${server?.url}${path}`);
      expect(response?.status(), path).toBe(500);
      await expect(
        page.getByText(`Code de l'erreur : ${response?.headers()["x-request-id"]}`),
      ).toBeVisible();
    }
  });
  const missing = await page.goto(`${server.url}/cette-page-n-existe-pas`);
  expect(missing?.status()).toBe(404);
  await expect(
    page.getByText(`Code de l'erreur : ${missing?.headers()["x-request-id"]}`),
  ).toBeVisible();
  expect(received).toEqual([]);
});
