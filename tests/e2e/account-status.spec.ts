import type { Browser, Locator, Page } from "@playwright/test";
import { nextMail, toast } from "../fixtures/accounts";
import {
  demoApi,
  freshUser,
  pageAs,
  publishProperty,
  signedInApi,
  type TUser,
  uniqueWord,
} from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, hydrated, test } from "../fixtures/test";

/*
 * Suspending and verifying accounts from the admin panel's users tab (decision 0039), as the
 * administrator, the suspended user and a visitor each notice it.
 */

const origin = () => process.env.E2E_BASE_URL as string;

async function adminPage(browser: Browser): Promise<Page> {
  return pageAs(browser, await demoApi(DEMO_ADMIN_EMAIL, demoPassword()));
}

async function userIdOf(user: TUser): Promise<string> {
  const response = await user.api.get(`${origin()}/api/auth/get-session`);
  const session = (await response.json()) as { user: { id: string } } | null;
  if (!session) throw new Error(`${user.email} n'a pas de session`);
  return session.user.id;
}

/** The users table's row of `email`, found through the tab's search. */
async function userRow(page: Page, email: string): Promise<Locator> {
  await page.goto(`/admin?onglet=utilisateurs&q=${encodeURIComponent(email)}`);
  const rows = page.getByRole("main").getByRole("row").filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  // The row's buttons open a dialog: a click before hydration would do nothing.
  await hydrated(page, "main tbody tr button");
  return rows;
}

/** Clicks a row action, fills the reason when asked, and confirms in 'Êtes-vous sûr ?'. */
async function confirmAction(
  page: Page,
  row: Locator,
  button: string,
  email: string,
  reason?: string,
) {
  await row.getByRole("button", { name: `${button} ${email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
  await expect(dialog).toBeVisible();
  if (reason !== undefined) {
    await dialog
      .getByRole("textbox", { name: "Motif (envoyé par e-mail à l'utilisateur)" })
      .fill(reason);
  }
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe("Suspendre et vérifier un compte", () => {
  test("a suspended account is signed out, refused at sign-in in French and its listing leaves every public page; 'Réactiver' brings it back", async ({
    browser,
  }) => {
    // A seller, a visitor and an administrator, two decisions and their mails: a long journey
    // that outlasted a test's minute on a busy machine.
    test.slow();
    const seller = await freshUser("suspendu", "Walid Ferchichi");
    const sellerId = await userIdOf(seller);
    const word = uniqueWord();
    const title = `Duplex ${word}`;
    const published = await publishProperty(seller.api, { title });
    const sellerPage = await pageAs(browser, seller.api);
    await sellerPage.goto("/mes-annonces");
    await expect(sellerPage.getByRole("main")).toContainText(title);
    const visitor = await pageAs(browser);
    await visitor.goto(`/proprietes?q=${word}`);
    await expect(visitor.getByRole("main")).toContainText(title);

    const admin = await adminPage(browser);
    const row = await userRow(admin, seller.email);
    await confirmAction(admin, row, "Suspendre", seller.email, "Annonces trompeuses répétées.");
    await expect(toast(admin, "Compte suspendu")).toBeVisible();
    await expect(row.getByText("Suspendu", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Réactiver ${seller.email}` })).toBeVisible();

    // Their open session is gone on the very next request.
    await sellerPage.goto("/mes-annonces");
    await expect(sellerPage).toHaveURL(/\/auth\?from=%2Fmes-annonces$/);
    const mail = await nextMail(seller.email, "Votre compte a été suspendu");
    expect(mail.text).toContain("Motif : Annonces trompeuses répétées.");

    // Signing in again is refused, in French.
    await sellerPage.goto("/auth/login");
    await sellerPage.getByRole("textbox", { name: "Email" }).fill(seller.email);
    await sellerPage.getByLabel("Mot de passe", { exact: true }).fill(seller.password);
    await sellerPage.getByRole("button", { name: "Se connecter" }).click();
    await expect(toast(sellerPage, "Compte suspendu")).toContainText(
      "Votre compte a été suspendu par l'équipe de modération.",
    );
    await expect(sellerPage).toHaveURL(/\/auth/);

    // Gone from the list, its page (as a hidden listing's: 404) and the seller page.
    await visitor.goto(`/proprietes?q=${word}`);
    await expect(visitor.getByRole("main")).not.toContainText(title);
    expect((await visitor.goto(published.url))?.status()).toBe(404);
    expect((await visitor.goto(`/utilisateur/${sellerId}/annonces`))?.status()).toBe(404);

    const again = await userRow(admin, seller.email);
    await confirmAction(admin, again, "Réactiver", seller.email, "Annonces corrigées.");
    await expect(toast(admin, "Compte réactivé")).toBeVisible();
    await expect(again.getByText("Suspendu", { exact: true })).toHaveCount(0);

    await visitor.goto(`/proprietes?q=${word}`);
    await expect(visitor.getByRole("main")).toContainText(title);
    expect((await visitor.goto(published.url))?.status()).toBe(200);
    await visitor.goto(`/utilisateur/${sellerId}/annonces`);
    await expect(visitor.getByRole("main")).toContainText(title);
    await signedInApi(seller.email, seller.password);
    await nextMail(seller.email, "Votre compte a été réactivé");

    await admin.goto(`/admin?onglet=journal&q=${encodeURIComponent(seller.email)}`);
    const journal = admin.getByRole("main");
    await expect(journal.getByRole("row").filter({ hasText: "Compte suspendu" })).toHaveCount(1);
    await expect(journal.getByRole("row").filter({ hasText: "Compte réactivé" })).toHaveCount(1);
  });

  test("a suspended seller's listing opens no new conversation; an existing one stays readable, says the account is suspended and takes no message until 'Réactiver'", async ({
    browser,
  }) => {
    // Three accounts, a publication and two decisions of the administrator: a long journey.
    test.slow();
    const seller = await freshUser("suspendu-messages", "Hatem Bouzid");
    const buyer = await freshUser("acheteur-suspendu", "Rim Saidi");
    const other = await freshUser("autre-acheteur", "Yosra Chebbi");
    const published = await publishProperty(seller.api, { title: `Villa ${uniqueWord()}` });
    const composePath = `/messages/nouveau?type=propriete&id=${published.id}`;
    const opened = await buyer.api.post(`${origin()}${composePath}`, {
      form: { annonce: `property:${published.id}`, body: "Bonjour, la villa est libre en août ?" },
      maxRedirects: 0,
    });
    expect(opened.status()).toBe(302);
    const conversationPath = (opened.headers().location ?? "").split("#")[0] as string;
    expect(conversationPath).toMatch(/^\/messages\/[0-9a-f-]{36}$/);

    const admin = await adminPage(browser);
    await confirmAction(
      admin,
      await userRow(admin, seller.email),
      "Suspendre",
      seller.email,
      "Fausses annonces.",
    );
    await expect(toast(admin, "Compte suspendu")).toBeVisible();

    // Nobody opens a conversation about the listing: the hidden listing's answer.
    const otherPage = await pageAs(browser, other.api);
    expect((await otherPage.goto(composePath))?.status()).toBe(404);
    await expect(
      otherPage.getByText("Cette annonce n'existe pas ou n'est plus disponible."),
    ).toBeVisible();

    // The buyer still reads the conversation, is told why there is no message box, and a message
    // posted anyway is refused in French.
    const buyerPage = await pageAs(browser, buyer.api);
    await buyerPage.goto(conversationPath);
    const main = buyerPage.getByRole("main");
    await expect(main.getByText("Bonjour, la villa est libre en août ?")).toBeVisible();
    await expect(
      main.getByText("Ce compte est suspendu : vous ne pouvez pas lui écrire pour le moment."),
    ).toBeVisible();
    await expect(main.getByRole("button", { name: "Envoyer", exact: true })).toHaveCount(0);
    const refused = await buyer.api.post(`${origin()}${conversationPath}`, {
      form: { intent: "send", body: "Vous êtes là ?" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    await buyerPage.reload();
    await expect(main.getByText("Vous êtes là ?")).toHaveCount(0);

    await confirmAction(
      admin,
      await userRow(admin, seller.email),
      "Réactiver",
      seller.email,
      "Annonces vérifiées.",
    );
    await expect(toast(admin, "Compte réactivé")).toBeVisible();
    await buyerPage.reload();
    await expect(main.getByRole("button", { name: "Envoyer", exact: true })).toBeVisible();
    await expect(
      main.getByText("Ce compte est suspendu : vous ne pouvez pas lui écrire pour le moment."),
    ).toHaveCount(0);
    expect((await otherPage.goto(composePath))?.status()).toBe(200);
  });

  test("the administrator cannot suspend their own account nor another administrator", async ({
    browser,
  }) => {
    const admin = await adminPage(browser);
    const own = await userRow(admin, DEMO_ADMIN_EMAIL);
    await expect(own.getByRole("button", { name: `Suspendre ${DEMO_ADMIN_EMAIL}` })).toBeDisabled();

    const colleague = await freshUser("collegue", "Ines Mansouri");
    const adminApi = await demoApi(DEMO_ADMIN_EMAIL, demoPassword());
    const promoted = await adminApi.post(`${origin()}/admin`, {
      form: { intent: "changer-role", userId: await userIdOf(colleague), role: "admin" },
    });
    expect(promoted.status()).toBe(200);
    const row = await userRow(admin, colleague.email);
    await row.getByRole("button", { name: `Suspendre ${colleague.email}` }).click();
    const dialog = admin.getByRole("dialog", { name: "Êtes-vous sûr ?" });
    await expect(dialog).toContainText(
      "Impossible de suspendre un compte administrateur. Veuillez d'abord changer son rôle.",
    );
    await expect(dialog.getByRole("button", { name: "Suspendre", exact: true })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    // And the colleague is still signed in.
    expect((await colleague.api.get(`${origin()}/api/auth/get-session`)).ok()).toBe(true);
    expect(await userIdOf(colleague)).toBeTruthy();
  });

  test("'Vérifier' puts the 'Vérifié' badge on the card, the detail page and the seller page; 'Retirer la vérification' takes it off", async ({
    browser,
  }) => {
    // Every page that shows the badge, three times over, for a visitor, the owner and a fan.
    test.slow();
    const seller = await freshUser("verifie", "Nour Hammami");
    const sellerId = await userIdOf(seller);
    const word = uniqueWord();
    const title = `Studio ${word}`;
    const published = await publishProperty(seller.api, { title });
    const visitor = await pageAs(browser);
    const sellerPage = await pageAs(browser, seller.api);
    const fan = await freshUser("fan-verifie", "Amel Karoui");
    const added = await fan.api.post(`${origin()}/actions/favori`, {
      form: { intent: "add", itemType: "property", itemId: published.id },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(302);
    const fanPage = await pageAs(browser, fan.api);
    /** The badge on the listing's card in 'Mes annonces' (its owner) and 'Mes favoris' (a fan). */
    const ownBadges = async () => {
      const counts: number[] = [];
      for (const [page, path] of [
        [sellerPage, "/mes-annonces"],
        [fanPage, "/mes-favoris"],
      ] as const) {
        await page.goto(path);
        const card = page.getByRole("main").getByRole("article").filter({ hasText: title });
        await expect(card).toHaveCount(1);
        counts.push(await card.getByText("Vérifié", { exact: true }).count());
      }
      return counts;
    };
    expect(await ownBadges()).toEqual([0, 0]);
    const badges = async () => {
      await visitor.goto(`/proprietes?q=${word}`);
      const card = visitor.getByRole("article").filter({ hasText: title });
      await expect(card).toHaveCount(1);
      const onCard = await card.getByText("Vérifié", { exact: true }).count();
      await visitor.goto(published.url);
      const onDetail = await visitor
        .getByRole("main")
        .getByText("Vérifié", { exact: true })
        .count();
      await visitor.goto(`/utilisateur/${sellerId}/annonces`);
      const onSellerPage = await visitor
        .getByRole("main")
        .getByText("Vérifié", { exact: true })
        .count();
      return { onCard, onDetail, onSellerPage };
    };
    expect(await badges()).toEqual({ onCard: 0, onDetail: 0, onSellerPage: 0 });

    const admin = await adminPage(browser);
    const row = await userRow(admin, seller.email);
    await confirmAction(admin, row, "Vérifier", seller.email);
    await expect(toast(admin, "Compte vérifié")).toBeVisible();
    // The header's badge and the card's on the seller page.
    expect(await badges()).toEqual({ onCard: 1, onDetail: 1, onSellerPage: 2 });
    expect(await ownBadges()).toEqual([1, 1]);
    // Said in words to screen readers too, not by its colour.
    await visitor.goto(published.url);
    await expect(visitor.getByRole("main").getByText("Vérifié", { exact: true })).toHaveAttribute(
      "title",
      "Identité du professionnel vérifiée par l'équipe Darna",
    );

    const again = await userRow(admin, seller.email);
    await confirmAction(admin, again, "Retirer la vérification", seller.email);
    await expect(toast(admin, "Vérification retirée")).toBeVisible();
    expect(await badges()).toEqual({ onCard: 0, onDetail: 0, onSellerPage: 0 });
    expect(await ownBadges()).toEqual([0, 0]);
  });
});
