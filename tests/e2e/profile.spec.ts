import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { authPost, createAccount, toast, uniqueEmail } from "../fixtures/accounts";
import { phonePhoto } from "../fixtures/photos";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * The profile journeys (the profile screen, saving with or without an avatar, changing the
 * password, deleting the account) on the production build with demo data. Every test owns a
 * fresh account: saving, changing the password and deleting all change it.
 */

const PASSWORD = "Profil-2026!";
const NEW_PASSWORD = "Nouveau-2026!";

type TAccount = { email: string; password: string; firstName: string; lastName: string };

/** A new account, confirmed through the link of the mail it received. */
async function createProfileAccount(
  request: APIRequestContext,
  tag: string,
  names: { firstName: string; lastName: string } = { firstName: "Nadia", lastName: "Ferchichi" },
): Promise<TAccount> {
  const email = uniqueEmail("profil", tag);
  const name = `${names.firstName} ${names.lastName}`.trim();
  await createAccount(request, { name, email, password: PASSWORD }, { confirmed: true });
  return { email, password: PASSWORD, ...names };
}

async function signIn(request: APIRequestContext, email: string, password: string) {
  return authPost(request, "/sign-in/email", { email, password });
}

/** Signs the page's browser context in (the cookie lands in its jar) and opens /profil. */
async function openProfileAs(page: Page, account: TAccount) {
  const response = await signIn(page.request, account.email, account.password);
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto("/profil");
  await expect(
    page.getByRole("heading", { level: 1, name: `Bienvenue, ${account.firstName}!` }),
  ).toBeVisible();
  await hydrated(page, "main form");
}

function saveButton(page: Page) {
  return page.getByRole("button", { name: "Mettre à jour le profil" });
}

async function pngOf(color: string) {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test.describe("Profil", () => {
  // Sign-ups and sign-ins may wait for the shared rate limit.
  test.describe.configure({ timeout: 90_000 });

  test("a visitor is sent to /auth, remembering /profil, without seeing the page", async ({
    page,
    request,
  }) => {
    const document = await request.get("/profil", { maxRedirects: 0 });
    expect(document.status()).toBe(302);
    expect(document.headers().location).toBe("/auth?from=%2Fprofil");

    await page.goto("/profil");
    await expect(page).toHaveURL(/\/auth\?from=%2Fprofil$/);
    await expect(page.getByText(/Bienvenue,/)).toHaveCount(0);

    // Posting as a visitor changes nothing and gets the same redirect.
    const post = await request.post("/profil", {
      form: { intent: "update-profile", first_name: "Pirate", last_name: "Pirate" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toBe("/auth?from=%2Fprofil");
  });

  test("shows the account, its statistics, and saves the profile with a new photo", async ({
    page,
    request,
  }) => {
    const account = await createProfileAccount(request, "edition");
    await openProfileAs(page, account);

    const main = page.getByRole("main");
    await expect(main.getByLabel("Email", { exact: true })).toHaveValue(account.email);
    await expect(main.getByLabel("Email", { exact: true })).not.toBeEditable();
    await expect(main.getByLabel("Prénom")).toHaveValue("Nadia");
    await expect(main.getByLabel("Nom", { exact: true })).toHaveValue("Ferchichi");
    await expect(main.getByLabel("Téléphone")).toHaveAttribute("placeholder", /^\+216/);

    const stats = page.getByRole("region", { name: "Statistiques" });
    await expect(stats.getByText("Annonces publiées")).toBeVisible();
    await expect(stats.locator("dd").nth(0)).toHaveText("0");
    await expect(stats.locator("dd").nth(1)).toHaveText("0");
    const today = new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Africa/Tunis",
    }).format(new Date());
    await expect(stats.locator("dd").nth(2)).toHaveText(today);

    // Nothing changed yet: nothing to save. Spaces alone are no change either.
    await expect(saveButton(page)).toBeDisabled();
    await main.getByLabel("Ville").fill("  ");
    await expect(saveButton(page)).toBeDisabled();

    // The schema's messages show under the fields and nothing is sent.
    await main.getByLabel("Prénom").fill("A");
    await saveButton(page).click();
    await expect(main.getByText("Le prénom doit contenir au moins 2 caractères")).toBeVisible();
    await expect(main.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");

    await main.getByLabel("Prénom").fill("Nadia-Rim");
    await main.getByLabel("Nom", { exact: true }).fill("Ben Ammar");
    await main.getByLabel("Téléphone").fill("+216 20 123 456");
    await main.getByLabel("Adresse").fill("12 rue de Marseille");
    await main.getByLabel("Ville").fill("Sfax");

    // Choosing a photo previews it locally before anything is sent.
    await main.getByLabel("Changer la photo de profil").setInputFiles({
      name: "portrait.png",
      mimeType: "image/png",
      buffer: await pngOf("#1f6feb"),
    });
    await expect(main.getByRole("img", { name: "Aperçu de la nouvelle photo" })).toHaveAttribute(
      "src",
      /^blob:/,
    );
    await expect(saveButton(page)).toBeEnabled();
    await saveButton(page).click();

    await expect(toast(page, "Profil mis à jour")).toContainText(
      "Vos informations ont été mises à jour avec succès",
    );
    await expect(saveButton(page)).toBeDisabled();
    await expect(main.getByRole("img", { name: "Photo de profil" })).toHaveAttribute(
      "src",
      /^\/media\/avatars\/.+\.webp$/,
    );

    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Bienvenue, Nadia-Rim!" }),
    ).toBeVisible();
    await expect(main.getByLabel("Prénom")).toHaveValue("Nadia-Rim");
    await expect(main.getByLabel("Nom", { exact: true })).toHaveValue("Ben Ammar");
    await expect(main.getByLabel("Téléphone")).toHaveValue("+216 20 123 456");
    await expect(main.getByLabel("Adresse")).toHaveValue("12 rue de Marseille");
    await expect(main.getByLabel("Ville")).toHaveValue("Sfax");
    const photo = main.getByRole("img", { name: "Photo de profil" });
    const src = await photo.getAttribute("src");
    expect(src).toMatch(/^\/media\/avatars\/[^/]+\/[0-9a-f-]+\.webp$/);
    const served = await page.request.get(src as string);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toContain("image/webp");
    // The stored photo is the re-encoded square, not the file as sent.
    const stored = await sharp(await served.body()).metadata();
    expect(stored.format).toBe("webp");
    await expect(photo).toHaveJSProperty("naturalWidth", 96);
  });

  test("a file that is not an image is refused, and the other fields are still saved", async ({
    page,
    request,
  }) => {
    const account = await createProfileAccount(request, "faux-png");
    await openProfileAs(page, account);
    const main = page.getByRole("main");

    await main.getByLabel("Ville").fill("Bizerte");
    await main.getByLabel("Changer la photo de profil").setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("Ceci est un fichier texte, pas une image.\n"),
    });
    // The browser cannot draw it: a placeholder instead of a broken image; the server decides.
    await expect(main.getByText("Aperçu indisponible")).toBeAttached();
    await saveButton(page).click();

    await expect(toast(page, "Erreur lors de l'upload de l'avatar")).toContainText(
      "Ce fichier n'est pas une image valide",
    );
    await expect(toast(page, "Profil mis à jour")).toBeVisible();
    // The refused file is no longer pending.
    await expect(main.getByRole("img", { name: "Aperçu de la nouvelle photo" })).toHaveCount(0);
    await expect(saveButton(page)).toBeDisabled();

    await page.reload();
    await expect(main.getByLabel("Ville")).toHaveValue("Bizerte");
    await expect(main.getByRole("img", { name: "Photo de profil" })).toHaveCount(0);
  });

  test("a phone photo shrinks before it is sent", async ({ page, request }) => {
    const account = await createProfileAccount(request, "photo-telephone");
    await openProfileAs(page, account);
    const main = page.getByRole("main");
    const photo = await phonePhoto("selfie.jpg");
    await main.getByLabel("Changer la photo de profil").setInputFiles(photo);
    await expect(main.getByRole("img", { name: "Aperçu de la nouvelle photo" })).toBeVisible();
    const sent = page.waitForRequest(
      (posted) =>
        posted.method() === "POST" && new URL(posted.url()).pathname.startsWith("/profil"),
    );
    await saveButton(page).click();
    expect((await (await sent).sizes()).requestBodySize).toBeLessThan(photo.buffer.length / 3);
    await expect(toast(page, "Profil mis à jour")).toBeVisible();
  });

  test("a photo above 10 Mo is refused before it is sent, and by the server too", async ({
    page,
    request,
  }) => {
    const account = await createProfileAccount(request, "trop-grand");
    await openProfileAs(page, account);
    const main = page.getByRole("main");
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);

    let posted = false;
    page.on("request", (sent) => {
      if (sent.method() === "POST" && sent.url().includes("/profil")) posted = true;
    });
    await main.getByLabel("Changer la photo de profil").setInputFiles({
      name: "enorme.png",
      mimeType: "image/png",
      buffer: tooBig,
    });
    await expect(toast(page, "Erreur lors de l'upload de l'avatar")).toContainText(
      "L'image dépasse la taille maximale de 10 Mo.",
    );
    await expect(saveButton(page)).toBeDisabled();
    expect(posted).toBe(false);

    // A script that skips the page's check gets the same answer and the profile is unchanged.
    const direct = await page.request.post("/profil.data", {
      multipart: {
        intent: "update-profile",
        first_name: "Changé",
        last_name: "Changé",
        avatar: { name: "enorme.png", mimeType: "image/png", buffer: tooBig },
      },
    });
    expect(direct.status()).toBe(413);
    expect(await direct.text()).toContain("L'image dépasse la taille maximale de 10 Mo.");
    await page.reload();
    await expect(main.getByLabel("Prénom")).toHaveValue(account.firstName);
  });

  test("unknown intents and unreadable bodies answer 400, never 500", async ({ page, request }) => {
    const account = await createProfileAccount(request, "requetes");
    const signedIn = await signIn(page.request, account.email, account.password);
    expect(signedIn.ok()).toBe(true);

    const unknown = await page.request.post("/profil", { form: { intent: "promote-admin" } });
    expect(unknown.status()).toBe(400);

    const noIntent = await page.request.post("/profil", { form: { first_name: "Sans" } });
    expect(noIntent.status()).toBe(400);

    const json = await page.request.post("/profil", { data: { intent: "update-profile" } });
    expect(json.status()).toBe(400);

    const truncated = await page.request.post("/profil", {
      headers: { "content-type": "multipart/form-data; boundary=----darna" },
      data: Buffer.from(
        '------darna\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupdate-pro',
      ),
    });
    expect(truncated.status()).toBe(400);

    const missingFields = await page.request.post("/profil.data", {
      form: { intent: "update-profile" },
    });
    expect(missingFields.status()).toBe(400);
    expect(await missingFields.text()).toContain("Le prénom doit contenir au moins 2 caractères");
  });

  test("the first name falls back to the e-mail before the @", async ({ page, request }) => {
    const account = await createProfileAccount(request, "sans-nom", {
      firstName: "",
      lastName: "",
    });
    const response = await signIn(page.request, account.email, account.password);
    expect(response.ok()).toBe(true);
    await page.goto("/profil");
    const local = account.email.split("@")[0];
    await expect(
      page.getByRole("heading", { level: 1, name: `Bienvenue, ${local}!` }),
    ).toBeVisible();
  });

  test("changes the password: wrong current one refused, other sessions ended, new one works", async ({
    page,
    browser,
    request,
  }) => {
    const account = await createProfileAccount(request, "mot-de-passe");
    // A second device signed in before the change.
    const otherDevice = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    expect((await signIn(otherDevice.request, account.email, account.password)).ok()).toBe(true);
    expect((await otherDevice.request.get("/profil", { maxRedirects: 0 })).status()).toBe(200);

    await openProfileAs(page, account);
    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    const dialog = page.getByRole("dialog", { name: "Changer le mot de passe" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/Saisissez votre mot de passe actuel/);

    // 'Annuler' closes it.
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Changer le mot de passe" }).click();

    // Each field has its own show/hide toggle.
    const current = dialog.getByLabel("Mot de passe actuel", { exact: true });
    await expect(current).toHaveAttribute("type", "password");
    await dialog.getByRole("button", { name: "Afficher le mot de passe" }).first().click();
    await expect(current).toHaveAttribute("type", "text");
    await expect(dialog.getByRole("button", { name: "Afficher le mot de passe" })).toHaveCount(2);

    // The schema's rules first, without a request.
    await current.fill("court");
    await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirmer le nouveau mot de passe").fill("Autre-2026!");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(
      dialog.getByText("Le mot de passe actuel doit contenir au moins 6 caractères"),
    ).toBeVisible();
    await expect(dialog.getByText("Les mots de passe ne correspondent pas")).toBeVisible();

    // A wrong current password.
    await current.fill("Mauvais-2026!");
    await dialog.getByLabel("Confirmer le nouveau mot de passe").fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Mot de passe actuel incorrect")).toBeVisible();
    await expect(toast(page, "Mot de passe actuel incorrect")).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");

    await current.fill(account.password);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Mot de passe mis à jour")).toContainText(
      "Votre mot de passe a été changé avec succès",
    );
    await expect(dialog).toBeHidden();

    // This session goes on with its renewed cookie; the other device is signed out.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /^Bienvenue,/ })).toBeVisible();
    const other = await otherDevice.request.get("/profil", { maxRedirects: 0 });
    expect(other.status()).toBe(302);
    await otherDevice.close();

    // Opening the dialog again starts from empty fields.
    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(dialog.getByLabel("Mot de passe actuel")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("main").getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();

    expect((await signIn(request, account.email, account.password)).status()).toBe(401);
    expect((await signIn(request, account.email, NEW_PASSWORD)).ok()).toBe(true);
  });

  test("deletes the account after the password, and it is gone", async ({ page, request }) => {
    const account = await createProfileAccount(request, "suppression");
    await openProfileAs(page, account);

    await page.getByRole("button", { name: "Supprimer le compte" }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer le compte" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      /irréversible.*toutes vos données.*définitivement supprimés/,
    );
    const confirm = dialog.getByRole("button", { name: "Confirmer la suppression" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Mot de passe", { exact: true }).fill("x");
    await expect(confirm).toBeEnabled();
    await dialog.getByLabel("Mot de passe", { exact: true }).fill("");
    await expect(confirm).toBeDisabled();

    await dialog.getByLabel("Mot de passe", { exact: true }).fill("Mauvais-2026!");
    await confirm.click();
    await expect(dialog.getByText("Mot de passe incorrect")).toBeVisible();
    await expect(page).toHaveURL(/\/profil$/);

    // The close button is named for screen readers.
    await dialog.getByRole("button", { name: "Fermer" }).click();
    await expect(dialog).toBeHidden();
    expect((await signIn(request, account.email, account.password)).ok()).toBe(true);

    await page.getByRole("button", { name: "Supprimer le compte" }).click();
    await dialog.getByLabel("Mot de passe", { exact: true }).fill(account.password);
    await dialog.getByRole("button", { name: "Confirmer la suppression" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Compte supprimé")).toContainText(
      "Votre compte a été supprimé avec succès. Au revoir 👋",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();

    await page.goto("/profil");
    await expect(page).toHaveURL(/\/auth\?from=%2Fprofil$/);
    const again = await signIn(request, account.email, account.password);
    expect(again.ok()).toBe(false);
  });
});
