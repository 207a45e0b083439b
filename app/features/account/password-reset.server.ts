import crypto from "node:crypto";
import { failure, type TFailure } from "~/kernel/failures";
import { getAuth } from "~/server/auth.server";
import { enqueueJob } from "~/server/jobs/queue.server";
import {
  consumeRateLimits,
  rateLimitKey,
  tooManyAttemptsMessage,
} from "~/server/rate-limit.server";
import { authErrorCode } from "./auth-errors.server";

export type TRequestResetResult = { ok: true } | TFailure<"rate_limited">;

/**
 * Reset mails a client address and an e-mail address may ask for. Per e-mail, so that nobody
 * fills a victim's mailbox from many addresses; per client address, so that nobody mails
 * everyone from one.
 */
export const PASSWORD_RESET_LIMITS = {
  perIp: { max: 10, windowSeconds: 60 * 60 },
  perEmail: { max: 3, windowSeconds: 60 * 60 },
};

/**
 * Mails a reset link when the address has an account; answers the same either way, and in the
 * same time: the account is looked up by the `password-reset` job, queued for every address
 * alike, so the answer never waits on work that only an existing account needs (issue 21;
 * `npm run bench:reset` measures it).
 */
export async function requestPasswordReset(
  email: string,
  context: { headers: Headers; clientIp: string },
): Promise<TRequestResetResult> {
  const limit = await consumeRateLimits([
    { key: rateLimitKey("reset:ip", context.clientIp), rule: PASSWORD_RESET_LIMITS.perIp },
    { key: rateLimitKey("reset:email", email), rule: PASSWORD_RESET_LIMITS.perEmail },
  ]);
  if (!limit.allowed) {
    return failure("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds), {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  // A second or two later, at a moment that varies: a job started at once would share the
  // database with the end of this very answer, and slow it only when there is an account.
  const startAfter = new Date(Date.now() + 1_000 + crypto.randomInt(1_000));
  await enqueueJob("password-reset", { email }, { startAfter });
  return { ok: true };
}

/** The `password-reset` job: a link for the account of `email`, if there is one. */
export async function mailPasswordResetLink(email: string) {
  const auth = await getAuth();
  await auth.api.requestPasswordReset({
    body: { email, redirectTo: "/reinitialiser-mot-de-passe" },
    headers: new Headers(),
  });
}

export const INVALID_RESET_LINK_MESSAGE =
  "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.";

/** A reset link that cannot work: unknown, expired, already used, or no token at all. */
export const invalidResetLink = () =>
  failure("invalid", INVALID_RESET_LINK_MESSAGE, { reason: "INVALID_TOKEN" });

/** invalid: the link is unknown, expired or already used (reason INVALID_TOKEN). */
export type TResetPasswordResult = { ok: true } | TFailure<"invalid">;

/** Sets the new password from a mailed link (1 hour, once); every session is signed out. */
export async function resetPassword(
  token: string,
  newPassword: string,
): Promise<TResetPasswordResult> {
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    if (authErrorCode(error) === "INVALID_TOKEN") return invalidResetLink();
    throw error;
  }
}
