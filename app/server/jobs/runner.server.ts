import type PgBoss from "pg-boss";
import { jobDefinition, jobDefinitions, type TJobDefinition } from "~/edge/job-registry.server";
import type { TDatabaseHandle } from "../db/client.server";
import { logger } from "../logger.server";
import { metrics } from "../metrics/metrics.server";
import { createBoss, jobQueue, openJobQueue, type TJobName } from "./queue.server";

/**
 * Creates pg-boss's schema, the queues of every job with their retry settings, and the schedules:
 * part of setting the database up (start-up's migrations, the test databases' template), done by
 * one process before any other uses the queue.
 */
export async function prepareJobs(handle: TDatabaseHandle) {
  const boss = createBoss(handle, { migrate: true });
  await boss.start();
  try {
    for (const definition of jobDefinitions) {
      const settings = queueSettings(definition);
      await boss.createQueue(definition.name, settings);
      // A queue made by an earlier version keeps its row: bring its settings up to date.
      await boss.updateQueue(definition.name, settings);
      if (definition.schedule) {
        await boss.schedule(definition.name, definition.schedule, {}, { tz: "Africa/Tunis" });
      } else {
        await boss.unschedule(definition.name);
      }
    }
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

function queueSettings(definition: TJobDefinition): PgBoss.Queue {
  return {
    name: definition.name,
    policy: definition.policy ?? "standard",
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelay,
    retryBackoff: true,
    expireInSeconds: definition.expireInSeconds,
  };
}

/**
 * Makes this process run jobs (JOBS on, the default): workers for every queue, the cron clock and
 * pg-boss's maintenance, which gives a job whose process died back to the queue once it expires.
 * Any number of processes may run them: each job is taken by one.
 */
export async function startJobRunner() {
  const state = await openJobQueue({ runJobs: true });
  const boss = await state.ready;
  for (const definition of jobDefinitions) {
    for (let index = 0; index < definition.concurrency; index += 1) {
      const workerId = await boss.work<object>(definition.name, { batchSize: 1 }, ([job]) =>
        runJob(definition, job),
      );
      if (index === 0) state.workers.set(definition.name, workerId);
    }
    // Every process of a cluster starts here: on a 'stately' queue the key keeps one job waiting.
    if (definition.runAtStart) await boss.send(definition.name, {}, { singletonKey: "start" });
  }
  logger.debug({ jobs: jobDefinitions.map((definition) => definition.name) }, "tâches en service");
}

async function runJob(definition: TJobDefinition, job: PgBoss.Job<object> | undefined) {
  if (!job) return;
  try {
    await definition.handler(job.data);
    metrics().jobsCompleted.inc({ name: definition.name });
  } catch (error) {
    metrics().jobsFailed.inc({ name: definition.name });
    logger.warn(
      { err: error, job: definition.name, id: job.id },
      "tâche en échec, nouvel essai prévu",
    );
    throw error;
  }
}

/**
 * Works every job waiting now (of one name, or all), in this process, one after the other; jobs
 * that fail go back to the queue for a later retry. For the admin CLI and for tests that need a
 * job done before they look at its result. Returns how many jobs ran. `deferredToo` also takes
 * the jobs queued to start a little later (`startAfter`), as if their time had come.
 */
export async function runPendingJobs(
  name?: TJobName,
  { deferredToo = false }: { deferredToo?: boolean } = {},
): Promise<number> {
  const boss = await jobQueue();
  const definitions = name ? [jobDefinition(name)] : jobDefinitions;
  let ran = 0;
  for (const definition of definitions) {
    if (!definition) continue;
    for (;;) {
      const [job] = await boss.fetch<object>(definition.name, {
        batchSize: 1,
        ignoreStartAfter: deferredToo,
      });
      if (!job) break;
      ran += 1;
      try {
        await runJob(definition, job);
        await boss.complete(definition.name, job.id);
      } catch (error) {
        await boss.fail(definition.name, job.id, { message: (error as Error).message });
      }
    }
  }
  return ran;
}
