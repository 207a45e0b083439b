import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import {
  demoApi,
  freshUser,
  pageAs,
  publishProperty,
  type TUser,
  uniqueWord,
} from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, hydrated, test } from "../fixtures/test";

/*
 * Messagerie (issue 22): a buyer writes to a property's owner from /messages/nouveau, the owner
 * sees the badge and the message live, answers, the buyer sees the answer and 'Lu' live; a
 * visitor's draft survives signing in; everything works without JavaScript; blocking, reporting
 * and an administrator's reading of a reported thread; bad input is answered in French.
 * Every test makes its own accounts and property on the shared server.
 */

type TParties = { owner: TUser; buyer: TUser; propertyId: string; title: string };

async function parties(tag: string): Promise<TParties> {
  const owner = await freshUser(`${tag}-vendeur`, "Karim Ben Salah");
  const buyer = await freshUser(`${tag}-acheteur`, "Ines Trabelsi");
  const title = `Appartement ${uniqueWord()} à La Marsa`;
  const published = await publishProperty(owner.api, { title });
  return { owner, buyer, propertyId: published.id, title };
}

const composePath = (propertyId: string) => `/messages/nouveau?type=propriete&id=${propertyId}`;

/** A signed-in page on `path`, once the page's live connection is open. */
async function livePage(browser: Browser, user: TUser, path: string): Promise<Page> {
  const page = await pageAs(browser, user.api);
  const connected = page.waitForResponse((response) => response.url().includes("/api/events"));
  await page.goto(path);
  await connected;
  return page;
}

/** A conversation opened by a plain form post of `buyer`'s; returns its id. */
async function openConversation(buyer: TUser, propertyId: string, body: string) {
  const response = await buyer.api.post(composePath(propertyId), {
    form: { annonce: `property:${propertyId}`, body },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const match = /^\/messages\/([0-9a-f-]{36})/.exec(response.headers().location ?? "");
  expect(match).not.toBeNull();
  return match?.[1] as string;
}

/** A page of `user`'s in a browser that runs no JavaScript. */
async function withoutJavaScript(browser: Browser, user: TUser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: "fr-FR",
    timezoneId: "Africa/Tunis",
    baseURL: process.env.E2E_BASE_URL,
  });
  await context.addCookies((await user.api.storageState()).cookies);
  return context.newPage();
}

const messagesLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Messages", exact: true });
const badgeOf = (page: Page) => messagesLink(page).locator("[data-messages-badge]");
const box = (page: Page) => page.getByRole("textbox", { name: "Votre message" });
const thread = (page: Page) => page.getByRole("region", { name: "Messages" });

/** Marks the document: still marked later means the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sansRechargement: boolean }).__sansRechargement = true;
  });
}

async function expectNotReloaded(page: Page) {
  expect(
    await page.evaluate(
      () => (window as unknown as { __sansRechargement?: boolean }).__sansRechargement === true,
    ),
  ).toBe(true);
}

test.describe("Messagerie", () => {
  test("le vendeur reçoit le message en direct, répond, et l'acheteur voit la réponse et « Lu »", async ({
    browser,
  }) => {
    const { owner, buyer, propertyId, title } = await parties("direct");

    const ownerPage = await livePage(browser, owner, "/messages");
    await expect(ownerPage.getByText("Vous n'avez pas encore de conversation.")).toBeVisible();
    await expect(badgeOf(ownerPage)).toHaveCount(0);
    await hydrated(ownerPage, "header a[href='/messages']");
    await markDocument(ownerPage);

    const buyerPage = await pageAs(browser, buyer.api);
    await buyerPage.goto(composePath(propertyId));
    await expect(
      buyerPage.getByRole("heading", { name: "Écrire à Karim Ben Salah" }),
    ).toBeVisible();
    await expect(buyerPage.getByText(title)).toBeVisible();
    await expect(buyerPage.getByText(/^Ne payez jamais d'avance/)).toBeVisible();
    await hydrated(buyerPage, "textarea[name=body]");
    await box(buyerPage).fill("Bonjour, l'appartement est-il toujours disponible ?");
    await buyerPage.getByRole("button", { name: "Envoyer" }).click();

    await expect(buyerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}/);
    const sent = thread(buyerPage).getByText("Bonjour, l'appartement est-il toujours disponible ?");
    await expect(sent).toBeVisible();
    await expect(thread(buyerPage).locator("[data-receipt]")).toHaveText(" · Envoyé");

    // The owner's open inbox: badge and conversation, without reloading.
    await expect(badgeOf(ownerPage)).toHaveText("1");
    const row = ownerPage.getByRole("list", { name: "Conversations" }).getByRole("link");
    await expect(row).toContainText("Ines Trabelsi");
    await expect(row).toContainText("Bonjour, l'appartement est-il toujours disponible ?");
    await expect(row).toContainText(title);
    await expectNotReloaded(ownerPage);

    // The buyer's page stays open while the owner reads: 'Envoyé' becomes 'Lu' live.
    await hydrated(buyerPage, "textarea[name=body]");
    await markDocument(buyerPage);
    await row.click();
    await expect(ownerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}/);
    await expect(
      thread(ownerPage).getByText("Bonjour, l'appartement est-il toujours disponible ?"),
    ).toBeVisible();
    await expect(thread(buyerPage).locator("[data-receipt]")).toHaveText(" · Lu");
    await expect(badgeOf(ownerPage)).toHaveCount(0);

    await hydrated(ownerPage, "textarea[name=body]");
    await box(ownerPage).fill("Oui, visite possible samedi. Plan : https://exemple.tn/plan");
    await box(ownerPage).press("Control+Enter");
    await expect(box(ownerPage)).toHaveValue("");
    await expect(box(ownerPage)).toBeFocused();

    await expect(thread(buyerPage).getByText(/Oui, visite possible samedi/)).toBeVisible();
    const link = thread(buyerPage).getByRole("link", { name: "https://exemple.tn/plan" });
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
    await expect(link).toHaveAttribute("target", "_blank");
    await expectNotReloaded(buyerPage);
  });

  test("le brouillon d'un visiteur survit à la connexion", async ({ browser }) => {
    const { buyer, propertyId } = await parties("brouillon");
    const visitor = await pageAs(browser);
    await visitor.goto(composePath(propertyId));
    await hydrated(visitor, "textarea[name=body]");
    await box(visitor).fill("Je suis intéressée, quel est le prix des charges ?");
    await visitor.getByRole("button", { name: "Envoyer" }).click();

    await expect(visitor).toHaveURL(/\/auth\?from=/);
    // Nothing of the message travels in the address.
    expect(visitor.url()).not.toContain("charges");
    await visitor.getByRole("textbox", { name: "Email" }).fill(buyer.email);
    await visitor.getByLabel("Mot de passe", { exact: true }).fill(buyer.password);
    await visitor.getByRole("button", { name: "Se connecter" }).click();

    await expect(visitor).toHaveURL(
      new RegExp(`/messages/nouveau\\?type=propriete&id=${propertyId}`),
    );
    await expect(box(visitor)).toHaveValue("Je suis intéressée, quel est le prix des charges ?");
    await hydrated(visitor, "textarea[name=body]");
    await visitor.getByRole("button", { name: "Envoyer" }).click();
    await expect(visitor).toHaveURL(/\/messages\/[0-9a-f-]{36}/);
    await expect(
      thread(visitor).getByText("quel est le prix des charges ?", { exact: false }),
    ).toBeVisible();

    // Sent, the draft is gone: the compose page's box is empty again.
    await visitor.goto(composePath(propertyId));
    await expect(box(visitor)).toHaveValue("");
  });

  test("sans JavaScript : envoyer, lire, répondre, et les refus en français", async ({
    browser,
  }) => {
    const { owner, buyer, propertyId } = await parties("sans-js");
    const buyerPage = await withoutJavaScript(browser, buyer);
    await buyerPage.goto(composePath(propertyId));

    // Empty, then 2,001 characters: refused next to the box, nothing sent.
    await buyerPage.getByRole("button", { name: "Envoyer" }).click();
    await expect(buyerPage.getByText("Le message ne peut pas être vide.")).toBeVisible();
    await box(buyerPage).fill("a".repeat(2001));
    await buyerPage.getByRole("button", { name: "Envoyer" }).click();
    await expect(
      buyerPage.getByText("Le message ne peut pas dépasser 2000 caractères."),
    ).toBeVisible();
    await expect(box(buyerPage)).toHaveAttribute("aria-invalid", "true");

    await box(buyerPage).fill("<script>alert('x')</script> <b>gras</b>");
    await buyerPage.getByRole("button", { name: "Envoyer" }).click();
    await expect(buyerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}/);
    await expect(
      thread(buyerPage).getByText("<script>alert('x')</script> <b>gras</b>"),
    ).toBeVisible();
    await expect(thread(buyerPage).locator("b")).toHaveCount(0);
    await expect(thread(buyerPage).getByText(" · Envoyé")).toBeVisible();
    const conversationUrl = buyerPage.url().split("#")[0] as string;

    const ownerPage = await withoutJavaScript(browser, owner);
    await ownerPage.goto("/messages");
    await ownerPage.getByRole("list", { name: "Conversations" }).getByRole("link").click();
    await expect(
      thread(ownerPage).getByText("<script>alert('x')</script> <b>gras</b>"),
    ).toBeVisible();
    await box(ownerPage).fill("Bien reçu, merci.");
    await ownerPage.getByRole("button", { name: "Envoyer" }).click();
    await expect(thread(ownerPage).getByText("Bien reçu, merci.")).toBeVisible();

    await buyerPage.goto(conversationUrl);
    await expect(thread(buyerPage).getByText("Bien reçu, merci.")).toBeVisible();
    await expect(thread(ownerPage).getByText(" · Envoyé")).toBeVisible();
    await ownerPage.reload();
    await expect(thread(ownerPage).getByText(" · Lu")).toBeVisible();

    // Forged ids: a clear French answer, never a 500.
    const forged = "4b1d8a3e-9c2f-4e7a-8b6d-0f1e2d3c4b5a";
    const missing = await buyerPage.goto(`/messages/${forged}`);
    expect(missing?.status()).toBe(404);
    await expect(buyerPage.getByText("Cette conversation n'existe pas.")).toBeVisible();
    const noListing = await buyerPage.goto(composePath(forged));
    expect(noListing?.status()).toBe(404);
    await expect(
      buyerPage.getByText("Cette annonce n'existe pas ou n'est plus disponible."),
    ).toBeVisible();
    expect((await buyerPage.goto("/messages/pas-un-identifiant"))?.status()).toBe(404);

    // The owner cannot write about his own listing.
    await ownerPage.goto(composePath(propertyId));
    await expect(
      ownerPage.getByText(
        "Vous ne pouvez pas vous envoyer un message à propos de votre propre annonce.",
      ),
    ).toBeVisible();
    await expect(box(ownerPage)).toHaveCount(0);
  });

  test("bloquer empêche l'autre d'écrire ; signaler ouvre la lecture aux administrateurs", async ({
    browser,
  }) => {
    const { owner, buyer, propertyId } = await parties("blocage");
    const conversationId = await openConversation(buyer, propertyId, "Dernier prix ?");

    const ownerPage = await pageAs(browser, owner.api);
    await ownerPage.goto(`/messages/${conversationId}`);
    await hydrated(ownerPage, "textarea[name=body]");
    await ownerPage.getByText("Bloquer", { exact: true }).click();
    await ownerPage.getByRole("button", { name: "Confirmer le blocage" }).click();
    await expect(toast(ownerPage, "Personne bloquée")).toBeVisible();
    await expect(
      ownerPage.getByText("Vous avez bloqué cette personne : débloquez-la pour lui écrire."),
    ).toBeVisible();
    await expect(box(ownerPage)).toHaveCount(0);

    const buyerPage = await pageAs(browser, buyer.api);
    await buyerPage.goto(`/messages/${conversationId}`);
    await expect(buyerPage.getByText("Vous ne pouvez plus écrire à cette personne.")).toBeVisible();
    await expect(box(buyerPage)).toHaveCount(0);
    // A form sent anyway is refused in French, and nothing is stored.
    const refused = await buyer.api.post(`/messages/${conversationId}`, {
      form: { intent: "send", body: "Et maintenant ?" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("Vous ne pouvez plus écrire à cette personne.");
    const again = await buyer.api.post(composePath(propertyId), {
      form: { annonce: `property:${propertyId}`, body: "Et maintenant ?" },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(403);

    // The administrator may not read it before it is reported.
    const adminApi = await demoApi(DEMO_ADMIN_EMAIL, demoPassword());
    const before = await adminApi.get(`/messages/${conversationId}`, { maxRedirects: 0 });
    expect(before.status()).toBe(302);

    await hydrated(buyerPage, "select[name=reason]");
    await buyerPage.getByText("Signaler la conversation", { exact: true }).click();
    await buyerPage.getByRole("combobox", { name: "Motif" }).selectOption({
      label: "Arnaque ou demande de paiement suspecte",
    });
    await buyerPage
      .getByRole("textbox", { name: "Précisions (facultatif)" })
      .fill("Demande d'acompte.");
    await buyerPage.getByRole("button", { name: "Signaler" }).click();
    await expect(toast(buyerPage, "Conversation signalée")).toBeVisible();

    const admin = await pageAs(browser, adminApi);
    await admin.goto(`/messages/${conversationId}`);
    await expect(admin.getByText(/^Lecture par un administrateur/)).toBeVisible();
    await expect(thread(admin).getByText("Dernier prix ?")).toBeVisible();
    await expect(box(admin)).toHaveCount(0);
    await expect(admin.getByText("Signaler la conversation")).toHaveCount(0);

    // The blocker undoes it; both may write again.
    await ownerPage.getByRole("button", { name: "Débloquer" }).click();
    await expect(toast(ownerPage, "Personne débloquée")).toBeVisible();
    await expect(box(ownerPage)).toBeVisible();
  });
  test("les messages plus anciens se chargent en remontant, ou par le lien sans JavaScript", async ({
    browser,
  }) => {
    const { buyer, propertyId } = await parties("anciens");
    const conversationId = await openConversation(buyer, propertyId, "Message numéro 1");
    // 32 messages: the page shows the newest 30, two are older.
    for (let number = 2; number <= 32; number++) {
      const response = await buyer.api.post(`/messages/${conversationId}`, {
        form: { intent: "send", body: `Message numéro ${number}` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
    }

    // On a phone: the page fits the screen's width.
    const page = await pageAs(browser, buyer.api);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/messages/${conversationId}`);
    await expect(thread(page).getByText("Message numéro 32", { exact: true })).toBeVisible();
    await expect(thread(page).getByText("Message numéro 1", { exact: true })).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await hydrated(page, "textarea[name=body]");
    await thread(page)
      .getByRole("link", { name: "Messages plus anciens" })
      .scrollIntoViewIfNeeded();
    await expect(thread(page).getByText("Message numéro 1", { exact: true })).toBeAttached();
    await expect(thread(page).getByText("Message numéro 32", { exact: true })).toBeAttached();
    await expect(page.getByText(/^Ne payez jamais d'avance/)).toBeAttached();
    expect(page.url()).not.toContain("avant=");

    // Without JavaScript, the link is a page of its own.
    const plain = await withoutJavaScript(browser, buyer);
    await plain.goto(`/messages/${conversationId}`);
    await thread(plain).getByRole("link", { name: "Messages plus anciens" }).click();
    await expect(plain).toHaveURL(/\?avant=/);
    await expect(thread(plain).getByText("Message numéro 1", { exact: true })).toBeVisible();
    await expect(thread(plain).getByText("Message numéro 2", { exact: true })).toBeVisible();
    await expect(thread(plain).getByText("Message numéro 3", { exact: true })).toHaveCount(0);
    await expect(plain.getByRole("link", { name: "Revenir aux derniers messages" })).toBeVisible();
  });
  test("la messagerie, une conversation et l'écriture d'un message n'ont aucune violation grave (axe-core), en thème clair et sombre", async ({
    browser,
  }) => {
    const { owner, buyer, propertyId } = await parties("axe");
    const conversationId = await openConversation(buyer, propertyId, "Bonjour, visite possible ?");
    const page = await pageAs(browser, owner.api);
    const found: Record<string, unknown> = {};
    const paths = ["/messages", `/messages/${conversationId}`, composePath(propertyId)];
    for (const [theme, path] of ["light", "dark"].flatMap((theme) =>
      paths.map((path) => [theme, path] as const),
    )) {
      await page
        .context()
        .addCookies([
          { name: "darna-theme", value: theme, url: process.env.E2E_BASE_URL as string },
        ]);
      await page.goto(path);
      await hydrated(page, "header a[href='/messages']");
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      if (serious.length > 0) {
        found[`${theme} ${path}`] = serious.map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
        }));
      }
    }
    expect(found, JSON.stringify(found, null, 2)).toEqual({});
  });
  test("depuis la page d'un vendeur : choisir l'annonce, puis écrire", async ({ browser }) => {
    const { buyer, propertyId, title } = await parties("vendeur");
    // The seller's page is linked from the property's page for members.
    const html = await (await buyer.api.get(`/proprietes/${propertyId}`)).text();
    const sellerId = /\/utilisateur\/([A-Za-z0-9_-]+)\/annonces/.exec(html)?.[1];
    expect(sellerId).toBeDefined();

    const page = await pageAs(browser, buyer.api);
    await page.goto(`/messages/nouveau?vendeur=${sellerId}`);
    await expect(page.getByRole("heading", { name: "Écrire à Karim Ben Salah" })).toBeVisible();
    await hydrated(page, "textarea[name=body]");
    await box(page).fill("Bonjour, est-ce négociable ?");
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page.getByText("Choisissez l'annonce dont vous voulez parler.")).toBeVisible();
    await page
      .getByRole("combobox", { name: "À propos de l'annonce" })
      .selectOption({ label: title });
    await page.getByRole("button", { name: "Envoyer" }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}/);
    await expect(page.getByRole("main").getByText(title)).toBeVisible();
    await expect(thread(page).getByText("Bonjour, est-ce négociable ?")).toBeVisible();
  });
});
