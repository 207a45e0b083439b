import { demoApi, freshUser, propertyFields, propertyForm } from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, test } from "../fixtures/test";

/** NUL (PostgreSQL refuses it in text), a C0 control, ESC and DEL: none is typed text. */
const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u001b", "\u007f"];

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

  test("malformed query parameters: control characters in the search and every filter of the lists", async ({
    request,
  }) => {
    const lists = {
      "/proprietes": [
        "q",
        "announcementType",
        "category",
        "location",
        "price",
        "surface",
        "bedrooms",
        "sort",
        "page",
        "includeClosed",
      ],
      "/services": ["q", "category", "minRating", "location", "sort", "page"],
      "/boutiques": ["q", "category", "location", "sort", "page"],
    };
    for (const [path, keys] of Object.entries(lists)) {
      for (const character of CONTROL_CHARACTERS) {
        for (const key of keys) {
          const url = `${path}?${key}=${encodeURIComponent(`a${character}b`)}`;
          const response = await request.get(url);
          expect(response.status(), url).toBe(200);
        }
        // All of them at once, and a value made of nothing else.
        const all = new URLSearchParams(keys.map((key) => [key, `${character}Tunis${character}`]));
        expect((await request.get(`${path}?${all}`)).status(), `${path}?${all}`).toBe(200);
        const only = `${path}?q=${encodeURIComponent(character)}`;
        expect((await request.get(only)).status(), only).toBe(200);
      }
    }
    // The search runs without the character: a visitor still gets the list, not an error page.
    const search = await request.get(`/proprietes?q=${encodeURIComponent("villa\u0000")}`);
    expect(search.status()).toBe(200);
    expect(await search.text()).toMatch(/propriétés? trouvées?/);
  });
});

/*
 * Malformed input in what people type (issue 21): every text field with a control character
 * is refused with the field's French message and changes nothing; never a 500 (a NUL byte used
 * to reach PostgreSQL, which refuses it).
 */
test.describe("Control characters in typed text", () => {
  const MESSAGE = "Ce champ contient des caractères non autorisés.";
  const dirty = (character: string) => `Texte${character}caché`;

  test("publishing through the API: title, description and address", async () => {
    const user = await freshUser("controles-api");
    for (const field of ["title", "description", "address"] as const) {
      for (const character of CONTROL_CHARACTERS) {
        const response = await user.api.post("/api/proprietes", {
          multipart: propertyForm(propertyFields({ [field]: dirty(character) })),
        });
        const label = `${field} ${JSON.stringify(character)}`;
        expect(response.status(), label).toBe(400);
        const body = (await response.json()) as { fieldErrors?: Record<string, string> };
        expect(body.fieldErrors?.[field], label).toBe(MESSAGE);
      }
    }
    const mine = await user.api.get("/mes-annonces");
    expect(await mine.text()).not.toContain("caché");
  });

  test("service and shop forms: name, description and address", async () => {
    const user = await freshUser("controles-catalogue");
    const service = {
      name: "Plomberie Ben Salah",
      profession: "Plombier",
      description: "Dépannage, installation et mise aux normes.",
      phone: "+216 71 000 111",
      whatsapp: "+216 98 000 111",
      governorate: "tunis",
      delegation: "la-marsa",
      address: "Rue de Marseille",
    };
    const store = {
      name: "Droguerie du Lac",
      category: "outillage",
      description: "Outils, décoration et équipement de la maison.",
      governorate: "tunis",
      delegation: "la-marsa",
      address: "Avenue de la Bourse",
      whatsapp: "+216 98 000 222",
    };
    for (const [path, fields] of [
      ["/publier/service", service],
      ["/publier/boutique", store],
    ] as const) {
      for (const field of ["name", "description", "address"]) {
        for (const character of CONTROL_CHARACTERS) {
          const response = await user.api.post(path, {
            multipart: { ...fields, [field]: dirty(character) },
            maxRedirects: 0,
          });
          const label = `${path} ${field} ${JSON.stringify(character)}`;
          expect(response.status(), label).toBe(400);
          expect(await response.text(), label).toContain(MESSAGE);
        }
      }
    }
  });

  test("comments, reports and the contact form", async ({ request }) => {
    const user = await freshUser("controles-commentaires");
    const list = await (await request.get("/services")).text();
    const serviceId = list.match(/\/services\/([0-9a-f-]{36})/)?.[1] as string;
    expect(serviceId).toBeTruthy();
    for (const character of CONTROL_CHARACTERS) {
      const label = JSON.stringify(character);
      const comment = await user.api.post(`/services/${serviceId}`, {
        form: { intent: "comment", content: dirty(character) },
        maxRedirects: 0,
      });
      expect(comment.status(), label).toBe(400);
      expect(await comment.text(), label).toContain(MESSAGE);

      // A visitor's report, as the enhanced form sends it (a 503 before).
      const report = await request.post("/actions/signaler", {
        form: {
          enhanced: "1",
          itemType: "service",
          itemId: serviceId,
          reason: "scam",
          details: dirty(character),
        },
      });
      expect(report.status(), label).toBe(400);
      expect(await report.text(), label).toContain(MESSAGE);

      const contact = {
        name: "Hela Jaziri",
        email: "hela@example.com",
        phone: "+216 22 333 444",
        message: "Bonjour, une question sur une annonce.",
      };
      for (const field of ["name", "message"] as const) {
        const response = await request.post("/contact", {
          form: { ...contact, [field]: dirty(character) },
        });
        expect(response.status(), `contact ${field} ${label}`).toBe(400);
        expect(await response.text(), `contact ${field} ${label}`).toContain(MESSAGE);
      }
      for (const field of ["email", "phone"] as const) {
        const response = await request.post("/contact", {
          form: { ...contact, [field]: `${contact[field]}${character}` },
        });
        expect(response.status(), `contact ${field} ${label}`).toBe(400);
      }
    }
    const page = await (await request.get(`/services/${serviceId}`)).text();
    expect(page).not.toContain("caché");
  });

  test("profile and sign-up: names, address and city", async ({ request }) => {
    const user = await freshUser("controles-profil");
    const profile = {
      intent: "update-profile",
      first_name: "Sami",
      last_name: "Gharbi",
      phone: "+216 22 333 444",
      address: "Rue de Marseille",
      city: "Tunis",
    };
    for (const character of CONTROL_CHARACTERS) {
      for (const field of ["first_name", "last_name", "address", "city"] as const) {
        const response = await user.api.post("/profil", {
          multipart: { ...profile, [field]: dirty(character) },
        });
        const label = `profil ${field} ${JSON.stringify(character)}`;
        expect(response.status(), label).toBe(400);
        expect(await response.text(), label).toContain(MESSAGE);
      }
      const phone = await user.api.post("/profil", {
        multipart: { ...profile, phone: `+216 22 333 444${character}` },
      });
      expect(phone.status()).toBe(400);

      for (const field of ["firstName", "lastName"] as const) {
        const response = await request.post("/auth/inscription", {
          form: {
            firstName: "Sami",
            lastName: "Gharbi",
            email: `controles-${Date.now()}@example.com`,
            password: "secret123",
            confirmPassword: "secret123",
            [field]: dirty(character),
          },
          maxRedirects: 0,
        });
        const label = `inscription ${field} ${JSON.stringify(character)}`;
        expect(response.status(), label).toBe(400);
        expect(await response.text(), label).toContain(MESSAGE);
      }
    }
  });

  test("JSON sent to the auth endpoints: refused before it reaches the database", async ({
    request,
  }) => {
    for (const character of CONTROL_CHARACTERS) {
      const label = JSON.stringify(character);
      const signUp = await request.post("/api/auth/sign-up/email", {
        data: {
          email: `json-${Date.now()}@example.com`,
          password: "secret123",
          name: dirty(character),
        },
      });
      expect(signUp.status(), label).toBe(400);
      expect(await signUp.json(), label).toMatchObject({
        error: "invalid",
        message: MESSAGE,
        fieldErrors: { name: MESSAGE },
      });
      const reset = await request.post("/api/auth/request-password-reset", {
        data: { email: `a${character}@example.com` },
      });
      expect(reset.status(), label).toBe(400);
    }
  });

  test("alerts: a name when created and renamed, and the filters they keep", async () => {
    const user = await freshUser("controles-alertes");
    const create = (name: string, filters: string) =>
      user.api.post("/mes-alertes/nouvelle/proprietes", {
        form: { name, frequency: "daily", filters },
        maxRedirects: 0,
      });
    for (const character of CONTROL_CHARACTERS) {
      const label = JSON.stringify(character);
      const named = await create(dirty(character), "location=sfax");
      expect(named.status(), label).toBe(400);
      expect(await named.text(), label).toContain(MESSAGE);
      // Filters as the list's address carries them: the character means nothing, and goes.
      const search = `q=${encodeURIComponent(`villa${character}`)}`;
      const page = await user.api.get(`/mes-alertes/nouvelle/proprietes?${search}`);
      expect(page.status(), label).toBe(200);
      // Raw in the form: refused.
      const raw = await create("Villas", `q=villa${character}`);
      expect(raw.status(), label).toBe(400);
    }
    const created = await create("Villas à Sfax", `q=${encodeURIComponent("villa\u0000")}`);
    expect(created.status(), await created.text()).toBe(302);
    const mine = await (await user.api.get("/mes-alertes")).text();
    const id = mine.match(/name="id" value="([0-9a-f-]{36})"/)?.[1] as string;
    expect(id).toBeTruthy();
    for (const character of CONTROL_CHARACTERS) {
      const renamed = await user.api.post("/mes-alertes", {
        form: { intent: "rename", id, name: dirty(character) },
        maxRedirects: 0,
      });
      expect(renamed.status(), JSON.stringify(character)).toBe(400);
      expect(await renamed.text()).toContain(MESSAGE);
    }
    expect(await (await user.api.get("/mes-alertes")).text()).toContain("Villas à Sfax");
  });
});

test.describe("Private pages", () => {
  test("every page shown to a signed-in user answers Cache-Control: private, no-store", async ({
    request,
  }) => {
    const user = await freshUser("prive");
    const admin = await demoApi(DEMO_ADMIN_EMAIL, demoPassword());
    const pages = [
      "/mes-annonces",
      "/mes-annonces?type=services",
      "/mes-annonces.data",
      "/mes-favoris",
      "/mes-favoris.data",
      "/profil",
      "/mes-alertes",
      "/mes-alertes/nouvelle/proprietes?location=sfax",
      "/publier/propriete",
      "/publier/service",
      // Public pages show the user's name and bell too.
      "/",
      "/proprietes",
      "/proprietes.data",
      "/services",
      "/contact",
    ];
    for (const path of pages) {
      const response = await user.api.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    for (const path of ["/admin", "/admin?tab=signalements", "/admin.data"]) {
      const response = await admin.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    // A signed-in user's form answer is theirs too.
    const refused = await user.api.post("/mes-alertes/nouvelle/proprietes", {
      form: { name: "", frequency: "daily", filters: "location=sfax" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(refused.headers()["cache-control"]).toBe("private, no-store");

    // A visitor's public page is the same for everyone: left to caches as before.
    const visitor = await request.get("/proprietes");
    expect(visitor.headers()["cache-control"]).toBeUndefined();
  });
});
