import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { demoApi, digitsOf, newAccount, pageAs } from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, test } from "../fixtures/test";

/*
 * The admin panel's overview tab (issue 26): /admin opens on it; its figures move when an
 * account is created; the chart of daily publications is drawn, with its summary and its table of
 * each day; uPlot is downloaded on this tab only; no serious accessibility fault in either theme,
 * on a phone and on a desktop.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const CHART_CHUNK = /admin-overview-chart-[^/]*\.js$/;

async function adminPage(browser: Browser): Promise<Page> {
  return pageAs(browser, await demoApi(DEMO_ADMIN_EMAIL, demoPassword()));
}

/** The figure of `label` for today, as the table shows it. */
async function todayFigure(page: Page, label: string): Promise<number> {
  const row = page.getByRole("main").getByRole("row", { name: new RegExp(`^${label}`) });
  return digitsOf((await row.getByRole("cell").first().textContent()) ?? "");
}

test.describe("Panneau d'administration : aperçu", () => {
  test("/admin opens on the overview: figures that move, the chart and its table", async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    const chartRequests: string[] = [];
    page.on("request", (request) => {
      if (CHART_CHUNK.test(request.url())) chartRequests.push(request.url());
    });
    // Another page of the site never downloads the chart.
    await page.goto("/");
    await expect(page.getByRole("main")).toBeVisible();
    await page.goto("/admin?onglet=journal");
    await expect(page.getByRole("searchbox", { name: "Rechercher dans le journal" })).toBeVisible();
    expect(chartRequests).toEqual([]);

    await page.goto("/admin");
    const main = page.getByRole("main");
    const tabs = main.getByRole("navigation", { name: "Sections du panneau d'administration" });
    await expect(tabs.getByRole("link").first()).toHaveText("Aperçu");
    await expect(tabs.getByRole("link", { name: "Aperçu" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(tabs.getByRole("link", { name: "Aperçu" })).toHaveAttribute("href", "/admin");
    await expect(tabs.getByRole("link", { name: "Utilisateurs" })).toHaveAttribute(
      "href",
      "/admin?onglet=utilisateurs",
    );
    await expect(main.getByRole("heading", { name: "Activité de la plateforme" })).toBeVisible();
    const figures = main.getByRole("table").first();
    await expect(figures.getByRole("columnheader")).toHaveText([
      "Indicateur",
      "Aujourd'hui",
      "7 jours",
      "30 jours",
    ]);
    await expect(figures.getByRole("rowheader")).toHaveText([
      "Nouveaux comptes",
      "Nouvelles propriétés",
      "Nouveaux services",
      "Nouvelles boutiques",
      "Messages de contact",
      "Nouvelles conversations",
      "Signalements encore ouverts",
      "Annonces masquées",
      "Tâches en échec",
    ]);
    await expect(main.getByRole("heading", { name: "Tâches en échec par nom" })).toBeVisible();

    // The chart: drawn once its library arrives, described to screen readers.
    const chart = main.getByRole("img", {
      name: /^Annonces publiées par jour du \d+ \S+ au \d+ \S+ :/,
    });
    await expect(chart).toBeVisible();
    await expect(chart.locator("canvas").first()).toBeVisible();
    expect(chartRequests).toHaveLength(1);
    // Switching the theme repaints the chart in the new theme's colours.
    const pixels = () =>
      chart
        .locator("canvas")
        .first()
        .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
    await expect.poll(pixels).not.toBe("data:,");
    const light = await pixels();
    await page.getByRole("button", { name: "Changer le thème" }).click();
    await page.getByRole("menuitemradio", { name: "Sombre" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect.poll(pixels).not.toBe(light);
    await expect(chart.locator("canvas")).toHaveCount(1);
    // Its table: every one of the 30 days, today first.
    const details = main.getByText("Chiffres de chaque jour");
    await details.click();
    const daily = main.getByRole("table", {
      name: "Annonces publiées par jour (30 derniers jours)",
    });
    await expect(daily).toBeVisible();
    await expect(daily.getByRole("columnheader")).toHaveText([
      "Jour",
      "Propriétés",
      "Services",
      "Boutiques",
      "Total",
    ]);
    await expect(daily.getByRole("rowheader")).toHaveCount(30);

    // A new account counts today (other tests may add theirs at the same time).
    const before = await todayFigure(page, "Nouveaux comptes");
    await newAccount("apercu", "Nour Mejri");
    await page.reload();
    expect(await todayFigure(page, "Nouveaux comptes")).toBeGreaterThanOrEqual(before + 1);

    // The other tabs keep their addresses.
    await tabs.getByRole("link", { name: "Utilisateurs" }).click();
    await expect(page).toHaveURL(/\/admin\?onglet=utilisateurs$/);
    await expect(main.getByRole("searchbox", { name: "Rechercher un utilisateur" })).toBeVisible();
    await page.context().close();
  });

  test("on a 390 px phone every table of the overview fits the screen, none scrolls sideways", async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.setViewportSize(PHONE);
    await page.goto("/admin");
    const main = page.getByRole("main");
    await main.getByText("Chiffres de chaque jour").click();
    await expect(main.getByRole("region", { name: "Chiffres de chaque jour" })).toBeVisible();
    // Each table's frame (a section named by its own label) against the table inside it.
    const frames = await main.locator("section[aria-label]").evaluateAll((elements) =>
      elements.map((element) => ({
        label: element.getAttribute("aria-label"),
        frame: element.clientWidth,
        table: element.scrollWidth,
      })),
    );
    expect(frames.map((frame) => frame.label)).toEqual(
      expect.arrayContaining(["Chiffres par période", "Chiffres de chaque jour"]),
    );
    for (const { label, frame, table } of frames) {
      expect(table, `${label} : ${table} px dans ${frame} px`).toBeLessThanOrEqual(frame);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.context().close();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`thème ${theme === "light" ? "clair" : "sombre"}, 390 et 1366 px : aucune violation grave, le graphique dessiné`, async ({
      browser,
    }) => {
      const page = await adminPage(browser);
      await page
        .context()
        .addCookies([
          { name: "darna-theme", value: theme, url: process.env.E2E_BASE_URL as string },
        ]);
      const found: Record<string, unknown> = {};
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto("/admin");
        await expect(page.locator("html")).toHaveClass(
          theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        const chart = page.getByRole("main").getByRole("img", { name: /^Annonces publiées/ });
        await expect(chart.locator("canvas").first()).toBeVisible();
        // The chart fits its box: the page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await page.getByText("Chiffres de chaque jour").click();
        await page.addStyleTag({
          content: "*,*::before,*::after{animation:none!important;transition:none!important}",
        });
        // Other tests' reports and messages reach every administrator as live toasts: the page is
        // judged once they have gone, not halfway through their entrance.
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 20_000 });
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => ({
            rule: violation.id,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
          }));
        if (serious.length > 0) found[`${viewport.width} px`] = serious;
      }
      await page.context().close();
      expect(found).toEqual({});
    });
  }
});
