import { afterAll, describe, expect, it } from "vitest";
import { getSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { notifications } from "~/server/db/schema";
import { stopRealtime } from "~/server/realtime/relay.server";
import { signedInMember } from "../../tests/fixtures/members";
import {
  announcePageChange,
  anonymousPageKey,
  cachedPageOf,
  isSuccessfulWrite,
  listenForPageChanges,
  PAGE_CACHE_TTL_MS,
  PageCache,
} from "./page-cache.server";

/*
 * The anonymous page cache (docs/decisions/0017): what it keeps, for whom, for how long, and
 * that every response carries the nonce of its own request. The relay part runs on the test
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */

afterAll(() => stopRealtime());

const request = (path: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, init);

/** A document renderer that counts its renderings and writes its nonce like React does. */
function renderer(
  options: {
    status?: number;
    setCookie?: boolean;
    cacheControl?: string;
    text?: () => string;
  } = {},
) {
  const calls: string[] = [];
  const render = async (nonce: string) => {
    calls.push(nonce);
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    if (options.setCookie) headers.set("Set-Cookie", "darna-flash=; Max-Age=0");
    if (options.cacheControl) headers.set("Cache-Control", options.cacheControl);
    const text = options.text?.() ?? "Annonces";
    return new Response(`<script nonce="${nonce}">boot()</script><p>${text}</p>`, {
      status: options.status ?? 200,
      headers,
    });
  };
  return { render, calls };
}

function listeningCache(now?: () => number) {
  const cache = new PageCache({ now });
  cache.setListening(true);
  return cache;
}

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe("which requests an anonymous page may answer", () => {
  it.each([
    "/",
    "/proprietes",
    "/proprietes?location=tunis&page=2",
    "/proprietes/0b7f8f5e-2b1e-4b0a-9a53-6a0d6c1f0e11",
    "/services",
    "/boutiques/x",
    "/utilisateur/abc/annonces",
    "/proprietes.data?_routes=routes%2Fproperties",
    "/_root.data",
    "/ar",
    "/ar/",
    "/ar/_root.data",
  ])("%s without cookies", (path) => {
    expect(anonymousPageKey(request(path))).not.toBeNull();
  });

  it("keeps a page's two languages apart", () => {
    expect(anonymousPageKey(request("/ar/"))).not.toBe(anonymousPageKey(request("/")));
  });

  it.each([
    "/profil",
    "/mes-annonces",
    "/mes-favoris",
    "/admin",
    "/contact",
    "/auth/login",
    "/publier/propriete",
    "/api/proprietes",
    "/proprietes/x/y",
    "/ar/profil",
  ])("never %s", (path) => {
    expect(anonymousPageKey(request(path))).toBeNull();
  });

  it("never for a signed-in visitor or a flash message", () => {
    for (const cookie of [
      "better-auth.session_token=abc",
      "__Secure-better-auth.session_token=abc",
      "darna-theme=dark; darna-flash=xyz",
    ]) {
      expect(anonymousPageKey(request("/proprietes", { headers: { cookie } }))).toBeNull();
    }
  });

  it("a cookie Darna does not set is still a visitor's", () => {
    expect(
      anonymousPageKey(request("/proprietes", { headers: { cookie: "_ga=GA1.2; something=1" } })),
    ).toBe(anonymousPageKey(request("/proprietes")));
  });

  it("a browser's script cookie alone is still a visitor's", () => {
    const cookie = "darna-js=1; darna-theme=dark";
    expect(anonymousPageKey(request("/proprietes", { headers: { cookie } }))).toBe(
      anonymousPageKey(request("/proprietes", { headers: { cookie: "darna-theme=dark" } })),
    );
  });

  it.each(["/", "/proprietes?page=2", "/services", "/boutiques", "/immobilier/tunis/villa"])(
    "%s as the visitor's to a signed-in person whose browser runs the script",
    (path) => {
      const signedIn = (cookie: string) => cachedPageOf(request(path, { headers: { cookie } }));
      expect(signedIn("better-auth.session_token=abc; darna-js=1")).toEqual({
        key: anonymousPageKey(request(path)),
        forViewer: true,
      });
      // Without the script their parts would never be read; a flash message is theirs.
      expect(signedIn("better-auth.session_token=abc")).toBeNull();
      expect(signedIn("better-auth.session_token=abc; darna-js=1; darna-flash=x")).toBeNull();
    },
  );

  it.each([
    "/proprietes/0b7f8f5e-2b1e-4b0a-9a53-6a0d6c1f0e11",
    "/services/x",
    "/utilisateur/abc/annonces",
    "/proprietes.data",
    "/_root.data",
    "/mes-annonces",
  ])("never %s as the visitor's to a signed-in person", (path) => {
    const cookie = "better-auth.session_token=abc; darna-js=1";
    expect(cachedPageOf(request(path, { headers: { cookie } }))).toBeNull();
  });

  it("never for a write or a HEAD", () => {
    expect(anonymousPageKey(request("/proprietes", { method: "POST" }))).toBeNull();
    expect(anonymousPageKey(request("/proprietes", { method: "HEAD" }))).toBeNull();
  });

  it("keeps each theme apart, the page being rendered for it", () => {
    const dark = anonymousPageKey(request("/", { headers: { cookie: "darna-theme=dark" } }));
    const light = anonymousPageKey(request("/", { headers: { cookie: "darna-theme=light" } }));
    const none = anonymousPageKey(request("/"));
    expect(new Set([dark, light, none]).size).toBe(3);
  });

  it("counts successful writes only", () => {
    expect(isSuccessfulWrite("POST", 303)).toBe(true);
    expect(isSuccessfulWrite("DELETE", 200)).toBe(true);
    expect(isSuccessfulWrite("POST", 400)).toBe(false);
    expect(isSuccessfulWrite("GET", 200)).toBe(false);
  });
});

describe("PageCache", () => {
  it("renders once, then answers each visitor with their own nonce", async () => {
    const cache = listeningCache();
    const { render, calls } = renderer();
    const first = await cache.respond(request("/proprietes"), "nonce-one", render);
    const second = await cache.respond(request("/proprietes"), "nonce-two", render);
    expect(calls).toHaveLength(1);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    expect(nonceOf(firstHtml)).toBe("nonce-one");
    expect(nonceOf(secondHtml)).toBe("nonce-two");
    // The nonce the page was rendered with never leaves the server.
    expect(calls[0]).not.toMatch(/^nonce-/);
    expect(firstHtml + secondHtml).not.toContain(calls[0]);
    expect(second.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it("renders again after a write, and after its time is up", async () => {
    let clock = 1_000;
    const cache = listeningCache(() => clock);
    let text = "avant";
    const { render, calls } = renderer({ text: () => text });
    await cache.respond(request("/"), "a", render);
    text = "après";
    expect(await (await cache.respond(request("/"), "b", render)).text()).toContain("avant");
    cache.changed();
    expect(await (await cache.respond(request("/"), "c", render)).text()).toContain("après");
    expect(calls).toHaveLength(2);
    clock += PAGE_CACHE_TTL_MS - 1;
    await cache.respond(request("/"), "d", render);
    expect(calls).toHaveLength(2);
    clock += 1;
    await cache.respond(request("/"), "e", render);
    expect(calls).toHaveLength(3);
  });

  it("keeps neither errors nor responses that set a cookie", async () => {
    const cache = listeningCache();
    for (const options of [{ status: 404 }, { setCookie: true }]) {
      const { render, calls } = renderer(options);
      await cache.respond(request("/proprietes/x"), "a", render);
      const again = await cache.respond(request("/proprietes/x"), "b", render);
      expect(calls).toHaveLength(2);
      expect(nonceOf(await again.text())).toBe("b");
    }
  });

  it("never keeps a response that says it is someone's (private, no-store)", async () => {
    const cache = listeningCache();
    for (const cacheControl of ["private, no-store", "no-store"]) {
      const { render, calls } = renderer({ cacheControl });
      await cache.respond(request("/proprietes/y"), "a", render);
      const again = await cache.respond(request("/proprietes/y"), "b", render);
      expect(calls).toHaveLength(2);
      expect(again.headers.get("x-cache")).toBe("MISS");
    }
  });

  it("lets visitors arriving during a rendering share it", async () => {
    const cache = listeningCache();
    const { render, calls } = renderer();
    const responses = await Promise.all(
      ["a", "b", "c", "d"].map((nonce) => cache.respond(request("/services"), nonce, render)),
    );
    expect(calls).toHaveLength(1);
    expect(await Promise.all(responses.map(async (r) => nonceOf(await r.text())))).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("serves a signed-in person the visitor's page, rendered without their session, marked pending and private", async () => {
    const cache = listeningCache();
    const cookies: (string | null)[] = [];
    const render = async (nonce: string, _requestId?: string, asked?: Request) => {
      cookies.push(asked ? asked.headers.get("cookie") : "the request's own");
      return new Response(
        `<!DOCTYPE html><html lang="fr"><script nonce="${nonce}"></script></html>`,
        {
          headers: { "Content-Type": "text/html" },
        },
      );
    };
    const signedIn = request("/proprietes", {
      headers: { cookie: "darna-theme=dark; better-auth.session_token=secret; darna-js=1" },
    });
    const theirs = await cache.respond(signedIn, "n1", render);
    const visitor = await cache.respond(
      request("/proprietes", { headers: { cookie: "darna-theme=dark" } }),
      "n2",
      render,
    );
    expect(cookies).toEqual(["darna-theme=dark"]);
    expect(theirs.headers.get("Cache-Control")).toBe("private, no-store");
    const theirHtml = await theirs.text();
    expect(theirHtml).toContain('<html data-viewer="pending" lang="fr">');
    expect(nonceOf(theirHtml)).toBe("n1");
    expect(visitor.headers.get("X-Cache")).toBe("HIT");
    expect(visitor.headers.get("Cache-Control")).toBeNull();
    expect(await visitor.text()).not.toContain("data-viewer");
  });

  it("renders for the signed-in person what the visitor's page does not keep", async () => {
    const cache = listeningCache();
    const cookies: (string | null)[] = [];
    const render = async (_nonce: string, _requestId?: string, asked?: Request) => {
      cookies.push(asked ? asked.headers.get("cookie") : "the request's own");
      return new Response("Introuvable", { status: 404 });
    };
    const signedIn = request("/immobilier/x", {
      headers: { cookie: "better-auth.session_token=secret; darna-js=1" },
    });
    await cache.respond(signedIn, "n", render);
    expect(cookies).toEqual([null, "the request's own"]);
  });

  it("does not keep a page rendered while a write landed", async () => {
    const cache = listeningCache();
    const { render: plain, calls } = renderer();
    const racing = async (nonce: string) => {
      const response = await plain(nonce);
      cache.changed();
      return response;
    };
    await cache.respond(request("/boutiques"), "a", racing);
    await cache.respond(request("/boutiques"), "b", plain);
    expect(calls).toHaveLength(2);
  });

  it("serves nothing from memory while it cannot hear other processes' writes", async () => {
    const cache = new PageCache();
    const { render, calls } = renderer();
    const response = await cache.respond(request("/"), "a", render);
    await cache.respond(request("/"), "b", render);
    expect(calls).toEqual(["a", "b"]);
    expect(response.headers.get("X-Cache")).toBeNull();
  });

  it("hears a write announced through the database, in every cache listening", async () => {
    const caches = [new PageCache(), new PageCache()];
    for (const cache of caches) await listenForPageChanges(cache);
    const renderers = caches.map(() => renderer());
    for (const [index, cache] of caches.entries()) {
      const { render } = renderers[index] as ReturnType<typeof renderer>;
      await cache.respond(request("/"), "a", render);
      await cache.respond(request("/"), "b", render);
    }
    expect(renderers.map(({ calls }) => calls.length)).toEqual([1, 1]);

    await announcePageChange();
    await expect
      .poll(async () => {
        for (const [index, cache] of caches.entries()) {
          const { render } = renderers[index] as ReturnType<typeof renderer>;
          await cache.respond(request("/"), "c", render);
        }
        return renderers.map(({ calls }) => calls.length >= 2);
      })
      .toEqual([true, true]);

    await stopRealtime();
    const { render, calls } = renderer();
    await caches[0]?.respond(request("/"), "d", render);
    await caches[0]?.respond(request("/"), "e", render);
    expect(calls).toEqual(["d", "e"]);
  });
});

describe("a person's own pages (docs/decisions/0044)", () => {
  /** Renders the page of whoever the request's session names, as the route's loaders do. */
  function pageOfItsPerson() {
    const renderedFor: (string | null)[] = [];
    const render = async (nonce: string, _requestId?: string, asked?: Request) => {
      const reader = await getSessionUser(asked ?? new Request("http://localhost/"));
      renderedFor.push(reader?.email ?? null);
      return new Response(
        `<script nonce="${nonce}"></script><h1>Mes annonces de ${reader?.email ?? "personne"}</h1>`,
        { headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } },
      );
    };
    return { renderedFor, render };
  }
  const asking = (cookie: string, path = "/mes-annonces") =>
    request(path, { headers: { cookie: `darna-js=1; ${cookie}` } });

  it("keeps a person's page for that person alone, private, with each response's nonce", async () => {
    const cache = listeningCache();
    const [nadia, walid] = [
      await signedInMember("cache-nadia"),
      await signedInMember("cache-walid"),
    ];
    const { renderedFor, render } = pageOfItsPerson();
    const respond = (cookie: string, nonce: string) =>
      cache.respond(asking(cookie), nonce, (renderNonce, requestId) =>
        render(renderNonce, requestId, asking(cookie)),
      );

    const first = await respond(nadia.cookie, "n1");
    const again = await respond(nadia.cookie, "n2");
    const walids = await respond(walid.cookie, "n3");

    expect(renderedFor).toEqual([nadia.email, walid.email]);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(again.headers.get("X-Cache")).toBe("HIT");
    expect(again.headers.get("Cache-Control")).toBe("private, no-store");
    const againHtml = await again.text();
    expect(againHtml).toContain(`Mes annonces de ${nadia.email}`);
    expect(nonceOf(againHtml)).toBe("n2");
    expect(walids.headers.get("X-Cache")).toBe("MISS");
    expect(await walids.text()).toContain(`Mes annonces de ${walid.email}`);
  });

  it("keeps nothing for a forged or signed-out session, a flash message, or another page", async () => {
    const cache = listeningCache();
    const member = await signedInMember("cache-nabil");
    const { renderedFor, render } = pageOfItsPerson();
    const forged = `better-auth.session_token=${encodeURIComponent("faux.jeton")}`;
    for (const cookie of [
      forged,
      forged,
      `${member.cookie}; darna-flash=x`,
      `${member.cookie}; darna-flash=x`,
    ]) {
      await cache.respond(asking(cookie), "n", (nonce) => render(nonce, undefined, asking(cookie)));
    }
    for (const path of ["/profil", "/profil", "/messages", "/messages"]) {
      await cache.respond(asking(member.cookie, path), "n", (nonce) =>
        render(nonce, undefined, asking(member.cookie, path)),
      );
    }
    expect(renderedFor).toEqual([null, null, ...Array(6).fill(member.email)]);
  });

  it("renders again once the header's badges have moved, or after a write", async () => {
    const cache = listeningCache();
    const member = await signedInMember("cache-rim");
    const { renderedFor, render } = pageOfItsPerson();
    const respond = () =>
      cache.respond(asking(member.cookie), "n", (nonce) =>
        render(nonce, undefined, asking(member.cookie)),
      );
    await respond();
    await respond();
    expect(renderedFor).toHaveLength(1);
    // A notification from a job: no HTTP write announced it.
    const db = await getDb();
    await db.insert(notifications).values({ recipientId: member.id, read: false });
    const afterBadge = await respond();
    expect(afterBadge.headers.get("X-Cache")).toBe("MISS");
    await respond();
    expect(renderedFor).toHaveLength(2);
    cache.changed();
    await respond();
    expect(renderedFor).toHaveLength(3);
  });
});
