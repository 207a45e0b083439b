import { mailPasswordResetLink } from "~/features/account/password-reset.server";
import { sendAlertMails } from "~/features/alerts/alert-mails.server";
import { sendMessageMails } from "~/features/conversations/message-mails.server";
import {
  backfillPhotoFingerprints,
  type TBackfillCursor,
} from "~/features/listings/photo-reuse.server";
import { sendExpiryReminders } from "~/features/properties/expiry-reminders.server";
import {
  refreshAllPriceStats,
  refreshPriceGroup,
  type TPriceGroup,
} from "~/features/properties/price-context.server";
import { LISTING_KINDS } from "~/kernel/kinds";
import { enqueueJob, type TJobName } from "~/server/jobs/queue.server";
import { deliverMail, type TMail } from "~/server/mail/mail.server";

export type TJobDefinition = {
  name: TJobName;
  /** Throwing fails the attempt: the job is retried later, with backoff, up to `retryLimit`. */
  handler: (data: object) => Promise<void>;
  /** Cron expression (Africa/Tunis): one job per tick across every process. */
  schedule?: string;
  retryLimit: number;
  /** Seconds before the first retry; doubled at each attempt (pg-boss backoff). */
  retryDelay: number;
  /** A job still active after this long is counted as crashed and retried. */
  expireInSeconds: number;
  /** Jobs one process works at once. */
  concurrency: number;
  /**
   * 'stately': at most one job per `singletonKey` waits and one runs (later enqueues are dropped):
   * for work that only needs doing once more, however many times it was asked for.
   */
  policy?: "standard" | "stately";
  /** Enqueued when a process starts running jobs (one job whatever the number of processes). */
  runAtStart?: boolean;
  /** Needs no data: `npm run admin -- jobs:run <name>` may enqueue it (operators, browser tests). */
  runByHand?: boolean;
};

/** Listings whose photos one backfill job reads and hashes (up to 5 photos each). */
export const PHOTO_BACKFILL_BATCH = 50;

/** The cursor a backfill job carries, or the start of a pass for anything else. */
function backfillCursor(data: object): TBackfillCursor | undefined {
  const cursor = (data as { cursor?: Partial<TBackfillCursor> }).cursor;
  const kind = LISTING_KINDS.find((known) => known === cursor?.kind);
  if (!kind) return undefined;
  return { kind, after: typeof cursor?.after === "string" ? cursor.after : null };
}

/** Every background job of Darna. */
export const jobDefinitions: readonly TJobDefinition[] = [
  {
    // Sending mail out of the request: a slow or unreachable SMTP server delays the message, never
    // the page. Retried for about two hours (30 s doubling, 8 times).
    name: "mail",
    handler: async (data) => {
      await deliverMail(data as TMail);
    },
    retryLimit: 8,
    retryDelay: 30,
    expireInSeconds: 120,
    concurrency: 2,
  },
  {
    // 'Mot de passe oublié' answers at once for every address; the account is looked up here, so
    // the answer takes as long whether it has one or not. Its mail then leaves as a `mail` job.
    name: "password-reset",
    handler: async (data) => {
      const email = (data as { email?: unknown }).email;
      if (typeof email === "string" && email) await mailPasswordResetLink(email);
    },
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 120,
    concurrency: 2,
  },
  {
    // The median price per m² of comparable properties (decision 0022): one group right after a
    // listing of it changed (the job's data names it), every group each quarter of an hour
    // (expiry, moderation and deletions move listings out without telling).
    name: "price-stats",
    handler: async (data) => {
      const group = data as Partial<TPriceGroup>;
      if (group.announcementType && group.type && group.location) {
        await refreshPriceGroup(group as TPriceGroup);
      } else {
        await refreshAllPriceStats();
      }
    },
    schedule: "*/15 * * * *",
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 300,
    concurrency: 1,
    policy: "stately",
    runAtStart: true,
    runByHand: true,
  },
  {
    // Mails the owners of properties expiring within 7 days (decision 0019). Hourly: a reminder
    // leaves within the hour its listing enters the week. Idempotent (each listing is claimed
    // once per expiry), so a retry or a hand-run job never mails twice; it changes no page.
    name: "expiry-reminders",
    handler: async () => {
      await sendExpiryReminders();
    },
    schedule: "0 * * * *",
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
    concurrency: 1,
    runByHand: true,
  },
  {
    // Hashes the stored photos that have none (the demo's, those from before decision 0020), one
    // batch of listings per job; a job that did not reach the end enqueues the next batch, so a
    // pass runs until nothing remains, at start and by hand. Reports nothing (decision 0020).
    name: "photo-fingerprints",
    handler: async (data) => {
      const done = await backfillPhotoFingerprints(PHOTO_BACKFILL_BATCH, backfillCursor(data));
      if (done.next) await enqueueJob("photo-fingerprints", { cursor: done.next });
    },
    retryLimit: 5,
    retryDelay: 30,
    // 250 photos read from storage and decoded: well under a minute even from a bucket.
    expireInSeconds: 600,
    concurrency: 1,
    policy: "stately",
    runByHand: true,
    runAtStart: true,
  },
  {
    // Saved-search alerts set to 'Immédiate' (decision 0023): every two minutes, so a matching
    // listing is mailed within 5 minutes of its publication. Repeatable (each listing is claimed
    // once per alert before its mail is queued); a stately queue never lets two runs pile up.
    name: "alerts-instant",
    handler: async () => {
      await sendAlertMails("instant");
    },
    schedule: "*/2 * * * *",
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 10 * 60,
    concurrency: 1,
    policy: "stately",
    runByHand: true,
  },
  {
    // Saved-search alerts set to 'Résumé quotidien': one digest a day at 8:00 (Tunis) of what was
    // published since the last one.
    name: "alerts-daily",
    handler: async () => {
      await sendAlertMails("daily");
    },
    schedule: "0 8 * * *",
    retryLimit: 3,
    retryDelay: 120,
    expireInSeconds: 30 * 60,
    concurrency: 1,
    policy: "stately",
    runByHand: true,
  },
  {
    // A message unread for 10 minutes is mailed to its reader (issue 22). Every two minutes, so
    // it leaves between 10 and 12 minutes after it was sent. Repeatable: each conversation and
    // party is claimed (its mail time recorded) before the mail is queued.
    name: "message-mails",
    handler: async () => {
      await sendMessageMails();
    },
    schedule: "*/2 * * * *",
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 10 * 60,
    concurrency: 1,
    policy: "stately",
    runByHand: true,
  },
];

export function jobDefinition(name: string): TJobDefinition | undefined {
  return jobDefinitions.find((definition) => definition.name === name);
}
