import { expect, test } from "../fixtures/test";

test.describe("HTTP", () => {
  test("GET /healthz answers ok when the database answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("documents carry the security headers", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("every inline script carries the request's nonce", async ({ request }) => {
    const response = await request.get("/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      if (/\bsrc=/.test(attributes)) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  test("responses are compressed for clients that accept it", async ({ request }) => {
    const response = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("hashed assets are cached for a year, immutably", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("hashed assets are served precompressed, brotli first", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The React chunk (vite.config.ts): large enough to be precompressed on every build.
    const asset = /\/assets\/vendor-[^"]+\.js/.exec(html)?.[0] as string;
    const brotli = await request.get(asset, { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    const gzip = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
  });

  test("unknown paths answer 404", async ({ request }) => {
    for (const path of [
      "/nimporte-quoi",
      "/proprietes/x/y/z",
      "/api/inconnu",
      "/media/%2e%2e/%2e%2e/etc/passwd",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });

  test("malformed query parameters never produce a server error", async ({ request }) => {
    const urls = [
      "/?foo=bar&announcementType=%FF",
      "/proprietes?price=abc&surface=-&bedrooms=x&page=-3&sort=%27;drop&location=%00",
      "/proprietes?price=999999999999999999999-&page=99999999999",
      `/proprietes?announcementType=location&announcementType=vente&q=${"a".repeat(5000)}`,
    ];
    for (const url of urls) {
      const response = await request.get(url);
      expect(response.status(), url).toBeLessThan(500);
    }
  });
});
