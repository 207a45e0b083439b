import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  freshUser,
  publishProperty,
  readCards,
  resultCount,
  type TUser,
  uniqueWord,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * The lists' 'Carte' view (issue 23): markers where the listings are, offline too (no tiles: a
 * plain background), popups that lead to the listings, 'Rechercher dans cette zone' that narrows
 * the list and survives a reload, 'Retirer la zone'; the same on /services; and the map's code
 * never in a page's first load.
 */

test.describe.configure({ mode: "serial" });

const TILES = /tile\.openstreetmap\.org/;
// A 1×1 PNG: a tile that loads.
const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let owner: TUser;
const word = uniqueWord("carte");
const marsa = [`Appartement ${word} face à la mer`, `Studio ${word} près de la plage`];
const sfax = `Villa ${word} au centre de Sfax`;
const serviceWord = uniqueWord("plombcarte");
const marsaService = `Plomberie ${serviceWord} La Marsa`;
const sfaxService = `Plomberie ${serviceWord} Sfax`;

test.beforeAll(async () => {
  owner = await freshUser("carte");
  for (const title of marsa) {
    await publishProperty(owner.api, { title, governorate: "tunis", delegation: "la-marsa" });
  }
  await publishProperty(owner.api, {
    title: sfax,
    governorate: "sfax",
    delegation: "sfax-ville",
    price: "420000",
  });
  for (const [name, governorate, delegation] of [
    [marsaService, "tunis", "la-marsa"],
    [sfaxService, "sfax", "sfax-ville"],
  ] as const) {
    const response = await owner.api.post("/publier/service", {
      multipart: {
        name,
        profession: "Plombier",
        governorate,
        delegation,
        description: "Dépannage, installation et mise aux normes.",
        phone: "+216 71 000 111",
        whatsapp: "+216 98 000 111",
        address: "",
      },
      maxRedirects: 0,
    });
    expect(response.headers().location).toBe("/mes-annonces");
  }
});

const marker = (page: Page, label: RegExp) =>
  page.getByRole("region", { name: "Carte des résultats" }).getByRole("button", { name: label });
const viewLink = (page: Page, name: "Liste" | "Carte") =>
  page
    .getByRole("navigation", { name: "Affichage des résultats" })
    .getByRole("link", { name, exact: true });
const mapRegion = (page: Page) => page.getByRole("region", { name: "Carte des résultats" });

/** Zooms the map in around a marker, as one does with a mouse wheel, until `away` is off it. */
async function zoomInAround(page: Page, label: RegExp, away: RegExp) {
  for (let step = 0; step < 8; step++) {
    if (!(await marker(page, away).isVisible())) return;
    const target = marker(page, label);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`pas de marqueur ${label}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    // Leaflet zooms after a short pause in the wheel events, then animates.
    await page.waitForTimeout(700);
  }
  await expect(marker(page, away)).toBeHidden();
}

test("la carte montre les propriétés sur un fond uni sans tuiles, et ses fenêtres mènent aux annonces", async ({
  page,
}) => {
  // Offline: every tile fails, the markers still show.
  await page.route(TILES, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`/proprietes?q=${word}`);
  await hydrated(page, 'nav[aria-label="Affichage des résultats"] a');
  await expect(viewLink(page, "Liste")).toHaveAttribute("aria-current", "page");
  await viewLink(page, "Carte").click();
  await expect(page).toHaveURL(`/proprietes?q=${word}&view=map`);
  await expect(viewLink(page, "Carte")).toHaveAttribute("aria-current", "page");
  await expect(mapRegion(page)).toBeVisible();
  await expect(marker(page, /^2 propriétés à La Marsa, Tunis$/)).toBeVisible();
  await expect(marker(page, /^1 propriété à Sfax Ville, Sfax$/)).toBeVisible();
  expect(await page.locator(".leaflet-tile-loaded").count()).toBe(0);
  // The cards are not shown under the map.
  await expect(page.getByRole("link", { name: sfax })).toBeHidden();

  // One listing: its title, its price, its page — reached with the keyboard.
  await marker(page, /^1 propriété à Sfax Ville, Sfax$/).focus();
  await page.keyboard.press("Enter");
  const popup = page.locator(".leaflet-popup").filter({ hasText: sfax });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("420 000 TND");
  await expect(popup.getByRole("link", { name: "Voir l'annonce" })).toBeFocused();

  // Several listings at one place: the list of that place.
  await marker(page, /^2 propriétés à La Marsa, Tunis$/).click();
  const place = page.locator(".leaflet-popup").filter({ hasText: "2 annonces ici" });
  await expect(place).toContainText("La Marsa, Tunis");
  await place.getByRole("link", { name: "Voir ces annonces" }).click();
  await expect(page).toHaveURL(`/proprietes?location=la_marsa&q=${word}`);
  await expect
    .poll(async () => (await readCards(page)).map((card) => card.title).sort())
    .toEqual([...marsa].sort());
});

test("la carte ouverte n'a aucune violation grave d'accessibilité (axe-core)", async ({ page }) => {
  await page.route(TILES, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`/proprietes?q=${word}&view=map&zone=10.1,36.7,10.4,36.95`);
  await expect(marker(page, /^2 propriétés à La Marsa, Tunis$/)).toBeVisible();
  await marker(page, /^2 propriétés à La Marsa, Tunis$/).click();
  await expect(page.locator(".leaflet-popup")).toContainText("2 annonces ici");
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.html) }));
  expect(serious).toEqual([]);
});

test("les tuiles chargées s'affichent avec leur attribution", async ({ page }) => {
  await page.route(TILES, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG }),
  );
  await page.goto(`/proprietes?q=${word}&view=map`);
  await expect(marker(page, /^2 propriétés à La Marsa, Tunis$/)).toBeVisible();
  await expect(page.locator(".leaflet-tile-loaded").first()).toBeAttached();
  await expect(page.locator(".leaflet-control-attribution")).toContainText(
    "© les contributeurs d'OpenStreetMap",
  );
});

test("'Rechercher dans cette zone' restreint la liste, le rechargement la garde, 'Retirer la zone' l'élargit", async ({
  page,
}) => {
  await page.route(TILES, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(`/proprietes?q=${word}&view=map`);
  await expect(marker(page, /^1 propriété à Sfax Ville, Sfax$/)).toBeVisible();
  expect(await resultCount(page)).toBe(3);
  // The map's own fitting offers nothing; the visitor's zoom does.
  await expect(page.getByRole("button", { name: "Rechercher dans cette zone" })).toBeHidden();
  await zoomInAround(page, /^2 propriétés à La Marsa, Tunis$/, /Sfax Ville/);
  await page.getByRole("button", { name: "Rechercher dans cette zone" }).click();
  await expect(page).toHaveURL(/[?&]zone=[\d.]+,[\d.]+,[\d.]+,[\d.]+&view=map$/);
  await expect.poll(() => resultCount(page)).toBe(2);
  await expect(page.getByRole("status").filter({ hasText: "Zone de la carte" })).toBeVisible();

  await page.reload();
  await expect.poll(() => resultCount(page)).toBe(2);
  await expect(marker(page, /^2 propriétés à La Marsa, Tunis$/)).toBeVisible();
  // The list view of the same zone: only the listings of La Marsa.
  await viewLink(page, "Liste").click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect
    .poll(async () => (await readCards(page)).map((card) => card.title).sort())
    .toEqual([...marsa].sort());

  await page.getByRole("link", { name: "Retirer la zone" }).click();
  await expect(page).toHaveURL(`/proprietes?q=${word}`);
  await expect.poll(() => resultCount(page)).toBe(3);
});

test("un lien vers une zone hors de Tunisie le dit et ne trouve rien", async ({ page }) => {
  await page.goto(`/proprietes?q=${word}&zone=2.3,48.8,2.4,48.9`);
  await expect(page.getByText("Cette zone de la carte est hors de Tunisie.")).toBeVisible();
  expect(await resultCount(page)).toBe(0);
});

test("sur /services aussi : la carte, la zone, puis la liste de la zone", async ({ page }) => {
  await page.route(TILES, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/services?location=la_marsa,sfax_ville&view=map");
  const marsaMarker = /^\d+ professionnels? à La Marsa, Tunis$/;
  await expect(marker(page, marsaMarker)).toBeVisible();
  await expect(marker(page, /^\d+ professionnels? à Sfax Ville, Sfax$/)).toBeVisible();
  const heading = page.locator("#service-results");
  const before = Number((await heading.textContent())?.replace(/\D/g, ""));
  await zoomInAround(page, marsaMarker, /Sfax Ville/);
  await page.getByRole("button", { name: "Rechercher dans cette zone" }).click();
  await expect(page).toHaveURL(/zone=.*&view=map$/);
  await expect
    .poll(async () => Number((await heading.textContent())?.replace(/\D/g, "")))
    .toBeLessThan(before);
  await viewLink(page, "Liste").click();
  await expect(page.getByRole("link", { name: marsaService })).toBeVisible();
  await expect(page.getByRole("link", { name: sfaxService })).toBeHidden();
});

test("sans JavaScript, la vue carte garde la liste et dit que la carte a besoin de JavaScript", async ({
  request,
}) => {
  // Chromium with JavaScript turned off by Playwright still parses <noscript> as scripted: the
  // page as a browser without JavaScript reads it is checked in its HTML.
  const html = await (await request.get(`/proprietes?q=${word}&view=map`)).text();
  const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? "";
  expect(noscript).toContain("La carte nécessite JavaScript : voici les résultats en liste.");
  expect(noscript).toContain("[data-map-frame]{display:none!important}");
  expect(noscript).toContain("[data-map-fallback]{display:block!important}");
  const fallback = html.slice(html.indexOf("data-map-fallback"));
  for (const title of [...marsa, sfax]) expect(fallback).toContain(`>${title}</a>`);
});

test("le code de la carte n'est jamais dans le premier chargement de l'accueil ni des listes", async ({
  request,
}) => {
  for (const path of ["/", "/proprietes", "/services", "/boutiques", `/proprietes?view=map`]) {
    const html = await (await request.get(path)).text();
    const scripts = new Set(
      [
        ...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g),
      ].map((match) => match[1] ?? match[2] ?? ""),
    );
    expect(scripts.size, path).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await request.get(script)).text();
      expect(code, `${path} → ${script}`).not.toMatch(/leaflet-container|getClusterExpansionZoom/);
    }
  }
});
