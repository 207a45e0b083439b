import type { Browser, Page, Response } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import { publishService } from "../fixtures/listings";
import { freshUser, pageAs, publishProperty, type TUser, uniqueWord } from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * One rendering for everyone (docs/decisions/0040): a signed-in person whose browser runs the
 * script gets public lists as a visitor sees them, from the page cache, and their own parts (menu,
 * counts, hearts) from one small request once the page has hydrated. What they must be able to
 * rely on: their own parts, never anyone else's, even on the same page in the same second; the
 * visitor's page once signed out; nothing about anyone for a forged or stale cookie.
 */

const PERSONAL_READ = "/actions/moi";

/** A person's browser that has run a page's script once (it then says so in a cookie). */
async function browserOf(browser: Browser, user?: TUser): Promise<Page> {
  const page = await pageAs(browser, user?.api);
  await page.goto("/contact");
  await hydrated(page, "header a[href='/']");
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "darna-js"))
    .toBe(true);
  return page;
}

async function favorite(user: TUser, itemId: string) {
  const response = await user.api.post("/actions/favori", {
    form: { intent: "add", itemType: "property", itemId, enhanced: "1" },
  });
  expect(response.status()).toBe(200);
}

/** The heart of the card whose title is `title`. */
function heartOf(page: Page, title: string) {
  return page
    .locator("article")
    .filter({ has: page.getByRole("link", { name: title }) })
    .locator("form[data-personal]")
    .getByRole("button");
}

async function expectVisitorsPage(response: Response | null) {
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(["HIT", "MISS"]).toContain(response?.headers()["x-cache"]);
  expect(await response?.text()).toContain('<html data-viewer="pending"');
}

test("two people on the same cached list in the same second each see their own menu and hearts", async ({
  browser,
}) => {
  const word = uniqueWord();
  const seller = await freshUser("personal-seller");
  const [first, second] = [
    await publishProperty(seller.api, { title: `Duplex ${word} A` }),
    await publishProperty(seller.api, { title: `Duplex ${word} B` }),
  ];
  const amel = await freshUser("personal-amel", "Amel Chaabane");
  const nizar = await freshUser("personal-nizar", "Nizar Haddad");
  await favorite(amel, first.id);
  await favorite(nizar, second.id);
  const [amelPage, nizarPage] = [await browserOf(browser, amel), await browserOf(browser, nizar)];

  const path = `/proprietes?q=${word}`;
  const [amelResponse, nizarResponse] = await Promise.all([
    amelPage.goto(path),
    nizarPage.goto(path),
  ]);
  await expectVisitorsPage(amelResponse);
  await expectVisitorsPage(nizarResponse);
  // One rendering for both: the same document but for each response's own nonce.
  const withoutNonces = async (response: Response | null) =>
    (await response?.text())
      ?.replace(/nonce="[^"]*"/g, "")
      .replaceAll(response?.headers()["x-request-id"] ?? "-", "");
  expect(await withoutNonces(amelResponse)).toBe(await withoutNonces(nizarResponse));
  expect(await amelResponse?.text()).not.toContain("Amel");

  for (const [page, mine, theirs] of [
    [amelPage, first, second],
    [nizarPage, second, first],
  ] as const) {
    await expect(page.locator("html")).not.toHaveAttribute("data-viewer");
    await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Connexion" })).toHaveCount(0);
    await expect(heartOf(page, mine.fields.title)).toHaveAttribute("aria-pressed", "true");
    await expect(heartOf(page, theirs.fields.title)).toHaveAttribute("aria-pressed", "false");
    await expect(heartOf(page, mine.fields.title)).toBeVisible();
  }
  await amelPage.getByRole("button", { name: "Mon compte" }).click();
  await expect(amelPage.getByText("Amel Chaabane")).toBeVisible();
  await expect(amelPage.getByText("Nizar Haddad")).toHaveCount(0);
  // Learning who reads the page is no sign-in: no 'Connexion réussie'.
  await expect(amelPage.getByText("Connexion réussie")).toHaveCount(0);
  await expect(nizarPage.getByText("Connexion réussie")).toHaveCount(0);

  // The heart still answers in place from the cached page.
  await heartOf(amelPage, second.fields.title).click();
  await expect(heartOf(amelPage, second.fields.title)).toHaveAttribute("aria-pressed", "true");
  const mine = (await (
    await amel.api.get(`${PERSONAL_READ}?annonces=property:${first.id},property:${second.id}`)
  ).json()) as { favorites: string[] };
  expect(mine.favorites.sort()).toEqual([`property:${first.id}`, `property:${second.id}`].sort());
});

test("a person's unread notifications show on the bell of a cached page", async ({ browser }) => {
  const owner = await freshUser("personal-bell", "Rym Ferchichi");
  const reader = await freshUser("personal-bell-reader");
  const serviceId = await publishService(owner, `Plomberie ${uniqueWord()}`);
  const commented = await reader.api.post(`/services/${serviceId}`, {
    form: { intent: "comment", content: "Travail soigné, merci !" },
    maxRedirects: 0,
  });
  expect(commented.status()).toBe(302);

  const page = await browserOf(browser, owner);
  await expectVisitorsPage(await page.goto("/services"));
  const bell = page.getByRole("button", { name: "Notifications" });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleDescription("1 notification non lue");
});

test("signing out shows the visitor's page; a forged session reads as a visitor", async ({
  browser,
}) => {
  const word = uniqueWord();
  const seller = await freshUser("personal-out");
  const listing = await publishProperty(seller.api, { title: `Studio ${word}` });
  const member = await freshUser("personal-out-member");
  await favorite(member, listing.id);
  const page = await browserOf(browser, member);
  const path = `/proprietes?q=${word}`;
  await expectVisitorsPage(await page.goto(path));
  await expect(heartOf(page, listing.fields.title)).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Mon compte" }).click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
  const after = await page.goto(path);
  expect(after?.headers()["cache-control"] ?? "").not.toContain("private");
  expect(await after?.text()).not.toContain("data-viewer");
  await expect(heartOf(page, listing.fields.title)).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();

  // A cookie that is not a session still gets the cached page, and the read tells nothing.
  const forged = await browserOf(browser);
  await forged
    .context()
    .addCookies([
      { name: "better-auth.session_token", value: "forge.abc", url: new URL(page.url()).origin },
    ]);
  await expectVisitorsPage(await forged.goto(path));
  await expect(forged.locator("html")).not.toHaveAttribute("data-viewer");
  await expect(forged.getByRole("link", { name: "Connexion" })).toBeVisible();
  await expect(heartOf(forged, listing.fields.title)).toHaveAttribute("aria-pressed", "false");
  const read = await forged.request.get(`${PERSONAL_READ}?annonces=property:${listing.id}`);
  expect(read.headers()["cache-control"]).toBe("private, no-store");
  expect(await read.json()).toEqual({
    user: null,
    unreadNotifications: { unreadCount: 0, unreadAsOf: expect.any(Number) },
    unreadConversations: 0,
    favorites: [],
  });
});

test("the personal read tells a person only about their own favourites and refuses a forged query", async () => {
  const seller = await freshUser("personal-api");
  const listing = await publishProperty(seller.api, { title: `Loft ${uniqueWord()}` });
  const keeper = await freshUser("personal-api-keeper");
  const other = await freshUser("personal-api-other");
  await favorite(keeper, listing.id);

  const asked = `${PERSONAL_READ}?annonces=property:${listing.id}`;
  const kept = (await (await keeper.api.get(asked)).json()) as { favorites: string[] };
  expect(kept.favorites).toEqual([`property:${listing.id}`]);
  const notKept = (await (await other.api.get(asked)).json()) as {
    favorites: string[];
    user: { email: string };
  };
  expect(notKept.favorites).toEqual([]);
  expect(notKept.user.email).toBe(other.email);

  for (const query of [
    "annonces=property:1%20or%201=1",
    "annonces=voiture:0b7f8f5e-2b1e-4b0a-9a53-6a0d6c1f0e11",
    `annonces=${Array.from({ length: 101 }, () => `property:${listing.id}`).join(",")}`,
  ]) {
    const refused = await keeper.api.get(`${PERSONAL_READ}?${query}`);
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toMatch(/^(Annonce inconnue|Trop d'annonces)/);
  }
});

test("a browser that stopped running the script after saying it did still shows the header's parts", async ({
  browser,
  baseURL,
}) => {
  const member = await freshUser("personal-noscript");
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR" });
  try {
    const page = await context.newPage();
    const origin = baseURL as string;
    await context.addCookies([
      ...(await member.api.storageState()).cookies,
      { name: "darna-js", value: "1", url: origin },
    ]);
    await expectVisitorsPage(await page.goto(`${origin}/proprietes`));
    await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
    await expect(page.locator("article form[data-personal]").first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a person who scrolls before their parts are read stays where they were", async ({
  browser,
}) => {
  const member = await freshUser("personal-scroll");
  const page = await browserOf(browser, member);
  await page.setViewportSize({ width: 390, height: 844 });
  // A slow network: the parts arrive well after the person has started scrolling.
  await page.route(`**${PERSONAL_READ}**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await expectVisitorsPage(await page.goto("/proprietes"));
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(page.locator("html")).not.toHaveAttribute("data-viewer");
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

test("a person who leaves the page before their parts are read gets them on the next one", async ({
  browser,
}) => {
  const member = await freshUser("personal-leave");
  const page = await browserOf(browser, member);
  // The read answers late: the person has gone to another page by then.
  let answered = 0;
  await page.route(`**${PERSONAL_READ}**`, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.fulfill({ response });
    answered++;
  });
  await expectVisitorsPage(await page.goto("/proprietes"));
  await hydrated(page, "header a[href='/contact']");
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
  // Once the overtaken read has answered too, the parts are still shown.
  await expect.poll(() => answered).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(page.locator("html")).not.toHaveAttribute("data-viewer");
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Connexion" })).toBeHidden();
});

test("a stale session on a cached page reads as a visitor, and signing in then says so", async ({
  browser,
}) => {
  const member = await freshUser("personal-stale");
  const page = await browserOf(browser);
  await page
    .context()
    .addCookies([
      { name: "better-auth.session_token", value: "perime.abc", url: new URL(page.url()).origin },
    ]);
  await expectVisitorsPage(await page.goto("/proprietes"));
  await expect(page.locator("html")).not.toHaveAttribute("data-viewer");
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Connexion" }).click();
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("button", { name: "Mon compte" })).toBeVisible();
  await expect(toast(page, "Connexion réussie")).toBeVisible();
});

test("a person's own list comes again from the cache for them alone, and hydrates with its own nonce", async ({
  browser,
}) => {
  const word = uniqueWord();
  const [hana, omar] = [await freshUser("personal-own-hana"), await freshUser("personal-own-omar")];
  const [hanas, omars] = [
    await publishProperty(hana.api, { title: `Villa ${word} Hana` }),
    await publishProperty(omar.api, { title: `Villa ${word} Omar` }),
  ];
  const [hanaPage, omarPage] = [await pageAs(browser, hana.api), await pageAs(browser, omar.api)];
  // Any write on the server (other tests run beside this one) empties the cache: the second of
  // two loads with no write between them comes from it.
  const kept: { response?: Response | null } = {};
  await expect(async () => {
    await hanaPage.goto("/mes-annonces");
    kept.response = await hanaPage.goto("/mes-annonces");
    expect(kept.response?.headers()["x-cache"]).toBe("HIT");
  }).toPass({ timeout: 60_000 });
  const again = kept.response;
  const omarsOwn = await omarPage.goto("/mes-annonces");
  expect(again?.headers()["cache-control"]).toBe("private, no-store");
  const hanaHtml = (await again?.text()) ?? "";
  expect(hanaHtml).toContain(hanas.fields.title);
  expect(hanaHtml).not.toContain(omars.fields.title);
  expect(await omarsOwn?.text()).toContain(omars.fields.title);
  expect(await omarsOwn?.text()).not.toContain(hanas.fields.title);
  // The kept page runs under this response's nonce: it hydrates and navigates in place.
  await hydrated(hanaPage, "main h1");
  await hanaPage.getByRole("main").getByRole("link", { name: "Vue en liste" }).click();
  await expect(hanaPage).toHaveURL("/mes-annonces?vue=liste");
  await expect(
    hanaPage.getByRole("table", { name: "Mes annonces" }).getByText(hanas.fields.title),
  ).toBeVisible();
});
