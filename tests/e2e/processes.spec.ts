import net from "node:net";
// No page here, so not ../fixtures/test: its console check would start a browser for nothing.
import { expect, test } from "@playwright/test";
import { freePort } from "../fixtures/ports";
import {
  connectionOutcome,
  createTestDatabase,
  expectOneClearLine,
  isHealthy,
  sleep,
  slowPost,
  startAndFail,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";

/*
 * WEB_CONCURRENCY=N: one primary process sets the database up, then N node:cluster workers serve
 * one port on PostgreSQL; a worker that dies is replaced; SIGTERM stops them all gracefully.
 */

test.describe.configure({ timeout: 120_000 });

test.describe("WEB_CONCURRENCY refused at start-up with one clear line", () => {
  test("several processes on the embedded database", () => {
    const { status, stderr } = startAndFail({ WEB_CONCURRENCY: "2" });
    expect(status).toBe(1);
    expectOneClearLine(
      stderr,
      /WEB_CONCURRENCY — 2 processus demandent PostgreSQL .*Définissez DATABASE_URL, ou WEB_CONCURRENCY=1/,
    );
  });

  for (const value of ["0", "deux", "-1", "1.5"]) {
    test(`not a positive whole number: ${value}`, () => {
      const { status, stderr } = startAndFail({ WEB_CONCURRENCY: value });
      expect(status).toBe(1);
      expectOneClearLine(
        stderr,
        /WEB_CONCURRENCY — WEB_CONCURRENCY doit être un nombre entier de processus, 1 ou plus/,
      );
    });
  }
});

test.describe("several processes on PostgreSQL", () => {
  test.describe.configure({ mode: "serial" });

  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: TServerProcess | undefined;

  test.beforeAll(async () => {
    // Starting servers on a shared two-core machine; the configured timeout is for each test.
    test.setTimeout(180_000);
    database = await createTestDatabase("darna_processes");
    test.skip(!database, "PostgreSQL ne répond pas");
  });

  test.afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  test("a port already in use stops the start with one line, not one per worker", async () => {
    const port = await freePort();
    const squatter = net.createServer().listen(port);
    try {
      const { status, stderr } = startAndFail({
        WEB_CONCURRENCY: "3",
        DATABASE_URL: database?.url as string,
        PORT: String(port),
      });
      expect(status).toBe(1);
      expectOneClearLine(stderr, new RegExp(`le port ${port} est déjà utilisé`));
    } finally {
      squatter.close();
    }
  });

  test("WEB_CONCURRENCY=2 serves one port from two workers and replaces one that dies", async () => {
    server = await startServerProcess({
      WEB_CONCURRENCY: "2",
      DATABASE_URL: database?.url as string,
    });
    await expect.poll(() => server?.workerPids().length).toBe(2);
    const [victim, survivor] = server.workerPids() as [number, number];
    // Announced once, when both listen.
    await expect.poll(() => server?.output()).toContain('"workers":2');
    expect(server.output().match(/Darna écoute sur/g)).toHaveLength(1);

    process.kill(victim, "SIGKILL");
    // The other worker keeps serving meanwhile (a connection handed to the dying one may be
    // lost), and the primary forks a replacement.
    await expect.poll(() => isHealthy(server?.url as string), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => server?.output(), { timeout: 30_000 })
      .toMatch(
        new RegExp(
          `"pid":${victim},.*un processus de Darna s'est arrêté : remplacé par un nouveau`,
        ),
      );
    await expect.poll(() => server?.workerPids().length, { timeout: 30_000 }).toBe(2);
    const now = server.workerPids();
    expect(now).toContain(survivor);
    expect(now).not.toContain(victim);
    // Requests keep being answered, whichever worker takes them.
    for (let index = 0; index < 6; index++) expect(await isHealthy(server.url)).toBe(true);
  });

  test("SIGTERM to the primary: the workers finish what is in flight, then all exit 0", async () => {
    const running = server as TServerProcess;
    const workers = running.workerPids();
    expect(workers).toHaveLength(2);
    const upload = slowPost(
      `${running.url}/contact`,
      new URLSearchParams({
        name: "Sami Cluster",
        email: "sami@example.com",
        phone: "+216 98 765 432",
        message: "Envoyé pendant l'arrêt des processus. ".repeat(30),
      }).toString(),
      { "content-type": "application/x-www-form-urlencoded" },
    );
    await sleep(500);

    running.signal("SIGTERM");
    await expect.poll(() => connectionOutcome(running.url)).toBe("refused");
    upload.finish();
    const answer = await upload.response;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Message envoyé");

    const { code } = await running.exited;
    expect(code, running.output()).toBe(0);
    // No worker is left behind.
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
