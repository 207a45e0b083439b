import type { APIRequestContext } from "@playwright/test";
import {
  createAccount,
  mailsAbout,
  nextMail,
  testClientAddress,
  uniqueEmail,
} from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

/*
 * Better Auth's own endpoints are doors beside Darna's forms (issue 21): each one closed unless a
 * browser must reach it, and the open ones held to the forms' limits, counted together, refused
 * in French. Each test plays its own client addresses (X-Forwarded-For, the e2e servers trust one
 * proxy hop) so that the limits it uses up are nobody else's.
 */

const PASSWORD = "Portes-2026!";
const RESET_SUBJECT = "Réinitialisation de votre mot de passe";
const TOO_MANY = /^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/;

const origin = () => process.env.E2E_BASE_URL as string;

function signUpThroughApi(request: APIRequestContext, email: string, client: string) {
  return request.post("/api/auth/sign-up/email", {
    headers: { origin: origin(), "x-forwarded-for": client },
    data: { email, password: PASSWORD, name: "Sami Portes" },
  });
}

function signUpThroughForm(request: APIRequestContext, email: string, client: string) {
  return request.post("/auth/inscription", {
    headers: { origin: origin(), "x-forwarded-for": client },
    form: {
      firstName: "Sami",
      lastName: "Portes",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
}

function askResetThroughForm(request: APIRequestContext, email: string, client: string) {
  return request.post("/auth/reinitialiser-mot-de-passe", {
    headers: { origin: origin(), "x-forwarded-for": client },
    form: { email },
  });
}

test.describe("Les points d'entrée de Better Auth", () => {
  test("those Darna's pages do not use answer 404 and do nothing", async ({ request }) => {
    const email = uniqueEmail("portes", "fermees");
    await createAccount(
      request,
      { email, name: "Sami Portes", password: PASSWORD },
      {
        confirmed: true,
      },
    );
    const headers = { origin: origin(), "x-forwarded-for": testClientAddress() };
    const closed: [method: "GET" | "POST", path: string, body?: object][] = [
      ["POST", "/request-password-reset", { email, redirectTo: "/reinitialiser-mot-de-passe" }],
      ["POST", "/reset-password", { token: "x", newPassword: "autre-secret" }],
      ["GET", "/reset-password/x?callbackURL=/"],
      ["POST", "/send-verification-email", { email }],
      ["GET", "/verify-email?token=x"],
      ["POST", "/change-password", { currentPassword: PASSWORD, newPassword: "autre-secret" }],
      ["POST", "/change-email", { newEmail: "autre@example.com" }],
      ["POST", "/update-user", { name: "Pirate" }],
      ["POST", "/delete-user", { password: PASSWORD }],
      ["GET", "/delete-user/callback?token=x"],
      ["POST", "/sign-out", {}],
      ["POST", "/sign-in/social", { provider: "google", callbackURL: "/" }],
      ["POST", "/link-social", { provider: "google" }],
      ["GET", "/list-sessions"],
      ["GET", "/list-accounts"],
      ["POST", "/revoke-sessions", {}],
      ["POST", "/revoke-other-sessions", {}],
      ["POST", "/unlink-account", { providerId: "google" }],
      ["POST", "/refresh-token", { providerId: "google" }],
      ["POST", "/get-access-token", { providerId: "google" }],
      ["GET", "/account-info"],
      ["POST", "/verify-password", { password: PASSWORD }],
      ["GET", "/error"],
      ["GET", "/ok"],
      ["GET", "/callback/github?code=x&state=y"],
    ];
    for (const [method, path, body] of closed) {
      const response =
        method === "GET"
          ? await request.get(`/api/auth${path}`, { headers, maxRedirects: 0 })
          : await request.post(`/api/auth${path}`, { headers, data: body, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(await response.json(), `${method} ${path}`).toEqual({
        error: "Ressource introuvable",
      });
    }
    // The reset door sent nothing to the account it named.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsAbout(email, RESET_SUBJECT)).toEqual([]);
  });

  test("the session read and the social sign-in return stay open", async ({ request }) => {
    const session = await request.get("/api/auth/get-session");
    expect(session.status()).toBe(200);
    expect(await session.json()).toBeNull();
    // A return from Google with nothing Darna asked for lands on the sign-in page with the
    // error, in French there, not on Better Auth's English error page.
    for (const provider of ["google", "facebook"]) {
      const back = await request.get(`/api/auth/callback/${provider}?code=x&state=y`, {
        maxRedirects: 0,
      });
      expect(back.status(), provider).toBe(302);
      expect(back.headers().location, provider).toMatch(
        new RegExp(`^${origin().replace(/[.]/g, "\\.")}/auth\\?error=`),
      );
    }
  });

  test("sign-ups through the API and the form share one count per client address, then 429 in French", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const client = testClientAddress();
    const email = (index: number) => uniqueEmail("portes-inscription", String(index));
    // 30 an hour per client address, whichever door: 15 through each.
    for (let index = 0; index < 15; index++) {
      const api = await signUpThroughApi(request, email(2 * index), client);
      expect(api.status(), await api.text()).toBe(200);
      const form = await signUpThroughForm(request, email(2 * index + 1), client);
      expect(form.status(), `formulaire ${index}`).toBe(200);
    }

    const api = await signUpThroughApi(request, email(30), client);
    expect(api.status()).toBe(429);
    expect(Number(api.headers()["retry-after"])).toBeGreaterThan(0);
    expect(((await api.json()) as { message: string }).message).toMatch(TOO_MANY);

    const form = await signUpThroughForm(request, email(31), client);
    expect(form.status()).toBe(429);
    expect(await form.text()).toContain("Trop de tentatives. Veuillez réessayer dans");

    // Another client address is not held up.
    const other = await signUpThroughApi(request, email(32), testClientAddress());
    expect(other.status()).toBe(200);
  });

  test("reset mails to one address: 3 an hour whatever the client addresses, then 429 in French", async ({
    request,
  }) => {
    const email = uniqueEmail("portes", "reinitialisation");
    await createAccount(
      request,
      { email, name: "Sami Portes", password: PASSWORD },
      {
        confirmed: true,
      },
    );
    for (let index = 0; index < 3; index++) {
      const asked = await askResetThroughForm(request, email, testClientAddress());
      expect(asked.status(), `demande ${index + 1}`).toBe(200);
    }
    const refused = await askResetThroughForm(request, email, testClientAddress());
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain("Trop de tentatives. Veuillez réessayer dans");
    // Nor through Better Auth's own endpoint.
    const beside = await request.post("/api/auth/request-password-reset", {
      headers: { origin: origin(), "x-forwarded-for": testClientAddress() },
      data: { email, redirectTo: "/reinitialiser-mot-de-passe" },
    });
    expect(beside.status()).toBe(404);

    await nextMail(email, RESET_SUBJECT, 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsAbout(email, RESET_SUBJECT)).toHaveLength(3);
  });

  test("reset requests from one client address: 10 an hour, then 429 in French", async ({
    request,
  }) => {
    const client = testClientAddress();
    for (let index = 0; index < 10; index++) {
      const asked = await askResetThroughForm(
        request,
        uniqueEmail("portes-adresse", String(index)),
        client,
      );
      expect(asked.status(), `demande ${index + 1}`).toBe(200);
    }
    const refused = await askResetThroughForm(request, uniqueEmail("portes-adresse", "x"), client);
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain("Trop de tentatives. Veuillez réessayer dans");
  });
});
