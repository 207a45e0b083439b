import { eq } from "drizzle-orm";
import { failure, type TFailure } from "~/kernel/failures";
import { getAuth, signUpLimits } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { profiles, user } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { consumeRateLimits, tooManyAttemptsMessage } from "~/server/rate-limit.server";
import { authErrorCode } from "./auth-errors.server";
import type { TSignUp } from "./schemas";

export const SIGN_UP_REFUSED_MESSAGE =
  "Impossible de créer votre compte. Vérifiez vos informations et réessayez.";

/**
 * Either way the address now waits for its confirmation: `existingUnconfirmed` says whether the
 * account was there already (unconfirmed, and mailed again) rather than created now.
 * - rate_limited: too many sign-ups from the client address or for the address.
 * - conflict / invalid: Better Auth refused the account (a race with another sign-up, a rule of
 *   its own).
 */
export type TSignUpResult =
  | { ok: true; email: string; existingUnconfirmed: boolean }
  | TFailure<"rate_limited" | "conflict" | "invalid">;

/**
 * Creates the account and sends the confirmation mail. An address that already has an
 * unconfirmed account gets a new confirmation mail (specification: 'Compte existant non
 * confirmé'); a confirmed one answers like a new sign-up and its owner is told by mail.
 */
export async function signUp(
  input: TSignUp,
  context: { headers: Headers; clientIp: string },
): Promise<TSignUpResult> {
  const limit = await consumeRateLimits(signUpLimits(context.clientIp, input.email));
  if (!limit.allowed) {
    return failure("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds), {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }

  try {
    return await createOrRemind(input, context.headers);
  } catch (error) {
    // Better Auth refusing the account (a race with another sign-up, a rule of its own).
    const code = authErrorCode(error);
    if (!code) throw error;
    logger.warn({ code }, "inscription refusée par Better Auth");
    return failure(
      code.startsWith("USER_ALREADY_EXISTS") ? "conflict" : "invalid",
      SIGN_UP_REFUSED_MESSAGE,
    );
  }
}

async function createOrRemind(input: TSignUp, headers: Headers): Promise<TSignUpResult> {
  const db = await getDb();
  const auth = await getAuth();
  const [existing] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, input.email))
    .limit(1);
  if (existing && !existing.emailVerified) {
    await auth.api.sendVerificationEmail({
      body: { email: input.email, callbackURL: "/auth" },
      headers,
    });
    return { ok: true, email: input.email, existingUnconfirmed: true };
  }

  const created = await auth.api.signUpEmail({
    body: {
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      password: input.password,
      callbackURL: "/auth",
    },
    headers,
  });
  if (!existing) {
    // The profile row was created by the user hook; keep the names exactly as typed.
    await db
      .update(profiles)
      .set({ firstName: input.firstName, lastName: input.lastName })
      .where(eq(profiles.id, created.user.id));
  }
  return { ok: true, email: input.email, existingUnconfirmed: false };
}
