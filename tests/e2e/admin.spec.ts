import { type APIRequestContext, type Browser, type Page, request } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import { demoApi, freshUser, pageAs, type TUser } from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, hydrated, test } from "../fixtures/test";

/*
 * The admin panel's users and journal tabs. Every test
 * works on accounts it creates; the demo administrator (shared by parallel tests) only acts and
 * is never promoted, demoted or deleted.
 */

const origin = () => process.env.E2E_BASE_URL as string;

function adminApi(): Promise<APIRequestContext> {
  return demoApi(DEMO_ADMIN_EMAIL, demoPassword());
}

async function adminPage(browser: Browser): Promise<Page> {
  return pageAs(browser, await adminApi());
}

async function userIdOf(user: TUser): Promise<string> {
  const response = await user.api.get(`${origin()}/api/auth/get-session`);
  const session = (await response.json()) as { user: { id: string } } | null;
  if (!session) throw new Error(`${user.email} n'a pas de session`);
  return session.user.id;
}

/**
 * Holds the page's data requests (`/admin.data`, of `method`) until the returned function is
 * called, so that a busy or loading state can be seen whatever the server's speed.
 */
async function holdAdminData(page: Page, method: "GET" | "POST"): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/admin\.data/, async (route) => {
    if (route.request().method() === method) await held;
    await route.continue();
  });
  return () => {
    release();
    void page.unrouteAll({ behavior: "ignoreErrors" });
  };
}

/** Searches the open tab's table through its search box. */
async function search(page: Page, label: string, text: string) {
  const main = page.getByRole("main");
  await main.getByRole("searchbox", { name: label }).fill(text);
  await main.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
}

/** The users table's row of `email`, after searching for it. */
async function userRow(page: Page, email: string) {
  await search(page, "Rechercher un utilisateur", email);
  const rows = page.getByRole("main").getByRole("row").filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  return rows;
}

/** Opens the row action's 'Êtes-vous sûr ?' dialog. */
async function openDialog(page: Page, row: ReturnType<Page["getByRole"]>, button: string) {
  await row.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("Panneau d'administration : utilisateurs et journal", () => {
  test("visitors are sent to sign in and plain users home", async ({ page, browser }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth\?from=%2Fadmin$/);

    const member = await freshUser("admin-refus", "Rania Khelifi");
    const memberPage = await pageAs(browser, member.api);
    await memberPage.goto("/admin?onglet=journal");
    await expect(memberPage).toHaveURL(`${origin()}/`);
    await expect(memberPage.getByRole("heading", { name: "Panneau d'administration" })).toHaveCount(
      0,
    );
    // Nor can they act through the page's action (promoting themselves) or the API.
    const memberId = await userIdOf(member);
    await member.api.post(`${origin()}/admin`, {
      form: { intent: "changer-role", userId: memberId, role: "admin" },
      maxRedirects: 0,
    });
    const api = await member.api.post(`${origin()}/api/admin/delete-user`, {
      data: { adminOperation: true, targetUserId: memberId },
    });
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({
      error: "Action réservée aux administrateurs.",
      code: "FORBIDDEN",
    });
    await memberPage.goto("/admin");
    await expect(memberPage).toHaveURL(`${origin()}/`);
    expect((await member.api.get(`${origin()}/api/auth/get-session`)).ok()).toBe(true);
    await memberPage.context().close();
  });

  test("the administrator sees the panel, the users table and cannot change their own role", async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.goto("/admin?onglet=utilisateurs");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Panneau d'administration");
    await expect(
      main.getByText("Gérez les utilisateurs, propriétés, services et boutiques"),
    ).toBeVisible();
    await expect(main.getByText("Admin", { exact: true }).first()).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Tableau de bord administrateur" }),
    ).toBeVisible();

    const tabs = main.getByRole("navigation", { name: "Sections du panneau d'administration" });
    await expect(tabs.getByRole("link")).toHaveText([
      "Aperçu",
      "Utilisateurs",
      "Propriétés",
      "Services",
      "Boutiques",
      "Signalements",
      "Messages",
      "Journal",
    ]);
    await expect(tabs.getByRole("link", { name: "Utilisateurs" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(main.getByRole("heading", { name: "Synchronisation des Profils" })).toBeVisible();
    await expect(main.getByRole("columnheader")).toHaveText([
      "#",
      "Utilisateur",
      "Email",
      "Rôle",
      "Inscrit le",
      "Actions",
    ]);

    // While the tab's data loads, the panel stays and the tab says what it loads.
    const release = await holdAdminData(page, "GET");
    await tabs.getByRole("link", { name: "Journal" }).click();
    await expect(main.getByText("Chargement du journal...")).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Tableau de bord administrateur" }),
    ).toBeVisible();
    release();
    await expect(main.getByText("Chargement du journal...")).toBeHidden();
    await expect(tabs.getByRole("link", { name: "Journal" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(main.getByRole("searchbox", { name: "Rechercher dans le journal" })).toBeVisible();
    await tabs.getByRole("link", { name: "Utilisateurs" }).click();

    const own = await userRow(page, DEMO_ADMIN_EMAIL);
    await expect(own.getByText("Admin", { exact: true })).toBeVisible();
    await expect(own.getByRole("cell").nth(3)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    const roleButton = own.getByRole("button", { name: `Rétrograder ${DEMO_ADMIN_EMAIL}` });
    await expect(roleButton).toBeDisabled();
    await expect(
      own.locator('[title="Vous ne pouvez pas modifier votre propre rôle"]'),
    ).toContainText("Rétrograder");
    await expect(own.getByRole("button", { name: `Supprimer ${DEMO_ADMIN_EMAIL}` })).toBeDisabled();

    // A forged self-demotion is refused by the server: the role stays, the journal says why.
    const api = await adminApi();
    const session = (await (await api.get(`${origin()}/api/auth/get-session`)).json()) as {
      user: { id: string };
    };
    await api.post(`${origin()}/admin`, {
      form: { intent: "changer-role", userId: session.user.id, role: "user" },
      maxRedirects: 0,
    });
    await page.reload();
    await expect(own.getByText("Admin", { exact: true })).toBeVisible();
    await page.goto("/admin?onglet=journal&q=propre+r%C3%B4le");
    const refusal = page.getByRole("main").getByRole("row").filter({ hasText: "Refusé" }).first();
    await expect(refusal).toContainText("Changement de rôle");
    await expect(refusal).toContainText("Vous ne pouvez pas modifier votre propre rôle");
    await page.context().close();
  });

  test("on a 390 px phone the page keeps its width and the tables scroll sideways", async ({
    browser,
  }) => {
    // At least one journal line, whatever ran before.
    const api = await adminApi();
    await api.post(`${origin()}/admin`, {
      form: { intent: "synchroniser-profils" },
      maxRedirects: 0,
    });
    const page = await adminPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/admin?onglet=utilisateurs", "/admin?onglet=journal"]) {
      await page.goto(path);
      const table = page.getByRole("main").getByRole("table");
      await expect(table).toBeVisible();
      const [pageWidth, frame] = await table.evaluate((element) => {
        const scroller = element.parentElement as HTMLElement;
        return [
          document.documentElement.scrollWidth,
          { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth },
        ] as const;
      });
      expect(pageWidth, path).toBeLessThanOrEqual(390);
      expect(frame.scrollWidth, path).toBeGreaterThan(frame.clientWidth);
    }
    await page.context().close();
  });

  test("promote, blocked deletion of an admin, demote, delete: the user and their sign-in are gone", async ({
    browser,
  }) => {
    test.slow();
    const target = await freshUser("admin-cible", "Walid Bouazizi");
    const targetId = await userIdOf(target);
    const page = await adminPage(browser);
    await page.goto("/admin?onglet=utilisateurs");

    // The search narrows the table to the one account.
    const row = await userRow(page, target.email);
    await expect(row.getByRole("rowheader")).toHaveText("Walid Bouazizi");
    await expect(row.getByText("Utilisateur", { exact: true })).toBeVisible();

    let dialog = await openDialog(page, row, `Promouvoir ${target.email}`);
    await dialog.getByRole("button", { name: "Promouvoir" }).click();
    await expect(toast(page, "Rôle mis à jour")).toBeVisible();
    await expect(row.getByText("Admin", { exact: true })).toBeVisible();

    // An administrator account: the dialog explains and offers no way to confirm.
    dialog = await openDialog(page, row, `Supprimer ${target.email}`);
    await expect(dialog).toContainText(
      "Impossible de supprimer un compte administrateur. Veuillez d'abord rétrograder cet utilisateur à un rôle standard avant de tenter la suppression.",
    );
    await expect(dialog.getByRole("button", { name: "Supprimer" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    await expect(dialog).toBeHidden();

    // The server blocks it too, whatever the page shows.
    const api = await adminApi();
    const forged = await api.post(`${origin()}/api/admin/delete-user`, {
      data: { adminOperation: true, targetUserId: targetId },
    });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toEqual({
      error: "Impossible de supprimer un administrateur. Veuillez d'abord changer son rôle.",
      code: "ADMIN_DELETION_BLOCKED",
    });
    expect((await target.api.get(`${origin()}/api/auth/get-session`)).status()).toBe(200);
    expect(await (await target.api.get(`${origin()}/api/auth/get-session`)).json()).toMatchObject({
      user: { id: targetId },
    });

    dialog = await openDialog(page, row, `Rétrograder ${target.email}`);
    await dialog.getByRole("button", { name: "Rétrograder" }).click();
    await expect(toast(page, "Rôle mis à jour").last()).toBeVisible();
    await expect(row.getByText("Utilisateur", { exact: true })).toBeVisible();

    dialog = await openDialog(page, row, `Supprimer ${target.email}`);
    await expect(dialog).toContainText("Cette action est irréversible.");
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(page, "Utilisateur supprimé")).toContainText(
      "L'utilisateur et toutes ses données ont été supprimés avec succès.",
    );
    await expect(
      page.getByRole("main").getByText(`Aucun résultat pour « ${target.email} »`),
    ).toBeVisible();

    // Their session no longer works, and signing in again fails.
    expect(await (await target.api.get(`${origin()}/api/auth/get-session`)).json()).toBeNull();
    const anonymous = await request.newContext({ baseURL: origin() });
    const signIn = await anonymous.post("/auth/login", {
      form: { email: target.email, password: target.password },
      maxRedirects: 0,
    });
    expect(signIn.status()).not.toBe(302);
    expect(signIn.headers()["set-cookie"] ?? "").not.toMatch(/session_token=[^;]/);
    await anonymous.dispose();

    // The journal lists what happened to the account, refusal included.
    await page.getByRole("link", { name: "Journal" }).click();
    await expect(page).toHaveURL(/onglet=journal/);
    await search(page, "Rechercher dans le journal", target.email);
    const lines = page.getByRole("main").getByRole("row").filter({ hasText: target.email });
    await expect(lines).toHaveCount(4);
    await expect(lines.nth(0)).toContainText("Suppression d'utilisateur");
    await expect(lines.nth(0)).toContainText("Réussi");
    await expect(lines.nth(1)).toContainText("Changement de rôle");
    await expect(lines.nth(1)).toContainText("Admin → Utilisateur");
    await expect(lines.nth(2)).toContainText("Suppression d'utilisateur");
    await expect(lines.nth(2)).toContainText("Refusé");
    await expect(lines.nth(2)).toContainText("ADMIN_DELETION_BLOCKED");
    await expect(lines.nth(3)).toContainText("Utilisateur → Admin");
    await expect(lines.nth(3)).toContainText(DEMO_ADMIN_EMAIL);
    await expect(lines.nth(3).getByRole("cell").nth(1)).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    );
    await page.context().close();
  });

  test("Synchroniser shows its busy state, the toast and the result, and is journaled", async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    await page.goto("/admin?onglet=utilisateurs");
    const button = page.getByRole("button", { name: "Synchroniser" });
    // Before hydration the button posts a plain form, which shows no busy state.
    await hydrated(page, "form:has(input[value=synchroniser-profils]) button");
    const release = await holdAdminData(page, "POST");
    await button.click();
    const busy = page.getByRole("button", { name: "Synchronisation..." });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    release();
    await expect(toast(page, "Synchronisation terminée")).toContainText(
      /\d+ utilisateurs synchronisés avec succès\./,
    );
    await expect(page.getByText("Synchronisation réussie")).toBeVisible();
    await expect(button).toBeEnabled();

    await page.goto("/admin?onglet=journal&q=profil(s)");
    const line = page
      .getByRole("main")
      .getByRole("row")
      .filter({ hasText: "Synchronisation des profils" });
    await expect(line.first()).toContainText(DEMO_ADMIN_EMAIL);
    await expect(line.first()).toContainText(/\d+ profil\(s\) créé\(s\), 0 manquant\(s\)/);
    await page.context().close();
  });
});
