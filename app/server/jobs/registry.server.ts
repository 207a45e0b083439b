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
    concurrency: 4,
  },
];

export function jobDefinition(name: string): TJobDefinition | undefined {
  return jobDefinitions.find((definition) => definition.name === name);
}
