import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { headerHeight, PHONE } from "../fixtures/page-header";
import { demoApi } from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, hydrated, test } from "../fixtures/test";

/*
 * The lists on a phone (issue 24): the results come before the filters, which open in a sheet
 * from a 'Filtres' button with the number of active filters; the sort stays beside the count;
 * the desktop keeps its side panel. Page headers take at most a fifth of a phone's first screen.
 */

const DESKTOP = { width: 1366, height: 800 };

type TList = {
  path: string;
  /** The URL a visitor lands on, with one filter already chosen. */
  filtered: string;
  formId: string;
  panel: string;
  /** A select of the panel, changed in the sheet. */
  select: string;
  param: string;
  heading: RegExp;
};

const LISTS: TList[] = [
  {
    path: "/proprietes",
    filtered: "/proprietes?announcementType=vente",
    formId: "property-filters",
    panel: "Filtres des propriétés",
    select: "Catégorie",
    param: "category",
    heading: /propriétés? trouvées?$/,
  },
  {
    path: "/services",
    filtered: "/services?minRating=3",
    formId: "service-filters",
    panel: "Filtres des services",
    select: "Catégorie",
    param: "category",
    heading: /professionnels? trouvés?$/,
  },
  {
    path: "/boutiques",
    filtered: "/boutiques?location=tunis",
    formId: "store-filters",
    panel: "Filtres des boutiques",
    select: "Catégorie",
    param: "category",
    heading: /boutiques? trouvées?$/,
  },
];

const filtersButton = (page: Page) => page.getByRole("button", { name: /^Filtres/ });
const sheet = (page: Page) => page.getByRole("dialog", { name: "Filtres" });

/** The first option of a select that filters something, as its value and its label. */
async function firstChoice(page: Page, label: string) {
  const option = sheet(page).getByLabel(label).locator("option:not([value=''])").first();
  return {
    value: (await option.getAttribute("value")) as string,
    label: ((await option.textContent()) as string).trim(),
  };
}

async function seriousViolations(page: Page) {
  // Entrance animations (fade-in) would be measured half-transparent.
  await page.addStyleTag({
    content: "*,*::before,*::after{animation:none!important;transition:none!important}",
  });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

test.describe("Listes sur un téléphone (390 × 844)", () => {
  test.use({ viewport: PHONE });

  for (const path of ["/proprietes", "/services", "/boutiques", "/immobilier/tunis"]) {
    test(`${path}: the first result card is above the fold, the filters are not in the way`, async ({
      page,
    }) => {
      await page.goto(path);
      const card = page.locator("main article").first();
      await expect(card).toBeVisible();
      const box = await card.boundingBox();
      expect(box?.y ?? PHONE.height).toBeLessThan(PHONE.height);
      // Its picture starts on the first screen too, not just its border.
      const picture = await card.locator("img").first().boundingBox();
      expect(picture?.y ?? PHONE.height).toBeLessThan(PHONE.height - 100);
      await expect(page.getByRole("form", { name: "Filtres" })).toBeHidden();
    });
  }

  for (const list of LISTS) {
    test(`${list.path}: 'Filtres' counts the active filters, its sheet applies one and shows the results`, async ({
      page,
    }) => {
      await page.goto(list.filtered);
      await hydrated(page, `#${list.formId}`);
      const button = filtersButton(page);
      await expect(button).toHaveAccessibleName("Filtres, 1 actif");
      await expect(button).toContainText("1");
      // The sort is one tap away: beside the count, without opening anything.
      const sort = page.getByLabel("Trier par");
      await expect(sort).toBeInViewport();
      await expect(sheet(page)).toBeHidden();

      await button.click();
      await expect(sheet(page)).toBeVisible();
      await expect(page.getByRole("complementary", { name: list.panel })).toBeVisible();
      const choice = await firstChoice(page, list.select);
      await sheet(page).getByLabel(list.select).selectOption(choice.value);
      // In the sheet a select waits for 'Appliquer les filtres': nothing reloads behind it.
      await expect(sheet(page)).toBeVisible();
      await expect(page).not.toHaveURL(new RegExp(`${list.param}=`));

      await sheet(page).getByRole("button", { name: "Appliquer les filtres" }).click();
      await expect(sheet(page)).toBeHidden();
      await expect(page).toHaveURL(
        new RegExp(`[?&]${list.param}=${encodeURIComponent(choice.value).replaceAll("+", "\\+")}`),
      );
      // The filter chosen before stays.
      expect(new URL(page.url()).search).toContain(list.filtered.split("?")[1] as string);
      const heading = page.getByRole("heading", { level: 2, name: list.heading });
      await expect(heading).toBeInViewport();
      await expect(button).toHaveAccessibleName("Filtres, 2 actifs");
      await expect(button).toBeFocused();

      // Reloaded, the page still shows the filters the URL keeps.
      await page.reload();
      await filtersButton(page).click();
      await expect(sheet(page).getByLabel(list.select)).toHaveValue(choice.value);
    });
  }

  test("Escape and 'Fermer' close the sheet and give the focus back to 'Filtres'; the page behind cannot be reached", async ({
    page,
  }) => {
    await page.goto("/proprietes");
    await hydrated(page, "#property-filters");
    const button = filtersButton(page);
    await expect(button).toHaveAccessibleName("Filtres");
    await button.click();
    await expect(sheet(page)).toBeVisible();
    // Tab after Tab, the focus stays in the sheet (or leaves the page), never behind it.
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press("Tab");
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return active !== null && active !== document.body && active.closest("dialog") === null;
      });
      expect(outside, `Tab ${step + 1}`).toBe(false);
    }
    await page.keyboard.press("Escape");
    await expect(sheet(page)).toBeHidden();
    await expect(button).toBeFocused();

    // A choice made in the sheet and not applied is dropped with it.
    await button.click();
    await sheet(page).getByLabel("Recherche", { exact: true }).fill("piscine");
    await sheet(page).getByLabel("Catégorie").selectOption("villa");
    await sheet(page).getByRole("button", { name: "Fermer" }).click();
    await expect(sheet(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page).toHaveURL("/proprietes");
    await button.click();
    await expect(sheet(page).getByLabel("Catégorie")).toHaveValue("");
    await expect(sheet(page).getByLabel("Recherche", { exact: true })).toHaveValue("");
  });

  test("without JavaScript, 'Filtres' opens the sheet and 'Appliquer les filtres' filters the list", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto("/proprietes");
    await filtersButton(page).click();
    await expect(sheet(page)).toBeVisible();
    await sheet(page).getByLabel("Type d'annonce").selectOption("location");
    await sheet(page).getByRole("button", { name: "Appliquer les filtres" }).click();
    await expect(page).toHaveURL(/[?&]announcementType=location(&|$)/);
    await expect(sheet(page)).toBeHidden();
    await expect(filtersButton(page)).toHaveAccessibleName("Filtres, 1 actif");
    await context.close();
  });
});

test.describe("Listes sur un ordinateur (1366 px)", () => {
  test.use({ viewport: DESKTOP });

  for (const list of LISTS) {
    test(`${list.path}: the side panel shows without a button and a select applies at once`, async ({
      page,
    }) => {
      await page.goto(list.path);
      await hydrated(page, `#${list.formId}`);
      await expect(filtersButton(page)).toBeHidden();
      const panel = page.getByRole("complementary", { name: list.panel });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("button", { name: "Fermer" })).toBeHidden();
      const select = panel.getByLabel(list.select);
      const value = (await select
        .locator("option:not([value=''])")
        .first()
        .getAttribute("value")) as string;
      await select.selectOption(value);
      await expect(page).toHaveURL(new RegExp(`[?&]${list.param}=`));
    });
  }
});

/**
 * From the site header's bottom to the title block's: the h1 and the description right after it
 * ('Retour' is above them), whatever follows the h1 when `withNext` (a seller's role and count).
 */
test.describe("En-têtes de page sur un téléphone", () => {
  test.use({ viewport: PHONE });

  test("the title block ('Retour', title, description) takes at most a fifth of the first screen", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const fifth = PHONE.height / 5;
    const visitorPages = [
      "/proprietes",
      "/services",
      "/boutiques",
      "/immobilier",
      "/immobilier/tunis",
      "/immobilier/tunis/villa",
      "/contact",
      "/auth/login",
      "/auth/inscription",
      "/auth/reinitialiser-mot-de-passe",
    ];
    const heights: Record<string, number> = {};
    for (const path of visitorPages) {
      await page.goto(path);
      heights[path] = await headerHeight(page);
    }
    // A listing's page opens on its photos: above them only 'Retour'.
    for (const list of ["/proprietes", "/services", "/boutiques"]) {
      await page.goto(list);
      const detail = await page
        .locator(`main article a[href^="${list}/"]`)
        .first()
        .getAttribute("href");
      await page.goto(detail as string);
      await expect(page.locator("main h1")).toBeVisible();
      heights[page.url()] = await page.evaluate(() => {
        const banner = document.querySelector("header") as HTMLElement;
        const photo = document.querySelector("main img") as HTMLElement;
        return photo.getBoundingClientRect().top - banner.getBoundingClientRect().bottom;
      });
    }

    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(DEMO_ADMIN_EMAIL);
    await page.getByLabel("Mot de passe", { exact: true }).fill(demoPassword());
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).not.toHaveURL(/\/auth\//);
    const memberPages = [
      "/profil",
      "/mes-annonces",
      "/mes-favoris",
      "/mes-alertes",
      "/publier/propriete",
      "/publier/service",
      "/publier/boutique",
      "/messages",
      "/admin",
    ];
    for (const path of memberPages) {
      await page.goto(path);
      heights[path] = await headerHeight(page);
    }
    const seller = await aSellerPage(page);
    await page.goto(seller);
    // The seller's name with their role and count of listings.
    heights[page.url()] = await headerHeight(page, true);

    const tooTall = Object.entries(heights).filter(([, height]) => height > fifth);
    expect(tooTall, `heights: ${JSON.stringify(heights)}`).toEqual([]);
  });
});

/** The path of a seller's public page, reached from the first service of /services. */
async function aSellerPage(page: Page): Promise<string> {
  await page.goto("/services");
  const service = await page
    .locator('main article a[href^="/services/"]')
    .first()
    .getAttribute("href");
  await page.goto(service as string);
  const seller = await page.locator('main a[href^="/utilisateur/"]').first().getAttribute("href");
  return seller as string;
}

/** The pages whose lists or headers changed for a phone: the lists and the headers. */
const VISITOR_PAGES = [
  "/proprietes?announcementType=vente",
  "/services",
  "/boutiques",
  "/immobilier",
  "/immobilier/tunis",
  "/contact",
  "/auth/login",
  "/auth/inscription",
];
const ADMIN_PAGES = [
  "/profil",
  "/mes-annonces",
  "/mes-alertes",
  "/publier/propriete",
  "/publier/boutique",
  "/admin",
  "/admin?onglet=utilisateurs",
];
const WITH_FILTERS = ["/proprietes?announcementType=vente", "/services", "/boutiques"];

test.describe("Accessibilité des pages changées (axe-core)", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const theme of ["light", "dark"] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      // Visitors' pages and the administrator's in two tests: sixteen pages with axe in one test
      // ran past three minutes on a slow machine.
      for (const who of ["visiteur", "administrateur"] as const) {
        test(`thème ${theme === "light" ? "clair" : "sombre"}, ${viewport.width} px, ${who} : aucune violation grave`, async ({
          browser,
          baseURL,
        }) => {
          const context = await browser.newContext({ baseURL, viewport, colorScheme: theme });
          const host = new URL(baseURL as string).hostname;
          await context.addCookies([
            { name: "darna-theme", value: theme, domain: host, path: "/" },
          ]);
          const page = await context.newPage();
          const found: Record<string, unknown> = {};
          const check = async (path: string) => {
            await page.goto(path);
            // The page itself, not the sign-in page it would send a visitor to.
            expect(new URL(page.url()).pathname).toBe(new URL(path, page.url()).pathname);
            await page.waitForFunction(() =>
              Object.keys(document.querySelector("main") ?? {}).some((key) =>
                key.startsWith("__react"),
              ),
            );
            await expect(page.locator("html")).toHaveClass(
              theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
            );
            const violations = await seriousViolations(page);
            if (violations.length > 0) found[path] = violations;
            if (viewport === PHONE && WITH_FILTERS.includes(path)) {
              await filtersButton(page).click();
              await expect(sheet(page)).toBeVisible();
              const open = await seriousViolations(page);
              if (open.length > 0) found[`${path} (filtres ouverts)`] = open;
            }
          };
          if (who === "visiteur") {
            for (const path of VISITOR_PAGES) await check(path);
          } else {
            const admin = await demoApi(DEMO_ADMIN_EMAIL, demoPassword());
            await context.addCookies((await admin.storageState()).cookies);
            const seller = await aSellerPage(page);
            for (const path of [...ADMIN_PAGES, seller]) await check(path);
          }
          await context.close();
          expect(found).toEqual({});
        });
      }
    }
  }
});
