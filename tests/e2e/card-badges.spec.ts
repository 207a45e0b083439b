import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import {
  colourPhoto,
  publishProperty,
  sharedPublisher,
  type TPublished,
  uniqueWord,
} from "../fixtures/properties";
import { expect, test } from "../fixtures/test";

/*
 * Issue 24, cards that help choose: the number of photos on a card's picture and 'Nouveau' on
 * listings of the last 3 days, on the list and the home page; readable in both themes.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let published: TPublished;
let title: string;

test.beforeAll(async () => {
  const publisher = await sharedPublisher();
  title = `Duplex aux trois photos ${uniqueWord()}`;
  const photos = await Promise.all([
    colourPhoto("salon.png", { r: 200, g: 120, b: 60 }),
    colourPhoto("cuisine.png", { r: 60, g: 140, b: 200 }),
    colourPhoto("terrasse.png", { r: 90, g: 170, b: 90 }),
  ]);
  published = await publishProperty(publisher.api, { title }, photos);
});

function cardOf(scope: Page | Locator, name: string): Locator {
  return scope.locator("article").filter({ has: scope.getByRole("link", { name }) });
}

test("a property published a moment ago with 3 photos says so on its card in /proprietes", async ({
  page,
}) => {
  await page.goto("/proprietes?sort=date_desc");
  const card = cardOf(page, title);
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Nouveau", { exact: true })).toBeVisible();
  await expect(card.getByText("3 photos", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: title })).toHaveAttribute("href", published.url);
});

test("the home page marks its newest properties 'Nouveau', the one just published included", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Propriétés récentes" });
  const cards = section.locator("article");
  await expect(cards.first()).toBeVisible();
  const ours = cardOf(section, title);
  if ((await ours.count()) > 0) {
    await expect(ours.getByText("Nouveau", { exact: true })).toBeVisible();
    await expect(ours.getByText("3 photos", { exact: true })).toBeVisible();
    return;
  }
  // Listings published after ours by other tests running beside this one pushed it off the home
  // page: every card shown there is then newer than ours, so new too.
  for (const card of await cards.all()) {
    await expect(card.getByText("Nouveau", { exact: true })).toBeVisible();
  }
});

test("an old demo listing shows no 'Nouveau'", async ({ page }) => {
  // The demo's listings are spread over 80 days: the last page of the newest-first list (a page
  // past the end shows the last one) holds listings published weeks before the last 3 days.
  await page.goto("/proprietes?sort=date_desc&page=9999");
  const cards = page.locator('section[aria-labelledby="property-results"] article');
  await expect(cards.first()).toBeVisible();
  const last = cards.last();
  await expect(last.getByRole("link").first()).toBeVisible();
  await expect(last.getByText("Nouveau", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Nouveau", { exact: true })).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  for (const width of [390, 1366]) {
    test(`the list's badges are readable: axe finds nothing serious, ${theme}, ${width} px`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        locale: "fr-FR",
        colorScheme: theme,
        viewport: { width, height: 900 },
      });
      await context.addCookies([{ name: "darna-theme", value: theme, url: baseURL as string }]);
      const page = await context.newPage();
      await page.goto("/proprietes?sort=date_desc");
      await page.waitForFunction(() =>
        Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react")),
      );
      await expect(page.locator("html")).toHaveClass(
        theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      // Both badges are on the page axe checks, so their contrast is measured.
      const card = cardOf(page, title);
      await expect(card.getByText("Nouveau", { exact: true })).toBeVisible();
      await expect(card.getByText("3 photos", { exact: true })).toBeVisible();
      await page.addStyleTag({
        content: "*,*::before,*::after{animation:none!important;transition:none!important}",
      });
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
        }));
      expect(serious).toEqual([]);
      await context.close();
    });
  }
}
