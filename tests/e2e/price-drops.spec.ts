import type { Page } from "@playwright/test";
import { nextMail, toast } from "../fixtures/accounts";
import { freshUser, pageAs, publishProperty, type TUser, uniqueWord } from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Price drops and price in context (issue 15, decision 0024). A person who favourited a property
 * hears of its lower price live in the bell while its owner edits it in another browser, reads
 * it by e-mail after opting in on the profile, and finds the price history on its page. List
 * cards show the price per m² in context, against the median from 5 comparable listings on.
 */

const bellOf = (page: Page) => page.getByRole("button", { name: "Notifications", exact: true });
const badgeOf = (page: Page) => bellOf(page).locator("[data-notification-badge]");

/** A signed-in page of `user`'s at `path`, once its live connection is open. */
async function livePage(browser: Parameters<typeof pageAs>[0], user: TUser, path: string) {
  const page = await pageAs(browser, user.api);
  const connected = page.waitForResponse((response) => response.url().includes("/api/events"));
  await page.goto(path);
  await connected;
  return page;
}

test.describe("baisses de prix et prix en contexte", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a favourite's lower price reaches the bell live, by e-mail when asked, and its page shows the history", async ({
    browser,
  }) => {
    const title = `Villa ${uniqueWord("baisse")} avec piscine`;
    const owner = await freshUser("baisse-proprietaire", "Karim Jlassi");
    const listing = await publishProperty(owner.api, {
      announcement_type: "vente",
      type: "villa",
      title,
      price: "450000",
      surface: "300",
      governorate: "nabeul",
    });
    const fan = await freshUser("baisse-favori", "Ines Belhaj");

    // The favouriter asks for the e-mail on their profile…
    const fanPage = await pageAs(browser, fan.api);
    await fanPage.goto("/profil");
    await hydrated(fanPage, 'input[name="price_drop_emails"]');
    const optIn = fanPage.getByRole("checkbox", {
      name: "Recevoir un e-mail quand le prix d'un favori baisse",
    });
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await fanPage.getByRole("button", { name: "Mettre à jour le profil" }).click();
    await expect(toast(fanPage, "Profil mis à jour")).toBeVisible();
    await fanPage.reload();
    await expect(optIn).toBeChecked();

    // …and favourites the property from its page, which has no price history yet.
    await fanPage.goto(listing.url);
    await hydrated(fanPage, 'button[aria-label="Ajouter aux favoris"]');
    await expect(fanPage.getByRole("heading", { name: "Historique du prix" })).toHaveCount(0);
    await fanPage.getByRole("button", { name: "Ajouter aux favoris" }).click();
    await expect(fanPage.getByRole("button", { name: "Retirer des favoris" })).toBeVisible();
    await fanPage.context().close();

    // Signed in elsewhere, on another page, with the live connection open.
    const page = await livePage(browser, fan, "/proprietes");
    await expect(badgeOf(page)).toHaveCount(0);

    // The owner lowers the price in the edit form, in another browser.
    const ownerPage = await pageAs(browser, owner.api);
    await ownerPage.goto(`/publier/propriete/${listing.id}`);
    await hydrated(ownerPage, 'button[type="submit"]');
    const form = ownerPage.getByRole("main");
    await form.getByLabel("Prix (TND)").fill("420000");
    await form.getByRole("button", { name: "Mettre à jour l'annonce" }).click();
    await expect(toast(ownerPage, "Votre annonce a été mise à jour avec succès !")).toBeVisible({
      timeout: 20_000,
    });

    // The favouriter's page never reloaded.
    const sentence = `Baisse de prix : ${title} — 450\u00a0000 → 420\u00a0000 TND`;
    await expect(toast(page, "Baisse de prix")).toContainText(sentence);
    await expect(badgeOf(page)).toHaveText("1");

    await bellOf(page).click();
    const item = page.getByRole("menu").getByRole("menuitem").filter({ hasText: title });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(sentence);
    await expect(item).toContainText("Non lue");

    // Opening it goes to the property, whose page now shows the change.
    await item.click();
    await expect(page).toHaveURL(listing.url);
    await expect(badgeOf(page)).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const history = main.getByRole("region", { name: "Historique du prix" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history.getByRole("listitem")).toContainText(
      "450\u00a0000 TND → 420\u00a0000 TND",
    );
    await expect(history.locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

    // The e-mail, as asked on the profile.
    const mail = await nextMail(fan.email, "Baisse de prix d'un favori");
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(listing.url);

    // A rise tells no one, and joins the history.
    await ownerPage.goto(`/publier/propriete/${listing.id}`);
    await hydrated(ownerPage, 'button[type="submit"]');
    await form.getByLabel("Prix (TND)").fill("430000");
    await form.getByRole("button", { name: "Mettre à jour l'annonce" }).click();
    await expect(toast(ownerPage, "Votre annonce a été mise à jour avec succès !")).toBeVisible({
      timeout: 20_000,
    });
    await page.reload();
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").nth(1)).toContainText(
      "420\u00a0000 TND → 430\u00a0000 TND",
    );
    await expect(badgeOf(page)).toHaveCount(0);
    await ownerPage.context().close();
    await page.context().close();
  });

  test("list cards show the price per m² against the median with 5 comparable listings, not with 4", async ({
    browser,
    page,
  }) => {
    // Rented land in Tataouine: a group the demo data never fills, only this test's listings.
    const word = uniqueWord("contexte");
    // Two sellers: an account publishes 5 listings an hour at most.
    const first = await freshUser("contexte-vendeur", "Olfa Hammami");
    const seller = await freshUser("contexte-vendeur", "Hatem Riahi");
    const published = [];
    // 10 … 15 TND/m² a month on 100 m².
    for (const price of [1000, 1100, 1200, 1300, 1400, 1500]) {
      published.push(
        await publishProperty((price < 1300 ? first : seller).api, {
          announcement_type: "location",
          type: "terrain",
          title: `Terrain ${word} clôturé ${price}`,
          price: String(price),
          surface: "100",
          governorate: "tataouine",
          rooms: "0",
        }),
      );
    }
    const cheapest = page.getByRole("article").filter({ hasText: `Terrain ${word} clôturé 1000` });

    // Six on offer: each card has five comparables. The group's median (12.5 TND/m²) is
    // recomputed by the job each publication queued.
    await expect(async () => {
      await page.goto(`/proprietes?q=${word}`);
      await expect(page.getByRole("article")).toHaveCount(6);
      await expect(cheapest).toContainText(
        "Prix au m² : 10 TND · 20 % sous la médiane à Tataouine",
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("article").filter({ hasText: "médiane" })).toHaveCount(4);
    await expect(page.getByRole("article").filter({ hasText: "dans la moyenne" })).toHaveCount(2);

    // The owner marks one rented: five on offer, four comparables each.
    const last = published.at(-1) as (typeof published)[number];
    const ownerPage = await pageAs(browser, seller.api);
    await ownerPage.goto(last.url);
    await hydrated(ownerPage, 'button[type="submit"]');
    await ownerPage.getByRole("button", { name: "Marquer comme loué" }).click();
    await expect(toast(ownerPage, "Annonce marquée comme louée")).toBeVisible();
    await ownerPage.context().close();

    await expect(async () => {
      await page.goto(`/proprietes?q=${word}`);
      await expect(page.getByRole("article")).toHaveCount(5);
      await expect(cheapest).toContainText("Prix au m² : 10 TND", { timeout: 1_000 });
      await expect(page.getByRole("article").filter({ hasText: "médiane" })).toHaveCount(0, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("article").filter({ hasText: "dans la moyenne" })).toHaveCount(0);
    await expect(page.getByRole("article").filter({ hasText: "Prix au m² :" })).toHaveCount(5);
  });
});
