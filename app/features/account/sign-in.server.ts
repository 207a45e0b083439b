import { APIError } from "better-auth/api";
import { failure, type TFailure } from "~/kernel/failures";
import { ACCOUNT_SUSPENDED, ACCOUNT_SUSPENDED_MESSAGE } from "~/lib/account-suspension";
import { CLIENT_IP_HEADER, getAuth } from "~/server/auth.server";
import { logger } from "~/server/logger.server";
import { authErrorCode } from "./auth-errors.server";
import type { TSignIn } from "./schemas";

export const SIGN_IN_REFUSED_MESSAGE = "Vérifiez vos identifiants et réessayez";
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Veuillez vérifier votre boîte mail et cliquer sur le lien de confirmation avant de vous connecter.";

/**
 * - unauthenticated: wrong address or password (or another refusal of Better Auth's).
 * - forbidden: the address is not confirmed yet (a new confirmation link has been mailed), or
 *   the account is suspended (decision 0039).
 * - rate_limited: too many failed attempts for the address or the client address.
 */
export type TSignInResult =
  | { ok: true; headers: Headers }
  | TFailure<"unauthenticated" | "forbidden" | "rate_limited">;

function retryAfterOf(error: APIError): number | undefined {
  const value = Number(new Headers(error.headers).get("Retry-After"));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Signs in with e-mail and password. An unconfirmed address gets its confirmation mail again
 * (Better Auth's sendOnSignIn). Attempts are limited per address and per client address by the
 * sign-in hook of app/server/auth.server.ts, which reads the client address from the headers.
 */
export async function signIn(
  input: TSignIn,
  context: { headers: Headers; clientIp: string },
): Promise<TSignInResult> {
  const auth = await getAuth();
  const requestHeaders = new Headers(context.headers);
  requestHeaders.set(CLIENT_IP_HEADER, context.clientIp);
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "RATE_LIMITED" && error instanceof APIError) {
      return failure("rate_limited", error.message, { retryAfterSeconds: retryAfterOf(error) });
    }
    if (code === "EMAIL_NOT_VERIFIED") {
      return failure("forbidden", EMAIL_NOT_CONFIRMED_MESSAGE, { reason: "EMAIL_NOT_CONFIRMED" });
    }
    if (code === ACCOUNT_SUSPENDED) {
      return failure("forbidden", ACCOUNT_SUSPENDED_MESSAGE, { reason: ACCOUNT_SUSPENDED });
    }
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD") {
      return failure("unauthenticated", SIGN_IN_REFUSED_MESSAGE, { reason: "INVALID_CREDENTIALS" });
    }
    // Another refusal of Better Auth (specification: 'Erreur de connexion' with the message);
    // its messages are English, so the French advice stands in for them.
    if (code) {
      logger.warn({ code }, "connexion refusée par Better Auth");
      return failure("unauthenticated", SIGN_IN_REFUSED_MESSAGE);
    }
    throw error;
  }
}
