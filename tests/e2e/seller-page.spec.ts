import type { APIRequestContext, Page } from "@playwright/test";
import {
  colourPhoto,
  demoApi,
  detailLinksIn,
  freshUser,
  pageAs,
  publishProperty,
  type TPublished,
  tagsOf,
  uniqueWord,
} from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, test } from "../fixtures/test";

/*
 * The public seller page: every
 * test makes its own seller, except the demo journeys, which only read the demo accounts.
 */

const PAGE_SIZE = 24;

const sellerPath = (userId: string) => `/utilisateur/${userId}/annonces`;

async function userIdOf(api: APIRequestContext): Promise<string> {
  const response = await api.get("/api/auth/get-session");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user?: { id?: string } } | null;
  const id = body?.user?.id;
  if (!id) throw new Error("session sans utilisateur");
  return id;
}

const header = (page: Page) => page.locator('section[aria-labelledby="seller-page-title"]');
const count = (page: Page) => header(page).getByText(/annonce\(s\) publiée\(s\)$/);
const messageLink = (page: Page) => header(page).getByRole("link", { name: "Envoyer un message" });

/** Decision 0029: a seller page publishes neither e-mail nor phone; a message reaches them. */
async function expectMessageOnly(page: Page, sellerId: string, secrets: string[]) {
  await expect(messageLink(page)).toHaveAttribute(
    "href",
    `/messages/nouveau?vendeur=${encodeURIComponent(sellerId)}`,
  );
  await expect(page.getByRole("link", { name: "Contacter par téléphone" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Contacter par email" })).toHaveCount(0);
  await expect(page.getByRole("main").locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(
    0,
  );
  const html = await page.content();
  for (const value of secrets) expect(html).not.toContain(value);
}
const section = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
const cardLinks = (page: Page, title: string) =>
  section(page, title)
    .locator("article h3 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));

test.describe("page publique du vendeur", () => {
  // Sign-ups may wait for the shared rate limit; publishing 25 listings takes a while.
  test.describe.configure({ timeout: 120_000 });

  test("un nouvel utilisateur sans annonce : état vide, 0 annonce(s), un message mais ni e-mail ni téléphone", async ({
    page,
    browser,
  }) => {
    const seller = await freshUser("vendeur-vide", "Lina Chaabane");
    const id = await userIdOf(seller.api);

    const response = await page.goto(sellerPath(id));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Annonces de Lina Chaabane");
    await expect(header(page).getByText("Particulier", { exact: true })).toBeVisible();
    await expect(header(page).getByText("LC", { exact: true })).toBeVisible();
    await expect(count(page)).toHaveText("0 annonce(s) publiée(s)");
    await expect(page.getByText("Aucune annonce", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Cet utilisateur n'a pas encore publié d'annonces.", { exact: true }),
    ).toBeVisible();
    await expectMessageOnly(page, id, [seller.email]);
    await expect(page.getByRole("navigation", { name: "Affichage" })).toHaveCount(0);

    // The seller adds a phone number to their profile: still not published.
    const saved = await seller.api.post("/profil", {
      form: {
        intent: "update-profile",
        first_name: "Lina",
        last_name: "Chaabane",
        phone: "+216 22 333 444",
        address: "",
        city: "",
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.reload();
    await expectMessageOnly(page, id, [seller.email, "22 333 444", "22333444"]);

    // The seller on his own page manages his listings; he does not write to himself.
    const own = await pageAs(browser, seller.api);
    await own.goto(sellerPath(id));
    await expect(header(own).getByRole("link", { name: "Gérer mes annonces" })).toBeVisible();
    await expect(messageLink(own)).toHaveCount(0);
    await own.context().close();
  });

  test("un vendeur qui publie : en-tête, compte, cartes, vue liste, pages et balises SEO", async ({
    browser,
    request,
  }) => {
    const seller = await freshUser("vendeur-actif", "Walid Ferchichi");
    const published: TPublished[] = [];
    try {
      const word = uniqueWord();
      const withPhoto = await publishProperty(
        seller.api,
        {
          title: `Maison avec jardin ${word}`,
          type: "maison",
          price: "480000",
          governorate: "nabeul",
          address: "Route de la plage",
        },
        [await colourPhoto("facade.png", { r: 40, g: 120, b: 200 })],
      );
      published.push(withPhoto);
      const rental = await publishProperty(seller.api, {
        title: `Studio meublé ${word}`,
        announcement_type: "location",
        price: "900",
        governorate: "sousse",
        address: "Rue de Sousse",
      });
      published.push(rental);

      // A visitor on the property's page follows the link to the seller's other listings.
      const page = await pageAs(browser);
      await page.goto(withPhoto.url);
      await page.getByRole("link", { name: "Voir les autres annonces" }).click();
      await expect(page).toHaveURL(/\/utilisateur\/[A-Za-z0-9_-]+\/annonces$/);
      const path = new URL(page.url()).pathname;

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Annonces de Walid Ferchichi",
      );
      await expect(header(page).getByText("Particulier", { exact: true })).toBeVisible();
      await expect(count(page)).toHaveText("2 annonce(s) publiée(s)");
      await expect(page.getByText("Aucune annonce", { exact: true })).toHaveCount(0);
      // Newest first; each card leads to its detail page.
      expect(await cardLinks(page, "Propriétés")).toEqual([rental.url, withPhoto.url]);
      const photoCard = section(page, "Propriétés").locator("article").nth(1);
      await expect(photoCard).toContainText("480 000 TND");
      await expect(photoCard).toContainText("Nabeul, Route de la plage");
      await expect(photoCard.locator("img").first()).toHaveAttribute(
        "src",
        /^\/media\/property_images\/.+\.thumb\.webp$/,
      );
      await expect(section(page, "Propriétés").locator("article").first()).toContainText(
        "900 TND/mois",
      );
      await expect(section(page, "Services")).toHaveCount(0);
      await expect(section(page, "Boutiques")).toHaveCount(0);

      // List view: a table with the specification's columns.
      await page.getByRole("link", { name: "Vue en liste" }).click();
      await expect(page).toHaveURL(/\?vue=liste$/);
      const table = section(page, "Propriétés").getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveText([
        "Titre",
        "Type",
        "Prix",
        "Emplacement",
        "Actions",
      ]);
      const rows = table.locator("tbody tr");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(withPhoto.fields.title);
      await expect(rows.nth(1)).toContainText("Maison");
      await expect(rows.nth(1)).toContainText("480 000 TND");
      await expect(rows.nth(1)).toContainText("Nabeul, Route de la plage");
      const view = rows.nth(1).getByRole("link", { name: "Voir l'annonce" });
      await expect(view).toHaveAttribute("href", withPhoto.url);
      await view.click();
      await expect(page).toHaveURL(withPhoto.url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(withPhoto.fields.title);
      await page.goBack();
      await expect(page.getByRole("link", { name: "Vue en grille" })).toBeVisible();
      await page.getByRole("link", { name: "Vue en grille" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(section(page, "Propriétés").locator("article")).toHaveCount(2);

      // Server-rendered search tags.
      const origin = process.env.E2E_BASE_URL as string;
      const document = await request.get(path);
      expect(document.status()).toBe(200);
      const html = await document.text();
      expect(html).toContain("<title>Annonces de Walid Ferchichi | Darna</title>");
      expect(html).toContain("2 annonce(s) publiée(s)");
      const metas = tagsOf(html, "meta");
      const meta = (key: string, value: string) =>
        metas.find((tag) => tag[key] === value)?.content ?? null;
      expect(meta("name", "description")).toContain("Walid Ferchichi");
      expect(meta("property", "og:title")).toBe("Annonces de Walid Ferchichi | Darna");
      expect(meta("property", "og:url")).toBe(`${origin}${path}`);
      expect(meta("name", "robots")).toBeNull();
      expect(tagsOf(html, "link").find((tag) => tag.rel === "canonical")?.href).toBe(
        `${origin}${path}`,
      );
      expect(detailLinksIn(html)).toEqual([rental.url, withPhoto.url]);
      // The WhatsApp number of the listings stays private.
      expect(html).not.toContain("98 765 432");
    } finally {
      for (const listing of published) await seller.api.delete(`/api/proprietes/${listing.id}`);
    }
  });

  test("plus de 24 propriétés : deux pages, la plus récente d'abord, et le chargement annoncé", async ({
    page,
  }) => {
    const seller = await freshUser("vendeur-pages", "Rim Saidi");
    const id = await userIdOf(seller.api);
    // 25 listings at once: past the publishing limits (5 an hour) that administrators are exempt
    // from, so the demo administrator promotes the seller first.
    const admin = await demoApi(DEMO_ADMIN_EMAIL, demoPassword());
    const promoted = await admin.post("/admin", {
      form: { intent: "changer-role", userId: id, role: "admin" },
    });
    expect(promoted.ok(), await promoted.text()).toBe(true);
    const published: TPublished[] = [];
    try {
      for (let index = 0; index <= PAGE_SIZE; index++) {
        published.push(
          await publishProperty(seller.api, { title: `Annonce ${index} ${uniqueWord()}` }),
        );
      }
      const newestFirst = published.map((listing) => listing.url).reverse();

      await page.goto(sellerPath(id));
      await expect(count(page)).toHaveText(`${PAGE_SIZE + 1} annonce(s) publiée(s)`);
      expect(await cardLinks(page, "Propriétés")).toEqual(newestFirst.slice(0, PAGE_SIZE));

      // Hold the next page's data to see what the page says while it loads.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/annonces\.data/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("link", { name: "Page 2" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Chargement des annonces..." }),
      ).toBeVisible();
      release();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(page.getByText("Chargement des annonces...")).toHaveCount(0);
      await expect.poll(() => cardLinks(page, "Propriétés")).toEqual(newestFirst.slice(PAGE_SIZE));
      await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    } finally {
      for (const listing of published) await seller.api.delete(`/api/proprietes/${listing.id}`);
    }
  });

  test("un vendeur de démonstration : coordonnées, propriétés, services et boutiques", async ({
    page,
    request,
  }) => {
    // Amira Ben Salah advertises in Ben Arous (app/server/seed/demo-catalog.ts).
    const links = detailLinksIn(await (await request.get("/proprietes?location=ben_arous")).text());
    let path: string | undefined;
    for (const link of links) {
      const html = await (await request.get(link)).text();
      if (!html.includes("Amira Ben Salah")) continue;
      path = /\/utilisateur\/[A-Za-z0-9_-]+\/annonces/.exec(html)?.[0];
      if (path) break;
    }
    if (!path) throw new Error("aucune annonce d'Amira Ben Salah à Ben Arous");

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Annonces de Amira Ben Salah");
    await expect(header(page).getByText("Particulier", { exact: true })).toBeVisible();
    await expect(header(page).getByText("AB", { exact: true })).toBeVisible();
    await expectMessageOnly(page, /\/utilisateur\/([^/]+)\//.exec(path)?.[1] ?? "", [
      "amira.bensalah@demo.darna.tn",
    ]);

    const properties = await cardLinks(page, "Propriétés");
    const services = await cardLinks(page, "Services");
    const stores = await cardLinks(page, "Boutiques");
    expect(properties.length).toBeGreaterThan(0);
    expect(services.length).toBeGreaterThan(0);
    expect(stores.length).toBeGreaterThan(0);
    for (const href of properties) expect(href).toMatch(/^\/proprietes\/[0-9a-f-]{36}$/);
    for (const href of services) expect(href).toMatch(/^\/services\/[0-9a-f-]{36}$/);
    for (const href of stores) expect(href).toMatch(/^\/boutiques\/[0-9a-f-]{36}$/);
    // The count covers every listing: her hundreds of demo properties come 24 a page, her
    // services and stores with the first one.
    await expect(count(page)).toHaveText(/^\d+ annonce\(s\) publiée\(s\)$/);
    const total = Number.parseInt((await count(page).textContent()) ?? "", 10);
    const propertyTotal = total - services.length - stores.length;
    expect(propertyTotal).toBeGreaterThan(PAGE_SIZE * 5);
    expect(properties).toHaveLength(PAGE_SIZE);
    const lastPage = Math.ceil(propertyTotal / PAGE_SIZE);
    await page.goto(`${path}?page=${lastPage}`);
    expect(await cardLinks(page, "Propriétés")).toHaveLength(
      propertyTotal - (lastPage - 1) * PAGE_SIZE,
    );
    await page.goto(path);

    await page.getByRole("link", { name: "Vue en liste" }).click();
    await expect(page).toHaveURL(/\?vue=liste$/);
    for (const [title, columns, prefix] of [
      ["Services", ["Nom", "Profession", "Emplacement", "Actions"], "/services/"],
      ["Boutiques", ["Nom", "Catégorie", "Emplacement", "Actions"], "/boutiques/"],
    ] as const) {
      const table = section(page, title).getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveText([...columns]);
      const voir = table.getByRole("link", { name: "Voir", exact: true });
      await expect(voir).toHaveCount(title === "Services" ? services.length : stores.length);
      await expect(voir.first()).toHaveAttribute("href", new RegExp(`^${prefix}[0-9a-f-]{36}$`));
    }
    await section(page, "Boutiques")
      .getByRole("link", { name: "Voir", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/boutiques\/[0-9a-f-]{36}$/);
  });

  test("un administrateur est présenté comme Administrateur", async ({ page }) => {
    const admin = await demoApi(DEMO_ADMIN_EMAIL, demoPassword());
    await page.goto(sellerPath(await userIdOf(admin)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Annonces de Nour Hammami");
    await expect(header(page).getByText("Administrateur", { exact: true })).toBeVisible();
    await expect(header(page).getByText("Particulier", { exact: true })).toHaveCount(0);
  });

  test("un identifiant mal formé répond 400, un inconnu 404, avec le retour aux propriétés", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const cases = [
      { path: sellerPath("abc!"), status: 400, title: "ID d'utilisateur non valide" },
      { path: sellerPath("a".repeat(300)), status: 400, title: "ID d'utilisateur non valide" },
      { path: sellerPath(`inconnu${uniqueWord()}`), status: 404, title: "Utilisateur non trouvé" },
    ];
    for (const { path, status, title } of cases) {
      const raw = await request.get(path);
      expect(raw.status(), path).toBe(status);
      const html = await raw.text();
      expect(html).toContain(`<title>${title.replace("'", "&#x27;")} | Darna</title>`);
      expect(tagsOf(html, "meta").find((tag) => tag.name === "robots")?.content).toBe("noindex");

      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const back = page.getByRole("link", { name: "Retour aux propriétés" });
      await expect(back).toHaveAttribute("href", "/proprietes");
    }
    await page.getByRole("link", { name: "Retour aux propriétés" }).click();
    await expect(page).toHaveURL(/\/proprietes$/);
    // The browser logs the 400 documents it was served; they are what this test asks for.
    const expected = consoleErrors.filter((text) => /status of 400/.test(text));
    expect(expected.length).toBeGreaterThan(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((text) => !expected.includes(text)),
    );
  });
});
