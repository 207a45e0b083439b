import { getAuth } from "~/server/auth.server";
import {
  consumeRateLimits,
  rateLimitKey,
  tooManyAttemptsMessage,
} from "~/server/rate-limit.server";
import { authErrorCode } from "./auth-errors.server";
import type { TSignIn } from "./schemas";

export const SIGN_IN_LIMITS = {
  perEmail: { max: 5, windowSeconds: 15 * 60 },
  perIp: { max: 20, windowSeconds: 15 * 60 },
};

export type TSignInResult =
  | { status: "signed_in"; headers: Headers }
  | { status: "email_not_confirmed" }
  | { status: "invalid_credentials" }
  | { status: "rate_limited"; message: string };

/**
 * Signs in with e-mail and password. An unconfirmed address gets its confirmation mail again
 * (Better Auth's sendOnSignIn). Attempts are limited per address and per client address.
 */
export async function signIn(
  input: TSignIn,
  context: { headers: Headers; clientIp: string },
): Promise<TSignInResult> {
  const limit = await consumeRateLimits([
    { key: rateLimitKey("sign-in:ip", context.clientIp), rule: SIGN_IN_LIMITS.perIp },
    { key: rateLimitKey("sign-in:email", input.email), rule: SIGN_IN_LIMITS.perEmail },
  ]);
  if (!limit.allowed) {
    return { status: "rate_limited", message: tooManyAttemptsMessage(limit.retryAfterSeconds) };
  }
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: context.headers,
      returnHeaders: true,
    });
    return { status: "signed_in", headers };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") return { status: "email_not_confirmed" };
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD") {
      return { status: "invalid_credentials" };
    }
    throw error;
  }
}
