import { sql } from "drizzle-orm";
import { failure, type TFailure } from "~/kernel/failures";
import { isAdmin, type TPolicyActor } from "~/kernel/policy";
import { ACCOUNT_SUSPENDED, ACCOUNT_SUSPENDED_MESSAGE } from "~/lib/account-suspension";
import { isSuspended } from "~/server/auth.server";
import type { TDatabase } from "~/server/db/client.server";
import { getDb, queryRows } from "~/server/db/client.server";

/**
 * How many new listings (properties, services and shops together) one account may publish
 * (issue 14): 5 in an hour and 20 in 24 hours, sliding windows. Administrators are exempt.
 */
export const PUBLISHING_LIMITS = [
  { max: 5, windowSeconds: 60 * 60, period: "dans l'heure" },
  { max: 20, windowSeconds: 24 * 60 * 60, period: "en 24 heures" },
] as const;

const LONGEST_WINDOW_SECONDS = Math.max(...PUBLISHING_LIMITS.map((limit) => limit.windowSeconds));

function plural(count: number, word: string) {
  return `${count} ${word}${count > 1 ? "s" : ""}`;
}

/** '12 minutes', '1 minute', '3 heures', '2 heures et 5 minutes'. */
export function formatDelay(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, "heure")} et ${plural(rest, "minute")}` : plural(hours, "heure");
}

/**
 * The ages, in seconds by the database's clock, of the account's listings created within the
 * longest window. Read from each listing's own created_at (the *_user_id_idx indexes: user_id,
 * created_at), so that no separate counter can drift from what was really published or deleted.
 */
async function recentAges(db: TDatabase, userId: string): Promise<number[]> {
  const since = sql`now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`;
  const rows = await queryRows<{ age: number | string }>(
    db,
    sql`select extract(epoch from now() - created_at) as age from (
      select created_at from properties where user_id = ${userId} and created_at > ${since}
      union all
      select created_at from services where user_id = ${userId} and created_at > ${since}
      union all
      select created_at from stores where user_id = ${userId} and created_at > ${since}
    ) as recent`,
  );
  return rows.map((row) => Number(row.age)).sort((a, b) => b - a);
}

/** The first limit the account has reached, with when it may publish again; null when none. */
function reachedLimit(ages: number[]): TFailure<"rate_limited"> | null {
  for (const limit of PUBLISHING_LIMITS) {
    // Oldest first: once enough of them leave the window, the account is under the limit again.
    const inWindow = ages.filter((age) => age < limit.windowSeconds);
    if (inWindow.length < limit.max) continue;
    const freeing = inWindow[inWindow.length - limit.max] ?? 0;
    const retryAfterSeconds = Math.max(1, Math.ceil(limit.windowSeconds - freeing));
    return failure(
      "rate_limited",
      `Vous avez publié ${limit.max} annonces ${limit.period}. Vous pourrez publier à nouveau dans ${formatDelay(retryAfterSeconds)}.`,
      { retryAfterSeconds, reason: "PUBLISHING_LIMIT" },
    );
  }
  return null;
}

/**
 * Whether the actor may publish one more listing now: a quick answer before the photos are
 * processed and stored, so that a refusal costs nothing. It is only advisory: the authoritative
 * check is `publishWithinLimits`, in the transaction that writes the listing.
 */
export async function checkPublishingLimits(
  actor: Pick<TPolicyActor, "id" | "role">,
): Promise<TFailure<"rate_limited"> | null> {
  if (isAdmin(actor)) return null;
  return reachedLimit(await recentAges(await getDb(), actor.id));
}

/**
 * Writes a new listing of any kind if the actor is under the limits and not suspended, in one
 * transaction.
 *
 * Concurrency: the transaction first takes an advisory lock of the account
 * (pg_advisory_xact_lock, released at commit or rollback), then counts and inserts. Two
 * publications by the same account, from two tabs or two server processes, are therefore counted
 * one after the other: the second sees the first's row and cannot go past the limit. Other
 * accounts are not held up, and nothing is written for the lock itself. (A serializable
 * transaction would do the same but make every caller retry on conflicts.)
 *
 * A suspension (decision 0039) may commit while the request is on its way, its session already
 * checked. The account's row is held (FOR SHARE) against the suspension's lock of it (FOR
 * UPDATE), and the suspension read by the next statement, which sees what committed meanwhile:
 * either the suspension waits for this listing and takes it off public pages with the others, or
 * this transaction waits for the suspension and publishes nothing.
 */
export async function publishWithinLimits<T>(
  actor: Pick<TPolicyActor, "id" | "role">,
  insert: (tx: TDatabase) => Promise<T>,
): Promise<{ ok: true; value: T } | TFailure<"rate_limited" | "forbidden">> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as TDatabase;
    await tx.execute(sql`select 1 from "user" where id = ${actor.id} for share`);
    if (await isSuspended(txDb, actor.id)) {
      return failure("forbidden", ACCOUNT_SUSPENDED_MESSAGE, { reason: ACCOUNT_SUSPENDED });
    }
    if (!isAdmin(actor)) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`darna:publish:${actor.id}`}, 0))`,
      );
      const reached = reachedLimit(await recentAges(txDb, actor.id));
      if (reached) return reached;
    }
    return { ok: true as const, value: await insert(txDb) };
  });
}
