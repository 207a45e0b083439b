import type { Page } from "@playwright/test";
import { chosenPlaces } from "../fixtures/place-box";
import { expect, test } from "../fixtures/test";

/** Services and stores a list page shows (app/features/listings/catalogue/list-query.ts). */
const PAGE_SIZE = 24;

/*
 * The service and store lists on the demo data (20 services, 12 stores: one page each). Paging past
 * 24 rows is covered by the integration tests (app/features/listings/catalogue/list-catalogue.test.ts).
 */

type TKind = "service" | "store";
type TCard = { name: string; subtitle: string; place: string; rating: number };

const results = (page: Page, kind: TKind) =>
  page.locator(`section[aria-labelledby="${kind}-results"]`);
const panel = (page: Page) => page.getByRole("form", { name: "Filtres" });
const sortSelect = (page: Page) => page.getByLabel("Trier par");
const placeBox = (page: Page) => panel(page).getByLabel("Emplacement");

/** Types places in the panel's place box and applies them, as a visitor does. */
async function searchPlaces(page: Page, typed: string) {
  await placeBox(page).fill(typed);
  await panel(page).getByRole("button", { name: "Appliquer les filtres" }).click();
}

/** 'Électricité' → 'electricite': the order a reader expects, as the list sorts. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
const byFold = (a: string, b: string) => {
  const [x, y] = [fold(a), fold(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Name, profession or category, place and average rating (0 without reviews) of each card. */
async function readCards(page: Page, kind: TKind): Promise<TCard[]> {
  return results(page, kind)
    .locator("article")
    .evaluateAll((articles) =>
      articles.map((article) => {
        const rating = /Note : ([\d,]+) sur 5/.exec(article.textContent ?? "")?.[1];
        return {
          name: article.querySelector("h3")?.textContent?.trim() ?? "",
          subtitle: article.querySelector("p.text-primary")?.textContent?.trim() ?? "",
          place: article.querySelector("p span.line-clamp-1")?.textContent?.trim() ?? "",
          rating: rating ? Number(rating.replace(",", ".")) : 0,
        };
      }),
    );
}

const namesOf = (cards: TCard[]) => cards.map((card) => card.name);
/** The distinct professions (or categories) of the cards, in order of appearance. */
const professionsOf = (cards: TCard[]) => [...new Set(cards.map((card) => card.subtitle))];
/** A card's place in that governorate: after its delegation ('Sfax Ville, Sfax') or alone. */
const inGovernorate = (name: string) => new RegExp(`^(?:[^,]+, )?${name}(,|$)`);

/** The count above the results, once the list has settled. */
async function resultCount(page: Page, kind: TKind): Promise<number> {
  await expect(results(page, kind)).toHaveAttribute("aria-busy", "false");
  const heading = page.locator(`#${kind}-results`);
  const pattern =
    kind === "service" ? /^\d+ professionnels? trouvés?$/ : /^\d+ boutiques? trouvées?$/;
  await expect(heading).toHaveText(pattern);
  return Number.parseInt((await heading.textContent()) ?? "", 10);
}

/** React has hydrated the filter form once its element carries React's props. */
async function hydrated(page: Page, kind: TKind) {
  await page.waitForFunction((id) => {
    const form = document.getElementById(id);
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  }, `${kind}-filters`);
}

function expectParams(page: Page, pathname: string, expected: Record<string, string>) {
  return expect(page).toHaveURL((url) => {
    if (url.pathname !== pathname) return false;
    const actual = Object.fromEntries(url.searchParams);
    return JSON.stringify(actual) === JSON.stringify(expected);
  });
}

test.describe("service list", () => {
  test("URL filters narrow the list, show in the panel and count the results", async ({ page }) => {
    await page.goto("/services");
    const all = await readCards(page, "service");
    const total = await resultCount(page, "service");
    // Other tests publish services on this server: the first page holds at most a page of them,
    // the best rated first (the default sort), so every service rated 4 or more is on it.
    expect(all.length).toBe(Math.min(total, PAGE_SIZE));
    expect(total).toBeGreaterThan(1);
    await expect(page.locator("#service-results")).toHaveText(`${total} professionnels trouvés`);

    await page.goto("/services?category=Plombier&location=tunis");
    const plumbers = await readCards(page, "service");
    expect(plumbers.length).toBeGreaterThan(0);
    expect(await resultCount(page, "service")).toBe(plumbers.length);
    for (const card of plumbers) {
      expect(card.subtitle, card.name).toContain("Plombier");
      expect(card.place, card.name).toMatch(inGovernorate("Tunis"));
    }
    await expect(panel(page).getByLabel("Catégorie")).toHaveValue("Plombier");
    expect(await chosenPlaces(panel(page))).toEqual(["Tunis"]);
    await expect(panel(page).getByLabel("Note minimale")).toHaveValue("");

    // The unfiltered list fits on one page: the 4+ list is exactly its cards rated 4 or more.
    await page.goto("/services?minRating=4");
    const wellRated = await readCards(page, "service");
    expect(wellRated.map((card) => card.name).sort()).toEqual(
      all
        .filter((card) => card.rating >= 4)
        .map((card) => card.name)
        .sort(),
    );
    await expect(panel(page).getByLabel("Note minimale")).toHaveValue("4");

    // A malformed value is ignored rather than an error: the whole list (other tests on this
    // server may have published since the first count, never removed demo services).
    const response = await page.goto("/services?minRating=9&sort=x&page=abc");
    expect(response?.status()).toBe(200);
    expect(await resultCount(page, "service")).toBeGreaterThanOrEqual(total);
    // Except a place: one that names none is said, and finds nothing rather than every service
    // as if no place had been asked (issue 23).
    await page.goto("/services?minRating=9&location=paris&sort=x&page=abc");
    await expect(page.getByRole("status").filter({ hasText: "Lieu inconnu" })).toHaveText(
      "Lieu inconnu : paris",
    );
    expect(await resultCount(page, "service")).toBe(0);
  });

  test("the panel writes every filter in the URL and the reset button clears them", async ({
    page,
  }) => {
    await page.goto("/services");
    const total = await resultCount(page, "service");
    await hydrated(page, "service");

    await panel(page).getByLabel("Catégorie").selectOption({ label: "Électricien" });
    await expectParams(page, "/services", { category: "Électricien" });
    // The URL changes just before the new cards are drawn: wait for what the reader sees.
    await expect
      .poll(async () => professionsOf(await readCards(page, "service")))
      .toEqual(["Électricien"]);
    const electricians = await readCards(page, "service");
    expect(electricians.length).toBeGreaterThan(1);

    // The typed name is searched under its key, the address one shares.
    await searchPlaces(page, "Sfax");
    await expectParams(page, "/services", { category: "Électricien", location: "sfax" });
    await expect
      .poll(async () =>
        (await readCards(page, "service")).every((card) => inGovernorate("Sfax").test(card.place)),
      )
      .toBe(true);
    const inSfax = await readCards(page, "service");
    expect(inSfax.length).toBeLessThan(electricians.length);
    expect(professionsOf(inSfax)).toEqual(["Électricien"]);

    await panel(page).getByLabel("Note minimale").selectOption({ label: "3+ étoiles" });
    await expectParams(page, "/services", {
      category: "Électricien",
      minRating: "3",
      location: "sfax",
    });
    await expect
      .poll(async () => namesOf(await readCards(page, "service")))
      .toEqual(namesOf(inSfax.filter((card) => card.rating >= 3)));

    await panel(page).getByRole("link", { name: "Réinitialiser les filtres" }).click();
    await expectParams(page, "/services", {});
    // Other browser tests publish on the same server meanwhile: at least as many as before.
    await expect.poll(() => resultCount(page, "service")).toBeGreaterThanOrEqual(total);
    await expect(panel(page).getByLabel("Catégorie")).toHaveValue("");
    await expect(placeBox(page)).toHaveValue("");
  });

  test("sorts by rating (default), name A-Z and Z-A, and profession", async ({ page }) => {
    await page.goto("/services");
    const ratings = (await readCards(page, "service")).map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    await expect(sortSelect(page)).toHaveValue("rating");
    await hydrated(page, "service");

    // Other tests publish services on this server, so the list may span pages: each page is
    // checked for its order.
    const sortedByName = (names: string[]) => [...names].sort(byFold);
    await sortSelect(page).selectOption({ label: "Nom (A-Z)" });
    await expectParams(page, "/services", { sort: "name_asc" });
    await expect
      .poll(async () => {
        const names = namesOf(await readCards(page, "service"));
        return names.length > 1 && names.join("|") === sortedByName(names).join("|");
      })
      .toBe(true);

    await page.goto("/services?sort=name_desc");
    const descending = namesOf(await readCards(page, "service"));
    expect(descending).toEqual(sortedByName(descending).reverse());

    await page.goto("/services?sort=profession");
    const byProfession = await readCards(page, "service");
    const professions = byProfession.map((card) => card.subtitle);
    expect(professions).toEqual([...professions].sort(byFold));
    // Within a profession, by name.
    for (let index = 1; index < byProfession.length; index++) {
      const [before, after] = [byProfession[index - 1], byProfession[index]] as [TCard, TCard];
      if (before.subtitle === after.subtitle) {
        expect(byFold(before.name, after.name), after.name).toBeLessThanOrEqual(0);
      }
    }
    await expect(sortSelect(page)).toHaveValue("profession");
  });

  test("a filter that matches nothing shows the empty text and a reset link", async ({ page }) => {
    await page.goto("/services?category=Autre&location=tozeur&minRating=5");
    await expect(page.locator("#service-results")).toHaveText("0 professionnel trouvé");
    const section = results(page, "service");
    await expect(section.getByText("Aucun professionnel disponible actuellement.")).toBeVisible();
    await expect(section.locator("article")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await hydrated(page, "service");
    await section.getByRole("link", { name: "Réinitialiser les filtres" }).click();
    await expectParams(page, "/services", {});
    await expect(page.locator("#service-results")).toHaveText(/^\d+ professionnels trouvés$/);
  });

  test("a page past the end shows the last page", async ({ page }) => {
    // Kairouan has demo services only (no test publishes there): one page.
    await page.goto("/services?location=kairouan&sort=name_asc");
    const firstPage = await readCards(page, "service");
    expect(firstPage.length).toBeGreaterThan(0);
    await page.goto("/services?location=kairouan&sort=name_asc&page=7");
    expect(await readCards(page, "service")).toEqual(firstPage);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });
});

test.describe("store list", () => {
  test("URL filters narrow the list and show in the panel", async ({ page }) => {
    await page.goto("/boutiques");
    const total = await resultCount(page, "store");
    expect((await readCards(page, "store")).length).toBe(Math.min(total, PAGE_SIZE));
    await expect(page.locator("#store-results")).toHaveText(`${total} boutiques trouvées`);

    await page.goto("/boutiques?category=meubles");
    const furniture = await readCards(page, "store");
    expect(furniture.length).toBeGreaterThan(0);
    expect(furniture.length).toBeLessThan(total);
    for (const card of furniture) expect(card.subtitle, card.name).toBe("Meubles");
    await expect(panel(page).getByLabel("Catégorie")).toHaveValue("meubles");

    await page.goto("/boutiques?location=nabeul");
    const inNabeul = await readCards(page, "store");
    expect(inNabeul.length).toBeGreaterThan(0);
    for (const card of inNabeul) expect(card.place, card.name).toMatch(inGovernorate("Nabeul"));
    expect(await chosenPlaces(panel(page))).toEqual(["Nabeul"]);

    // Several places at once: the stores of either, and no other.
    await page.goto("/boutiques?location=tunis");
    const inTunis = await readCards(page, "store");
    expect(inTunis.length).toBeGreaterThan(0);
    await page.goto("/boutiques?location=nabeul,tunis&sort=name_asc");
    const inBoth = await readCards(page, "store");
    expect(namesOf(inBoth).sort(byFold)).toEqual(namesOf([...inNabeul, ...inTunis]).sort(byFold));
    expect(await chosenPlaces(panel(page))).toEqual(["Nabeul", "Tunis"]);

    // A name, a slug or a repeated parameter is read as the places it names, written back as keys.
    await page.goto("/boutiques?location=Nabeul&location=la-marsa");
    await expectParams(page, "/boutiques", { location: "nabeul,la_marsa" });
    expect(await chosenPlaces(panel(page))).toEqual(["Nabeul", "La Marsa (Tunis)"]);
    await expect(page.getByRole("status").filter({ hasText: "Lieu inconnu" })).toHaveCount(0);
  });

  test("the panel writes every filter in the URL and the reset button clears them", async ({
    page,
  }) => {
    await page.goto("/boutiques");
    const total = await resultCount(page, "store");
    await hydrated(page, "store");

    await panel(page).getByLabel("Catégorie").selectOption({ label: "Matériaux de construction" });
    await expectParams(page, "/boutiques", { category: "materiaux_construction" });
    await expect
      .poll(async () => professionsOf(await readCards(page, "store")))
      .toEqual(["Matériaux de construction"]);
    expect((await readCards(page, "store")).length).toBeGreaterThan(1);

    await searchPlaces(page, "sfax");
    await expectParams(page, "/boutiques", {
      category: "materiaux_construction",
      location: "sfax",
    });
    await expect(page.locator("#store-results")).toHaveText("1 boutique trouvée");
    const [inSfax] = await readCards(page, "store");
    expect(inSfax?.place).toMatch(inGovernorate("Sfax"));

    await panel(page).getByRole("link", { name: "Réinitialiser les filtres" }).click();
    await expectParams(page, "/boutiques", {});
    // Other browser tests publish on the same server meanwhile: at least as many as before.
    await expect.poll(() => resultCount(page, "store")).toBeGreaterThanOrEqual(total);
  });

  test("sorts by name A-Z (default) and Z-A, category and most recent", async ({ page }) => {
    // The home page shows the 4 newest stores: the 'Date récente' order must start with them.
    await page.goto("/");
    const newest = await page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Boutiques récentes" }) })
      .locator("article h3")
      .allTextContents();
    expect(newest).toHaveLength(4);

    await page.goto("/boutiques");
    const names = (await readCards(page, "store")).map((card) => card.name);
    expect(names).toEqual([...names].sort(byFold));
    await expect(sortSelect(page)).toHaveValue("name_asc");
    await hydrated(page, "store");

    await sortSelect(page).selectOption({ label: "Date récente" });
    await expectParams(page, "/boutiques", { sort: "date_desc" });
    await expect
      .poll(async () => namesOf(await readCards(page, "store")).slice(0, 4))
      .toEqual(newest.map((name) => name.trim()));
    expect(namesOf(await readCards(page, "store"))).not.toEqual(names);

    await sortSelect(page).selectOption({ label: "Nom (Z-A)" });
    await expectParams(page, "/boutiques", { sort: "name_desc" });
    // Each page in its order (other tests' stores may push the list past one page).
    await expect
      .poll(async () => {
        const shown = namesOf(await readCards(page, "store"));
        return shown.length > 1 && shown.join("|") === [...shown].sort(byFold).reverse().join("|");
      })
      .toBe(true);

    await page.goto("/boutiques?sort=category");
    const byCategory = await readCards(page, "store");
    const categories = byCategory.map((card) => card.subtitle);
    expect(categories).toEqual([...categories].sort(byFold));
    expect(new Set(categories).size).toBeGreaterThan(1);
  });

  test("a filter that matches nothing shows the empty text and a reset link", async ({ page }) => {
    await page.goto("/boutiques?category=meubles&location=tozeur");
    await expect(page.locator("#store-results")).toHaveText("0 boutique trouvée");
    const section = results(page, "store");
    await expect(section.getByText("Aucune boutique disponible actuellement.")).toBeVisible();
    await expect(section.locator("article")).toHaveCount(0);
    await hydrated(page, "store");
    await section.getByRole("link", { name: "Réinitialiser les filtres" }).click();
    await expectParams(page, "/boutiques", {});
    await expect(page.locator("#store-results")).toHaveText(/^\d+ boutiques trouvées$/);
  });

  test("an unknown place is said, with suggestions that replace it", async ({ page }) => {
    await page.goto("/boutiques?category=materiaux_construction&location=sfa");
    const notice = page.getByRole("status").filter({ hasText: "Lieu inconnu" });
    await expect(notice).toContainText("Lieu inconnu : sfa");
    await hydrated(page, "store");
    await notice.getByRole("link", { name: "Sfax", exact: true }).click();
    await expectParams(page, "/boutiques", {
      category: "materiaux_construction",
      location: "sfax",
    });
    await expect(notice).toHaveCount(0);
    expect(await chosenPlaces(panel(page))).toEqual(["Sfax"]);
    await expect(page.locator("#store-results")).toHaveText("1 boutique trouvée");
    expect((await readCards(page, "store"))[0]?.place).toMatch(inGovernorate("Sfax"));
  });

  test("a place typed that names nothing is said, not ignored", async ({ page }) => {
    await page.goto("/boutiques");
    await hydrated(page, "store");
    await searchPlaces(page, "Atlantide");
    await expectParams(page, "/boutiques", { location: "Atlantide" });
    await expect(page.getByRole("status").filter({ hasText: "Lieu inconnu" })).toHaveText(
      "Lieu inconnu : Atlantide",
    );
    await expect(page.getByText("Aucune boutique disponible actuellement.")).toBeVisible();
  });
});
