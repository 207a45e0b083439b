import { createEmailVerificationToken } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  getAuth,
  getSessionUser,
  resolveAuthSecret,
  SIGN_IN_LIMITS,
  SIGN_UP_LIMITS,
} from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { profiles, session, user, verification } from "~/server/db/schema";
import { runPendingJobs } from "~/server/jobs/runner.server";
import { consumeRateLimit, rateLimitKey } from "~/server/rate-limit.server";
import { deliveredMailsTo } from "../../../tests/fixtures/delivered-mail";
import { cookieHeader, linkIn } from "../../../tests/fixtures/mail";
import { changePassword } from "./change-password.server";
import { confirmationLandingSearch, confirmEmail } from "./confirm-email.server";
import {
  PASSWORD_RESET_LIMITS,
  requestPasswordReset,
  resetPassword,
} from "./password-reset.server";
import { resendConfirmation } from "./resend-confirmation.server";
import { ZSignUp } from "./schemas";
import { signIn, type TSignInResult } from "./sign-in.server";
import { signUp } from "./sign-up.server";

let ipCounter = 0;
/** A fresh client address per call so the per-IP limits stay out of the way. */
const context = (headers = new Headers()) => ({ headers, clientIp: `10.1.0.${++ipCounter}` });

/** 'signed_in', or the refusal's code and reason: 'unauthenticated:INVALID_CREDENTIALS'. */
const outcomeOf = (result: TSignInResult) =>
  result.ok ? "signed_in" : [result.code, result.reason].filter(Boolean).join(":");
const WRONG_CREDENTIALS = "unauthenticated:INVALID_CREDENTIALS";

async function registerAndConfirm(email: string, password = "secret123") {
  await signUp(
    { firstName: "Amira", lastName: "Ben Salah", email, password, confirmPassword: password },
    context(),
  );
  const token = new URL(
    linkIn((await deliveredMailsTo(email)).at(-1), "/auth/confirmer"),
  ).searchParams.get("token");
  expect(await confirmEmail(token ?? "")).toEqual({ ok: true });
}

async function signedInHeaders(email: string, password = "secret123") {
  const result = await signIn({ email, password }, context());
  if (!result.ok) throw new Error(`connexion refusée: ${result.code}`);
  return new Headers({ cookie: cookieHeader(result.headers) });
}

describe("sign-up and e-mail confirmation", () => {
  it("creates the user with a profile (role user) and mails a confirmation link", async () => {
    const result = await signUp(
      {
        firstName: "Amira",
        lastName: "Ben Salah",
        email: "amira@exemple.tn",
        password: "secret123",
        confirmPassword: "secret123",
      },
      context(),
    );
    expect(result).toEqual({ ok: true, email: "amira@exemple.tn", existingUnconfirmed: false });
    const db = await getDb();
    const [row] = await db
      .select({ role: profiles.role, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.email, "amira@exemple.tn"));
    expect(row).toEqual({ role: "user", firstName: "Amira", lastName: "Ben Salah" });
    const [mail] = await deliveredMailsTo("amira@exemple.tn");
    expect(mail?.subject).toBe("Confirmez votre adresse email - Darna");
    expect(linkIn(mail, "/auth/confirmer")).toMatch(
      /^http:\/\/localhost:3000\/auth\/confirmer\?token=/,
    );
  });

  it("refuses to sign in before confirmation and mails the link again", async () => {
    const before = (await deliveredMailsTo("amira@exemple.tn")).length;
    expect(await signIn({ email: "amira@exemple.tn", password: "secret123" }, context())).toEqual({
      ok: false,
      code: "forbidden",
      reason: "EMAIL_NOT_CONFIRMED",
      message:
        "Veuillez vérifier votre boîte mail et cliquer sur le lien de confirmation avant de vous connecter.",
    });
    expect((await deliveredMailsTo("amira@exemple.tn")).length).toBe(before + 1);
  });

  it("answers 'existing unconfirmed' to a second sign-up and mails the link again", async () => {
    const before = (await deliveredMailsTo("amira@exemple.tn")).length;
    const input = ZSignUp.parse({
      firstName: "Amira",
      lastName: "Ben Salah",
      email: " AMIRA@exemple.tn ",
      password: "autre-secret",
      confirmPassword: "autre-secret",
    });
    const result = await signUp(input, context());
    expect(result).toEqual({ ok: true, email: "amira@exemple.tn", existingUnconfirmed: true });
    expect((await deliveredMailsTo("amira@exemple.tn")).length).toBe(before + 1);
  });

  it("confirms once: the same link is refused afterwards", async () => {
    const link = linkIn((await deliveredMailsTo("amira@exemple.tn")).at(-1), "/auth/confirmer");
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(await confirmEmail(token)).toEqual({ ok: true });
    expect(await confirmEmail(token)).toMatchObject({
      ok: false,
      code: "invalid",
      reason: "INVALID_TOKEN",
    });
    expect(await confirmEmail("pas-un-jeton")).toMatchObject({
      ok: false,
      code: "invalid",
      reason: "INVALID_TOKEN",
    });
  });

  it("refuses an expired link", async () => {
    await signUp(
      {
        firstName: "Karim",
        lastName: "Trabelsi",
        email: "karim@exemple.tn",
        password: "secret123",
        confirmPassword: "secret123",
      },
      context(),
    );
    const token = await createEmailVerificationToken(
      resolveAuthSecret(),
      "karim@exemple.tn",
      undefined,
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await confirmEmail(token);
    expect(expired).toMatchObject({ ok: false, code: "invalid", reason: "TOKEN_EXPIRED" });
    expect(confirmationLandingSearch(expired)).toContain("expired");
  });

  it("signs in after confirmation with an HttpOnly, SameSite=Lax session cookie", async () => {
    const result = await signIn({ email: "amira@exemple.tn", password: "secret123" }, context());
    expect(result.ok).toBe(true);
    const cookies = (result as { headers: Headers }).headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
    const request = new Request("http://localhost:3000/", {
      headers: { cookie: cookieHeader((result as { headers: Headers }).headers) },
    });
    expect((await getSessionUser(request))?.email).toBe("amira@exemple.tn");
  });

  it("resends only to unconfirmed accounts, answering the same for unknown addresses", async () => {
    const before = (await deliveredMailsTo("inconnu@exemple.tn")).length;
    expect(await resendConfirmation("inconnu@exemple.tn", context())).toEqual({ ok: true });
    expect((await deliveredMailsTo("inconnu@exemple.tn")).length).toBe(before);
  });
});

describe("sign-in", () => {
  beforeAll(async () => {
    await registerAndConfirm("salma@exemple.tn");
  });

  it("refuses a wrong password", async () => {
    expect(await signIn({ email: "salma@exemple.tn", password: "mauvais" }, context())).toEqual({
      ok: false,
      code: "unauthenticated",
      reason: "INVALID_CREDENTIALS",
      message: "Vérifiez vos identifiants et réessayez",
    });
  });

  it("limits attempts per address, whatever the client address", async () => {
    await registerAndConfirm("limite@exemple.tn");
    const results = [];
    for (let i = 0; i < 6; i++) {
      results.push(
        outcomeOf(await signIn({ email: "limite@exemple.tn", password: "mauvais" }, context())),
      );
    }
    expect(results.slice(0, 5).every((outcome) => outcome === WRONG_CREDENTIALS)).toBe(true);
    expect(results[5]).toBe("rate_limited");
    // Even the right password waits until the window is over.
    const right = await signIn({ email: "limite@exemple.tn", password: "secret123" }, context());
    expect(right).toMatchObject({ ok: false, code: "rate_limited" });
    expect((right as { message: string }).message).toMatch(
      /^Trop de tentatives\. Veuillez réessayer dans/,
    );
    // The wait is told to the edge as well, for its Retry-After.
    expect((right as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0);
  });

  it("counts only failed attempts: signing in again and again from one address never locks out", async () => {
    await registerAndConfirm("souvent@exemple.tn");
    const sameClient = { headers: new Headers(), clientIp: "10.8.8.8" };
    const statuses = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.max + 3; i++) {
      statuses.push(
        outcomeOf(await signIn({ email: "souvent@exemple.tn", password: "secret123" }, sameClient)),
      );
    }
    expect(new Set(statuses)).toEqual(new Set(["signed_in"]));
    // The failures still count: a guesser gets the usual number of tries, no more.
    const guesses = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.max + 1; i++) {
      guesses.push(
        outcomeOf(await signIn({ email: "souvent@exemple.tn", password: "mauvais" }, sameClient)),
      );
    }
    expect(guesses.at(-2)).toBe(WRONG_CREDENTIALS);
    expect(guesses.at(-1)).toBe("rate_limited");
  });

  it("limits attempts per client address across addresses", async () => {
    const fixed = { headers: new Headers(), clientIp: "10.9.9.9" };
    // Fill the client address's window up to its last allowed attempt.
    for (let i = 0; i < SIGN_IN_LIMITS.perIp.max - 1; i++) {
      await consumeRateLimit(rateLimitKey("sign-in:ip", fixed.clientIp), SIGN_IN_LIMITS.perIp);
    }
    const last = await signIn({ email: "x1@exemple.tn", password: "mauvais" }, fixed);
    expect(outcomeOf(last)).toBe(WRONG_CREDENTIALS);
    const refused = await signIn({ email: "x2@exemple.tn", password: "mauvais" }, fixed);
    expect(outcomeOf(refused)).toBe("rate_limited");
  });

  it("applies the same limits to Better Auth's own sign-in endpoint", async () => {
    await registerAndConfirm("endpoint@exemple.tn");
    const auth = await getAuth();
    const attempt = () =>
      auth.handler(
        new Request("http://localhost:3000/api/auth/sign-in/email", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3000",
            "x-darna-client-ip": `10.3.0.${++ipCounter}`,
          },
          body: JSON.stringify({ email: "endpoint@exemple.tn", password: "mauvais" }),
        }),
      );
    const responses = [];
    for (let i = 0; i < 6; i++) responses.push(await attempt());
    const statuses = responses.map((response) => response.status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // Saying when to come back.
    expect(Number(responses[5]?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("sign-up limits, whichever way in", () => {
  it("counts Better Auth's own sign-up endpoint and the form together, once each, and refuses in French", async () => {
    const clientIp = "10.6.6.6";
    const auth = await getAuth();
    const viaEndpoint = (email: string) =>
      auth.handler(
        new Request("http://localhost:3000/api/auth/sign-up/email", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3000",
            "x-darna-client-ip": clientIp,
          },
          body: JSON.stringify({ email, password: "secret123", name: "Porte Api" }),
        }),
      );
    const viaForm = (email: string) =>
      signUp(
        {
          firstName: "Porte",
          lastName: "Form",
          email,
          password: "secret123",
          confirmPassword: "secret123",
        },
        { headers: new Headers(), clientIp },
      );
    // The client address has 3 sign-ups left this hour.
    for (let i = 0; i < SIGN_UP_LIMITS.perIp.max - 3; i++) {
      await consumeRateLimit(rateLimitKey("sign-up:ip", clientIp), SIGN_UP_LIMITS.perIp);
    }
    expect((await viaEndpoint("porte-1@exemple.tn")).status).toBe(200);
    expect((await viaEndpoint("porte-2@exemple.tn")).status).toBe(200);
    // The form's own call to Better Auth is not counted a second time: this is the last one.
    expect((await viaForm("porte-3@exemple.tn")).ok).toBe(true);

    const refused = await viaEndpoint("porte-4@exemple.tn");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/,
    );
    expect(await viaForm("porte-5@exemple.tn")).toMatchObject({ ok: false, code: "rate_limited" });
    const db = await getDb();
    const created = await db.select({ email: user.email }).from(user);
    expect(created.map((row) => row.email)).not.toContain("porte-4@exemple.tn");
  });

  it("counts sign-ups for one e-mail address through both ways alike", async () => {
    const auth = await getAuth();
    const email = "double-porte@exemple.tn";
    const viaEndpoint = () =>
      auth.handler(
        new Request("http://localhost:3000/api/auth/sign-up/email", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3000",
            "x-darna-client-ip": `10.7.0.${++ipCounter}`,
          },
          body: JSON.stringify({ email, password: "secret123", name: "Double Porte" }),
        }),
      );
    for (let i = 0; i < SIGN_UP_LIMITS.perEmail.max - 1; i++) {
      await consumeRateLimit(rateLimitKey("sign-up:email", email), SIGN_UP_LIMITS.perEmail);
    }
    expect((await viaEndpoint()).status).toBe(200);
    expect((await viaEndpoint()).status).toBe(429);
  });
});

describe("password reset", () => {
  beforeAll(async () => {
    await registerAndConfirm("youssef@exemple.tn", "ancien-secret");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    expect(await requestPasswordReset("personne@exemple.tn", context())).toEqual({ ok: true });
    expect(await deliveredMailsTo("personne@exemple.tn")).toHaveLength(0);
  });

  it("mails one address at most 3 times an hour, from however many client addresses", async () => {
    await registerAndConfirm("inondee@exemple.tn");
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmail.max; i++) {
      expect(await requestPasswordReset("inondee@exemple.tn", context())).toEqual({ ok: true });
    }
    // Twenty minutes later the limit still holds (it used to be a quarter of an hour).
    const db = await getDb();
    await db.execute(
      sql`update rate_limits set window_started_at = window_started_at - interval '20 minutes'
          where key = ${rateLimitKey("reset:email", "inondee@exemple.tn")}`,
    );
    const refused = await requestPasswordReset("inondee@exemple.tn", context());
    expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
    expect((refused as { message: string }).message).toMatch(
      /^Trop de tentatives\. Veuillez réessayer dans 40 minutes\.$/,
    );
    const resets = (await deliveredMailsTo("inondee@exemple.tn")).filter((mail) =>
      mail.subject.startsWith("Réinitialisation"),
    );
    expect(resets).toHaveLength(PASSWORD_RESET_LIMITS.perEmail.max);
  });

  it("answers before looking the address up, for an account or not alike", async () => {
    const db = await getDb();
    const resetTokens = async () =>
      (await db.select({ identifier: verification.identifier }).from(verification)).filter((row) =>
        row.identifier.startsWith("reset-password:"),
      ).length;
    const before = await resetTokens();
    expect(await requestPasswordReset("youssef@exemple.tn", context())).toEqual({ ok: true });
    expect(await requestPasswordReset("nul-part@exemple.tn", context())).toEqual({ ok: true });
    // Nothing about the account was done in the answer: the job does it, for both.
    expect(await resetTokens()).toBe(before);
    // Not at once either: the job waits for the answer to be gone.
    expect(await runPendingJobs("password-reset")).toBe(0);
    expect(await runPendingJobs("password-reset", { deferredToo: true })).toBe(2);
    expect(await resetTokens()).toBe(before + 1);
  });

  it("mails a link to /reinitialiser-mot-de-passe that works once and signs out every session", async () => {
    const cookie = await signedInHeaders("youssef@exemple.tn", "ancien-secret");
    expect(await requestPasswordReset("youssef@exemple.tn", context())).toEqual({ ok: true });
    const mail = (await deliveredMailsTo("youssef@exemple.tn")).at(-1);
    expect(mail?.subject).toBe("Réinitialisation de votre mot de passe - Darna");
    const token =
      new URL(linkIn(mail, "/reinitialiser-mot-de-passe")).searchParams.get("token") ?? "";
    expect(await resetPassword(token, "nouveau-secret")).toEqual({ ok: true });
    expect(await resetPassword(token, "encore-autre")).toEqual({
      ok: false,
      code: "invalid",
      reason: "INVALID_TOKEN",
      message: "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    });
    expect(await getSessionUser(new Request("http://localhost/", { headers: cookie }))).toBeNull();
    expect(
      (await signIn({ email: "youssef@exemple.tn", password: "nouveau-secret" }, context())).ok,
    ).toBe(true);
  });
});

describe("change password", () => {
  it("checks the current password and revokes the other sessions", async () => {
    await registerAndConfirm("mehdi@exemple.tn");
    const other = await signedInHeaders("mehdi@exemple.tn");
    const current = await signedInHeaders("mehdi@exemple.tn");
    expect(
      await changePassword(current, { currentPassword: "mauvais1", newPassword: "nouveau-secret" }),
    ).toEqual({
      ok: false,
      code: "invalid",
      message: "Mot de passe actuel incorrect",
      fieldErrors: { current_password: "Mot de passe actuel incorrect" },
    });

    const changed = await changePassword(current, {
      currentPassword: "secret123",
      newPassword: "nouveau-secret",
    });
    expect(changed.ok).toBe(true);
    expect(await getSessionUser(new Request("http://localhost/", { headers: other }))).toBeNull();
    const db = await getDb();
    const [account] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "mehdi@exemple.tn"));
    const sessions = await db
      .select()
      .from(session)
      .where(eq(session.userId, account?.id ?? ""));
    expect(sessions).toHaveLength(1);
    expect((await getAuth()).options.emailAndPassword?.minPasswordLength).toBe(6);
  });
});
