import { failure, type TFailure } from "~/features/listings/failures";
import { getAuth } from "~/server/auth.server";
import {
  consumeRateLimits,
  rateLimitKey,
  tooManyAttemptsMessage,
} from "~/server/rate-limit.server";
import { authErrorCode } from "./auth-errors.server";

export type TRequestResetResult = { ok: true } | TFailure<"rate_limited">;

/** Mails a reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(
  email: string,
  context: { headers: Headers; clientIp: string },
): Promise<TRequestResetResult> {
  const limit = await consumeRateLimits([
    { key: rateLimitKey("reset:ip", context.clientIp), rule: { max: 10, windowSeconds: 3600 } },
    { key: rateLimitKey("reset:email", email), rule: { max: 3, windowSeconds: 15 * 60 } },
  ]);
  if (!limit.allowed) {
    return failure("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds), {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const auth = await getAuth();
  await auth.api.requestPasswordReset({
    body: { email, redirectTo: "/reinitialiser-mot-de-passe" },
    headers: context.headers,
  });
  return { ok: true };
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
