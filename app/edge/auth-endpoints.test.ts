import { describe, expect, it } from "vitest";
import { isOpenAuthEndpoint } from "./auth-endpoints.server";

describe("Better Auth's endpoints open over HTTP", () => {
  it("lets through the social callbacks, the session read and the JSON sign-up and sign-in", () => {
    expect(isOpenAuthEndpoint("GET", "/api/auth/callback/google")).toBe(true);
    expect(isOpenAuthEndpoint("POST", "/api/auth/callback/facebook")).toBe(true);
    expect(isOpenAuthEndpoint("GET", "/api/auth/get-session")).toBe(true);
    expect(isOpenAuthEndpoint("POST", "/api/auth/sign-up/email")).toBe(true);
    expect(isOpenAuthEndpoint("POST", "/api/auth/sign-in/email/")).toBe(true);
  });

  it("closes everything else, by name, whatever the spelling", () => {
    for (const [method, path] of [
      ["POST", "/api/auth/request-password-reset"],
      ["POST", "/api/auth/reset-password"],
      ["POST", "/api/auth/update-user"],
      ["POST", "/api/auth/delete-user"],
      ["POST", "/api/auth/sign-out"],
      ["GET", "/api/auth/sign-up/email"],
      ["POST", "/api/auth/get-session"],
      ["GET", "/api/auth/callback/github"],
      ["GET", "/api/auth/callback/google/x"],
      ["POST", "/api/auth//sign-up/email"],
      ["POST", "/api/auth/sign-up%2Femail"],
      ["POST", "/api/auth/SIGN-UP/EMAIL"],
      ["GET", "/api/auth/error"],
      ["GET", "/api/auth"],
      ["GET", "/api/auth/"],
    ] as const) {
      expect(isOpenAuthEndpoint(method, path), `${method} ${path}`).toBe(false);
    }
  });
});
