import { eq } from "drizzle-orm";
import { getAuth } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { profiles, user } from "~/server/db/schema";
import {
  consumeRateLimits,
  rateLimitKey,
  tooManyAttemptsMessage,
} from "~/server/rate-limit.server";
import type { TSignUp } from "./schemas";

export type TSignUpResult =
  | { status: "confirmation_required"; email: string }
  | { status: "existing_unconfirmed"; email: string }
  | { status: "rate_limited"; message: string };

/**
 * Creates the account and sends the confirmation mail. An address that already has an
 * unconfirmed account gets a new confirmation mail (specification: 'Compte existant non
 * confirmé'); a confirmed one answers like a new sign-up and its owner is told by mail.
 */
export async function signUp(
  input: TSignUp,
  context: { headers: Headers; clientIp: string },
): Promise<TSignUpResult> {
  const limit = await consumeRateLimits([
    { key: rateLimitKey("sign-up:ip", context.clientIp), rule: { max: 30, windowSeconds: 3600 } },
    { key: rateLimitKey("sign-up:email", input.email), rule: { max: 5, windowSeconds: 3600 } },
  ]);
  if (!limit.allowed) {
    return { status: "rate_limited", message: tooManyAttemptsMessage(limit.retryAfterSeconds) };
  }

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
      headers: context.headers,
    });
    return { status: "existing_unconfirmed", email: input.email };
  }

  const created = await auth.api.signUpEmail({
    body: {
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      password: input.password,
      callbackURL: "/auth",
    },
    headers: context.headers,
  });
  if (!existing) {
    // The profile row was created by the user hook; keep the names exactly as typed.
    await db
      .update(profiles)
      .set({ firstName: input.firstName, lastName: input.lastName })
      .where(eq(profiles.id, created.user.id));
  }
  return { status: "confirmation_required", email: input.email };
}
