import { createAccount, toast, uniqueEmail } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

const PASSWORD = "Session-2026!";

test.describe("session toasts and account dialogs", () => {
  test("'Connexion réussie' after signing in, 'Déconnexion réussie' after signing out", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("session", "toasts");
    await createAccount(
      request,
      { email, name: "Rim Kefi", password: PASSWORD },
      { confirmed: true },
    );
    await page.goto("/auth/login?from=%2Fcontact");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(toast(page, "Connexion réussie")).toBeVisible();

    await page.getByRole("button", { name: "Mon compte" }).click();
    await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Déconnexion réussie")).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: "Connexion" })).toBeVisible();
  });

  test("changing the password keeps this browser signed in and signs the other one out", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail("session", "mot-de-passe");
    const NEW_PASSWORD = "Session-2027!";
    await createAccount(
      page.request,
      { email, name: "Rim Kefi", password: PASSWORD },
      { confirmed: true },
    );
    const signInThroughForm = async (target: typeof page) => {
      await target.goto("/auth/login?from=%2Fprofil");
      await target.getByLabel("Email").fill(email);
      await target.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
      await target.getByRole("button", { name: "Se connecter" }).click();
      await expect(target).toHaveURL("/profil");
    };
    const otherContext = await browser.newContext({ baseURL, locale: "fr-FR" });
    const other = await otherContext.newPage();
    await signInThroughForm(other);
    await signInThroughForm(page);
    const cookieBefore = (await page.context().cookies()).find((c) => /session_token/.test(c.name));

    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    const dialog = page.getByRole("dialog", { name: "Changer le mot de passe" });
    await dialog.getByLabel("Mot de passe actuel", { exact: true }).fill(PASSWORD);
    await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirmer le nouveau mot de passe").fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Mot de passe mis à jour")).toBeVisible();

    // A fresh session cookie replaced the revoked one.
    const cookieAfter = (await page.context().cookies()).find((c) => /session_token/.test(c.name));
    expect(cookieAfter?.value).toBeTruthy();
    expect(cookieAfter?.value).not.toBe(cookieBefore?.value);

    // This browser goes on: a client-side navigation, a reload, a signed-in page, a save.
    await page.getByRole("banner").getByRole("link", { name: "Accueil" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/mes-annonces");
    await expect(page).toHaveURL("/mes-annonces");
    await page.reload();
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Mon compte" }),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toHaveCount(0);
    await page.goto("/profil");
    await expect(page.getByRole("heading", { level: 1, name: /^Bienvenue,/ })).toBeVisible();

    // The other browser is signed out at its next request.
    await other.goto("/profil");
    await expect(other).toHaveURL(/\/auth\?from=%2Fprofil$/);
    await expect(other.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
    await otherContext.close();
  });

  test("resending the confirmation asks for an address first", async ({ page }) => {
    // The notice posts the address it shows; a request without one gets the message.
    const response = await page.request.post("/auth/login", {
      form: { intent: "resend", email: "" },
    });
    expect(response.status()).toBe(400);
    // The answer is the page with its toast 'Email requis' / '…' in the action data.
    const answer = await response.text();
    expect(answer).toContain("Email requis");
    expect(answer).toContain(
      "Veuillez saisir votre adresse email avant de demander un nouveau lien",
    );
  });

  test("change-password and delete-account dialogs check their fields", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("session", "dialogs");
    await createAccount(
      request,
      { email, name: "Leila Mansour", password: PASSWORD },
      { confirmed: true },
    );
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/profil");

    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    const change = page.getByRole("dialog", { name: "Changer le mot de passe" });
    await change.locator('input[name="current_password"]').fill(PASSWORD);
    await change.locator('input[name="new_password"]').fill("court");
    await change.locator('input[name="confirm_password"]').fill("cour");
    await change.getByRole("button", { name: "Enregistrer" }).click();
    await expect(
      change.getByText("Le nouveau mot de passe doit contenir au moins 6 caractères"),
    ).toBeVisible();
    await expect(
      change.getByText("La confirmation du mot de passe doit contenir au moins 6 caractères"),
    ).toBeVisible();
    await change.getByRole("button", { name: "Annuler" }).click();

    await page.getByRole("button", { name: "Supprimer le compte" }).click();
    const remove = page.getByRole("dialog", { name: "Supprimer le compte" });
    const confirm = remove.getByRole("button", { name: "Confirmer la suppression" });
    await expect(confirm).toBeDisabled();
    await remove.locator('input[name="password"]').fill("x");
    await expect(confirm).toBeEnabled();
  });

  test("a signed-in user can only ever change their own profile", async ({ browser, request }) => {
    const victim = uniqueEmail("session", "victim");
    const attacker = uniqueEmail("session", "attacker");
    await createAccount(
      request,
      { email: victim, name: "Nour Hammami", password: PASSWORD },
      { confirmed: true },
    );
    await createAccount(
      request,
      { email: attacker, name: "Omar Sassi", password: PASSWORD },
      { confirmed: true },
    );

    const signedIn = async (email: string) => {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
      const page = await context.newPage();
      const response = await page.request.post("/auth/login", {
        form: { email, password: PASSWORD },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      return { context, page };
    };
    const victimSession = await signedIn(victim);
    const attackerSession = await signedIn(attacker);

    // A forged form naming the victim (every field a route could read an identity from).
    const forged = await attackerSession.page.request.post("/profil", {
      multipart: {
        intent: "update-profile",
        id: "victime",
        user_id: "victime",
        email: victim,
        first_name: "Pirate",
        last_name: "Pirate",
      },
    });
    expect(forged.status()).toBeLessThan(500);

    await victimSession.page.goto("/profil");
    await expect(
      victimSession.page.getByRole("heading", { name: "Bienvenue, Nour!" }),
    ).toBeVisible();
    await expect(victimSession.page.locator('input[name="first_name"]')).toHaveValue("Nour");
    await attackerSession.page.goto("/profil");
    await expect(attackerSession.page.locator('input[name="first_name"]')).toHaveValue("Pirate");
    await victimSession.context.close();
    await attackerSession.context.close();
  });
});
