import crypto from "node:crypto";
import http from "node:http";
// No page here, so not ../fixtures/test: its console check would start a browser for nothing.
import { expect, test } from "@playwright/test";
import {
  createTestDatabase,
  openEventStream,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";

/*
 * GET /metrics (issue 26, decision 0036) on the built server: absent without METRICS_TOKEN, and
 * with WEB_CONCURRENCY=2 one scrape reports what both workers did.
 */

test.describe.configure({ timeout: 120_000 });

test("without METRICS_TOKEN, /metrics is an unknown address", async () => {
  // The suite's shared server runs without METRICS_TOKEN.
  const response = await fetch(`${process.env.E2E_BASE_URL}/metrics`, {
    headers: { authorization: "Bearer un-jeton-quelconque-0123456789" },
  });
  expect(response.status).toBe(404);
});

/** A GET on a connection of its own: Node's cluster hands each connection to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

/** The value of one series in a scrape (0 when absent). */
function value(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test.describe("two workers, one scrape", () => {
  test.describe.configure({ mode: "serial" });

  const token = crypto.randomBytes(24).toString("hex");
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TServerProcess | undefined;

  const scrape = async (authorization = `Bearer ${token}`) => {
    const response = await fetch(`${server?.url}/metrics`, { headers: { authorization } });
    return { status: response.status, text: await response.text() };
  };

  test.beforeAll(async () => {
    // Starting servers on a shared two-core machine; the configured timeout is for each test.
    test.setTimeout(180_000);
    database = await createTestDatabase("darna_metrics");
    test.skip(!database, "PostgreSQL ne répond pas");
    server = await startServerProcess({
      WEB_CONCURRENCY: "2",
      DATABASE_URL: database?.url as string,
      METRICS_TOKEN: token,
    });
    await expect.poll(() => server?.workerPids().length).toBe(2);
    // Both workers listen (the primary announces it once they do).
    await expect.poll(() => server?.output()).toContain('"workers":2');
  });

  test.afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  test("a wrong token is refused, the right one reads both workers' requests", async () => {
    const wrong = await scrape(`Bearer ${token.slice(0, -1)}0`);
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("Authorization: Bearer");
    expect((await scrape("")).status).toBe(401);

    const url = server?.url as string;
    for (let index = 0; index < 10; index++) {
      expect(await getOnNewConnection(`${url}/robots.txt`)).toBe(200);
    }
    const { status, text } = await scrape();
    expect(status).toBe(200);
    expect(value(text, "darna_http_processes")).toBe(2);
    // Handed out in turn, five went to each worker: only their sum says ten.
    expect(value(text, 'darna_http_requests_total{route="/robots.txt",status="2xx"}')).toBe(10);
    expect(text).toMatch(/^darna_db_pool_connections\{state="idle"\} \d+$/m);
  });

  test("open event streams and the page cache are counted across workers", async () => {
    const url = server?.url as string;
    const before = (await scrape()).text;
    for (let index = 0; index < 4; index++) {
      expect(await getOnNewConnection(`${url}/proprietes`)).toBe(200);
    }
    const after = (await scrape()).text;
    const served = (result: string) =>
      value(after, `darna_page_cache_requests_total{result="${result}"}`) -
      value(before, `darna_page_cache_requests_total{result="${result}"}`);
    expect(served("hit") + served("miss")).toBe(4);
    expect(served("miss")).toBeGreaterThanOrEqual(1);

    const stream = await openEventStream(
      url,
      "rating:service:6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10",
    );
    await stream.ready();
    expect(value((await scrape()).text, "darna_event_streams_open")).toBe(1);
    stream.close();
    await expect.poll(async () => value((await scrape()).text, "darna_event_streams_open")).toBe(0);
  });
});
