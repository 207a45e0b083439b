import { describe, expect, it } from "vitest";
import { clientAddress, forwardedRequest } from "./forwarded.server";

describe("clientAddress", () => {
  it("is the socket's address unless proxies are trusted: a forged header changes nothing", () => {
    expect(clientAddress("10.0.0.5", "1.2.3.4", 0)).toBe("10.0.0.5");
    expect(clientAddress(undefined, null, 0)).toBe("unknown");
  });

  it("takes the address the outermost trusted proxy saw", () => {
    // Browser 41.226.1.1 → proxy A (10.0.0.2) → Darna: A appends the browser.
    expect(clientAddress("10.0.0.2", "41.226.1.1", 1)).toBe("41.226.1.1");
    // A forged entry before the real one is ignored with one trusted hop.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 41.226.1.1", 1)).toBe("41.226.1.1");
    // Two proxies: CDN (appends the browser), then the load balancer (appends the CDN).
    expect(clientAddress("10.0.0.3", "6.6.6.6, 41.226.1.1, 172.16.0.9", 2)).toBe("41.226.1.1");
  });

  it("falls back to the leftmost address of a chain shorter than the trusted hops", () => {
    expect(clientAddress("10.0.0.2", "41.226.1.1", 3)).toBe("41.226.1.1");
    expect(clientAddress("10.0.0.2", null, 1)).toBe("10.0.0.2");
  });
});

describe("forwardedRequest", () => {
  const behindProxy = (headers: Record<string, string>, method = "GET") =>
    new Request("http://darna.tn/contact", {
      method,
      headers,
      ...(method === "POST" ? { body: "name=Sami" } : {}),
    });

  it("rebuilds the URL the browser used from a trusted proxy's headers", async () => {
    const request = forwardedRequest(
      behindProxy({ "x-forwarded-proto": "https", "x-forwarded-host": "www.darna.tn" }, "POST"),
      1,
    );
    expect(request.url).toBe("https://www.darna.tn/contact");
    expect(request.headers.get("host")).toBe("www.darna.tn");
    expect(request.method).toBe("POST");
    expect(await request.text()).toBe("name=Sami");
  });

  it("drops the port Node listens on unless the proxy names one", () => {
    const onNodePort = (headers: Record<string, string>) =>
      forwardedRequest(new Request("http://127.0.0.1:3000/contact", { headers }), 1).url;
    expect(onNodePort({ "x-forwarded-proto": "https", "x-forwarded-host": "darna.tn" })).toBe(
      "https://darna.tn/contact",
    );
    expect(onNodePort({ "x-forwarded-proto": "https", "x-forwarded-host": "darna.tn:8443" })).toBe(
      "https://darna.tn:8443/contact",
    );
    expect(onNodePort({ "x-forwarded-host": "[2001:db8::1]" })).toBe(
      "http://[2001:db8::1]/contact",
    );
    expect(onNodePort({ "x-forwarded-proto": "https" })).toBe("https://127.0.0.1:3000/contact");
  });

  it("ignores the headers when no proxy is trusted", () => {
    const original = behindProxy({ "x-forwarded-proto": "https", "x-forwarded-host": "evil.tn" });
    expect(forwardedRequest(original, 0)).toBe(original);
  });

  it("reads the value of the outermost trusted proxy and refuses what is not a host", () => {
    expect(forwardedRequest(behindProxy({ "x-forwarded-proto": "http, https" }), 1).url).toBe(
      "https://darna.tn/contact",
    );
    expect(forwardedRequest(behindProxy({ "x-forwarded-host": "evil.tn/path@x" }), 1).url).toBe(
      "http://darna.tn/contact",
    );
    expect(forwardedRequest(behindProxy({ "x-forwarded-proto": "gopher" }), 1).url).toBe(
      "http://darna.tn/contact",
    );
  });
});
