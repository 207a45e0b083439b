import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env.server";
import { enqueueJob } from "../jobs/queue.server";
import { logger } from "../logger.server";
import { metrics } from "../metrics/metrics.server";

export type TMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe` on alert mails (decision 0023). */
  headers?: Record<string, string>;
};

/** Where a written-out message went: an SMTP message id, or a file of the outbox. */
export type TSentMail = { via: "smtp"; messageId: string } | { via: "outbox"; file: string };

export function outboxDir(dataDir = env().DATA_DIR) {
  return path.resolve(dataDir, "mail");
}

let transport: { url: string; transporter: Transporter } | undefined;

function smtpTransporter(url: string) {
  if (transport?.url !== url) {
    transport = { url, transporter: nodemailer.createTransport(url) };
  }
  return transport.transporter;
}

/**
 * Queues a message: the `mail` job delivers it (job-registry.server.ts), retried with backoff while
 * the SMTP server fails, so a slow or absent SMTP server never delays the request that sends it.
 */
export async function sendMail(mail: TMail): Promise<void> {
  await enqueueJob("mail", mail);
}

/**
 * Readers of the outbox (operators, tests) list it while mail is being written: a file appears
 * under its name only once complete (a rename within one folder is atomic).
 */
async function writeWhole(file: string, content: string | Buffer) {
  const partial = `${file}.part`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, file);
}

/**
 * Sends through SMTP_URL, or writes the message to DATA_DIR/mail/ when it is unset: a complete
 * .eml file plus a .json twin that tools and tests can read without a MIME parser.
 */
export async function deliverMail(mail: TMail): Promise<TSentMail> {
  try {
    const sent = await writeOut(mail);
    metrics().mailsSent.inc({ via: sent.via });
    return sent;
  } catch (error) {
    metrics().mailsFailed.inc();
    throw error;
  }
}

async function writeOut(mail: TMail): Promise<TSentMail> {
  const { SMTP_URL, MAIL_FROM } = env();
  const message = { from: MAIL_FROM, ...mail };
  if (SMTP_URL) {
    const info = await smtpTransporter(SMTP_URL).sendMail(message);
    logger.info({ to: mail.to, subject: mail.subject }, "mail envoyé");
    return { via: "smtp", messageId: info.messageId };
  }
  const folder = outboxDir();
  await fs.mkdir(folder, { recursive: true });
  const raw = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  const base = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}`;
  const file = path.join(folder, `${base}.eml`);
  await writeWhole(file, raw.message as Buffer);
  await writeWhole(
    path.join(folder, `${base}.json`),
    JSON.stringify({ ...message, date: new Date().toISOString() }, null, 2),
  );
  logger.info({ to: mail.to, subject: mail.subject, file }, "mail écrit dans la boîte d'envoi");
  return { via: "outbox", file };
}
