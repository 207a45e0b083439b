import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { demoApi } from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, DEMO_USER_EMAIL, demoPassword, expect, test } from "../fixtures/test";

/*
 * Every page a visitor or a signed-in user reaches, checked by axe-core in the light and the dark
 * theme: no serious or critical violation (WCAG 2.x A/AA rules and best practices axe reports).
 */

type TTheme = "light" | "dark";
type TAccount = "visitor" | "user" | "admin";

/** Paths of one demo listing of each kind and of its seller, read from the lists. */
type TPaths = { property: string; service: string; store: string; seller: string };

async function firstDetailPath(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const href = await page
    .locator(`main article a[href^="${prefix}/"]`)
    .first()
    .getAttribute("href");
  if (!href) throw new Error(`aucune annonce dans ${list}`);
  return href;
}

async function contextFor(
  browser: Browser,
  baseURL: string,
  theme: TTheme,
  account: TAccount,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: "fr-FR",
    colorScheme: theme,
  });
  const host = new URL(baseURL).hostname;
  await context.addCookies([{ name: "darna-theme", value: theme, domain: host, path: "/" }]);
  if (account !== "visitor") {
    const email = account === "admin" ? DEMO_ADMIN_EMAIL : DEMO_USER_EMAIL;
    const api = await demoApi(email, demoPassword());
    await context.addCookies((await api.storageState()).cookies);
  }
  return context;
}

/** The page as axe sees it once React has hydrated it (the theme is applied by then). */
async function violationsOf(page: Page, path: string, theme: TTheme) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(path === "/page-qui-n-existe-pas" ? 500 : 400);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__react")),
  );
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // Entrance animations (fade-in) would be measured half-transparent.
  await page.addStyleTag({
    content: "*,*::before,*::after{animation:none!important;transition:none!important}",
  });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

const VISITOR_PAGES = (paths: TPaths) => [
  "/",
  // The pages that exist in Arabic (decision 0046).
  "/ar/",
  "/ar/proprietes?announcementType=location&location=ariana",
  `/ar${paths.property}`,
  "/proprietes",
  paths.property,
  "/services",
  paths.service,
  "/boutiques",
  paths.store,
  paths.seller,
  "/contact",
  "/auth",
  "/auth/login",
  "/auth/inscription",
  "/auth/reinitialiser-mot-de-passe",
  "/page-qui-n-existe-pas",
];

const USER_PAGES = (paths: TPaths) => [
  "/ar/",
  `/ar${paths.property}`,
  "/profil",
  "/mes-annonces",
  "/mes-annonces?vue=liste",
  "/mes-favoris",
  "/publier/propriete",
  "/publier/service",
  "/publier/boutique",
  paths.property,
  paths.service,
];

// The overview opens at /admin; the users tab, which opened there before, keeps its check.
const ADMIN_PAGES = ["/admin", "/admin?onglet=utilisateurs"];

test.describe("accessibilité (axe-core)", () => {
  test.describe.configure({ timeout: 180_000 });

  let paths: TPaths;
  test.beforeAll(async ({ browser, baseURL }) => {
    // Signed in: the 'Voir les autres annonces' link to a seller's page shows to members only.
    const context = await browser.newContext({ baseURL });
    const admin = await demoApi(DEMO_ADMIN_EMAIL, demoPassword());
    await context.addCookies((await admin.storageState()).cookies);
    const page = await context.newPage();
    const property = await firstDetailPath(page, "/proprietes", "/proprietes");
    const service = await firstDetailPath(page, "/services", "/services");
    const store = await firstDetailPath(page, "/boutiques", "/boutiques");
    await page.goto(service);
    const seller = await page.locator('main a[href^="/utilisateur/"]').first().getAttribute("href");
    await context.close();
    paths = { property, service, store, seller: seller ?? "/" };
  });

  for (const theme of ["light", "dark"] as const) {
    for (const account of ["visitor", "user", "admin"] as const) {
      test(`${account === "visitor" ? "visiteur" : account === "user" ? "membre" : "administrateur"}, thème ${theme === "light" ? "clair" : "sombre"} : aucune violation grave`, async ({
        browser,
        baseURL,
      }) => {
        const context = await contextFor(browser, baseURL as string, theme, account);
        const page = await context.newPage();
        const pages =
          account === "visitor"
            ? VISITOR_PAGES(paths)
            : account === "user"
              ? USER_PAGES(paths)
              : ADMIN_PAGES;
        const found: Record<string, unknown> = {};
        for (const path of pages) {
          const violations = await violationsOf(page, path, theme);
          if (violations.length > 0) found[path] = violations;
        }
        await context.close();
        expect(found, JSON.stringify(found, null, 2)).toEqual({});
      });
    }
  }
});
