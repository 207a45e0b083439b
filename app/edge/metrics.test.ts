import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMessage, sendMessageAboutListing } from "~/features/conversations/send-message.server";
import type { TSessionUser } from "~/kernel/actor";
import { jobQueue } from "~/server/jobs/queue.server";
import { runPendingJobs } from "~/server/jobs/runner.server";
import { outboxDir, sendMail } from "~/server/mail/mail.server";
import { confirmationMail } from "~/server/mail/templates.server";
import { uploadsDir } from "~/server/storage/storage.server";
import { insertAccount, insertProperty } from "../../tests/fixtures/db-listings";
import { createHttpApp } from "./app.server";
import { METRICS_REFUSED } from "./metrics-http.server";

/*
 * GET /metrics (issue 26, decision 0036): only for the bearer of METRICS_TOKEN, and its counters
 * move with what the process does: requests, jobs, mails, conversations.
 */

const TOKEN = "jeton-de-test-0123456789abcdef";

const app = createHttpApp({
  build: () => Promise.reject(new Error("aucune page dans ce test")),
  clientDir: path.join(uploadsDir(), "..", "client"),
  mediaDir: uploadsDir(),
  metricsToken: TOKEN,
});

async function scrape() {
  const response = await app.request("/metrics", {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series in a scrape (0 when absent), e.g. value(text, 'x_total{a="b"}'). */
function value(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** How much each series moved between two scrapes. */
const change = (before: string, after: string) => (series: string) =>
  value(after, series) - value(before, series);

describe("who may read /metrics", () => {
  it.each([
    ["no Authorization header", undefined],
    ["a wrong token", `Bearer ${TOKEN}x`],
    ["the token as a Basic credential", `Basic ${TOKEN}`],
    ["an empty bearer", "Bearer "],
  ])("refuses %s with 401 and says what to send", async (_case, authorization) => {
    const response = await app.request("/metrics", {
      headers: authorization ? { authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await response.text()).toBe(METRICS_REFUSED);
  });

  it("answers the bearer of METRICS_TOKEN in Prometheus text", async () => {
    const response = await app.request("/metrics", {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const text = await response.text();
    expect(text).toContain("# TYPE darna_http_requests_total counter");
    expect(text).toContain("# TYPE darna_http_request_duration_seconds histogram");
  });

  it("counts a refused scrape like any request, and changes nothing else", async () => {
    const before = await scrape();
    await app.request("/metrics", { headers: { authorization: "Bearer faux-jeton-0123456789" } });
    const after = await scrape();
    expect(value(after, 'darna_http_requests_total{route="/metrics",status="4xx"}')).toBe(
      value(before, 'darna_http_requests_total{route="/metrics",status="4xx"}') + 1,
    );
    expect(value(after, 'darna_jobs_queued_total{name="mail"}')).toBe(
      value(before, 'darna_jobs_queued_total{name="mail"}'),
    );
  });
});

describe("what the counters follow", () => {
  it("requests, by route pattern and status class, never by address", async () => {
    const before = await scrape();
    await app.request("/healthz");
    await app.request("/healthz");
    await app.request("/api/proprietes/inconnue-123/rien");
    await app.request("/media/property_images/u1/absente.webp");
    const after = await scrape();
    const delta = change(before, after);
    expect(delta('darna_http_requests_total{route="/healthz",status="2xx"}')).toBe(2);
    expect(delta('darna_http_request_duration_seconds_count{route="/healthz",status="2xx"}')).toBe(
      2,
    );
    expect(delta('darna_http_requests_total{route="not_found",status="4xx"}')).toBe(1);
    expect(delta('darna_http_requests_total{route="media",status="4xx"}')).toBe(1);
    expect(after).not.toContain("inconnue-123");
    expect(after).not.toContain("absente.webp");
  });

  describe("jobs and mails", () => {
    beforeAll(async () => {
      await jobQueue();
    });

    afterAll(() => {
      fs.rmSync(outboxDir(), { recursive: true, force: true });
    });

    it("a mail queued, then delivered by its job", async () => {
      const before = await scrape();
      await sendMail(confirmationMail("amira@exemple.tn", "Amira", "http://localhost/x"));
      expect(await runPendingJobs("mail")).toBe(1);
      const after = await scrape();
      const delta = change(before, after);
      expect(delta('darna_jobs_queued_total{name="mail"}')).toBe(1);
      expect(delta('darna_jobs_completed_total{name="mail"}')).toBe(1);
      expect(delta('darna_jobs_failed_total{name="mail"}')).toBe(0);
      expect(delta('darna_mails_sent_total{via="outbox"}')).toBe(1);
      expect(delta("darna_mails_failed_total")).toBe(0);
    });

    it("a mail that cannot be written: the job and the mail count as failed", async () => {
      // A file where the outbox folder should be: writing any message fails.
      fs.rmSync(outboxDir(), { recursive: true, force: true });
      fs.writeFileSync(outboxDir(), "");
      const before = await scrape();
      await sendMail(confirmationMail("nadia@exemple.tn", "Nadia", "http://localhost/x"));
      await runPendingJobs("mail");
      const after = await scrape();
      const delta = change(before, after);
      expect(delta('darna_jobs_failed_total{name="mail"}')).toBe(1);
      expect(delta('darna_jobs_completed_total{name="mail"}')).toBe(0);
      expect(delta("darna_mails_failed_total")).toBe(1);
      expect(delta('darna_mails_sent_total{via="outbox"}')).toBe(0);
    });
  });

  describe("conversations", () => {
    let buyer: TSessionUser;
    let owner: TSessionUser;

    beforeAll(async () => {
      [buyer, owner] = [await insertAccount(), await insertAccount()];
    });

    it("one started by a first message, then a reply; a refused message counts nothing", async () => {
      const listingId = await insertProperty(owner.id, { price: 250000 });
      const before = await scrape();
      const first = await sendMessageAboutListing(buyer, {
        kind: "property",
        listingId,
        body: "Bonjour, toujours disponible ?",
      });
      if (!first.ok) throw new Error(first.message);
      const reply = await sendMessage(owner, {
        conversationId: first.conversationId,
        body: "Oui, passez quand vous voulez.",
      });
      expect(reply.ok).toBe(true);
      const refused = await sendMessageAboutListing(owner, {
        kind: "property",
        listingId,
        body: "À moi-même",
      });
      expect(refused.ok).toBe(false);
      const after = await scrape();
      const delta = change(before, after);
      expect(delta("darna_conversations_started_total")).toBe(1);
      expect(delta("darna_messages_sent_total")).toBe(2);
    });
  });
});
