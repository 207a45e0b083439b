import type { APIRequestContext, Page } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import { publishService } from "../fixtures/listings";
import { freshUser, pageAs, type TUser } from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Notifications: the owner of a service hears of a
 * comment live (toast, badge), reads it in the bell's popover, and only ever reads or changes
 * their own notifications. Every test makes its own accounts and service on the shared server.
 */

type TNotificationItem = { id: string; read: boolean; serviceId: string; serviceName: string };
type TList = {
  notifications: TNotificationItem[];
  hasMore: boolean;
  unreadCount: number;
  unreadAsOf: number;
};

const ENDPOINT = "/actions/notifications";

/** A comment posted by `author` through the service page's form (no JavaScript needed). */
async function comment(author: TUser, serviceId: string, content: string) {
  const response = await author.api.post(`/services/${serviceId}`, {
    form: { intent: "comment", content },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

async function listOf(api: APIRequestContext): Promise<TList> {
  const response = await api.get(ENDPOINT);
  expect(response.status()).toBe(200);
  return (await response.json()) as TList;
}

/** A signed-in page of `user`'s, once its live connection is open. */
async function livePage(browser: Parameters<typeof pageAs>[0], user: TUser, path: string) {
  const page = await pageAs(browser, user.api);
  const connected = page.waitForResponse((response) => response.url().includes("/api/events"));
  await page.goto(path);
  await connected;
  return page;
}

/** A service owner on a live page of `path`, and another account that comments on it. */
async function ownerAndCommenter(browser: Parameters<typeof pageAs>[0], tag: string, path: string) {
  const owner = await freshUser(tag, "Nadia Ferchichi");
  const serviceName = uniqueName("Plomberie du Lac");
  const serviceId = await publishService(owner, serviceName);
  const commenter = await freshUser(`${tag}-auteur`, "Walid Mansour");
  const page = await livePage(browser, owner, path);
  const nav = page.getByRole("banner").getByRole("navigation").first();
  return { owner, serviceName, serviceId, commenter, page, nav };
}

const bellOf = (page: Page) => page.getByRole("button", { name: "Notifications", exact: true });
const badgeOf = (page: Page) => bellOf(page).locator("[data-notification-badge]");
const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("notifications", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the owner hears of a comment live, reads it in the popover, then marks all read", async ({
    browser,
  }) => {
    const owner = await freshUser("notif-proprietaire", "Nadia Ferchichi");
    const serviceName = uniqueName("Plomberie Ferchichi");
    const serviceId = await publishService(owner, serviceName);
    const commenter = await freshUser("notif-commentateur", "Walid Mansour");

    const page = await livePage(browser, owner, "/proprietes");
    await expect(bellOf(page)).toBeVisible();
    await expect(badgeOf(page)).toHaveCount(0);

    // Another person, in another browser, comments through the page's form.
    const other = await pageAs(browser, commenter.api);
    await other.goto(`/services/${serviceId}`);
    await expect(other.locator('input[name="enhanced"]').first()).toBeAttached();
    await other.getByLabel("Votre commentaire").fill("Travail propre et rapide, merci !");
    await other.getByRole("button", { name: "Publier le commentaire" }).click();
    await expect(toast(other, "Commentaire publié avec succès")).toBeVisible();
    // The commenter is not the owner: no bell rings on their side.
    await expect(badgeOf(other)).toHaveCount(0);

    // The owner's page never reloaded.
    await expect(toast(page, "Nouveau commentaire")).toContainText(
      `Walid Mansour a commenté votre service « ${serviceName} »`,
    );
    await expect(badgeOf(page)).toHaveText("1");
    await comment(commenter, serviceId, "Et ponctuel en plus.");
    await expect(badgeOf(page)).toHaveText("2");

    // The badge is rendered by the server too.
    await page.reload();
    await expect(badgeOf(page)).toHaveText("2");

    await bellOf(page).click();
    const popover = page.getByRole("menu");
    const items = popover.getByRole("menuitem").filter({ hasText: "a commenté votre service" });
    await expect(items).toHaveCount(2);
    for (const item of await items.all()) {
      await expect(item).toContainText("Walid Mansour");
      await expect(item).toContainText(`« ${serviceName} »`);
      await expect(item).toContainText("Non lue");
    }

    // Opening one marks it read and goes to the service.
    await items.first().click();
    await expect(page).toHaveURL(`/services/${serviceId}`);
    await expect(page.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
    await expect(badgeOf(page)).toHaveText("1");
    await expect
      .poll(async () => (await listOf(owner.api)).notifications.map((item) => item.read))
      .toEqual([true, false]);

    // Opening again reloads the list, slowly here: 'Tout marquer comme lu' comes before its
    // answer, which was read before the mark and must not put 'Non lue' back.
    const notificationsEndpoint = (url: URL) =>
      url.pathname === "/actions/notifications" && url.search === "";
    await page.route(notificationsEndpoint, async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      // Read by the server now, handed to the page later.
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ response });
    });
    const listReloaded = page.waitForResponse(
      (response) =>
        notificationsEndpoint(new URL(response.url())) && response.request().method() === "GET",
    );
    await bellOf(page).click();
    await expect(items.first()).not.toContainText("Non lue");
    await expect(items.nth(1)).toContainText("Non lue");
    await popover.getByRole("menuitem", { name: "Tout marquer comme lu" }).click();
    await expect(badgeOf(page)).toHaveCount(0);
    await expect(items.nth(1)).not.toContainText("Non lue");
    await listReloaded;
    // What the list's late answer would have put back, given the time to be drawn.
    await page.waitForTimeout(1_000);
    expect(await items.nth(1).textContent()).not.toContain("Non lue");
    await page.unroute(notificationsEndpoint);
    await expect.poll(async () => (await listOf(owner.api)).unreadCount).toBe(0);
    await page.reload();
    await expect(bellOf(page)).toBeVisible();
    await expect(badgeOf(page)).toHaveCount(0);
    await page.context().close();
    await other.context().close();
  });

  test("clicking a notification marks it read: the badge agrees with the database once the page settles, 20 times", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { owner, serviceName, serviceId, commenter, page, nav } = await ownerAndCommenter(
      browser,
      "notif-clic",
      "/proprietes",
    );

    for (let round = 1; round <= 20; round++) {
      await comment(commenter, serviceId, `Commentaire numéro ${round}`);
      await expect(badgeOf(page), `tour ${round} : la notification arrive`).toHaveText("1");
      await bellOf(page).click();
      const unread = page.getByRole("menu").getByRole("menuitem").filter({ hasText: "Non lue" });
      await expect(unread).toHaveCount(1);
      // The first time with the pointer (it waits for the 'Nouveau commentaire' toast, which
      // covers the list, to leave), then with the keyboard, as the menu allows.
      if (round === 1) {
        await unread.click();
      } else {
        await unread.focus();
        await page.keyboard.press("Enter");
      }
      await expect(page).toHaveURL(`/services/${serviceId}`);
      await expect(page.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
      await expect.poll(async () => (await listOf(owner.api)).unreadCount).toBe(0);
      // Settled: the page's live connection is open again and nothing is on its way.
      await page.waitForTimeout(300);
      await expect(badgeOf(page), `tour ${round} : après la navigation`).toHaveCount(0);
      // Back to the list through the header, as a person would, for the next round.
      await nav.getByRole("link", { name: "Propriétés" }).click();
      await expect(page).toHaveURL("/proprietes");
      await expect(badgeOf(page), `tour ${round} : de retour sur la liste`).toHaveCount(0);
    }
    await page.context().close();
  });

  test("two comments arriving while the owner moves between pages: the badge ends equal to the unread count", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { owner, serviceId, commenter, page, nav } = await ownerAndCommenter(
      browser,
      "notif-navigation",
      "/",
    );

    for (let round = 1; round <= 3; round++) {
      const before = (await listOf(owner.api)).unreadCount;
      // The comments land at moments the owner does not choose: during page loads, client
      // navigations and the reconnection of the live channel that each page change brings.
      const commenting = (async () => {
        await page.waitForTimeout(150 * round);
        await comment(commenter, serviceId, `Premier commentaire ${round}`);
        await page.waitForTimeout(250);
        await comment(commenter, serviceId, `Second commentaire ${round}`);
      })();
      await nav.getByRole("link", { name: "Propriétés" }).click();
      await page.goto(`/services/${serviceId}`);
      await nav.getByRole("link", { name: "Services" }).click();
      await page.goBack();
      await nav.getByRole("link", { name: "Accueil" }).click();
      await commenting;
      const unread = (await listOf(owner.api)).unreadCount;
      expect(unread).toBe(before + 2);
      await expect(badgeOf(page), `tour ${round}`).toHaveText(String(unread));
      await page.reload();
      await expect(badgeOf(page), `tour ${round}, rechargée`).toHaveText(String(unread));
    }
    await page.context().close();
  });

  test("a new account sees the empty state; the popover works with the keyboard", async ({
    browser,
  }) => {
    const user = await freshUser("notif-vide", "Hela Jaziri");
    const page = await pageAs(browser, user.api);
    await page.goto("/");
    const bell = bellOf(page);
    await expect(badgeOf(page)).toHaveCount(0);
    await hydrated(page, 'button[aria-label="Notifications"]');
    await bell.focus();
    await page.keyboard.press("Enter");
    const popover = page.getByRole("menu");
    await expect(popover).toBeVisible();
    await expect(popover.getByText("Aucune notification à afficher")).toBeVisible();
    await expect(popover.getByRole("menuitem", { name: "Tout marquer comme lu" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(bell).toBeFocused();

    // A click outside closes it as well.
    await bell.click();
    await expect(popover).toBeVisible();
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(popover).toBeHidden();
    await page.context().close();
  });

  test("more than a page of notifications: the older ones load at the end of the list", async ({
    browser,
  }) => {
    const owner = await freshUser("notif-nombreuses", "Olfa Trabelsi");
    const fan = await freshUser("notif-fan", "Walid Chaabane");
    const serviceId = await publishService(owner, uniqueName("Plomberie Sfax"));
    // The popover loads 30 at a time (app/features/notifications/list-notifications.server.ts).
    const total = 33;
    for (let index = 1; index <= total; index++) {
      await comment(fan, serviceId, `Commentaire numéro ${index}`);
    }
    const page = await pageAs(browser, owner.api);
    await page.goto("/");
    await expect(badgeOf(page)).toHaveText(String(total));
    await bellOf(page).click();
    const popover = page.getByRole("menu");
    const entries = popover.getByRole("menuitem", { name: /a commenté votre service/ });
    await expect(entries).toHaveCount(30);
    const more = popover.getByRole("menuitem", {
      name: "Afficher les notifications plus anciennes",
    });
    await more.click();
    await expect(entries).toHaveCount(total);
    await expect(more).toHaveCount(0);
    await expect(popover).toBeVisible();
    await page.context().close();
  });

  test("a visitor's home page has no bell and loads none of its code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Notifications" })).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /notification|profile-menu/.test(path))).toEqual([]);
  });

  test("nobody reads or marks another user's notifications; bad requests get a French 4xx", async ({
    request,
  }) => {
    const owner = await freshUser("notif-api-proprietaire", "Sonia Ben Ali");
    const serviceId = await publishService(owner, uniqueName("Électricité Ben Ali"));
    const commenter = await freshUser("notif-api-commentateur", "Fares Gharbi");
    await comment(commenter, serviceId, "Très professionnel.");

    const mine = await listOf(owner.api);
    expect(mine.unreadCount).toBe(1);
    expect(mine.notifications).toHaveLength(1);
    const notification = mine.notifications[0] as TNotificationItem;
    expect(notification).toMatchObject({ read: false, serviceId });

    // Another signed-in user sees their own (none) and cannot change the owner's.
    const intruder = await freshUser("notif-api-intrus", "Yassine Trabelsi");
    expect(await listOf(intruder.api)).toEqual({
      notifications: [],
      hasMore: false,
      unreadCount: 0,
      unreadAsOf: expect.any(Number),
    });
    // Nor page through them from one of the owner's ids.
    const paged = await intruder.api.get(`${ENDPOINT}?avant=${notification.id}`);
    expect(((await paged.json()) as TList).notifications).toEqual([]);
    const badCursor = await owner.api.get(`${ENDPOINT}?avant=12`);
    expect(badCursor.status()).toBe(400);
    expect(await badCursor.json()).toEqual({
      ok: false,
      message: "Identifiant de notification invalide",
    });
    const refused = await intruder.api.post(ENDPOINT, {
      form: { intent: "mark-read", id: notification.id },
    });
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toEqual({
      ok: false,
      message: "Cette notification n'existe pas ou a été supprimée.",
    });
    const all = await intruder.api.post(ENDPOINT, { form: { intent: "mark-all-read" } });
    expect(await all.json()).toEqual({ ok: true, unreadCount: 0, unreadAsOf: expect.any(Number) });

    // A visitor gets nothing.
    const visitorList = await request.get(ENDPOINT);
    expect(visitorList.status()).toBe(401);
    expect(await visitorList.json()).toEqual({
      ok: false,
      message: "Vous devez être connecté pour voir vos notifications.",
    });
    const visitorPost = await request.post(ENDPOINT, { form: { intent: "mark-all-read" } });
    expect(visitorPost.status()).toBe(401);
    expect((await request.get(`${ENDPOINT}?compte`)).status()).toBe(401);
    // The count alone, as the bell asks for it, is the user's own.
    expect(await (await owner.api.get(`${ENDPOINT}?compte`)).json()).toEqual({
      unreadCount: 1,
      unreadAsOf: expect.any(Number),
    });
    expect(await (await intruder.api.get(`${ENDPOINT}?compte`)).json()).toMatchObject({
      unreadCount: 0,
    });

    // Malformed requests from the owner: 400 and a French message, never a 500.
    const malformed: Array<[Parameters<APIRequestContext["post"]>[1], string]> = [
      [{ form: { intent: "mark-read", id: "12" } }, "Identifiant de notification invalide"],
      [{ form: { intent: "mark-read" } }, "Identifiant de notification invalide"],
      [{ form: { id: notification.id } }, "Action inconnue"],
      [{ form: { intent: "tout-supprimer" } }, "Action inconnue"],
      [
        { data: "{pas du json", headers: { "content-type": "application/json" } },
        "Action inconnue",
      ],
      [{ data: [1, 2, 3] }, "Action inconnue"],
    ];
    for (const [options, message] of malformed) {
      const response = await owner.api.post(ENDPOINT, options);
      expect(response.status(), JSON.stringify(options)).toBe(400);
      expect(await response.json()).toEqual({ ok: false, message });
    }

    // Nothing changed for the owner (only the moment of counting moved); their own request works,
    // in JSON too.
    const now = await listOf(owner.api);
    expect(now.unreadAsOf).toBeGreaterThan(mine.unreadAsOf);
    expect({ ...now, unreadAsOf: mine.unreadAsOf }).toEqual(mine);
    const marked = await owner.api.post(ENDPOINT, {
      data: { intent: "mark-read", id: notification.id.toUpperCase() },
    });
    expect(await marked.json()).toEqual({
      ok: true,
      unreadCount: 0,
      unreadAsOf: expect.any(Number),
    });
    expect((await listOf(owner.api)).notifications[0]?.read).toBe(true);
  });
});
