import fs from "node:fs";
import type PgBoss from "pg-boss";
import { afterEach, describe, expect, it } from "vitest";
import { jobDefinition } from "~/edge/job-registry.server";
import { readOutbox } from "../../../tests/fixtures/mail";
import { getDatabaseHandle } from "../db/client.server";
import { outboxDir, sendMail, type TMail } from "../mail/mail.server";
import { confirmationMail } from "../mail/templates.server";
import { createBoss, jobQueue, stopJobQueue } from "./queue.server";
import { runPendingJobs, startJobRunner } from "./runner.server";

/**
 * The job runner on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL, where
 * several pools stand for several processes): mail as the job, the outbox as what users receive.
 */

const mail = (index: number) =>
  confirmationMail(`client${index}@exemple.tn`, "Client", `http://localhost/c?token=${index}`);

/** A second process: its own pg-boss on the same database, working the `mail` queue. */
async function otherProcess(): Promise<PgBoss> {
  const boss = createBoss(await getDatabaseHandle(), { supervise: true });
  await boss.start();
  const handler = jobDefinition("mail")?.handler;
  if (!handler) throw new Error("tâche mail absente");
  for (let worker = 0; worker < 2; worker += 1) {
    await boss.work<object>("mail", { batchSize: 1, pollingIntervalSeconds: 0.5 }, ([job]) =>
      job ? handler(job.data) : Promise.resolve(),
    );
  }
  return boss;
}

const others: PgBoss[] = [];
afterEach(async () => {
  for (const boss of others.splice(0)) await boss.stop({ graceful: false, close: true });
  await stopJobQueue();
  fs.rmSync(outboxDir(), { recursive: true, force: true });
});

describe("job runner", () => {
  it("delivers every queued mail exactly once when two processes work the queue", async () => {
    await startJobRunner();
    others.push(await otherProcess());
    const count = 40;
    await Promise.all(Array.from({ length: count }, (_, index) => sendMail(mail(index))));

    await expect
      .poll(() => readOutbox(process.env.DATA_DIR).length, { timeout: 20_000 })
      .toBe(count);
    // Nothing arrives late either: every job is done, none waits for a second run.
    expect(await (await jobQueue()).getQueueSize("mail")).toBe(0);
    const recipients = readOutbox(process.env.DATA_DIR).map((message) => message.to);
    expect(new Set(recipients).size).toBe(count);
  });

  it("gives the job of a process that died back to the queue, where another process does it", async () => {
    const queue = await jobQueue();
    // Jobs the previous test's processes left behind when they stopped (back to the queue).
    for (const job of await queue.fetch("mail", { batchSize: 100, ignoreStartAfter: true })) {
      await queue.complete("mail", job.id);
    }
    await queue.send("mail", mail(1), { expireInSeconds: 1 });
    // The dying process took the job, then vanished without finishing or failing it.
    const dying = createBoss(await getDatabaseHandle());
    await dying.start();
    const [taken] = await dying.fetch<TMail>("mail");
    expect(taken?.data.to).toBe("client1@exemple.tn");
    await dying.stop({ graceful: false, close: true });
    expect(await runPendingJobs("mail")).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // What the maintenance of any running process does on its round (every two minutes).
    await queue.maintain();
    const job = await queue.getJobById<TMail>("mail", taken?.id as string);
    expect(job?.state).toBe("retry");
    await queue.fetch("mail", { ignoreStartAfter: true }).then(async ([retried]) => {
      expect(retried?.id).toBe(taken?.id);
      await jobDefinition("mail")?.handler(retried?.data as object);
      await queue.complete("mail", retried?.id as string);
    });
    expect(readOutbox(process.env.DATA_DIR).map((message) => message.to)).toEqual([
      "client1@exemple.tn",
    ]);
  });

  it("works nothing in a process that only enqueues (JOBS=off): the job waits in the queue", async () => {
    await sendMail(mail(2));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(readOutbox(process.env.DATA_DIR)).toHaveLength(0);
    expect(await (await jobQueue()).getQueueSize("mail")).toBe(1);
    // A process that runs jobs starts and takes it.
    await startJobRunner();
    await expect.poll(() => readOutbox(process.env.DATA_DIR).length, { timeout: 10_000 }).toBe(1);
  });
});
