import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ratingChannel } from "../../app/lib/realtime-channels";
import { freePort } from "../fixtures/ports";
import { expect, hydrated, test } from "../fixtures/test";

// `npm run dev` serves the same Hono app as production: API, media, event stream, headers.
test.describe("npm run dev", () => {
  test.describe.configure({ mode: "serial" });
  let child: ChildProcess | undefined;
  let baseUrl = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-dev-"));
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SEED_DEMO: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Darna (développement)")) resolve();
      };
      child?.stdout?.on("data", onData);
      child?.stderr?.on("data", onData);
      child?.once("exit", (code) =>
        reject(new Error(`npm run dev s'est arrêté (${code}): ${output}`)),
      );
    });
  });

  test.afterAll(() => {
    child?.kill("SIGTERM");
  });

  test("answers the API, media and event stream routes, with the production headers", async ({
    request,
  }) => {
    const health = await request.get(`${baseUrl}/healthz`);
    expect(await health.json()).toEqual({ status: "ok" });

    // The JSON API answers a visitor with its own refusal, not the pages' 404.
    const publish = await request.post(`${baseUrl}/api/proprietes`, {
      headers: { origin: baseUrl },
      multipart: { title: "x" },
    });
    expect(publish.status()).toBe(401);
    expect(publish.headers()["content-type"]).toMatch(/application\/json/);

    const events = new AbortController();
    const stream = await fetch(
      `${baseUrl}/api/events?channels=${encodeURIComponent(ratingChannel("service", "00000000-0000-4000-8000-000000000000"))}`,
      { signal: events.signal },
    );
    expect(stream.headers.get("content-type")).toMatch(/text\/event-stream/);
    events.abort();

    const media = await request.get(`${baseUrl}/media/property_images/absent.webp`);
    expect(media.status()).toBe(404);
    expect(await media.text()).toBe("Fichier introuvable");

    const page = await request.get(`${baseUrl}/proprietes`);
    expect(page.status()).toBe(200);
    expect(page.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    expect(page.headers()["x-frame-options"]).toBe("DENY");

    // A foreign origin's write is refused here too.
    const foreign = await request.post(`${baseUrl}/api/proprietes`, {
      headers: { origin: "http://evil.example" },
      multipart: { title: "x" },
    });
    expect(foreign.status()).toBe(403);
  });

  test("serves pages that hydrate under the content security policy", async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${baseUrl}/proprietes`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Vite compiles the modules on first request: hydration may take a while the first time.
    const servicesLink = "nav[aria-label='Navigation principale'] a[href='/services']";
    await hydrated(page, servicesLink);
    await page.locator(servicesLink).click();
    // The services route's module is compiled on this first navigation too.
    await expect(page.getByRole("heading", { name: "Services Immobiliers" })).toBeVisible({
      timeout: 30_000,
    });
    expect(violations).toEqual([]);
  });
});
