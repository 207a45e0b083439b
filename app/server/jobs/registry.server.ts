import {
  refreshAllPriceStats,
  refreshPriceGroup,
  type TPriceGroup,
} from "~/features/properties/price-context.server";
import { sendExpiryReminders } from "~/features/properties/expiry-reminders.server";
import { deliverMail, type TMail } from "../mail/mail.server";
import type { TJobName } from "./queue.server";

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
];

export function jobDefinition(name: string): TJobDefinition | undefined {
  return jobDefinitions.find((definition) => definition.name === name);
}
