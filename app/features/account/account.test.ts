import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth, getSessionUser, resolveAuthSecret, SIGN_IN_LIMITS } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { profiles, session, user } from "~/server/db/schema";
import { consumeRateLimit, rateLimitKey } from "~/server/rate-limit.server";
import { cookieHeader, linkIn, mailsTo } from "../../../tests/fixtures/mail";
import { changePassword } from "./change-password.server";
import { confirmationLandingSearch, confirmEmail } from "./confirm-email.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { resendConfirmation } from "./resend-confirmation.server";
import { ZSignUp } from "./schemas";
import { signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";

let ipCounter = 0;
/** A fresh client address per call so the per-IP limits stay out of the way. */
const context = (headers = new Headers()) => ({ headers, clientIp: `10.1.0.${++ipCounter}` });

async function registerAndConfirm(email: string, password = "secret123") {
  await signUp(
    { firstName: "Amira", lastName: "Ben Salah", email, password, confirmPassword: password },
    context(),
  );
  const token = new URL(linkIn(mailsTo(email).at(-1), "/auth/confirmer")).searchParams.get("token");
  expect(await confirmEmail(token ?? "")).toBe("confirmed");
}

async function signedInHeaders(email: string, password = "secret123") {
  const result = await signIn({ email, password }, context());
  if (result.status !== "signed_in") throw new Error(`connexion refusée: ${result.status}`);
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
    expect(result).toEqual({ status: "confirmation_required", email: "amira@exemple.tn" });
    const db = await getDb();
    const [row] = await db
      .select({ role: profiles.role, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.email, "amira@exemple.tn"));
    expect(row).toEqual({ role: "user", firstName: "Amira", lastName: "Ben Salah" });
    const [mail] = mailsTo("amira@exemple.tn");
    expect(mail?.subject).toBe("Confirmez votre adresse email - Darna");
    expect(linkIn(mail, "/auth/confirmer")).toMatch(
      /^http:\/\/localhost:3000\/auth\/confirmer\?token=/,
    );
  });

  it("refuses to sign in before confirmation and mails the link again", async () => {
    const before = mailsTo("amira@exemple.tn").length;
    expect(await signIn({ email: "amira@exemple.tn", password: "secret123" }, context())).toEqual({
      status: "email_not_confirmed",
    });
    expect(mailsTo("amira@exemple.tn").length).toBe(before + 1);
  });

  it("answers 'existing unconfirmed' to a second sign-up and mails the link again", async () => {
    const before = mailsTo("amira@exemple.tn").length;
    const input = ZSignUp.parse({
      firstName: "Amira",
      lastName: "Ben Salah",
      email: " AMIRA@exemple.tn ",
      password: "autre-secret",
      confirmPassword: "autre-secret",
    });
    const result = await signUp(input, context());
    expect(result.status).toBe("existing_unconfirmed");
    expect(mailsTo("amira@exemple.tn").length).toBe(before + 1);
  });

  it("confirms once: the same link is refused afterwards", async () => {
    const link = linkIn(mailsTo("amira@exemple.tn").at(-1), "/auth/confirmer");
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(await confirmEmail(token)).toBe("confirmed");
    expect(await confirmEmail(token)).toBe("invalid");
    expect(await confirmEmail("pas-un-jeton")).toBe("invalid");
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
    expect(await confirmEmail(token)).toBe("expired");
    expect(confirmationLandingSearch("expired")).toContain("expired");
  });

  it("signs in after confirmation with an HttpOnly, SameSite=Lax session cookie", async () => {
    const result = await signIn({ email: "amira@exemple.tn", password: "secret123" }, context());
    expect(result.status).toBe("signed_in");
    const cookies = (result as { headers: Headers }).headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
    const request = new Request("http://localhost:3000/", {
      headers: { cookie: cookieHeader((result as { headers: Headers }).headers) },
    });
    expect((await getSessionUser(request))?.email).toBe("amira@exemple.tn");
  });

  it("resends only to unconfirmed accounts, answering the same for unknown addresses", async () => {
    const before = mailsTo("inconnu@exemple.tn").length;
    expect(await resendConfirmation("inconnu@exemple.tn", context())).toEqual({ status: "sent" });
    expect(mailsTo("inconnu@exemple.tn").length).toBe(before);
  });
});

describe("sign-in", () => {
  beforeAll(async () => {
    await registerAndConfirm("salma@exemple.tn");
  });

  it("refuses a wrong password", async () => {
    expect(await signIn({ email: "salma@exemple.tn", password: "mauvais" }, context())).toEqual({
      status: "invalid_credentials",
    });
  });

  it("limits attempts per address, whatever the client address", async () => {
    await registerAndConfirm("limite@exemple.tn");
    const results = [];
    for (let i = 0; i < 6; i++) {
      results.push(
        (await signIn({ email: "limite@exemple.tn", password: "mauvais" }, context())).status,
      );
    }
    expect(results.slice(0, 5).every((status) => status === "invalid_credentials")).toBe(true);
    expect(results[5]).toBe("rate_limited");
    // Even the right password waits until the window is over.
    const right = await signIn({ email: "limite@exemple.tn", password: "secret123" }, context());
    expect(right.status).toBe("rate_limited");
    expect((right as { message: string }).message).toMatch(
      /^Trop de tentatives\. Veuillez réessayer dans/,
    );
  });

  it("counts only failed attempts: signing in again and again from one address never locks out", async () => {
    await registerAndConfirm("souvent@exemple.tn");
    const sameClient = { headers: new Headers(), clientIp: "10.8.8.8" };
    const statuses = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.max + 3; i++) {
      statuses.push(
        (await signIn({ email: "souvent@exemple.tn", password: "secret123" }, sameClient)).status,
      );
    }
    expect(new Set(statuses)).toEqual(new Set(["signed_in"]));
    // The failures still count: a guesser gets the usual number of tries, no more.
    const guesses = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.max + 1; i++) {
      guesses.push(
        (await signIn({ email: "souvent@exemple.tn", password: "mauvais" }, sameClient)).status,
      );
    }
    expect(guesses.at(-2)).toBe("invalid_credentials");
    expect(guesses.at(-1)).toBe("rate_limited");
  });

  it("limits attempts per client address across addresses", async () => {
    const fixed = { headers: new Headers(), clientIp: "10.9.9.9" };
    // Fill the client address's window up to its last allowed attempt.
    for (let i = 0; i < SIGN_IN_LIMITS.perIp.max - 1; i++) {
      await consumeRateLimit(rateLimitKey("sign-in:ip", fixed.clientIp), SIGN_IN_LIMITS.perIp);
    }
    const last = await signIn({ email: "x1@exemple.tn", password: "mauvais" }, fixed);
    expect(last.status).toBe("invalid_credentials");
    const refused = await signIn({ email: "x2@exemple.tn", password: "mauvais" }, fixed);
    expect(refused.status).toBe("rate_limited");
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
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});

describe("password reset", () => {
  beforeAll(async () => {
    await registerAndConfirm("youssef@exemple.tn", "ancien-secret");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    expect(await requestPasswordReset("personne@exemple.tn", context())).toEqual({
      status: "sent",
    });
    expect(mailsTo("personne@exemple.tn")).toHaveLength(0);
  });

  it("mails a link to /reinitialiser-mot-de-passe that works once and signs out every session", async () => {
    const cookie = await signedInHeaders("youssef@exemple.tn", "ancien-secret");
    expect(await requestPasswordReset("youssef@exemple.tn", context())).toEqual({ status: "sent" });
    const mail = mailsTo("youssef@exemple.tn").at(-1);
    expect(mail?.subject).toBe("Réinitialisation de votre mot de passe - Darna");
    const token =
      new URL(linkIn(mail, "/reinitialiser-mot-de-passe")).searchParams.get("token") ?? "";
    expect(await resetPassword(token, "nouveau-secret")).toEqual({ status: "reset" });
    expect(await resetPassword(token, "encore-autre")).toEqual({ status: "invalid_token" });
    expect(await getSessionUser(new Request("http://localhost/", { headers: cookie }))).toBeNull();
    expect(
      (await signIn({ email: "youssef@exemple.tn", password: "nouveau-secret" }, context())).status,
    ).toBe("signed_in");
  });
});

describe("change password", () => {
  it("checks the current password and revokes the other sessions", async () => {
    await registerAndConfirm("mehdi@exemple.tn");
    const other = await signedInHeaders("mehdi@exemple.tn");
    const current = await signedInHeaders("mehdi@exemple.tn");
    expect(
      await changePassword(current, { currentPassword: "mauvais1", newPassword: "nouveau-secret" }),
    ).toEqual({ status: "wrong_current_password" });

    const changed = await changePassword(current, {
      currentPassword: "secret123",
      newPassword: "nouveau-secret",
    });
    expect(changed.status).toBe("changed");
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
