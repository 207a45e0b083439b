import type { APIRequestContext, Page } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import {
  colourPhoto,
  demoApi,
  freshUser,
  pageAs,
  publishProperty,
  type TUser,
  uniqueWord,
} from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, test } from "../fixtures/test";

/*
 * The panel's Propriétés, Services and Boutiques tabs: an
 * administrator finds any listing by its name, opens it, and deletes it after confirming. Every
 * test publishes its own listings with a fresh account; the demo administrator only reads and
 * deletes those.
 */

const origin = () => process.env.E2E_BASE_URL as string;

async function publishService(owner: TUser, name: string): Promise<void> {
  const response = await owner.api.post(`${origin()}/publier/service`, {
    multipart: {
      name,
      profession: "Électricien",
      description: "Installation et dépannage électrique.",
      phone: "+216 71 222 333",
      whatsapp: "+216 98 222 333",
      governorate: "monastir",
      delegation: "ksar-hellal",
      address: "",
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
}

async function publishStore(owner: TUser, name: string): Promise<void> {
  const photo = await colourPhoto("vitrine.png", { r: 40, g: 120, b: 200 });
  const response = await owner.api.post(`${origin()}/publier/boutique`, {
    multipart: {
      name,
      category: "outillage",
      description: "Perceuses, visseuses et outillage professionnel.",
      governorate: "mahdia",
      delegation: "el-jem",
      address: "Avenue Habib Bourguiba, Mahdia",
      whatsapp: "+216 98 444 555",
      image: photo,
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
}

async function adminPage(browser: Parameters<typeof pageAs>[0]): Promise<Page> {
  const api: APIRequestContext = await demoApi(DEMO_ADMIN_EMAIL, demoPassword());
  return pageAs(browser, api);
}

/** Searches the open tab's table and returns the one row naming `text`. */
async function findRow(page: Page, searchLabel: string, text: string) {
  const main = page.getByRole("main");
  await main.getByRole("searchbox", { name: searchLabel }).fill(text);
  await main.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
  const row = main.getByRole("row").filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

async function confirmDeletion(page: Page, row: ReturnType<Page["getByRole"]>, name: string) {
  await row.getByRole("button", { name: `Supprimer « ${name} »` }).click();
  const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("Administration des annonces", () => {
  test.describe.configure({ timeout: 120_000 });

  test("l'administrateur retrouve une propriété, l'ouvre, annule puis la supprime", async ({
    browser,
  }) => {
    const owner = await freshUser("admin-contenu");
    const title = `Duplex ${uniqueWord()}`;
    const published = await publishProperty(owner.api, {
      title,
      type: "maison",
      announcement_type: "location",
      price: "1800",
      delegation: "la-marsa",
    });
    const page = await adminPage(browser);
    await page.goto("/admin?onglet=proprietes");
    const main = page.getByRole("main");
    for (const column of ["#", "Titre", "Type", "Prix", "Localisation", "Date de création"]) {
      await expect(main.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }

    const row = await findRow(page, "Rechercher une propriété", title);
    await expect(row).toContainText("Maison");
    await expect(row).toContainText("Location");
    await expect(row).toContainText("1 800 TND/mois");
    // Localisation as cards say it: the delegation, then its governorate.
    await expect(row.getByRole("cell", { name: "La Marsa, Tunis", exact: true })).toBeVisible();
    // Today in Tunisia, as the page dates it: between 23:00 and midnight UTC it is already tomorrow.
    const today = new Intl.DateTimeFormat("fr-FR", { timeZone: "Africa/Tunis" }).format(new Date());
    await expect(row).toContainText(today);

    await row.getByRole("link", { name: `Voir « ${title} »` }).click();
    await expect(page).toHaveURL(new RegExp(`${published.url}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goBack();

    // Cancelling keeps the listing.
    const again = main.getByRole("row").filter({ hasText: title });
    await again.getByRole("button", { name: `Supprimer « ${title} »` }).click();
    const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get(published.url)).status()).toBe(200);

    await confirmDeletion(page, again, title);
    await expect(toast(page, "Propriété supprimée")).toBeVisible();
    await expect(main.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    await expect(main.getByText(`Aucun résultat pour « ${title} »`)).toBeVisible();
    expect((await page.request.get(published.url)).status()).toBe(404);

    // The journal keeps the deletion.
    await page.goto(`/admin?onglet=journal&q=${encodeURIComponent(title)}`);
    await expect(main.getByRole("row").filter({ hasText: title })).toHaveCount(1);
    await page.context().close();
  });

  test("l'administrateur supprime un service puis une boutique", async ({ browser }) => {
    const owner = await freshUser("admin-services", "Nizar Ferchichi");
    const serviceName = `Électricité ${uniqueWord()}`;
    const storeName = `Outillage ${uniqueWord()}`;
    await publishService(owner, serviceName);
    await publishStore(owner, storeName);

    const page = await adminPage(browser);
    const main = page.getByRole("main");
    await page.goto("/admin?onglet=services");
    for (const column of ["Service", "Profession", "Note", "Localisation", "Date de création"]) {
      await expect(main.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    const serviceRow = await findRow(page, "Rechercher un service", serviceName);
    await expect(serviceRow).toContainText("Électricien");
    await expect(
      serviceRow.getByRole("cell", { name: "Ksar Hellal, Monastir", exact: true }),
    ).toBeVisible();
    const serviceHref = await serviceRow
      .getByRole("link", { name: `Voir « ${serviceName} »` })
      .getAttribute("href");
    expect(serviceHref).toMatch(/^\/services\/[0-9a-f-]{36}$/);
    await confirmDeletion(page, serviceRow, serviceName);
    await expect(toast(page, "Service supprimé")).toBeVisible();
    await expect(main.getByRole("row").filter({ hasText: serviceName })).toHaveCount(0);
    expect((await page.request.get(serviceHref as string)).status()).toBe(404);

    await page.goto("/admin?onglet=boutiques");
    for (const column of ["Boutique", "Catégorie", "Note", "Localisation", "Date de création"]) {
      await expect(main.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    const storeRow = await findRow(page, "Rechercher une boutique", storeName);
    await expect(storeRow).toContainText("Outillage");
    await expect(storeRow.getByRole("cell", { name: "El Jem, Mahdia", exact: true })).toBeVisible();
    const storeHref = await storeRow
      .getByRole("link", { name: `Voir « ${storeName} »` })
      .getAttribute("href");
    await confirmDeletion(page, storeRow, storeName);
    await expect(toast(page, "Boutique supprimée")).toBeVisible();
    expect((await page.request.get(storeHref as string)).status()).toBe(404);
    await page.context().close();
  });

  test("un visiteur ou un membre ne peut rien supprimer par le panneau, même en forgeant la requête", async ({
    browser,
    request,
  }) => {
    const owner = await freshUser("admin-victime");
    const published = await publishProperty(owner.api, { title: `Studio ${uniqueWord()}` });
    const intruder = await freshUser("admin-intrus");

    const page = await pageAs(browser, intruder.api);
    await page.goto("/admin?onglet=proprietes");
    await expect(page).not.toHaveURL(/\/admin/);

    for (const api of [intruder.api, request]) {
      const response = await api.post(`${origin()}/admin`, {
        form: { intent: "supprimer-annonce", kind: "property", id: published.id },
        maxRedirects: 0,
      });
      expect(response.status()).toBeLessThan(500);
    }
    expect((await page.request.get(published.url)).status()).toBe(200);
    await page.context().close();
  });
});
