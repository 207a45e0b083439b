import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import { delegationOf } from "../fixtures/places";
import {
  colourPhoto,
  freshUser,
  propertyFields,
  propertyForm,
  publishProperty,
  resultCount,
  shareSession,
  uniqueWord,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Amenities (issue 24, decision 0034) on a phone: ticked on publish, shown as the page's
 * 'Caractéristiques', found with the list's 'Équipements' filter, kept on edit; a listing without
 * any shows none invented from its price or its photos.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.html) }));
  expect(serious).toEqual([]);
}

function characteristics(page: Page) {
  return page.getByRole("region", { name: "Caractéristiques" }).getByRole("listitem");
}

test("ticked on publish, shown, found by the 'Équipements' filter and kept on edit", async ({
  page,
}) => {
  const user = await freshUser("equipements");
  await shareSession(page, user.api);
  const word = uniqueWord("eq");
  const title = `Villa ${word} au calme`;

  await page.goto("/publier/propriete");
  await hydrated(page, 'form[enctype="multipart/form-data"]');
  const main = page.getByRole("main");
  await main.getByLabel("Type de bien").selectOption("villa");
  await main.getByLabel("Titre").fill(title);
  await main.getByLabel("Description").fill("Grande maison familiale, quartier résidentiel.");
  await main.getByLabel("Prix (TND)").fill("780000");
  await main.getByLabel("Surface (m²)").fill("300");
  await main.getByLabel("Nombre de chambres").fill("5");
  await main.getByLabel("Nombre de salles de bain").selectOption("3");
  await main.getByLabel("Gouvernorat").selectOption({ label: "Nabeul" });
  await main.getByLabel("Délégation").selectOption({ label: "Hammamet" });
  await main.getByLabel("Adresse").fill("Route touristique");
  await main.getByLabel("Numéro WhatsApp").fill("+216 22 333 444");

  const equipment = main.getByRole("group", { name: "Équipements" });
  await expect(equipment.getByRole("checkbox")).toHaveCount(10);
  await expect(equipment.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await equipment.getByLabel("Piscine").check();
  await equipment.getByLabel("Vue sur mer").check();
  await expectNoSeriousAxe(page);

  await main.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(toast(page, "Votre annonce a été publiée avec succès !")).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/mes-annonces$/);

  // The list: ticking 'Piscine' finds it and the URL says so; every ticked one is required.
  await page.goto(`/proprietes?q=${word}`);
  await hydrated(page, "#property-filters");
  expect(await resultCount(page)).toBe(1);
  // On a phone the filters are in the 'Filtres' sheet: ticked there, applied by its button.
  const filterForm = page.getByRole("form", { name: "Filtres" });
  const filters = filterForm.getByRole("group", { name: "Équipements" });
  async function applyInSheet(change: () => Promise<void>) {
    await page.getByRole("button", { name: /^Filtres/ }).click();
    await change();
    await filterForm.getByRole("button", { name: "Appliquer les filtres" }).click();
  }
  await applyInSheet(() => filters.getByLabel("Jardin").check());
  await expect(page).toHaveURL(/[?&]amenities=jardin(&|$)/);
  expect(await resultCount(page)).toBe(0);
  await applyInSheet(async () => {
    await filters.getByLabel("Jardin").uncheck();
    await filters.getByLabel("Piscine").check();
  });
  await expect(page).toHaveURL(/[?&]amenities=piscine(&|$)/);
  expect(await resultCount(page)).toBe(1);
  await applyInSheet(() => filters.getByLabel("Vue sur mer").check());
  await expect(page).toHaveURL(/[?&]amenities=piscine,vue_mer(&|$)/);
  expect(await resultCount(page)).toBe(1);
  // Reopened, the sheet shows what the URL holds: the text and both amenities count as filters.
  await page.getByRole("button", { name: "Filtres, 2 actifs" }).click();
  await expect(filters.getByLabel("Piscine")).toBeChecked();
  await expect(filters.getByLabel("Vue sur mer")).toBeChecked();
  await page.getByRole("button", { name: "Fermer" }).click();

  const link = page.getByRole("link", { name: title }).first();
  const href = await link.getAttribute("href");
  const id = /\/proprietes\/([0-9a-f-]{36})/.exec(href ?? "")?.[1];
  expect(id, href ?? "").toBeTruthy();

  await page.goto(`/proprietes/${id}`);
  await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(characteristics(page)).toHaveText(["Piscine", "Vue sur mer"]);
  await expectNoSeriousAxe(page);

  // Edit: the boxes come ticked; saving a new title keeps them.
  await page.goto(`/publier/propriete/${id}`);
  await hydrated(page, 'form[enctype="multipart/form-data"]');
  const ticked = main.getByRole("group", { name: "Équipements" });
  await expect(ticked.getByLabel("Piscine")).toBeChecked();
  await expect(ticked.getByLabel("Vue sur mer")).toBeChecked();
  await expect(ticked.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await main.getByLabel("Titre").fill(`${title} rénovée`);
  await main.getByRole("button", { name: "Mettre à jour l'annonce" }).click();
  await expect(toast(page, "Votre annonce a été mise à jour avec succès !")).toBeVisible({
    timeout: 20_000,
  });
  await page.goto(`/proprietes/${id}`);
  await expect(main.getByRole("heading", { level: 1, name: `${title} rénovée` })).toBeVisible();
  await expect(characteristics(page)).toHaveText(["Piscine", "Vue sur mer"]);
});

test("a property published without amenities shows none invented", async ({ page }) => {
  const user = await freshUser("sans-equipements");
  // Above 300 000 TND with three photos: the old rule 'gave' it a garden and an equipped kitchen.
  const published = await publishProperty(
    user.api,
    { type: "villa", price: "900000", furnished: "no", rooms: "5", bathrooms: "3" },
    [
      await colourPhoto("a.jpg", { r: 200, g: 120, b: 60 }),
      await colourPhoto("b.jpg", { r: 60, g: 120, b: 200 }),
      await colourPhoto("c.jpg", { r: 120, g: 200, b: 60 }),
    ],
  );
  await page.goto(published.url);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: published.fields.title })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Description" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Caractéristiques" })).toHaveCount(0);
  for (const invented of ["Jardin", "Balcon", "Cuisine équipée"]) {
    await expect(main.getByText(invented, { exact: true })).toHaveCount(0);
  }
});

test("a forged amenity is refused in French and nothing is saved", async () => {
  const user = await freshUser("equipement-force");
  const word = uniqueWord("ef");
  const response = await user.api.post("/api/proprietes", {
    multipart: {
      announcement_type: "vente",
      type: "maison",
      title: `Maison ${word}`,
      description: "Maison de ville.",
      price: "300000",
      surface: "150",
      rooms: "3",
      bathrooms: "1",
      governorate: "tunis",
      delegation: delegationOf("tunis"),
      address: "Rue de Marseille",
      whatsapp: "+216 98 765 432",
      amenities: "sauna",
    },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { fieldErrors: Record<string, string> };
  expect(body.fieldErrors.amenities).toMatch(/^Équipement inconnu/);
  const list = await user.api.get(`/proprietes?q=${word}`);
  expect(await list.text()).not.toContain(`Maison ${word}`);
});

/** Publishes through the JSON API with amenities, one field per box as the form sends them. */
async function publishWithAmenities(api: APIRequestContext, amenities: string[]) {
  const fields = propertyFields({ type: "maison", price: "420000", rooms: "4", bathrooms: "2" });
  const form = propertyForm(fields);
  for (const amenity of ["", ...amenities]) form.append("amenities", amenity);
  const response = await api.post("/api/proprietes", { multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string; url: string };
  return { ...body, title: fields.title };
}

test("without JavaScript the edit form shows the boxes ticked and saves what is unticked", async ({
  browser,
  baseURL,
}) => {
  const user = await freshUser("equipements-sans-js");
  const published = await publishWithAmenities(user.api, ["jardin", "parking", "climatisation"]);
  const context = await browser.newContext({
    baseURL,
    locale: "fr-FR",
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies((await user.api.storageState()).cookies);
  const page = await context.newPage();
  await page.goto(`/publier/propriete/${published.id}`);
  const main = page.getByRole("main");
  const boxes = main.getByRole("group", { name: "Équipements" });
  await expect(boxes.getByRole("checkbox", { checked: true })).toHaveCount(3);
  await boxes.getByLabel("Parking / garage").uncheck();
  await boxes.getByLabel("Terrasse").check();
  await main.getByRole("button", { name: "Mettre à jour l'annonce" }).click();
  await expect(page).toHaveURL(/\/mes-annonces$/);
  await page.goto(published.url);
  await expect(characteristics(page)).toHaveText(["Terrasse", "Jardin", "Climatisation"]);
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`axe finds nothing serious on the form, the page and the list (${theme}, ${viewport.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const user = await freshUser(`equipements-axe-${theme}`);
      const published = await publishWithAmenities(user.api, ["balcon", "vue_mer"]);
      const context = await browser.newContext({
        baseURL,
        locale: "fr-FR",
        colorScheme: theme,
        viewport,
      });
      const host = new URL(baseURL as string).hostname;
      await context.addCookies([{ name: "darna-theme", value: theme, domain: host, path: "/" }]);
      await context.addCookies((await user.api.storageState()).cookies);
      const page = await context.newPage();
      for (const path of [
        `/publier/propriete/${published.id}`,
        published.url,
        "/proprietes?amenities=balcon,vue_mer",
      ]) {
        await page.goto(path);
        await hydrated(page, "main");
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await page.addStyleTag({
          content: "*,*::before,*::after{animation:none!important;transition:none!important}",
        });
        await expectNoSeriousAxe(page);
      }
      await context.close();
    });
  }
}
