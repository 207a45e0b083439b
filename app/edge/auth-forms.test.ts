import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { TAuthActionData } from "~/features/account/auth-action-data";
import { confirmEmail } from "~/features/account/confirm-email.server";
import { signUp } from "~/features/account/sign-up.server";
import { deliveredMailsTo } from "../../tests/fixtures/delivered-mail";
import { linkIn } from "../../tests/fixtures/mail";
import {
  passwordResetRouteAction,
  signInRouteAction,
  signUpRouteAction,
} from "./auth-forms.server";
import { requestInfoContext } from "./request-context.server";

/*
 * The auth screens' actions as the routes call them: a refused form is answered with the page's
 * body and its failure's status, a signed-in visitor with a redirect.
 */

type TAnswer = { data: TAuthActionData; init: { status?: number; headers?: HeadersInit } | null };

let ip = 0;

function args(path: string, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", clientIp: `10.5.0.${++ip}`, requestId: "" });
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return { request, context };
}

const statusOf = (answer: unknown) => (answer as TAnswer).init?.status ?? 200;
const dataOf = (answer: unknown) => (answer as TAnswer).data;

async function confirmedAccount(email: string, password = "secret123") {
  await signUp(
    { firstName: "Rania", lastName: "Haddad", email, password, confirmPassword: password },
    { headers: new Headers(), clientIp: `10.5.1.${++ip}` },
  );
  const token = new URL(
    linkIn((await deliveredMailsTo(email)).at(-1), "/auth/confirmer"),
  ).searchParams.get("token");
  expect(await confirmEmail(token ?? "")).toEqual({ ok: true });
}

describe("sign-in form", () => {
  it("answers 400 with the field messages when a field is missing", async () => {
    const answer = await signInRouteAction(args("/auth/login", { email: "", password: "" }));
    expect(statusOf(answer)).toBe(400);
    expect(dataOf(answer)).toMatchObject({ intent: "sign-in", toasts: [] });
    expect(Object.keys(dataOf(answer).fieldErrors ?? {})).toContain("email");
  });

  it("answers wrong credentials with 401 and the page's toast and alert", async () => {
    await confirmedAccount("formulaire@exemple.tn");
    const answer = await signInRouteAction(
      args("/auth/login", { email: "formulaire@exemple.tn", password: "mauvais" }),
    );
    expect(statusOf(answer)).toBe(401);
    expect(dataOf(answer)).toMatchObject({
      intent: "sign-in",
      alert: {
        title: "Erreur de connexion",
        description: "Vérifiez vos identifiants et réessayez",
      },
      values: { email: "formulaire@exemple.tn" },
    });
  });

  it("answers an unconfirmed address with 403, the amber notice and both toasts", async () => {
    await signUp(
      {
        firstName: "Walid",
        lastName: "Mejri",
        email: "pas-confirme@exemple.tn",
        password: "secret123",
        confirmPassword: "secret123",
      },
      { headers: new Headers(), clientIp: `10.5.1.${++ip}` },
    );
    const answer = await signInRouteAction(
      args("/auth", { email: "pas-confirme@exemple.tn", password: "secret123" }),
    );
    expect(statusOf(answer)).toBe(403);
    expect(dataOf(answer).pendingEmail).toBe("pas-confirme@exemple.tn");
    expect(dataOf(answer).toasts.map((toast) => toast.title)).toEqual([
      "Email non confirmé",
      "Email de confirmation renvoyé",
    ]);
  });

  it("signs in with a redirect to where the visitor came from", async () => {
    await confirmedAccount("retour@exemple.tn");
    const answer = (await signInRouteAction(
      args("/auth/login?from=%2Fmes-favoris", {
        email: "retour@exemple.tn",
        password: "secret123",
      }),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/mes-favoris");
    expect(answer.headers.get("set-cookie")).toMatch(/session_token=/);
  });

  it("answers a resend without an address with 400 and its toast", async () => {
    const answer = await signInRouteAction(args("/auth/login", { intent: "resend", email: "" }));
    expect(statusOf(answer)).toBe(400);
    expect(dataOf(answer).toasts).toMatchObject([{ kind: "error", title: "Email requis" }]);
  });

  it("answers a social sign-in this server does not offer with 404 and why", async () => {
    const answer = await signUpRouteAction(args("/auth/inscription", { intent: "social-google" }));
    expect(statusOf(answer)).toBe(404);
    expect(dataOf(answer)).toMatchObject({
      intent: "social",
      alert: {
        title: "Connexion avec Google indisponible",
        description: "Ce mode de connexion n'est pas encore configuré.",
      },
    });
  });
});

describe("password reset forms", () => {
  it("answers a dead link with 400 and the invalid-link step", async () => {
    const answer = await passwordResetRouteAction(
      args("/reinitialiser-mot-de-passe", {
        intent: "reset",
        token: "jeton-inconnu",
        password: "nouveau-secret",
        confirmPassword: "nouveau-secret",
      }),
    );
    expect(statusOf(answer)).toBe(400);
    expect(dataOf(answer)).toMatchObject({
      intent: "reset",
      step: "invalid_token",
      alert: {
        title: "Erreur de réinitialisation",
        description:
          "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
      },
    });
  });

  it("answers a request for a link with 200, whether the address has an account or not", async () => {
    const answer = await passwordResetRouteAction(
      args("/auth/reinitialiser-mot-de-passe", { email: "personne-ici@exemple.tn" }),
    );
    expect(statusOf(answer)).toBe(200);
    expect(dataOf(answer)).toMatchObject({ intent: "forgot", step: "sent" });
  });
});
