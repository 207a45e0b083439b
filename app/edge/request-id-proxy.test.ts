import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { uploadsDir } from "~/server/storage/storage.server";
import { createHttpApp } from "./app.server";

// Read once per process by env(): set before any module reads it.
vi.hoisted(() => {
  process.env.TRUST_PROXY = "1";
});

/* Behind a trusted proxy (TRUST_PROXY): its request id is kept when it looks like one. */

const app = () => {
  fs.mkdirSync(uploadsDir(), { recursive: true });
  return createHttpApp({
    build: () => Promise.reject(new Error("aucune page dans ce test")),
    clientDir: path.join(uploadsDir(), "..", "client"),
    mediaDir: uploadsDir(),
  });
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids behind a trusted proxy", () => {
  it("answers, and shows on the error, the proxy's id", async () => {
    const response = await app().request("/", { headers: { "x-request-id": "nginx-7f3a.9c_01" } });
    expect(response.headers.get("x-request-id")).toBe("nginx-7f3a.9c_01");
    expect(await response.text()).toContain("Code de l'erreur : nginx-7f3a.9c_01");
  });

  it("replaces an id that is too long or has other characters, never echoing it", async () => {
    for (const forged of ["x".repeat(129), "id avec espaces", "<b>id</b>", "id,autre", "é"]) {
      const response = await app().request("/", {
        headers: { "x-request-id": forged },
      });
      expect(response.headers.get("x-request-id")).toMatch(UUID);
      expect(await response.text()).not.toContain(forged);
    }
  });
});
