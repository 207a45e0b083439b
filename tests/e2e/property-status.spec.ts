import type { Page } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import {
  expectCards,
  freshUser,
  pageAs,
  publishProperty,
  uniqueWord,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Sold and rented properties (issue 14): the owner marks a listing sold from its page, the badge
 * shows, the listing leaves the default list and comes back with 'Inclure les biens
 * vendus/loués'; then the owner puts it back on offer. Its own account and listing.
 */

const filterPanel = (page: Page) => page.getByRole("form", { name: "Filtres" });

async function searchList(page: Page, word: string, includeClosed: boolean) {
  await page.goto(`/proprietes?q=${word}${includeClosed ? "&includeClosed=1" : ""}`);
  await hydrated(page, 'form[aria-label="Filtres"] input[type="checkbox"]');
}

test.describe("Statut d'un bien : vendu ou loué", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the owner marks a property sold from its page; it leaves the default list, the filter shows it with its badge; undo", async ({
    browser,
    page,
  }) => {
    const word = uniqueWord("vendu");
    const owner = await freshUser("statut", "Mehdi Saidi");
    const listing = await publishProperty(owner.api, {
      announcement_type: "vente",
      title: `Villa ${word} avec jardin`,
    });

    // A visitor sees no status button on the page.
    await page.goto(listing.url);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(word);
    await expect(page.getByRole("button", { name: "Marquer comme vendu" })).toHaveCount(0);

    const ownerPage = await pageAs(browser, owner.api);
    await ownerPage.goto(listing.url);
    await hydrated(ownerPage, 'button[type="submit"]');
    await ownerPage.getByRole("button", { name: "Marquer comme vendu" }).click();
    await expect(toast(ownerPage, "Annonce marquée comme vendue")).toBeVisible();
    const summary = ownerPage.getByRole("main");
    await expect(summary.getByText("Vendu", { exact: true })).toBeVisible();
    await expect(ownerPage.getByRole("button", { name: "Remettre en vente" })).toBeVisible();

    // Gone from the default list, found again with the filter, with its badge.
    await searchList(page, word, false);
    await expect(page.getByText(`Villa ${word} avec jardin`)).toHaveCount(0);
    await filterPanel(page)
      .getByRole("checkbox", { name: "Inclure les biens vendus/loués" })
      .check();
    await expect(page).toHaveURL(/includeClosed=1/);
    await expectCards(page, (cards) => {
      expect(cards.map((card) => card.title)).toEqual([`Villa ${word} avec jardin`]);
    });
    const card = page.getByRole("article").filter({ hasText: word });
    await expect(card.getByText("Vendu", { exact: true })).toBeVisible();
    // A visitor sees the badge on the page too.
    await page.goto(listing.url);
    await expect(page.getByRole("main").getByText("Vendu", { exact: true })).toBeVisible();

    // Undo: back on offer and in the default list.
    await ownerPage.getByRole("button", { name: "Remettre en vente" }).click();
    await expect(toast(ownerPage, "Annonce remise en ligne")).toBeVisible();
    await expect(ownerPage.getByRole("button", { name: "Marquer comme vendu" })).toBeVisible();
    await expect(ownerPage.getByRole("main").getByText("Vendu", { exact: true })).toHaveCount(0);
    await searchList(page, word, false);
    await expectCards(page, (cards) => {
      expect(cards.map((card) => card.title)).toEqual([`Villa ${word} avec jardin`]);
    });
    await ownerPage.context().close();
  });

  test("the owner marks a rental rented from my listings and undoes it; a visitor's forged post changes nothing", async ({
    browser,
    request,
  }) => {
    const word = uniqueWord("loue");
    const owner = await freshUser("statut-loue", "Ines Gharbi");
    const listing = await publishProperty(owner.api, {
      announcement_type: "location",
      price: "1500",
      title: `Studio ${word} meublé`,
    });

    const forged = await request.post(listing.url, {
      form: { intent: "property-status", status: "rented" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBeGreaterThanOrEqual(300);
    expect(await (await request.get(listing.url)).text()).not.toContain(">Loué<");

    const ownerPage = await pageAs(browser, owner.api);
    await ownerPage.goto("/mes-annonces?type=proprietes");
    const card = ownerPage.getByRole("article").filter({ hasText: word });
    await hydrated(ownerPage, 'main li form button[type="submit"]');
    await ownerPage.getByRole("button", { name: "Marquer comme loué" }).click();
    await expect(toast(ownerPage, "Annonce marquée comme louée")).toBeVisible();
    await expect(card.getByText("Loué", { exact: true })).toBeVisible();
    await ownerPage.getByRole("button", { name: "Remettre en location" }).click();
    await expect(toast(ownerPage, "Annonce remise en ligne")).toBeVisible();
    await expect(card.getByText("Loué", { exact: true })).toHaveCount(0);
    await ownerPage.context().close();
  });
});
