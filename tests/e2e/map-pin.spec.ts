import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import {
  freshUser,
  pageAs,
  propertyFields,
  propertyForm,
  publishProperty,
  shareSession,
  type TUser,
  uniqueWord,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * The owner's optional pin (issue 23): placed on the publish form's map, stored rounded to about
 * 200 m, shown on the detail page as an area, never as a point; kept, moved and removed on edit;
 * refused in French outside Tunisia, with or without JavaScript. No test reaches the internet:
 * tile requests (MAP_TILES_URL, OpenStreetMap by default) are answered here.
 */

const TILES = "https://tile.openstreetmap.org/**";
/** A 1×1 transparent PNG: a tile that draws nothing. */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Tiles that arrive (blank) or that never come (the server has none to give: 404). */
async function answerTiles(page: Page, how: "blank" | "missing") {
  await page.route(TILES, (route) =>
    how === "blank"
      ? route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE })
      : route.fulfill({ status: 404, body: "" }),
  );
}

const PIN_STATUS = /^Repère placé : latitude (\d+,\d+), longitude (\d+,\d+)\.$/;

/** The pin the form says it holds, as numbers: [latitude, longitude]. */
async function pinShown(page: Page): Promise<[number, number]> {
  const status = page.getByRole("main").getByText(PIN_STATUS);
  await expect(status).toBeVisible();
  const [, lat = "", lng = ""] = PIN_STATUS.exec((await status.textContent()) ?? "") ?? [];
  return [Number(lat.replace(",", ".")), Number(lng.replace(",", "."))];
}

/** Stored at 0.002° steps: three decimals at most, the last one even. */
function expectRounded(value: number) {
  expect(Math.abs(value * 500 - Math.round(value * 500))).toBeLessThan(1e-6);
}

async function openEdit(page: Page, id: string) {
  await page.goto(`/publier/propriete/${id}`);
  await hydrated(page, 'main button[type="submit"]');
}

async function saveEdit(page: Page) {
  await page.getByRole("main").getByRole("button", { name: "Mettre à jour l'annonce" }).click();
  await expect(toast(page, "Votre annonce a été mise à jour avec succès !")).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/mes-annonces$/);
}

/** The detail page's area: the section, and the circle drawn on its map. */
function areaOf(page: Page) {
  const section = page
    .getByRole("main")
    .getByRole("region", { name: "Emplacement approximatif", exact: true });
  const map = section.getByRole("region", { name: "Carte de l'emplacement approximatif" });
  return { section, map, circle: map.locator("path") };
}

/** Serious or critical axe-core violations inside `selector` (the open map and its controls). */
async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}

let owner: TUser;

test.beforeAll(async () => {
  owner = await freshUser("repere", "Nadia Ferchichi");
});

test("a pin placed by clicking the publish form's map shows as an area on the detail page", async ({
  page,
}) => {
  await answerTiles(page, "blank");
  await shareSession(page, owner.api);
  await page.goto("/publier/propriete");
  await hydrated(page, 'main button[type="submit"]');
  const main = page.getByRole("main");
  const word = uniqueWord("repere");
  const title = `Appartement vue mer ${word}`;

  await main.getByLabel("Type de bien").selectOption("appartement");
  await main.getByLabel("Titre").fill(title);
  await main.getByLabel("Description").fill("Lumineux, à deux pas de la plage.");
  await main.getByLabel("Prix (TND)").fill("480 000");
  await main.getByLabel("Surface (m²)").fill("130");
  await main.getByLabel("Nombre de chambres").fill("3");
  await main.getByLabel("Nombre de salles de bain").selectOption("2");
  await main.getByLabel("Gouvernorat").selectOption({ label: "Tunis" });
  await main.getByLabel("Délégation").selectOption({ label: "La Marsa" });
  await main.getByLabel("Adresse").fill("Rue de la Plage");
  await main.getByLabel("Numéro WhatsApp").fill("+216 22 333 444");

  const section = main.getByRole("region", { name: "Emplacement sur la carte (facultatif)" });
  // With JavaScript, no coordinates to type: a map, opened on demand.
  await expect(section.getByLabel("Latitude")).toHaveCount(0);
  await expect(section.getByText("Aucun repère placé.")).toBeVisible();
  await section.getByRole("button", { name: "Placer un repère sur la carte" }).click();
  const map = section.getByRole("application", { name: "Carte pour placer le repère" });
  await expect(map).toHaveClass(/leaflet-container/);
  const box = await map.boundingBox();
  if (!box) throw new Error("la carte n'a pas de taille");
  // The map opened on La Marsa: a click a little north-east of its centre lands in La Marsa.
  await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 30 } });
  await expect(section.getByRole("button", { name: "Repère de l'annonce" })).toBeVisible();
  // Every control of the map is named in French and passes axe-core.
  await expect(section.getByRole("button", { name: "Zoom avant" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Zoom arrière" })).toBeVisible();
  expect(await seriousViolations(page, "main form")).toEqual([]);
  const [lat, lng] = await pinShown(page);
  expect(lat).toBeGreaterThan(36.85);
  expect(lat).toBeLessThan(36.95);
  expect(lng).toBeGreaterThan(10.27);
  expect(lng).toBeLessThan(10.4);
  expectRounded(lat);
  expectRounded(lng);

  await main.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(toast(page, "Votre annonce a été publiée avec succès !")).toBeVisible({
    timeout: 20_000,
  });

  await page.goto(`/proprietes?q=${word}`);
  await page.getByRole("article").getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/proprietes\/[0-9a-f-]{36}$/);
  const area = areaOf(page);
  await expect(
    area.section.getByText("Emplacement approximatif, à environ 200 m près."),
  ).toBeVisible();
  // Drawn once it scrolls near: an area, no marker at a point.
  await area.section.scrollIntoViewIfNeeded();
  await expect(area.map).toHaveClass(/leaflet-container/);
  await expect(area.circle).toHaveCount(1);
  await expect(area.circle).toBeVisible();
  await expect(area.map.locator(".leaflet-marker-icon")).toHaveCount(0);
  expect(await seriousViolations(page, "main")).toEqual([]);
  // The page carries the stored point only: the edit form gets back what the form showed.
  const id = new URL(page.url()).pathname.split("/").pop() as string;
  await openEdit(page, id);
  expect(await pinShown(page)).toEqual([lat, lng]);
});

test("with tiles unavailable the area still shows, on the map's plain background", async ({
  page,
}) => {
  await answerTiles(page, "missing");
  const published = await publishProperty(owner.api, {
    ...propertyFields({ governorate: "sousse", delegation: "sousse-jawhara" }),
    pinLat: "35.8291",
    pinLng: "10.6093",
  });
  await page.goto(published.url);
  const area = areaOf(page);
  await area.section.scrollIntoViewIfNeeded();
  await expect(area.circle).toBeVisible();
  await expect(area.map.locator(".leaflet-marker-icon")).toHaveCount(0);
});

/** A property of the owner's with a pin, and the edit form's map section. */
async function pinnedProperty(page: Page) {
  await answerTiles(page, "blank");
  await shareSession(page, owner.api);
  const published = await publishProperty(owner.api, {
    ...propertyFields({ governorate: "tunis", delegation: "la-marsa" }),
    pinLat: "36.878",
    pinLng: "10.324",
  });
  const section = page
    .getByRole("main")
    .getByRole("region", { name: "Emplacement sur la carte (facultatif)" });
  return { published, section };
}

// Keeping, moving and removing are three journeys: together they outlasted a test's minute on a
// busy machine (four loads of the edit form, three saves).
test("edit keeps the stored pin when the form is saved untouched", async ({ page }) => {
  const { published } = await pinnedProperty(page);
  await openEdit(page, published.id);
  expect(await pinShown(page)).toEqual([36.878, 10.324]);
  await saveEdit(page);
  await openEdit(page, published.id);
  expect(await pinShown(page)).toEqual([36.878, 10.324]);
});

test("edit moves the stored pin with the keyboard and the pointer", async ({ page }) => {
  const { published, section } = await pinnedProperty(page);
  await openEdit(page, published.id);
  expect(await pinShown(page)).toEqual([36.878, 10.324]);

  // The map opens on the pin; the arrow keys pan it, the centre button places the pin.
  await section.getByRole("button", { name: "Déplacer le repère sur la carte" }).click();
  const map = section.getByRole("application", { name: "Carte pour placer le repère" });
  await expect(section.getByRole("button", { name: "Repère de l'annonce" })).toBeVisible();
  await map.focus();
  for (let press = 0; press < 4; press++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowUp");
  await section.getByRole("button", { name: "Placer le repère au centre de la carte" }).click();
  await expect(async () => {
    const [lat, lng] = await pinShown(page);
    expect(lng).toBeGreaterThan(10.324);
    expect(lat).toBeGreaterThanOrEqual(36.878);
  }).toPass();
  const [keyedLat, keyedLng] = await pinShown(page);
  // Dragged: the marker follows the pointer and the pin snaps to its stored precision.
  const marker = section.getByRole("button", { name: "Repère de l'annonce" });
  const spot = await marker.boundingBox();
  if (!spot) throw new Error("le repère n'a pas de taille");
  await page.mouse.move(spot.x + spot.width / 2, spot.y + spot.height / 2);
  await page.mouse.down();
  await page.mouse.move(spot.x - 60, spot.y + spot.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  await expect(async () => {
    const [lat, lng] = await pinShown(page);
    expect(lng).toBeLessThan(keyedLng);
    expect(lat).toBeLessThan(keyedLat);
    expectRounded(lat);
    expectRounded(lng);
  }).toPass();
  const moved = await pinShown(page);
  await saveEdit(page);
  await openEdit(page, published.id);
  expect(await pinShown(page)).toEqual(moved);
});

test("edit removes the stored pin: the detail page no longer shows an area", async ({ page }) => {
  const { published, section } = await pinnedProperty(page);
  await openEdit(page, published.id);
  await section.getByRole("button", { name: "Retirer le repère" }).click();
  await expect(section.getByText("Aucun repère placé.")).toBeVisible();
  await saveEdit(page);
  await page.goto(published.url);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(areaOf(page).section).toHaveCount(0);
});

test("a pin outside Tunisia is refused in French and changes nothing, without JavaScript or through the API", async ({
  browser,
}) => {
  const published = await publishProperty(owner.api, {
    ...propertyFields({ governorate: "tunis", delegation: "la-marsa" }),
    pinLat: "36.878",
    pinLng: "10.324",
  });

  // Without JavaScript: two plain fields, Latitude and Longitude.
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: "fr-FR",
    javaScriptEnabled: false,
  });
  await context.addCookies((await owner.api.storageState()).cookies);
  const page = await context.newPage();
  await page.goto(`/publier/propriete/${published.id}`);
  const main = page.getByRole("main");
  await expect(main.getByLabel("Latitude")).toHaveValue("36.878");
  await expect(main.getByLabel("Longitude")).toHaveValue("10.324");
  await main.getByLabel("Titre").fill("Titre qui ne doit pas être enregistré");
  await main.getByLabel("Latitude").fill("48,8566");
  await main.getByLabel("Longitude").fill("2,3522");
  await main.getByRole("button", { name: "Mettre à jour l'annonce" }).click();
  await expect(main.getByText("Le repère doit être placé en Tunisie.")).toBeVisible();
  await expect(main.getByLabel("Latitude")).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByLabel("Latitude")).toHaveValue("48,8566");
  // Nothing changed: the stored pin and title are those of before.
  await page.goto(`/publier/propriete/${published.id}`);
  await expect(main.getByLabel("Latitude")).toHaveValue("36.878");
  await expect(main.getByLabel("Titre")).toHaveValue(published.fields.title);
  await context.close();

  // Through the JSON API: 400 with the message on the field; no listing, no change.
  const title = `Villa hors de Tunisie ${uniqueWord()}`;
  const refused = await owner.api.post("/api/proprietes", {
    multipart: propertyForm({ ...propertyFields({ title }), pinLat: "41.9", pinLng: "12.5" }),
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    fieldErrors: { pinLat: "Le repère doit être placé en Tunisie." },
  });
  const half = await owner.api.post(`/api/proprietes/${published.id}`, {
    multipart: propertyForm({ ...published.fields, pinLat: "36.9", pinLng: "" }),
  });
  expect(half.status()).toBe(400);
  expect(await half.json()).toMatchObject({
    fieldErrors: { pinLat: "Le repère doit avoir une latitude et une longitude." },
  });
  const other = await pageAs(browser, owner.api);
  await other.goto("/mes-annonces");
  await expect(other.getByRole("main")).not.toContainText(title);
  await other.goto(`/publier/propriete/${published.id}`);
  await hydrated(other, 'main button[type="submit"]');
  expect(await pinShown(other)).toEqual([36.878, 10.324]);
  await other.close();
});
