import { choosePlace, chosenPlaces } from "../fixtures/place-box";
import {
  freshUser,
  publishProperty,
  readCards,
  resultCount,
  shareSession,
  type TUser,
  uniqueWord,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Finding a home where one lives (issue 23) on /proprietes: a delegation, several places, S+n
 * and a budget typed freely; an unknown place said with what it probably meant; an empty search
 * that leads to a wider one; and the delegation's own location page.
 */

test.describe.configure({ mode: "serial" });

let owner: TUser;
const word = uniqueWord("lieu");

test.beforeAll(async () => {
  owner = await freshUser("places");
  const rent = {
    announcement_type: "location",
    type: "appartement",
    governorate: "tunis",
  } as const;
  await publishProperty(owner.api, {
    ...rent,
    delegation: "la-marsa",
    title: `Appartement S+2 ${word} à La Marsa`,
    price: "1400",
    rooms: "2",
  });
  await publishProperty(owner.api, {
    ...rent,
    delegation: "la-marsa",
    title: `Appartement S+4 ${word} à La Marsa`,
    price: "2600",
    rooms: "4",
  });
  await publishProperty(owner.api, {
    ...rent,
    governorate: "ariana",
    delegation: "ariana-ville",
    title: `Appartement S+3 ${word} à Ariana`,
    price: "1200",
    rooms: "3",
  });
});

const titles = async (page: import("@playwright/test").Page) =>
  (await readCards(page)).map((card) => card.title).sort();

test("une famille cherche un S+2 ou S+3 à louer à La Marsa ou Ariana pour 1 500 TND au plus", async ({
  page,
}) => {
  await page.goto(`/proprietes?announcementType=location&q=${word}`);
  await hydrated(page, 'form[aria-label="Filtres"] input[name="q"]');
  const panel = page.getByRole("form", { name: "Filtres" });
  await choosePlace(page, panel, "marsa", "La Marsa (Tunis)");
  await choosePlace(page, panel, "ariana", "Ariana");
  await panel.getByRole("textbox", { name: "Prix max" }).fill("1 500");
  await panel.getByRole("button", { name: "Appliquer les filtres" }).click();
  await expect(page).toHaveURL(
    `/proprietes?announcementType=location&location=la_marsa,ariana&price=-1500&q=${word}`,
  );
  await expect
    .poll(() => titles(page))
    .toEqual([`Appartement S+2 ${word} à La Marsa`, `Appartement S+3 ${word} à Ariana`].sort());
  expect(await chosenPlaces(panel)).toEqual(["La Marsa (Tunis)", "Ariana"]);
  const cards = await readCards(page);
  // Cards name the delegation, then the governorate, then the street.
  expect(cards.map((card) => card.place).sort()).toEqual([
    expect.stringMatching(/^Ariana Ville, Ariana,/),
    expect.stringMatching(/^La Marsa, Tunis,/),
  ]);

  // S+3 only: the S+2 of La Marsa leaves the list.
  await panel.getByRole("checkbox", { name: "S+3" }).check();
  await expect(page).toHaveURL(/rooms=3/);
  await expect.poll(() => titles(page)).toEqual([`Appartement S+3 ${word} à Ariana`]);
});

test("la recherche de la famille survit au rechargement, au partage, et devient une alerte", async ({
  page,
  browser,
}) => {
  const search = `/proprietes?announcementType=location&location=la_marsa,ariana&price=-1500&rooms=2,3&q=${word}`;
  const family = [`Appartement S+2 ${word} à La Marsa`, `Appartement S+3 ${word} à Ariana`].sort();
  await page.goto(search);
  await expect.poll(() => titles(page)).toEqual(family);
  await page.reload();
  await expect.poll(() => titles(page)).toEqual(family);
  expect(await chosenPlaces(page.getByRole("form", { name: "Filtres" }))).toEqual([
    "La Marsa (Tunis)",
    "Ariana",
  ]);

  // The address shared with someone else shows them the same listings.
  const shared = await browser.newContext({ locale: "fr-FR" });
  const friend = await shared.newPage();
  await friend.goto(search);
  await expect.poll(() => titles(friend)).toEqual(family);
  await shared.close();

  await shareSession(page, owner.api);
  await page.goto(search);
  await page.getByRole("link", { name: "Créer une alerte" }).click();
  await expect(page).toHaveURL(/\/mes-alertes\/nouvelle\/proprietes\?/);
  const asked = page.getByRole("region", { name: "Votre recherche" });
  await expect(asked.getByRole("listitem")).toHaveText([
    "Bien à louer",
    "La Marsa (Tunis), Ariana",
    /^≤ 1\s500 TND$/,
    "S+2 ou S+3",
    `« ${word} »`,
  ]);
  await page.getByRole("button", { name: "Créer l'alerte" }).click();
  await expect(page).toHaveURL("/mes-alertes");
  await expect(
    page.getByText(/Propriétés · Bien à louer · La Marsa \(Tunis\), Ariana/),
  ).toBeVisible();
});

test("sans JavaScript, les bornes libres et les S+n s'envoient aussi", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(`/proprietes?q=${word}`);
  const panel = page.getByRole("form", { name: "Filtres" });
  await panel.getByRole("textbox", { name: "Emplacement" }).fill("La Marsa");
  await panel.getByRole("textbox", { name: "Prix min" }).fill("2000");
  await panel.getByRole("checkbox", { name: "S+4" }).check();
  await panel.getByRole("button", { name: "Appliquer les filtres" }).click();
  await page.waitForURL(/location=la_marsa/);
  expect(await resultCount(page)).toBe(1);
  expect((await readCards(page)).map((card) => card.title)).toEqual([
    `Appartement S+4 ${word} à La Marsa`,
  ]);
  await context.close();
});

test("un lieu inconnu est dit, avec le lieu voulu", async ({ page }) => {
  await page.goto(`/proprietes?location=marssa&q=${word}`);
  const notice = page.getByRole("status").filter({ hasText: "Lieu inconnu" });
  await expect(notice).toContainText("Lieu inconnu : marssa");
  await notice.getByRole("link", { name: "La Marsa (Tunis)" }).click();
  await expect(page).toHaveURL(`/proprietes?location=la_marsa&q=${word}`);
  await expect(notice).toHaveCount(0);
  await expect.poll(() => resultCount(page)).toBe(2);
});

test("une recherche vide propose la même, plus large, avec ce qu'elle trouve", async ({ page }) => {
  await page.goto(`/proprietes?location=carthage&q=${word}`);
  await expect(page.getByText("Aucun résultat trouvé")).toBeVisible();
  const wider = page.getByRole("navigation", { name: "Élargir la recherche" });
  await expect(
    wider.getByRole("link", { name: "Dans tout le gouvernorat de Tunis (2)" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Créer une alerte" })).toHaveCount(1);
  await wider.getByRole("link", { name: "Dans tout le gouvernorat de Tunis (2)" }).click();
  await expect(page).toHaveURL(`/proprietes?location=tunis&q=${word}`);
  await expect.poll(() => resultCount(page)).toBe(2);

  await page.goto(`/proprietes?location=ariana&price=-1000&q=${word}`);
  await page
    .getByRole("navigation", { name: "Élargir la recherche" })
    .getByRole("link", { name: /^Jusqu'à 1\s250 TND \(1\)$/ })
    .click();
  await expect(page).toHaveURL(`/proprietes?location=ariana&price=-1250&q=${word}`);
  await expect.poll(() => resultCount(page)).toBe(1);
});

test("la page de la délégation compte ses annonces et mène à sa liste", async ({ page }) => {
  const response = await page.goto("/immobilier/tunis/la-marsa");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL("/immobilier/tunis/la_marsa");
  await expect(
    page.getByRole("heading", { level: 1, name: "Immobilier à La Marsa (Tunis)" }),
  ).toBeVisible();
  await page.getByRole("link", { name: /annonces? à louer$/ }).click();
  await expect(page).toHaveURL("/proprietes?announcementType=location&location=la_marsa");
  await page.goto("/immobilier/tunis");
  await page.getByRole("link", { name: "La Marsa", exact: true }).click();
  await expect(page).toHaveURL("/immobilier/tunis/la_marsa");
  expect((await page.goto("/immobilier/sfax/la_marsa"))?.status()).toBe(404);
});

test("une recherche en arabe devient les filtres qu'elle nomme, et trouve le texte arabe", async ({
  page,
}) => {
  const tag = uniqueWord("ar");
  // A seller of their own: publishing is limited per person, and the owner above has used three.
  const seller = await freshUser("arabe");
  const rent = { announcement_type: "location", type: "appartement", rooms: "2" } as const;
  await publishProperty(seller.api, {
    ...rent,
    governorate: "ariana",
    delegation: "ariana-ville",
    // A right-to-left override pasted in a title is kept out of it (lib/text.ts).
    title: `شقة مفروشة ${tag}\u202e قرب المترو`,
    price: "1100",
  });
  await publishProperty(seller.api, {
    ...rent,
    governorate: "tunis",
    delegation: "la-marsa",
    title: `شقة مفروشة ${tag} بالمرسى`,
    price: "1500",
  });
  await publishProperty(seller.api, {
    ...rent,
    announcement_type: "vente",
    governorate: "ariana",
    delegation: "ariana-ville",
    title: `شقة للبيع ${tag}`,
    price: "250000",
  });

  await page.goto("/proprietes");
  await hydrated(page, 'form[aria-label="Filtres"] input[name="q"]');
  const panel = page.getByRole("form", { name: "Filtres" });
  await panel.locator('input[name="q"]').fill(`شقة للكراء أريانة ${tag}`);
  await panel.getByRole("button", { name: "Appliquer les filtres" }).click();
  // The words that name filters leave the search for the filters they name.
  await expect(page).toHaveURL(
    `/proprietes?announcementType=location&category=appartement&location=ariana&q=${tag}`,
  );
  await expect.poll(() => titles(page)).toEqual([`شقة مفروشة ${tag} قرب المترو`]);
  expect(await chosenPlaces(panel)).toEqual(["Ariana"]);
  await expect(panel.locator('input[name="q"]')).toHaveValue(tag);
  // The owner's words take their own direction inside the French page.
  await expect(page.locator(".listing-card-title").first()).toHaveAttribute("dir", "auto");

  // Free Arabic text, spelt another way ('ه' for 'ة'), and a place with its glued prefix.
  await page.goto(`/proprietes?q=${encodeURIComponent(`مفروشه ${tag}`)}`);
  await expect
    .poll(() => titles(page))
    .toEqual([`شقة مفروشة ${tag} بالمرسى`, `شقة مفروشة ${tag} قرب المترو`].sort());
  await page.goto(`/proprietes?q=${encodeURIComponent(`شقق بالمرسى S2 ${tag}`)}`);
  await expect(page).toHaveURL(
    `/proprietes?category=appartement&location=la_marsa&rooms=2&q=${tag}`,
  );
  await expect.poll(() => titles(page)).toEqual([`شقة مفروشة ${tag} بالمرسى`]);
});
