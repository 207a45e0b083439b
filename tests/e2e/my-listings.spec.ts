import type { Locator, Page } from "@playwright/test";
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
import { expect, test } from "../fixtures/test";

/*
 * My listings on the production
 * build. Each test publishes with accounts of its own: the lists only ever hold its listings.
 */

/** A property, then a service, then a store: the newest is the store. */
function publishMine(user: TUser): Promise<TPublishedSet> {
  return publishOneOfEach(
    user,
    uniqueSetVariant({
      property: "Duplex",
      service: "Plomberie",
      profession: "Plombier",
      store: "Quincaillerie",
      category: "outillage",
      serviceIn: "sfax",
      storeIn: "sousse",
    }),
  );
}

const titlesIn = (main: Locator) => main.getByRole("article").locator("h3");

function tab(page: Page, name: string): Locator {
  return page.getByRole("navigation", { name: "Types d'annonces" }).getByRole("link", { name });
}

test.describe("Mes annonces", () => {
  // Sign-ups may wait for the shared rate limit; a store photo takes a moment to process.
  test.describe.configure({ timeout: 90_000 });

  test("a visitor is sent to /auth and cannot delete", async ({ page, request }) => {
    await page.goto("/mes-annonces?type=services");
    await expect(page).toHaveURL(`/auth?from=${encodeURIComponent("/mes-annonces?type=services")}`);
    const post = await request.post("/mes-annonces", {
      form: { kind: "property", id: "0b6c7a52-9a4e-4f7e-8c43-7d0f2d1b9e11" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toBe("/auth?from=%2Fmes-annonces");
  });

  test("lists the user's listings newest first, by tab, in a grid or a list, and deletes after confirmation", async ({
    page,
  }) => {
    const user = await freshUser("mes-annonces");
    const mine = await publishMine(user);
    await shareSession(page, user.api);

    await page.goto("/mes-annonces");
    await expect(page).toHaveTitle("Mes annonces | Darna");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Mes annonces" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "3 annonces" })).toBeVisible();
    await expect(titlesIn(main)).toHaveText([
      mine.store.name,
      mine.service.name,
      mine.property.name,
    ]);
    await expect(tab(page, "Toutes")).toHaveAttribute("aria-current", "page");
    await expect(tab(page, "Propriétés")).toContainText("1");

    // Each card leads to its detail page.
    await expect(main.getByRole("link", { name: mine.service.name, exact: true })).toHaveAttribute(
      "href",
      `/services/${mine.service.id}`,
    );
    await expect(main.getByRole("link", { name: mine.store.name, exact: true })).toHaveAttribute(
      "href",
      `/boutiques/${mine.store.id}`,
    );

    // The publish button offers the header's three choices.
    await main.getByRole("button", { name: "Publier une annonce" }).click();
    const menu = main.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      /Bien immobilier/,
      /Service immobilier/,
      /Boutique spécialisée/,
    ]);
    await expect(menu.getByRole("menuitem", { name: "Service immobilier" })).toHaveAttribute(
      "href",
      "/publier/service",
    );
    await page.keyboard.press("Escape");

    // Tabs filter, each with its own URL.
    for (const [name, param, title] of [
      ["Propriétés", "proprietes", mine.property.name],
      ["Services", "services", mine.service.name],
      ["Boutiques", "boutiques", mine.store.name],
    ] as const) {
      await tab(page, name).click();
      await expect(page).toHaveURL(`/mes-annonces?type=${param}`);
      await expect(tab(page, name)).toHaveAttribute("aria-current", "page");
      await expect(main.getByRole("heading", { level: 2, name: "1 annonce" })).toBeVisible();
      await expect(titlesIn(main)).toHaveText([title]);
    }

    // The list view: one row per listing, kept when changing tabs.
    await tab(page, "Toutes").click();
    // The view links keep the page's other parameters: they are the tab's once it has loaded.
    await expect(tab(page, "Toutes")).toHaveAttribute("aria-current", "page");
    await main.getByRole("link", { name: "Vue en liste" }).click();
    await expect(page).toHaveURL("/mes-annonces?vue=liste");
    const rows = main.getByRole("table", { name: "Mes annonces" }).locator("tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(mine.store.name);
    await expect(rows.nth(2)).toContainText(mine.property.name);
    await expect(rows.nth(2)).toContainText("Propriété");
    await tab(page, "Services").click();
    await expect(page).toHaveURL("/mes-annonces?type=services&vue=liste");
    await expect(rows).toHaveCount(1);

    // The edit link opens the publish form in edit mode.
    await tab(page, "Propriétés").click();
    await main.getByRole("link", { name: `Modifier « ${mine.property.name} »` }).click();
    await expect(page).toHaveURL(`/publier/propriete/${mine.property.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Modifier un bien immobilier" }),
    ).toBeVisible();

    // Deleting asks first; 'Annuler' keeps the listing.
    await page.goto("/mes-annonces");
    const deleteService = main.getByRole("button", { name: `Supprimer « ${mine.service.name} »` });
    await deleteService.click();
    const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
    await expect(dialog).toContainText(mine.service.name);
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    // The keyboard is back where it was.
    await expect(deleteService).toBeFocused();
    await expect(titlesIn(main)).toHaveCount(3);

    await deleteService.click();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(page, "Annonce supprimée avec succès")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(titlesIn(main)).toHaveText([mine.store.name, mine.property.name]);
    // Its button went with it: the keyboard lands on the count, just above the list.
    await expect(main.getByRole("heading", { level: 2, name: "2 annonces" })).toBeFocused();
    expect((await page.request.get(`/services/${mine.service.id}`)).status()).toBe(404);

    // An empty tab says so and offers what to do.
    await tab(page, "Services").click();
    await expect(main.getByText("Vous n'avez publié aucun service.")).toBeVisible();
    await expect(main.getByRole("link", { name: "Publier un service" })).toHaveAttribute(
      "href",
      "/publier/service",
    );
  });

  test("refuses another user's listing, a second deletion and forged input in French, changing nothing", async ({
    page,
  }) => {
    const owner = await freshUser("mes-annonces-proprio");
    const intruder = await freshUser("mes-annonces-intrus");
    const property = await publishProperty(owner.api, { title: `Studio ${uniqueWord()}` });

    const forged = await intruder.api.post("/mes-annonces", {
      form: { kind: "property", id: property.id },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(302);
    expect(flashOf(forged)).toContain("Erreur lors de la suppression");
    expect(flashOf(forged)).toContain("Vous n'êtes pas autorisé à supprimer cette propriété.");
    expect((await owner.api.get(`/proprietes/${property.id}`)).status()).toBe(200);

    for (const [form, message] of [
      [{ kind: "voiture", id: property.id }, "Type d'annonce inconnu"],
      [{ kind: "store", id: "1 or 1=1" }, "Annonce introuvable"],
      [{ kind: "service", id: property.id }, "Ce service est introuvable"],
    ] as const) {
      const response = await owner.api.post("/mes-annonces", { form, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(flashOf(response)).toContain(message);
    }
    expect((await owner.api.get(`/proprietes/${property.id}`)).status()).toBe(200);

    // The owner deletes it in two tabs: the second gets the reason, not an error page.
    await shareSession(page, owner.api);
    await page.goto("/mes-annonces");
    const second = await page.context().newPage();
    await second.goto("/mes-annonces");
    const button = (on: Page) =>
      on.getByRole("main").getByRole("button", { name: `Supprimer « ${property.fields.title} »` });
    await button(page).click();
    await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(page, "Annonce supprimée avec succès")).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByText("Vous n'avez encore publié aucune annonce.", { exact: false }),
    ).toBeVisible();

    await button(second).click();
    await second.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(second, "Erreur lors de la suppression")).toContainText(
      "Propriété non trouvée.",
    );
    // The list reloads with the listing gone.
    await expect(button(second)).toHaveCount(0);
    await second.close();
  });
});
