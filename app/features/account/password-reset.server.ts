import { getAuth } from "~/server/auth.server";
import {
  consumeRateLimits,
  rateLimitKey,
  tooManyAttemptsMessage,
} from "~/server/rate-limit.server";
import { authErrorCode } from "./auth-errors.server";

export type TRequestResetResult = { status: "sent" } | { status: "rate_limited"; message: string };

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
    return { status: "rate_limited", message: tooManyAttemptsMessage(limit.retryAfterSeconds) };
  }
  const auth = await getAuth();
  await auth.api.requestPasswordReset({
    body: { email, redirectTo: "/reinitialiser-mot-de-passe" },
    headers: context.headers,
  });
  return { status: "sent" };
}

export type TResetPasswordResult = { status: "reset" } | { status: "invalid_token" };

/** Sets the new password from a mailed link (1 hour, once); every session is signed out. */
export async function resetPassword(
  token: string,
  newPassword: string,
): Promise<TResetPasswordResult> {
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return { status: "reset" };
  } catch (error) {
    if (authErrorCode(error) === "INVALID_TOKEN") return { status: "invalid_token" };
    throw error;
  }
}
