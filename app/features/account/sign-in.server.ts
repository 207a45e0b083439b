import { APIError } from "better-auth/api";
import { CLIENT_IP_HEADER, getAuth } from "~/server/auth.server";
import { authErrorCode } from "./auth-errors.server";
import type { TSignIn } from "./schemas";

export type TSignInResult =
  | { status: "signed_in"; headers: Headers }
  | { status: "email_not_confirmed" }
  | { status: "invalid_credentials" }
  | { status: "rate_limited"; message: string };

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
    return { status: "signed_in", headers };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "RATE_LIMITED" && error instanceof APIError) {
      return { status: "rate_limited", message: error.message };
    }
    if (code === "EMAIL_NOT_VERIFIED") return { status: "email_not_confirmed" };
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD") {
      return { status: "invalid_credentials" };
    }
    throw error;
  }
}
