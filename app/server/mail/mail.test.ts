import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer } from "../../../tests/fixtures/smtp";
import { sendMail } from "./mail.server";
import { confirmationMail } from "./templates.server";

const link = "http://localhost:3000/auth/confirmer?token=abc";

describe("sendMail without SMTP_URL", () => {
  it("writes the message to DATA_DIR/mail as .eml and .json", async () => {
    const sent = await sendMail(confirmationMail("amira@exemple.tn", "Amira", link));
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
});

describe("sendMail over SMTP", () => {
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
    const { sendMail: send } = await import("./mail.server");
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
