import PgBoss from "pg-boss";
import { getDatabaseHandle, type TDatabaseHandle } from "../db/client.server";
import { logger } from "../logger.server";
import { metrics } from "../metrics/metrics.server";

/**
 * The job queue (docs/decisions/0018): pg-boss on the application's own database, so a job is
 * written in the same place as the data it is about, survives restarts and is taken by one
 * process only (row locks, `SKIP LOCKED`). On PostgreSQL pg-boss has its own small pool; on the
 * embedded database it shares the one PGlite connection through pg-boss's `db` adapter.
 */

/** Every job Darna knows; job-registry.server.ts says what each one does. */
export type TJobName =
  | "mail"
  | "password-reset"
  | "price-stats"
  | "expiry-reminders"
  | "photo-fingerprints"
  | "alerts-instant"
  | "alerts-daily"
  | "message-mails";

/** pg-boss's tables live in their own schema, beside the application's. */
export const JOB_SCHEMA = "pgboss";

/**
 * How long a job that used up its retries stays in the queue's table (pg-boss moves it to the
 * archive after 12 hours otherwise): the admin overview counts failures over 30 Tunisian days.
 */
const FAILED_JOBS_KEPT_SECONDS = 31 * 24 * 60 * 60;

type TJobsState = {
  handle: TDatabaseHandle;
  runsJobs: boolean;
  ready: Promise<PgBoss>;
  /** Workers of this process, by job: a job enqueued here is taken at once, not at the next poll. */
  workers: Map<TJobName, string>;
};

// The HTTP entry and the React Router build are separate bundles, and tests install a new database
// per file: the queue of the installed database lives on globalThis, like the database handle.
const store = globalThis as { __darnaJobs?: TJobsState };

/**
 * A pg-boss instance for `handle`, with nothing running on timers: maintenance, the cron clock
 * and the workers are what runner.server.ts adds when this process runs jobs.
 */
export function createBoss(handle: TDatabaseHandle, options: PgBoss.ConstructorOptions = {}) {
  const boss = new PgBoss({
    ...connectionOf(handle),
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: false,
    archiveFailedAfterSeconds: FAILED_JOBS_KEPT_SECONDS,
    ...options,
  });
  // pg-boss reports failures of its own loops here; without a listener they would crash the process.
  boss.on("error", (error) => logger.warn({ err: error }, "file des tâches"));
  return boss;
}

function connectionOf(handle: TDatabaseHandle): PgBoss.DatabaseOptions {
  if (handle.databaseUrl) return { connectionString: handle.databaseUrl, max: 4 };
  const pglite = handle.pglite;
  if (!pglite) throw new Error("base de données sans connexion utilisable par la file des tâches");
  return {
    db: {
      // pg-boss sends its schema plans as several statements at once, without parameters: only
      // exec() runs those on PGlite; its result is the last statement's.
      async executeSql(text, values) {
        if (values?.length) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
  };
}

/** The queue of the installed database, started on first use. */
export async function jobQueue(): Promise<PgBoss> {
  return (await jobsState()).ready;
}

function jobsState(): Promise<TJobsState> {
  return openJobQueue({ runJobs: false });
}

/**
 * The queue of the installed database. `runJobs` adds pg-boss's maintenance (expired jobs back to
 * the queue, old ones archived) and its cron clock: what a process running jobs needs; a process
 * that only enqueues (JOBS=off, the CLI, tests) has no timer at all.
 */
export async function openJobQueue({ runJobs }: { runJobs: boolean }): Promise<TJobsState> {
  const handle = await getDatabaseHandle();
  const current = store.__darnaJobs;
  if (current?.handle === handle && (current.runsJobs || !runJobs)) return current;
  if (current) await stopQueue(current);
  const boss = createBoss(handle, runJobs ? { supervise: true, schedule: true } : {});
  const state: TJobsState = { handle, runsJobs: runJobs, ready: boss.start(), workers: new Map() };
  state.ready.catch(() => {});
  store.__darnaJobs = state;
  return state;
}

/** Before the database closes: workers finish (5 s at most), timers stop, connections close. */
export async function stopJobQueue() {
  const current = store.__darnaJobs;
  store.__darnaJobs = undefined;
  if (current) await stopQueue(current);
}

async function stopQueue(state: TJobsState) {
  const boss = await state.ready.catch(() => null);
  // Jobs still running stay 'active' and are taken again once they expire (a crash behaves alike).
  await boss?.stop({ graceful: true, timeout: 5_000, close: true, wait: true });
}

export type TEnqueueOptions = {
  /** On a 'stately' queue (job-registry.server.ts): at most one job per key waits, one runs. */
  singletonKey?: string;
  startAfter?: Date;
};

/** Puts a job in the queue; a worker of this process is woken at once if it has one. */
export async function enqueueJob(name: TJobName, data: object = {}, options: TEnqueueOptions = {}) {
  const state = await jobsState();
  const boss = await state.ready;
  const id = await boss.send(name, data, options);
  // No id: a 'stately' queue already had this key waiting, nothing was added.
  if (id) metrics().jobsQueued.inc({ name });
  const workerId = state.workers.get(name);
  if (workerId) boss.notifyWorker(workerId);
  return id;
}
