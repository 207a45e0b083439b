import { eq } from "drizzle-orm";
import { failure, type TFailure } from "~/kernel/failures";
import { getAuth } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { user } from "~/server/db/schema";
import {
  consumeRateLimits,
  rateLimitKey,
  tooManyAttemptsMessage,
} from "~/server/rate-limit.server";

export type TResendResult = { ok: true } | TFailure<"rate_limited">;

/**
 * Sends the confirmation mail again. The answer is the same whether the address has an
 * unconfirmed account or not, so it cannot be used to probe for accounts.
 */
export async function resendConfirmation(
  email: string,
  context: { headers: Headers; clientIp: string },
): Promise<TResendResult> {
  const limit = await consumeRateLimits([
    { key: rateLimitKey("resend:ip", context.clientIp), rule: { max: 10, windowSeconds: 3600 } },
    { key: rateLimitKey("resend:email", email), rule: { max: 3, windowSeconds: 15 * 60 } },
  ]);
  if (!limit.allowed) {
    return failure("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds), {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const db = await getDb();
  const [account] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  if (account && !account.emailVerified) {
    const auth = await getAuth();
    await auth.api.sendVerificationEmail({
      body: { email, callbackURL: "/auth" },
      headers: context.headers,
    });
  }
  return { ok: true };
}
