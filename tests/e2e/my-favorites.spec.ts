import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import {
  flashOf,
  publishOneOfEach,
  type TPublishedSet,
  uniqueSetVariant,
} from "../fixtures/listings";
import {
  freshUser,
  publishProperty,
  shareSession,
  type TUser,
  uniqueWord,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * My favourites (tabs, removal after a confirmation, only one's own, the toasts)
 * on the production build. An owner of its own publishes the items, so that nothing
 * depends on the demo data.
 */

/** The owner's property, service and store, the store newest. */
function publishTheirs(owner: TUser): Promise<TPublishedSet> {
  return publishOneOfEach(
    owner,
    uniqueSetVariant({
      property: "Maison",
      service: "Électricité",
      profession: "Électricien",
      store: "Déco",
      category: "décoration",
      serviceIn: "bizerte",
      storeIn: "monastir",
    }),
  );
}

async function favourite(api: APIRequestContext, itemType: string, itemId: string) {
  const response = await api.post("/actions/favori", {
    form: { intent: "add", itemType, itemId },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

const titlesIn = (main: Locator) => main.getByRole("article").locator("h3");

function tab(page: Page, name: string): Locator {
  return page.getByRole("navigation", { name: "Types de favoris" }).getByRole("link", { name });
}

test.describe("Mes favoris", () => {
  // Sign-ups may wait for the shared rate limit; a store photo takes a moment to process.
  test.describe.configure({ timeout: 90_000 });

  test("a visitor is sent to /auth and cannot remove anything", async ({ page, request }) => {
    await page.goto("/mes-favoris");
    await expect(page).toHaveURL("/auth?from=%2Fmes-favoris");
    const post = await request.post("/mes-favoris", {
      form: { favoriteId: "0b6c7a52-9a4e-4f7e-8c43-7d0f2d1b9e11" },
      maxRedirects: 0,
    });
    expect(post.headers().location).toBe("/auth?from=%2Fmes-favoris");
  });

  test("shows the favourites by tab, removes one after confirmation, drops deleted items, then the empty state", async ({
    page,
  }) => {
    const owner = await freshUser("favoris-proprio");
    const fan = await freshUser("favoris-fan");
    const items = await publishTheirs(owner);
    await favourite(fan.api, "property", items.property.id);
    await favourite(fan.api, "service", items.service.id);
    await favourite(fan.api, "store", items.store.id);
    await shareSession(page, fan.api);

    await page.goto("/mes-favoris");
    await expect(page).toHaveTitle("Mes favoris | Darna");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Mes favoris" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "3 favoris" })).toBeVisible();
    // The newest favourite first.
    await expect(titlesIn(main)).toHaveText([
      items.store.name,
      items.service.name,
      items.property.name,
    ]);
    await expect(
      main.getByRole("link", { name: items.property.name, exact: true }),
    ).toHaveAttribute("href", `/proprietes/${items.property.id}`);

    for (const [name, param, title] of [
      ["Propriétés", "proprietes", items.property.name],
      ["Services", "services", items.service.name],
      ["Boutiques", "boutiques", items.store.name],
    ] as const) {
      await tab(page, name).click();
      await expect(page).toHaveURL(`/mes-favoris?type=${param}`);
      await expect(main.getByRole("heading", { level: 2, name: "1 favori" })).toBeVisible();
      await expect(titlesIn(main)).toHaveText([title]);
    }

    await tab(page, "Toutes").click();
    // The view toggle's link keeps the tab of the page it is on: it is clicked once 'Toutes' is.
    await expect(page).toHaveURL("/mes-favoris");
    await main.getByRole("link", { name: "Vue en liste" }).click();
    await expect(page).toHaveURL("/mes-favoris?vue=liste");
    const rows = main.getByRole("table", { name: "Mes favoris" }).locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(items.service.name);
    await expect(rows.nth(1)).toContainText("Électricien");

    // Removing asks first; 'Annuler' keeps the favourite.
    const remove = main.getByRole("button", {
      name: `Retirer « ${items.store.name} » des favoris`,
    });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
    await expect(dialog).toContainText(items.store.name);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(rows).toHaveCount(3);
    await remove.click();
    await dialog.getByRole("button", { name: "Retirer" }).click();
    await expect(toast(page, "Favori retiré avec succès")).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(main).not.toContainText(items.store.name);
    // Only the favourite went: the store itself is still there.
    expect((await page.request.get(`/boutiques/${items.store.id}`)).status()).toBe(200);

    // The owner deletes the service: it leaves the fan's favourites, no broken card.
    const deleted = await owner.api.post("/mes-annonces", {
      form: { kind: "service", id: items.service.id },
      maxRedirects: 0,
    });
    expect(flashOf(deleted)).toContain("Annonce supprimée avec succès");
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(items.property.name);
    await expect(tab(page, "Services")).toContainText("0");

    await main
      .getByRole("button", { name: `Retirer « ${items.property.name} » des favoris` })
      .click();
    await dialog.getByRole("button", { name: "Retirer" }).click();
    await expect(toast(page, "Favori retiré avec succès")).toBeVisible();
    await expect(
      main.getByText("Vous n'avez pas encore de favoris.", { exact: false }),
    ).toBeVisible();
    await main.getByRole("link", { name: "Explorer les propriétés" }).click();
    await expect(page).toHaveURL("/proprietes");
  });

  test("someone else's favourite, a second removal and forged ids are refused in French", async ({
    page,
  }) => {
    const owner = await freshUser("favoris-cible");
    const fan = await freshUser("favoris-fidele");
    const intruder = await freshUser("favoris-intrus");
    const property = await publishProperty(owner.api, { title: `Riad ${uniqueWord()}` });
    await favourite(fan.api, "property", property.id);

    // The favourite's id, as the remove dialog sends it.
    await shareSession(page, fan.api);
    await page.goto("/mes-favoris");
    // The dialog opens once the page is hydrated: a click before that does nothing.
    await hydrated(page, "main button");
    await page
      .getByRole("button", { name: `Retirer « ${property.fields.title} » des favoris` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
    const favoriteId = await dialog.locator('input[name="favoriteId"]').inputValue();
    await dialog.getByRole("button", { name: "Annuler" }).click();

    for (const [api, form, message] of [
      [intruder.api, { favoriteId }, "Ce favori n'existe pas ou a déjà été retiré."],
      [fan.api, { favoriteId: "x' or '1'='1" }, "Favori introuvable"],
      [fan.api, {}, "Favori introuvable"],
    ] as const) {
      const response = await api.post("/mes-favoris", { form, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(flashOf(response)).toContain("Impossible de retirer des favoris. Veuillez réessayer.");
      expect(flashOf(response)).toContain(message);
    }
    await page.reload();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);

    const first = await fan.api.post("/mes-favoris", { form: { favoriteId }, maxRedirects: 0 });
    expect(flashOf(first)).toContain("Favori retiré avec succès");
    const again = await fan.api.post("/mes-favoris", { form: { favoriteId }, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    expect(flashOf(again)).toContain("Ce favori n'existe pas ou a déjà été retiré.");
  });
});
