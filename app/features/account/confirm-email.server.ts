import { eq } from "drizzle-orm";
import { failure, type TFailure } from "~/kernel/failures";
import { getAuth } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { user } from "~/server/db/schema";
import { authErrorCode } from "./auth-errors.server";
import { CONFIRMATION_LINK_EXPIRED, CONFIRMATION_LINK_INVALID } from "./auth-landing";

/**
 * invalid: the link is past its 24 hours (reason TOKEN_EXPIRED), or unknown, forged or already
 * used (reason INVALID_TOKEN).
 */
export type TConfirmEmailResult = { ok: true } | TFailure<"invalid">;

const expired = () => failure("invalid", CONFIRMATION_LINK_EXPIRED, { reason: "TOKEN_EXPIRED" });
const invalidLink = () =>
  failure("invalid", CONFIRMATION_LINK_INVALID, { reason: "INVALID_TOKEN" });

/** The address a confirmation token names; Better Auth checks its signature and expiry. */
function tokenEmail(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    return typeof payload.email === "string" ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Confirms the address behind a mailed link; a link works once and for 24 hours. */
export async function confirmEmail(token: string): Promise<TConfirmEmailResult> {
  const email = token.length <= 2048 ? tokenEmail(token) : null;
  if (!email) return invalidLink();
  const db = await getDb();
  const [account] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  const auth = await getAuth();
  try {
    await auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    return authErrorCode(error) === "TOKEN_EXPIRED" ? expired() : invalidLink();
  }
  // Better Auth accepts a valid token again for a confirmed address: here a link works once.
  return account && !account.emailVerified ? { ok: true } : invalidLink();
}

/**
 * Query parameters of the auth landing page,
 * where the confirmation link's route sends the visitor; the landing words them in French.
 */
export function confirmationLandingSearch(result: TConfirmEmailResult): string {
  if (result.ok) return "?type=signup&email_confirmed=true";
  const description =
    result.reason === "TOKEN_EXPIRED"
      ? "Email link has expired"
      : "Email link is invalid or has already been used";
  return `?error=access_denied&error_description=${encodeURIComponent(description)}`;
}
