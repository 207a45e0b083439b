import http from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { freshUser, propertyForm, publishProperty, shareSession } from "../fixtures/properties";
import { expect, test } from "../fixtures/test";

/*
 * State-changing requests from pages that are not Darna's (issue: cross-origin writes). The
 * session cookie is SameSite=Lax, so a page on another port of the same host is "same-site" and
 * its forms carry the cookie: only the Origin check stands between it and the user's account.
 */

const REFUSAL = "ne provient pas d'une page de Darna";

type TWrite = {
  family: string;
  send(api: APIRequestContext, headers: Record<string, string>): Promise<APIResponse>;
};

/** Listing title and favourites, as the owner sees them: what a forged write would change. */
async function ownerView(api: APIRequestContext, propertyId: string) {
  const detail = await api.get(`/proprietes/${propertyId}`);
  const favourites = await (await api.get("/mes-favoris")).text();
  const notifications = (await (await api.get("/actions/notifications")).json()) as {
    unreadCount: number;
  };
  const profile = await (await api.get("/profil")).text();
  return {
    status: detail.status(),
    title: /<h1[^>]*>([^<]*)</.exec(await detail.text())?.[1],
    favourite: favourites.includes(`/proprietes/${propertyId}`),
    unread: notifications.unreadCount,
    pirateProfile: profile.includes("Pirate"),
  };
}

test.describe("requêtes d'autres origines", () => {
  test("every endpoint family refuses a foreign Origin and a cross-site request without one, and changes nothing", async ({
    baseURL,
  }) => {
    const user = await freshUser("origine");
    const property = await publishProperty(user.api);
    const own = new URL(baseURL as string);
    const writes: TWrite[] = [
      {
        family: "API : publier",
        send: (api, headers) =>
          api.post("/api/proprietes", {
            headers,
            multipart: propertyForm({ ...property.fields, title: "Annonce pirate publiée" }),
          }),
      },
      {
        family: "API : modifier",
        send: (api, headers) =>
          api.post(`/api/proprietes/${property.id}`, {
            headers,
            multipart: propertyForm({ ...property.fields, title: "Titre pirate" }),
          }),
      },
      {
        family: "API : supprimer",
        send: (api, headers) => api.delete(`/api/proprietes/${property.id}`, { headers }),
      },
      {
        family: "route de ressource : favori",
        send: (api, headers) =>
          api.post("/actions/favori", {
            headers,
            form: { intent: "add", itemType: "property", itemId: property.id, enhanced: "1" },
          }),
      },
      {
        family: "route de ressource : notifications",
        send: (api, headers) =>
          api.post("/actions/notifications", { headers, form: { intent: "mark-all-read" } }),
      },
      {
        family: "action de page : profil",
        send: (api, headers) =>
          api.post("/profil", {
            headers,
            multipart: { intent: "update-profile", first_name: "Pirate", last_name: "Pirate" },
          }),
      },
      {
        family: "API d'administration",
        send: (api, headers) =>
          api.post("/api/admin/delete-user", {
            headers,
            data: { adminOperation: true, targetUserId: "x" },
          }),
      },
      {
        family: "authentification : déconnexion",
        send: (api, headers) => api.post("/api/auth/sign-out", { headers, data: {} }),
      },
    ];
    const forgeries: Record<string, Record<string, string>> = {
      "un autre site": { origin: "https://darna-promo.example" },
      "un autre port du même hôte": { origin: `${own.protocol}//${own.hostname}:1` },
      "une origine opaque": { origin: "null" },
      "sans Origin, venant d'un autre site": { "sec-fetch-site": "cross-site" },
      "sans Origin, venant d'un site voisin": { "sec-fetch-site": "same-site" },
    };

    const before = await ownerView(user.api, property.id);
    for (const write of writes) {
      for (const [label, headers] of Object.entries(forgeries)) {
        const response = await write.send(user.api, headers);
        expect(response.status(), `${write.family}, ${label}`).toBe(403);
        expect(await response.text(), `${write.family}, ${label}`).toContain(REFUSAL);
      }
    }
    expect(await ownerView(user.api, property.id)).toEqual(before);
    // Still signed in: the forged sign-out did not go through either.
    expect((await user.api.get("/profil", { maxRedirects: 0 })).status()).toBe(200);

    // The same requests from Darna's own pages go through.
    const ownHeaders = { origin: own.origin, "sec-fetch-site": "same-origin" };
    const edit = await writes[1]?.send(user.api, ownHeaders);
    expect(edit?.status()).toBe(200);
    const favourite = await writes[3]?.send(user.api, ownHeaders);
    expect(await favourite?.json()).toMatchObject({ ok: true });
    const after = await ownerView(user.api, property.id);
    expect(after.title).toBe("Titre pirate");
    expect(after.favourite).toBe(true);
  });

  test("a page on another port of the same host cannot change a listing by posting a form", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const user = await freshUser("port-voisin");
    const property = await publishProperty(user.api);
    await shareSession(page, user.api);

    // The attacker's page: same host, another port, a form that submits itself.
    const own = new URL(baseURL as string);
    const fields = { ...property.fields, title: "Titre changé par un autre site" };
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join("");
    const attacker = http.createServer((_request, response) => {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(
        `<!doctype html><form method="post" enctype="multipart/form-data" action="${own.origin}/api/proprietes/${property.id}">${inputs}</form><script>document.forms[0].submit()</script>`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, own.hostname, resolve));
    try {
      const port = (attacker.address() as AddressInfo).port;
      const answered = page.waitForResponse((response) =>
        response.url().endsWith(`/api/proprietes/${property.id}`),
      );
      await page.goto(`http://${own.hostname}:${port}/`);
      const response = await answered;
      expect(response.status()).toBe(403);
      await expect(page.locator("body")).toContainText(REFUSAL);
      // The refusal itself is the one error the browser reports here.
      const refusals = consoleErrors.filter((text) => /status of 403/.test(text));
      expect(refusals).toHaveLength(1);
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter((t) => !refusals.includes(t)),
      );
    } finally {
      attacker.close();
    }
    expect((await ownerView(user.api, property.id)).title).toBe(property.fields.title);
  });
});
