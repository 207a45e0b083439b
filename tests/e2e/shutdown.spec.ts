import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// No page here, so not ../fixtures/test: its console check would start a browser for nothing.
import { expect, test } from "@playwright/test";
import { ratingChannel } from "../../app/lib/realtime-channels";
import {
  connectionOutcome,
  openEventStream,
  sleep,
  slowPost,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";

/*
 * Graceful shutdown (app/server/process/graceful-shutdown.server.ts), on the built server as a
 * process manager runs it: SIGTERM stops new connections, lets a slow upload finish, ends the
 * event streams with a reconnect hint and exits 0; a second signal does not wait.
 */

// One embedded database for the three processes, one after the other: only the first one pays
// for the migrations.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-shutdown-"));

const SERVICE = "6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10";

/** A contact message, as the page's form posts it. */
function contactForm(tag: string) {
  return new URLSearchParams({
    name: `Lina ${tag}`,
    email: `lina-${tag}@example.com`,
    phone: "+216 20 123 456",
    message: `Un message envoyé depuis une connexion lente (${tag}). `.repeat(40),
  }).toString();
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** Whether the process is still running `ms` from now. */
async function stillRunningAfter(server: TServerProcess, ms: number) {
  return Promise.race([server.exited.then(() => false), sleep(ms).then(() => true)]);
}

let server: TServerProcess | undefined;

test.afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test("SIGTERM: the upload in flight is answered, streams end with a retry hint, no new connection, exit 0", async () => {
  server = await startServerProcess({ DATA_DIR: dataDir });
  const stream = await openEventStream(server.url, ratingChannel("service", SERVICE));
  await stream.ready();
  // Half the body now: the server has begun the request and waits for the rest.
  const upload = slowPost(`${server.url}/contact`, contactForm("sigterm"), FORM);
  await sleep(500);

  server.signal("SIGTERM");

  // The stream is ended by the server, its last line telling the browser when to reconnect.
  await expect.poll(() => stream.outcome()).toBe("ended");
  expect(stream.messages.at(-1)).toEqual({ retry: expect.stringMatching(/^1\d{3}$/) });
  // Nothing listens any more: the load balancer sends new visitors to another process.
  await expect.poll(() => connectionOutcome(server?.url as string)).toBe("refused");
  // The upload still holds the process.
  expect(await stillRunningAfter(server, 500)).toBe(true);

  upload.finish();
  const answer = await upload.response;
  expect(answer.status).toBe(200);
  expect(answer.body).toContain("Message envoyé");
  // The client will not send its next request on a socket that is about to close.
  expect(answer.connection).toBe("close");

  const { code } = await server.exited;
  // 0: everything in flight finished (1 would mean the 10 s cap had to cut it).
  expect(code).toBe(0);
  expect(server.output()).toContain("arrêt terminé");
  expect(server.output()).not.toContain("connexions coupées");
});

test("a second signal exits at once, without waiting for the request in flight", async () => {
  server = await startServerProcess({ DATA_DIR: dataDir });
  const upload = slowPost(`${server.url}/contact`, contactForm("second"), FORM);
  await sleep(500);

  server.signal("SIGINT");
  expect(await stillRunningAfter(server, 1_000)).toBe(true);
  server.signal("SIGINT");

  const { code } = await server.exited;
  expect(code).toBe(1);
  expect(server.output()).toContain("arrêt immédiat demandé");
  // The upload was abandoned: its connection is gone, with no answer.
  await expect(upload.response).rejects.toThrow();
});

test("a request that never finishes is cut after 10 s and the process still exits", async () => {
  server = await startServerProcess({ DATA_DIR: dataDir });
  const upload = slowPost(`${server.url}/contact`, contactForm("stuck"), FORM);
  await sleep(500);

  server.signal("SIGTERM");
  // Well within the cap the process waits…
  expect(await stillRunningAfter(server, 5_000)).toBe(true);
  // …then gives up on the stuck upload and says so.
  const { code } = await server.exited;
  expect(code).toBe(1);
  expect(server.output()).toContain("requêtes encore en cours après le délai, connexions coupées");
  await expect(upload.response).rejects.toThrow();
});
