import { describe, expect, it } from "vitest";
import { crossOriginRefusal, isCrossOriginWrite } from "./same-origin.server";

const OWN = "https://darna.tn";

function request(method: string, headers: Record<string, string> = {}, path = "/api/proprietes") {
  return new Request(`${OWN}${path}`, { method, headers });
}

describe("isCrossOriginWrite", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])(
    "refuses a foreign or opaque Origin on %s",
    (method) => {
      expect(isCrossOriginWrite(request(method, { origin: "https://evil.example" }), OWN)).toBe(
        true,
      );
      // Same host, other port: same-site for the cookie, another origin all the same.
      expect(isCrossOriginWrite(request(method, { origin: "https://darna.tn:8443" }), OWN)).toBe(
        true,
      );
      expect(isCrossOriginWrite(request(method, { origin: "http://darna.tn" }), OWN)).toBe(true);
      expect(isCrossOriginWrite(request(method, { origin: "null" }), OWN)).toBe(true);
      expect(isCrossOriginWrite(request(method, { origin: OWN }), OWN)).toBe(false);
    },
  );

  it("judges a request without Origin by Sec-Fetch-Site, and lets non-browser clients through", () => {
    expect(isCrossOriginWrite(request("POST", { "sec-fetch-site": "cross-site" }), OWN)).toBe(true);
    expect(isCrossOriginWrite(request("POST", { "sec-fetch-site": "same-site" }), OWN)).toBe(true);
    expect(isCrossOriginWrite(request("POST", { "sec-fetch-site": "same-origin" }), OWN)).toBe(
      false,
    );
    expect(isCrossOriginWrite(request("POST", { "sec-fetch-site": "none" }), OWN)).toBe(false);
    expect(isCrossOriginWrite(request("POST"), OWN)).toBe(false);
  });

  it("never refuses reads", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isCrossOriginWrite(request(method, { origin: "https://evil.example" }), OWN)).toBe(
        false,
      );
    }
  });
});

describe("crossOriginRefusal", () => {
  it("answers 403 in French, as JSON for APIs and as text for pages", async () => {
    const api = crossOriginRefusal(request("POST"));
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({
      error: expect.stringContaining("ne provient pas d'une page de Darna"),
    });
    const page = crossOriginRefusal(request("POST", {}, "/profil"));
    expect(page.status).toBe(403);
    expect(page.headers.get("content-type")).toContain("text/plain");
    expect(await page.text()).toContain("Requête refusée");
  });
});
