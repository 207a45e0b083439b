import { describe, expect, it } from "vitest";
import { FAILURE_CODES, failure, invalid } from "~/kernel/failures";
import {
  FAILURE_HTTP_STATUS,
  failureData,
  failureJson,
  failureStatus,
  throwPageFailure,
} from "./failures.server";

type TDataWithInit = { data: unknown; init: { status?: number; headers?: HeadersInit } | null };

const request = new Request("http://localhost/profil?onglet=securite");

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error("rien n'a été levé");
}

describe("the edge table", () => {
  it("gives every code its one HTTP status", () => {
    expect(FAILURE_HTTP_STATUS).toEqual({
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      invalid: 400,
      conflict: 409,
      rate_limited: 429,
      unavailable: 503,
    });
    for (const code of FAILURE_CODES) {
      expect(failureStatus(failure(code, "Refusé")), code).toBe(FAILURE_HTTP_STATUS[code]);
    }
  });
});

describe("failureJson", () => {
  it("answers the code, the message and the status, never to be cached", async () => {
    for (const code of FAILURE_CODES) {
      const response = failureJson(failure(code, "Refusé"));
      expect(response.status, code).toBe(FAILURE_HTTP_STATUS[code]);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: code, message: "Refusé" });
    }
  });

  it("adds the field messages and the machine reason when there are some", async () => {
    const fields = failureJson(invalid({ title: "Le titre est requis" }));
    expect(fields.status).toBe(400);
    expect(await fields.json()).toEqual({
      error: "invalid",
      message: "Veuillez corriger les champs indiqués.",
      fieldErrors: { title: "Le titre est requis" },
    });
    const blocked = failureJson(
      failure("forbidden", "Impossible de supprimer un administrateur.", {
        reason: "ADMIN_DELETION_BLOCKED",
      }),
    );
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({
      error: "forbidden",
      message: "Impossible de supprimer un administrateur.",
      code: "ADMIN_DELETION_BLOCKED",
    });
  });

  it("says when to come back after a rate limit, in whole seconds, at least one", () => {
    const limited = (retryAfterSeconds?: number) =>
      failureJson(failure("rate_limited", "Trop de tentatives.", { retryAfterSeconds }));
    expect(limited(90).status).toBe(429);
    expect(limited(90).headers.get("retry-after")).toBe("90");
    expect(limited(12.2).headers.get("retry-after")).toBe("13");
    expect(limited(0.3).headers.get("retry-after")).toBe("1");
    expect(limited().headers.get("retry-after")).toBeNull();
    // Only a rate limit says it.
    const other = failureJson(failure("unavailable", "Réessayez.", { retryAfterSeconds: 30 }));
    expect(other.headers.get("retry-after")).toBeNull();
  });
});

describe("failureData", () => {
  it("answers the page's own body with the code's status", () => {
    const body = { ok: false, fieldErrors: { password: "Mot de passe incorrect" } };
    const answer = failureData(
      invalid({ password: "Mot de passe incorrect" }),
      body,
    ) as unknown as TDataWithInit;
    expect(answer.data).toBe(body);
    expect(answer.init?.status).toBe(400);
    expect(new Headers(answer.init?.headers).get("cache-control")).toBe("no-store");
  });

  it("carries Retry-After for a rate limit", () => {
    const answer = failureData(
      failure("rate_limited", "Trop de tentatives.", { retryAfterSeconds: 600 }),
      {
        ok: false,
      },
    ) as unknown as TDataWithInit;
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("retry-after")).toBe("600");
  });
});

describe("throwPageFailure", () => {
  it("sends a visitor to sign in, remembering the page", async () => {
    const thrown = (await thrownBy(
      throwPageFailure(request, failure("unauthenticated", "Connexion requise")),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toBe("/auth?from=%2Fprofil%3Fonglet%3Dsecurite");

    const elsewhere = (await thrownBy(
      throwPageFailure(request, failure("unauthenticated", "Connexion requise"), {
        signIn: { to: "/auth/login", toast: { type: "error", title: "Connexion requise" } },
      }),
    )) as Response;
    expect(elsewhere.headers.get("location")).toMatch(/^\/auth\/login\?from=/);
    expect(elsewhere.headers.get("set-cookie")).toMatch(/darna-flash=/);
  });

  it("sends a forbidden actor where the page says, with the message as a toast", async () => {
    const thrown = (await thrownBy(
      throwPageFailure(request, failure("forbidden", "Ce n'est pas votre annonce."), {
        forbidden: { to: "/mes-annonces", title: "Accès refusé" },
      }),
    )) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toBe("/mes-annonces");
    expect(thrown.headers.get("set-cookie")).toMatch(/darna-flash=/);
  });

  it("otherwise throws the message with the code's status, for the page's error panel", async () => {
    for (const code of ["forbidden", "not_found", "conflict", "unavailable"] as const) {
      const thrown = (await thrownBy(
        throwPageFailure(request, failure(code, "Introuvable")),
      )) as TDataWithInit;
      expect(thrown.data, code).toBe("Introuvable");
      expect(thrown.init?.status, code).toBe(FAILURE_HTTP_STATUS[code]);
    }
  });
});
