import { toast } from "../fixtures/accounts";
import { demoApi, freshUser, pageAs, publishProperty, uniqueWord } from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, hydrated, test } from "../fixtures/test";

/*
 * What search engines read (issue 15): robots.txt, the sitemaps — a new listing appears, a hidden
 * one leaves — and the location pages, reached from the footer like a visitor would.
 */

const origin = () => process.env.E2E_BASE_URL as string;

test.describe("Référencement", () => {
  test.describe.configure({ timeout: 120_000 });

  test("robots.txt names the sitemap index, which names every sitemap", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toContain(`Sitemap: ${origin()}/sitemap.xml`);
    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toContain("application/xml");
    const body = await index.text();
    for (const file of ["pages", "proprietes-1", "services-1", "boutiques-1"]) {
      expect(body).toContain(`<loc>${origin()}/sitemaps/${file}.xml</loc>`);
    }
    expect((await request.get("/sitemaps/chateaux-1.xml")).status()).toBe(404);
  });

  test("a new listing enters the sitemap; hidden by moderation, it leaves", async ({
    browser,
    request,
  }) => {
    const owner = await freshUser("sitemap", "Nour Gharbi");
    const word = uniqueWord();
    const title = `Duplex ${word}`;
    const published = await publishProperty(owner.api, { title });
    const entry = `<loc>${origin()}/proprietes/${published.id}</loc>`;
    const inSitemap = async () => {
      const index = await (await request.get("/sitemap.xml")).text();
      const files = [...index.matchAll(/sitemaps\/proprietes-\d+\.xml/g)].map((match) => match[0]);
      for (const file of files) {
        if ((await (await request.get(`/${file}`)).text()).includes(entry)) return true;
      }
      return false;
    };
    expect(await inSitemap()).toBe(true);

    // A visitor reports it; the administrator hides it from the queue.
    const visitor = await pageAs(browser);
    await visitor.goto(published.url);
    await visitor.getByText("Signaler cette annonce", { exact: true }).click();
    const form = visitor.locator("form[action='/actions/signaler']");
    await form.getByRole("radio", { name: "Arnaque ou fraude" }).check();
    await form.getByRole("button", { name: "Envoyer le signalement" }).click();
    await expect(visitor.getByRole("status").filter({ hasText: "Merci" })).toBeVisible();
    const admin = await pageAs(browser, await demoApi(DEMO_ADMIN_EMAIL, demoPassword()));
    await admin.goto(`/admin?onglet=signalements&q=${encodeURIComponent(word)}`);
    const row = admin.getByRole("main").getByRole("row").filter({ hasText: title });
    // The confirmation opens once React has hydrated the queue (a click before does nothing).
    await hydrated(admin, `main button[aria-label="Masquer « ${title} »"]`);
    await row.getByRole("button", { name: `Masquer « ${title} »` }).click();
    const dialog = admin.getByRole("dialog", { name: "Êtes-vous sûr ?" });
    await dialog
      .getByRole("textbox", { name: "Motif communiqué au propriétaire" })
      .fill("Annonce frauduleuse.");
    await dialog.getByRole("button", { name: "Masquer" }).click();
    await expect(toast(admin, "Annonce masquée")).toBeVisible();

    expect(await inSitemap()).toBe(false);
  });

  test("the footer leads to the governorates, then to a governorate's listings", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Immobilier par gouvernorat" })
      .click();
    await expect(page).toHaveURL(/\/immobilier$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "L'immobilier en Tunisie, gouvernorat par gouvernorat",
    );
    await page.getByRole("link", { name: "Immobilier à Nabeul" }).click();
    await expect(page).toHaveURL(/\/immobilier\/nabeul$/);
    await expect(page).toHaveTitle("Immobilier à Nabeul | Darna");
    await expect(
      page.getByRole("heading", { level: 2, name: "Dernières annonces à vendre" }),
    ).toBeVisible();
    await page
      .getByRole("navigation", { name: "Par type de bien à Nabeul" })
      .getByRole("link", { name: "Villas" })
      .click();
    await expect(page).toHaveURL(/\/immobilier\/nabeul\/villa$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Villas à Nabeul");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${origin()}/immobilier/nabeul/villa`,
    );

    // Its count links to the list filtered alike.
    await page
      .getByRole("link", { name: /annonces? à vendre|Aucune annonce à vendre/ })
      .first()
      .click();
    await expect(page).toHaveURL(
      /\/proprietes\?announcementType=vente&category=villa&location=nabeul$/,
    );
  });

  test("an unknown governorate or type is a 404 page", async ({ page }) => {
    for (const path of ["/immobilier/atlantide", "/immobilier/tunis/chateau"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    }
  });
});
