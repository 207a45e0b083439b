import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer } from "../../../tests/fixtures/smtp";
import { jobQueue } from "../jobs/queue.server";
import { runPendingJobs } from "../jobs/runner.server";
import { deliverMail, outboxDir, sendMail, type TMail } from "./mail.server";
import { confirmationMail } from "./templates.server";

const link = "http://localhost:3000/auth/confirmer?token=abc";

describe("deliverMail without SMTP_URL", () => {
  it("writes the message to DATA_DIR/mail as .eml and .json", async () => {
    const sent = await deliverMail(confirmationMail("amira@exemple.tn", "Amira", link));
    expect(sent.via).toBe("outbox");
    const file = (sent as { file: string }).file;
    expect(path.dirname(file)).toBe(path.resolve(process.env.DATA_DIR as string, "mail"));
    const eml = fs.readFileSync(file, "utf8");
    expect(eml).toContain("To: amira@exemple.tn");
    expect(eml).toMatch(/Content-Type: text\/plain/);
    const json = JSON.parse(fs.readFileSync(file.replace(/\.eml$/, ".json"), "utf8"));
    expect(json.subject).toBe("Confirmez votre adresse email - Darna");
    expect(json.text).toContain(link);
  });

  it("shows a reader of the outbox only whole messages, even while a long one is being written", async () => {
    const long = { ...confirmationMail("nadia@exemple.tn", "Nadia", link) };
    long.html = `${long.html}${"<p>Darna</p>".repeat(400_000)}`;
    let writing = true;
    const unreadable: string[] = [];
    const reader = (async () => {
      while (writing) {
        for (const file of fs.readdirSync(outboxDir()).filter((name) => name.endsWith(".json"))) {
          try {
            JSON.parse(fs.readFileSync(path.join(outboxDir(), file), "utf8"));
          } catch {
            unreadable.push(file);
          }
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all([deliverMail(long), deliverMail(long), deliverMail(long)]);
    writing = false;
    await reader;
    expect(unreadable).toEqual([]);
    expect(fs.readdirSync(outboxDir()).filter((name) => name.endsWith(".part"))).toEqual([]);
  });
});

describe("deliverMail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.resetModules();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await smtp.close();
  });

  it("delivers a French message with a plain-text part and the link", async () => {
    const { deliverMail: send } = await import("./mail.server");
    const sent = await send(confirmationMail("youssef@exemple.tn", "Youssef", link));
    expect(sent.via).toBe("smtp");
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(["youssef@exemple.tn"]);
    expect(message?.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(message?.raw).toMatch(/Content-Type: text\/html/i);
    expect(message?.raw).toContain("auth/confirmer?token=3Dabc");
  });
});

const outboxFiles = () => (fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : []);

describe("sendMail: through the job queue", () => {
  it("queues the message; the mail job writes it out", async () => {
    const before = outboxFiles().length;
    await sendMail(confirmationMail("salma@exemple.tn", "Salma", link));
    expect(outboxFiles()).toHaveLength(before);
    expect(await (await jobQueue()).getQueueSize("mail")).toBe(1);

    expect(await runPendingJobs("mail")).toBe(1);
    const written = outboxFiles().filter((file) => file.endsWith(".json"));
    const last = JSON.parse(
      fs.readFileSync(path.join(outboxDir(), written.sort().at(-1) as string), "utf8"),
    );
    expect(last.to).toBe("salma@exemple.tn");
    expect(await (await jobQueue()).getQueueSize("mail")).toBe(0);
  });

  it("keeps a message the SMTP server refused and delivers it on a later attempt", async () => {
    // A port nobody listens on: the SMTP server is down. Fresh modules read the new environment.
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:9");
    vi.resetModules();
    try {
      const refused = await import("../jobs/runner.server");
      await sendMail(confirmationMail("karim@exemple.tn", "Karim", link));
      expect(await refused.runPendingJobs("mail")).toBe(1);
      expect(outboxFiles().some((file) => file.includes("karim"))).toBe(false);
      // Still queued, waiting for its retry after the backoff delay.
      expect(await (await jobQueue()).getQueueSize("mail")).toBe(1);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
    const boss = await jobQueue();
    const [job] = await boss.fetch<TMail>("mail", {
      ignoreStartAfter: true,
      includeMetadata: true,
    });
    expect(job?.retryCount).toBe(1);
    expect(job?.data.to).toBe("karim@exemple.tn");
  });
});
