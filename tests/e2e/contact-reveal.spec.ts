import type { Page } from "@playwright/test";
import { publishOneOfEach, uniqueSetVariant } from "../fixtures/listings";
import {
  freshUser,
  markupOf,
  pageAs,
  publishProperty,
  type TPublished,
  type TUser,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Reaching a listing's owner without his e-mail (decision 0029): 'Envoyer un message', the number
 * revealed to signed-in users when the owner shows it, the form's checkbox, and the phone bar.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const NUMBER = "+216 98 765 432";
// The 8 digits in any layout, as a tel: or wa.me link or as text would hold them.
const DIGITS = /9[\s().-]*8[\s().-]*7[\s().-]*6[\s().-]*5[\s().-]*4[\s().-]*3[\s().-]*2/;

const sellerPanel = (page: Page) => page.locator('section[aria-labelledby="seller-heading"]');
const contactBar = (page: Page) => page.getByRole("navigation", { name: "Contacter l'annonceur" });

let owner: TUser;
let buyer: TUser;
let shown: TPublished;
let hidden: TPublished;

test.beforeAll(async () => {
  owner = await freshUser("numero-vendeur", "Hela Jaziri");
  buyer = await freshUser("numero-acheteur", "Walid Sassi");
  shown = await publishProperty(owner.api, { whatsapp: NUMBER, showPhone: "on" });
  hidden = await publishProperty(owner.api, { whatsapp: NUMBER });
});

test.describe("the number, as the owner chose", () => {
  test("a signed-in user reveals it: a tel: link appears, and WhatsApp greets the listing", async ({
    browser,
  }) => {
    const page = await pageAs(browser, buyer.api);
    await page.setViewportSize(DESKTOP);
    await page.goto(shown.url);
    const panel = sellerPanel(page);
    await expect(panel.getByRole("link", { name: "Envoyer un message" })).toHaveAttribute(
      "href",
      `/messages/nouveau?type=propriete&id=${shown.id}`,
    );
    await expect(panel.getByRole("link", { name: "Contacter sur WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/21698765432?text=${encodeURIComponent(`Bonjour, je suis intéressé(e) par votre annonce « ${shown.fields.title} » sur Darna.`)}`,
    );
    // Not dialable before it is asked for (the footer's tel: is Darna's own number).
    await expect(page.getByRole("main").locator('a[href^="tel:"]')).toHaveCount(0);

    await hydrated(page, 'form[action="/actions/numero"] button');
    await panel.getByRole("button", { name: "Afficher le numéro" }).click();
    await expect(panel.getByRole("link", { name: NUMBER })).toHaveAttribute(
      "href",
      "tel:+21698765432",
    );
    await expect(page).toHaveURL(shown.url);
    await page.context().close();
  });

  test("without JavaScript the form comes back with the number shown", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      locale: "fr-FR",
    });
    await context.addCookies((await buyer.api.storageState()).cookies);
    const page = await context.newPage();
    await page.goto(shown.url);
    await sellerPanel(page).getByRole("button", { name: "Afficher le numéro" }).click();
    await expect(page).toHaveURL(`${shown.url}?numero=1`);
    await expect(sellerPanel(page).getByRole("link", { name: NUMBER })).toHaveAttribute(
      "href",
      "tel:+21698765432",
    );
    await context.close();
  });

  test("not offered when the owner hides it: the message is the way, and the action refuses", async ({
    browser,
  }) => {
    const page = await pageAs(browser, buyer.api);
    await page.goto(hidden.url);
    const panel = sellerPanel(page);
    await expect(panel.getByRole("link", { name: "Envoyer un message" })).toBeVisible();
    await expect(panel).toContainText("L'annonceur préfère être contacté par message.");
    await expect(panel.getByRole("button", { name: "Afficher le numéro" })).toHaveCount(0);
    await expect(panel.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
    expect(await page.content()).not.toMatch(DIGITS);
    await page.context().close();

    // Hiding the button is not the guard: the action itself refuses, and says why.
    const refused = await buyer.api.post("/actions/numero", {
      form: { kind: "property", id: hidden.id, enhanced: "1" },
    });
    expect(refused.status()).toBe(403);
    const body = await refused.text();
    expect(body).toContain("L'annonceur ne communique pas son numéro");
    expect(body).not.toMatch(DIGITS);
  });

  test("a visitor is asked to sign in to see it, and never gets it", async ({ page, request }) => {
    await page.goto(shown.url);
    const panel = sellerPanel(page);
    await expect(panel).toContainText("Connectez-vous pour voir le numéro de l'annonceur.");
    await expect(panel.getByRole("link", { name: "Afficher le numéro" })).toHaveAttribute(
      "href",
      `/auth/login?from=${encodeURIComponent(shown.url)}`,
    );
    expect(await page.content()).not.toMatch(DIGITS);

    const refused = await request.post("/actions/numero", {
      form: { kind: "property", id: shown.id, enhanced: "1" },
    });
    expect(refused.status()).toBe(401);
    expect(await refused.text()).not.toMatch(DIGITS);
    const forged = await request.post("/actions/numero", {
      form: { kind: "property", id: "pas-un-id", enhanced: "1" },
    });
    expect(forged.status()).toBe(404);
    expect(await forged.text()).toContain("Cette annonce n'existe pas ou n'est plus disponible.");
  });
});

test.describe("the form's checkbox 'Afficher mon numéro aux utilisateurs connectés'", () => {
  test("ticked for a new listing; editing shows and saves the choice, and the page follows it", async ({
    browser,
  }) => {
    // An account of its own: publishing is limited to 5 listings an hour (decision 0016).
    const publisher = await freshUser("numero-formulaire", "Nour Trabelsi");
    const page = await pageAs(browser, publisher.api);
    const box = () =>
      page.getByRole("main").getByLabel("Afficher mon numéro aux utilisateurs connectés");

    for (const path of ["/publier/propriete", "/publier/service", "/publier/boutique"]) {
      await page.goto(path);
      await expect(box(), path).toBeChecked();
    }

    // A property: shown → unticked and saved → the buyer no longer gets the number.
    const listing = await publishProperty(publisher.api, { whatsapp: NUMBER, showPhone: "on" });
    await page.goto(`/publier/propriete/${listing.id}`);
    await hydrated(page, "main form button[type=submit]");
    await expect(box()).toBeChecked();
    await box().uncheck();
    await page.getByRole("button", { name: "Mettre à jour l'annonce" }).click();
    await expect(page).toHaveURL("/mes-annonces");
    await page.goto(`/publier/propriete/${listing.id}`);
    await expect(box()).not.toBeChecked();
    const asBuyer = await (await buyer.api.get(listing.url)).text();
    expect(markupOf(asBuyer)).not.toContain("Afficher le numéro");
    expect(asBuyer).not.toMatch(DIGITS);

    // A service: hidden → ticked and saved → the buyer may reveal it.
    const set = await publishOneOfEach(
      publisher,
      uniqueSetVariant({
        property: "Studio",
        service: "Électricité",
        profession: "Électricien",
        store: "Déco",
        category: "décoration",
        serviceIn: "gabes",
        storeIn: "kairouan",
      }),
    );
    await page.goto(`/publier/service/${set.service.id}`);
    await hydrated(page, "main form button[type=submit]");
    await expect(box()).not.toBeChecked();
    expect(
      markupOf(await (await buyer.api.get(`/services/${set.service.id}`)).text()),
    ).not.toContain("Afficher le numéro");
    await box().check();
    await page.getByRole("button", { name: "Mettre à jour le service" }).click();
    await expect(page).toHaveURL("/mes-annonces");
    await page.goto(`/publier/service/${set.service.id}`);
    await expect(box()).toBeChecked();
    expect(markupOf(await (await buyer.api.get(`/services/${set.service.id}`)).text())).toContain(
      "Afficher le numéro",
    );
    await page.context().close();
  });
});

test.describe("the contact bar on phones", () => {
  test("stays on screen to the bottom of a property page with Message, Appeler and WhatsApp", async ({
    browser,
  }) => {
    const page = await pageAs(browser, buyer.api);
    await page.setViewportSize(PHONE);
    await page.goto(shown.url);
    const bar = contactBar(page);
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole("link", { name: "Message" })).toHaveAttribute(
      "href",
      `/messages/nouveau?type=propriete&id=${shown.id}`,
    );
    await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/21698765432\?text=/,
    );
    // The page ends above the bar: the footer's last line is not under it.
    const footerBottom = await page
      .locator("footer")
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
    await page.screenshot({ path: test.info().outputPath("barre-390.png") });

    await hydrated(page, 'nav form[action="/actions/numero"] button');
    await bar.getByRole("button", { name: "Appeler" }).click();
    await expect(bar.getByRole("link", { name: `Appeler le ${NUMBER}` })).toHaveAttribute(
      "href",
      "tel:+21698765432",
    );

    // From md up the side card is in view: no bar.
    await page.setViewportSize(DESKTOP);
    await expect(bar).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("page-1366.png") });
    await page.context().close();
  });

  test("a visitor's 'Appeler' leads to sign in; the owner gets no bar", async ({
    browser,
    baseURL,
  }) => {
    const visitor = await browser.newPage({ baseURL, viewport: PHONE, locale: "fr-FR" });
    await visitor.goto(shown.url);
    const bar = contactBar(visitor);
    await expect(bar.getByRole("link", { name: "Appeler" })).toHaveAttribute(
      "href",
      `/auth/login?from=${encodeURIComponent(shown.url)}`,
    );
    await expect(bar.getByRole("link", { name: "Message" })).toBeVisible();
    await visitor.close();

    const own = await pageAs(browser, owner.api);
    await own.setViewportSize(PHONE);
    await own.goto(shown.url);
    await expect(sellerPanel(own)).toBeVisible();
    await expect(contactBar(own)).toHaveCount(0);
    await own.context().close();
  });
});
