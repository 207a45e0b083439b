import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * The place box of the home page (issue 23): a combobox with chips and suggestions from /lieux,
 * used with the mouse, with the keyboard alone, on a phone and with a screen reader's eyes
 * (axe); a plain text field before and without JavaScript.
 */

const SEARCH_FORM = 'form[aria-label="Rechercher un bien immobilier"]';

/** The home page, hydrated: before that a key press in the place field reaches no React. */
async function home(page: Page) {
  await page.goto("/");
  await hydrated(page, `${SEARCH_FORM} input[name="location"]`);
}

/** The field as it is: the plain text field until the combobox has taken its place. */
function placeField(page: Page) {
  return page.getByRole("textbox", { name: "Emplacement" }).or(placeBox(page));
}

function placeBox(page: Page) {
  return page.getByRole("combobox", { name: "Emplacement" });
}

function option(page: Page, label: string) {
  return page.getByRole("listbox", { name: "Lieux suggérés" }).getByRole("option", {
    // Its name is the label, then its kind ('La Marsa (Tunis), Délégation').
    name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\s*,`),
  });
}

/** The option the field points to (aria-activedescendant), as a screen reader announces it. */
async function activeOptionText(page: Page) {
  const id = await placeBox(page).getAttribute("aria-activedescendant");
  if (!id) return null;
  return page.locator(`[id="${id}"]`).textContent();
}

/** The list page the home search led to, and the places its URL asks for. */
async function searchedLocation(page: Page) {
  await page.waitForURL(/\/proprietes(\?|$)/);
  return new URL(page.url()).searchParams.get("location");
}

test("choisir des lieux au clavier et à la souris, en retirer un, rechercher", async ({ page }) => {
  await home(page);
  await placeField(page).click();
  const box = placeBox(page);
  await expect(box).toBeFocused();
  await box.pressSequentially("marsa");
  await expect(option(page, "La Marsa (Tunis)")).toBeVisible();
  await expect(option(page, "La Marsa (Tunis)")).toContainText("Délégation");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("status").filter({ hasText: /lieux? proposés?$/ })).toHaveCount(1);

  await box.press("ArrowDown");
  expect(await activeOptionText(page)).toContain("La Marsa (Tunis)");
  await box.press("Enter");
  await expect(page.getByRole("button", { name: "Retirer La Marsa (Tunis)" })).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(box).toHaveAttribute("aria-expanded", "false");

  await box.pressSequentially("ariana");
  await expect(option(page, "Ariana")).toContainText("Gouvernorat");
  await option(page, "Ariana").click();
  await expect(page.getByRole("button", { name: "Retirer Ariana" })).toBeVisible();

  await box.pressSequentially("grand");
  await expect(option(page, "Grand Tunis")).toContainText("Groupe de gouvernorats");
  await option(page, "Grand Tunis").click();
  await page.getByRole("button", { name: "Retirer Grand Tunis" }).click();
  await expect(page.getByRole("button", { name: "Retirer Grand Tunis" })).toHaveCount(0);
  await expect(box).toBeFocused();

  await box.pressSequentially("zzzq");
  const none = page.locator("p:not([role])", { hasText: "Aucun lieu trouvé" });
  await expect(none).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Aucun lieu trouvé" })).toHaveCount(1);
  await box.press("Escape");
  await expect(none).toHaveCount(0);
  await box.press("Escape");
  await expect(box).toHaveValue("");

  await page.getByRole("button", { name: "Rechercher" }).click();
  expect(await searchedLocation(page)).toBe("la_marsa,ariana");
});

test("au clavier seul : Tab jusqu'au champ, flèches, Entrée, Retour arrière, Échap", async ({
  page,
}) => {
  await home(page);
  const fieldId = await page.getByText("Emplacement", { exact: true }).getAttribute("for");
  let reached = false;
  for (let presses = 0; presses < 60 && !reached; presses += 1) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate((id) => document.activeElement?.id === id, fieldId);
  }
  expect(reached, "le champ Emplacement est atteint avec Tab").toBe(true);

  await page.keyboard.type("ariana");
  const box = placeBox(page);
  await expect(box).toBeFocused();
  await expect(option(page, "Ariana")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const second = await activeOptionText(page);
  await page.keyboard.press("ArrowUp");
  expect(await activeOptionText(page)).toContain("Ariana");
  expect(second).not.toBe(await activeOptionText(page));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Retirer Ariana" })).toBeVisible();

  await page.keyboard.type("marsa");
  await expect(option(page, "La Marsa (Tunis)")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Retirer La Marsa (Tunis)" })).toBeVisible();
  // The field is empty: Backspace takes back the last place chosen.
  await page.keyboard.press("Backspace");
  await expect(page.getByRole("button", { name: "Retirer La Marsa (Tunis)" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Retirer Ariana" })).toBeVisible();

  await page.keyboard.type("sfax");
  await expect(option(page, "Sfax")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("listbox", { name: "Lieux suggérés" })).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(box).toHaveValue("");
  // Nothing highlighted, nothing typed: Enter sends the form as in any field.
  await page.keyboard.press("Enter");
  expect(await searchedLocation(page)).toBe("ariana");
});

test("sur un téléphone de 390 px, les puces passent à la ligne sans défilement horizontal", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await home(page);
  await placeField(page).click();
  const box = placeBox(page);
  for (const [typed, label] of [
    ["marsa", "La Marsa (Tunis)"],
    ["ariana ville", "Ariana Ville (Ariana)"],
    ["grand", "Grand Tunis"],
    ["ben arous", "Ben Arous"],
  ] as const) {
    await box.pressSequentially(typed);
    await option(page, label).click();
    await expect(page.getByRole("button", { name: `Retirer ${label}` })).toBeVisible();
  }
  await box.pressSequentially("la");
  await expect(page.getByRole("listbox", { name: "Lieux suggérés" })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
  const listbox = await page.getByRole("listbox", { name: "Lieux suggérés" }).boundingBox();
  expect(listbox && listbox.x + listbox.width).toBeLessThanOrEqual(390);
});

test("vingt lieux au plus : le vingt et unième est refusé en le disant", async ({ page }) => {
  await home(page);
  await placeField(page).click();
  const box = placeBox(page);
  // Two places from the suggestions of each of ten letters: twenty.
  const chips = page.getByRole("button", { name: /^Retirer / });
  for (const typed of ["a", "b", "g", "j", "k", "m", "n", "s", "t", "z"]) {
    await box.pressSequentially(typed);
    await expect(page.getByRole("listbox", { name: "Lieux suggérés" })).toBeVisible();
    for (let index = 0; index < 2; index += 1) {
      const before = await chips.count();
      await box.press("ArrowDown");
      await box.press("Enter");
      await expect(chips).toHaveCount(before + 1);
      if (index === 0) {
        await box.pressSequentially(typed);
        await expect(page.getByRole("listbox", { name: "Lieux suggérés" })).toBeVisible();
      }
    }
  }
  await expect(chips).toHaveCount(20);
  await expect(page.getByText("Vous pouvez choisir au maximum 20 lieux.")).toHaveCount(0);
  await box.pressSequentially("sfax");
  await expect(page.getByRole("listbox", { name: "Lieux suggérés" })).toBeVisible();
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(
    page.locator("p:not([role])", { hasText: "Vous pouvez choisir au maximum 20 lieux." }),
  ).toBeVisible();
  await expect(chips).toHaveCount(20);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe, thème ${theme === "light" ? "clair" : "sombre"} : aucune violation grave, liste ouverte`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale: "fr-FR", colorScheme: theme });
    await context.addCookies([
      { name: "darna-theme", value: theme, domain: new URL(baseURL ?? "").hostname, path: "/" },
    ]);
    const page = await context.newPage();
    await home(page);
    await placeField(page).click();
    await placeBox(page).pressSequentially("marsa");
    await option(page, "La Marsa (Tunis)").click();
    await placeBox(page).pressSequentially("ar");
    await expect(page.getByRole("listbox", { name: "Lieux suggérés" })).toBeVisible();
    await placeBox(page).press("ArrowDown");
    // The options below the hero's edge are still there to be clicked, not clipped by it.
    const lower = page.getByRole("listbox", { name: "Lieux suggérés" }).getByRole("option").nth(4);
    await lower.scrollIntoViewIfNeeded();
    expect(
      await lower.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return hit !== null && element.contains(hit);
      }),
    ).toBe(true);
    await page.addStyleTag({
      content: "*,*::before,*::after{animation:none!important;transition:none!important}",
    });
    const results = await new AxeBuilder({ page }).analyze();
    const grave = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    expect(grave).toEqual([]);
    await context.close();
  });
}

test.describe("avant l'arrivée de la boîte", () => {
  // The service worker would serve the held module from its cache, past page.route.
  test.use({ serviceWorkers: "block" });

  test("ce qui est tapé avant l'arrivée de la boîte est gardé, le curseur aussi", async ({
    page,
  }) => {
    // The combobox's code is held back until the person has typed in the plain field.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/place-combobox-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await home(page);
    const plain = page.getByRole("textbox", { name: "Emplacement" });
    await plain.click();
    await plain.pressSequentially("marsa");
    await expect(placeBox(page)).toHaveCount(0);
    release();
    const box = placeBox(page);
    await expect(box).toHaveValue("marsa");
    await expect(box).toBeFocused();
    await expect(option(page, "La Marsa (Tunis)")).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page.getByRole("button", { name: "Retirer La Marsa (Tunis)" })).toBeVisible();
    await expect(page.locator(`${SEARCH_FORM} [name="location"]`)).toHaveValue("la_marsa");
  });
});

test.describe("sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("le champ est un simple texte : 'La Marsa' est lu comme le lieu", async ({ page }) => {
    await page.goto("/");
    const field = placeField(page);
    await expect(field).toHaveAttribute("type", "text");
    await field.fill("La Marsa");
    await page.getByRole("button", { name: "Rechercher" }).click();
    // The list reads the name and answers with its places' keys, the address to share.
    await page.waitForURL(/\/proprietes\?location=la_marsa$/);
    await expect(page.getByRole("textbox", { name: "Emplacement" })).toHaveValue(
      "La Marsa (Tunis)",
    );
  });
});
