import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "./db/client.server";

export type TRateLimitRule = { max: number; windowSeconds: number };
export type TRateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Keys never hold an address or e-mail in clear. */
export function rateLimitKey(scope: string, value: string) {
  const digest = crypto.createHash("sha256").update(value.trim().toLowerCase()).digest("hex");
  return `${scope}:${digest.slice(0, 32)}`;
}

/**
 * Counts one attempt against `key` in a fixed window, atomically in the database so that
 * concurrent requests and several app processes share the same counter.
 */
export async function consumeRateLimit(
  key: string,
  rule: TRateLimitRule,
): Promise<TRateLimitResult> {
  const db = await getDb();
  const [row] = await queryRows<{ count: number; window_started_at: string | Date }>(
    db,
    sql`insert into rate_limits (key, count, window_started_at)
        values (${key}, 1, now())
        on conflict (key) do update set
          count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                       then 1 else rate_limits.count + 1 end,
          window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                       then now() else rate_limits.window_started_at end
        returning count, window_started_at`,
  );
  const count = Number(row?.count ?? 1);
  const startedAt = new Date(row?.window_started_at ?? Date.now()).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((startedAt + rule.windowSeconds * 1000 - Date.now()) / 1000),
  );
  return { allowed: count <= rule.max, retryAfterSeconds };
}

/**
 * Gives back one attempt counted in the current window: a successful sign-in is not a guess,
 * so people signing in on several devices, or behind one carrier address, are never held up.
 */
export async function refundRateLimit(key: string) {
  const db = await getDb();
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Several limits at once (per address and per IP): refused as soon as one is exhausted. */
export async function consumeRateLimits(
  entries: { key: string; rule: TRateLimitRule }[],
): Promise<TRateLimitResult> {
  let refused: TRateLimitResult | null = null;
  for (const { key, rule } of entries) {
    const result = await consumeRateLimit(key, rule);
    if (!result.allowed && (!refused || result.retryAfterSeconds > refused.retryAfterSeconds)) {
      refused = result;
    }
  }
  return refused ?? { allowed: true, retryAfterSeconds: 0 };
}

/** 'Trop de tentatives. Veuillez réessayer dans 12 minutes.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const delay =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} seconde${retryAfterSeconds > 1 ? "s" : ""}`
      : `${minutes} minute${minutes > 1 ? "s" : ""}`;
  return `Trop de tentatives. Veuillez réessayer dans ${delay}.`;
}
