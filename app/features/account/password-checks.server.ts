import type { TSessionUser } from "~/kernel/actor";
import { failure, type TResult } from "~/kernel/failures";
import { consumeRateLimit, rateLimitKey, tooManyAttemptsMessage } from "~/server/rate-limit.server";

// Password checks (change, deletion) go through no HTTP limiter: a stolen session must not be
// able to guess the password behind it at full speed.
export const PASSWORD_CHECK_LIMIT = { max: 10, windowSeconds: 15 * 60 };

/**
 * Counts one check of the actor's password (changing it, deleting the account) against their
 * limit; rate_limited once they have had their tries for the window.
 */
export async function allowPasswordCheck(actor: Pick<TSessionUser, "id">): Promise<TResult> {
  const limit = await consumeRateLimit(
    rateLimitKey("password-check:user", actor.id),
    PASSWORD_CHECK_LIMIT,
  );
  if (limit.allowed) return { ok: true };
  return failure("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds), {
    retryAfterSeconds: limit.retryAfterSeconds,
  });
}
