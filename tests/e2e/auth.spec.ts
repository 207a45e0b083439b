import type { APIRequestContext, Page } from "@playwright/test";
import {
  CONFIRMATION_SUBJECT,
  createAccount,
  mailsAbout,
  nextMail,
  toast,
  uniqueEmail,
} from "../fixtures/accounts";
import { linkIn, mailsTo } from "../fixtures/mail";
import { expect, hydrated as hydratedElement, test } from "../fixtures/test";

/*
 * The auth journeys (sign-in, sign-up, forgot and reset password, the auth landing, their
 * messages and toasts) on the production build, with the mails the server really wrote to its
 * outbox. The server is shared by every test: each one uses its own addresses.
 */

const PASSWORD = "Darna-2026!";
const NEW_PASSWORD = "Nouveau-2026!";

const dataDir = () => process.env.E2E_DATA_DIR as string;

const authEmail = (tag: string) => uniqueEmail("auth", tag);

/** `from` values that resolve to '//evil.example' or name another host, raw and encoded. */
const HOSTILE_RETURN_PATHS = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/a/..//evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
];

const RESET_SUBJECT = "Réinitialisation de votre mot de passe";

/**
 * An account made through the API, so that only the screen under test goes through the UI
 * (Darna limits sign-ups per address: the UI sign-up is walked once, in the journey).
 */
async function createAuthAccount(
  request: APIRequestContext,
  tag: string,
  { confirmed }: { confirmed: boolean },
) {
  const email = authEmail(tag);
  await createAccount(
    request,
    { name: "Amira Ben Salah", email, password: PASSWORD },
    { confirmed },
  );
  return email;
}

/** The React app has hydrated once the header's theme button has its React handlers. */
async function hydrated(page: Page) {
  await hydratedElement(page, 'header button[aria-label="Changer le thème"]');
}

async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page, title);
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
}

/** Counts the form posts a page sends (a check done in the browser sends none). */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

const emailField = (page: Page) => page.getByRole("textbox", { name: "Email" });
const passwordField = (page: Page) => page.getByLabel("Mot de passe", { exact: true });
const confirmField = (page: Page) => page.getByLabel("Confirmer le mot de passe");

async function signInWithForm(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

async function expectSignedIn(page: Page) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Mon compte" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Connexion" })).toHaveCount(0);
}

const NOTICE = "Confirmation par email requise";

test.describe("Inscription, confirmation et connexion", () => {
  test("sign-up, confirmation mail, landing toast, then sign-in lands home signed in", async ({
    page,
    baseURL,
  }) => {
    const email = authEmail("parcours");
    await page.goto("/auth/inscription");
    await expect(page).toHaveTitle("Inscription | Darna");
    await hydrated(page);
    await page.getByLabel("Prénom").fill("Amira");
    await page.getByLabel("Nom", { exact: true }).fill("Ben Salah");
    await emailField(page).fill(email);
    await passwordField(page).fill(PASSWORD);
    await confirmField(page).fill(PASSWORD);
    await page.getByRole("button", { name: "Créer mon compte" }).click();

    await expectToast(
      page,
      "Inscription réussie",
      "Vérifiez votre boîte mail pour confirmer votre compte.",
    );
    await expect(page.getByRole("heading", { name: NOTICE })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Renvoyer l'email de confirmation" }),
    ).toBeVisible();

    const link = linkIn(await nextMail(email, CONFIRMATION_SUBJECT), "/auth/confirmer");
    await page.goto(link);
    await expectToast(
      page,
      "Email confirmé",
      "Votre email a été confirmé avec succès. Vous pouvez maintenant vous connecter.",
    );
    await expect(page).toHaveURL(`${baseURL}/auth/login`);

    // The link works once: a second visit says so.
    await page.goto(link);
    await expectToast(
      page,
      "Échec de confirmation",
      "Le lien de confirmation est invalide. Veuillez demander un nouveau lien.",
    );
    await expect(page).toHaveURL(`${baseURL}/auth/login`);

    await hydrated(page);
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedIn(page);

    // Signed in, the sign-in and sign-up screens have nothing to offer.
    await page.goto("/auth/login");
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto("/auth/inscription");
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("sign-in goes back to the page named by from, never to another site", async ({
    page,
    baseURL,
  }) => {
    const email = await createAuthAccount(page.request, "retour", { confirmed: true });
    await page.goto("/auth/login?from=%2Fproprietes%3Fpage%3D2");
    await hydrated(page);
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/proprietes?page=2`);
    await expectSignedIn(page);
  });

  test("a from with dot-segments or encoded dots never sends anyone to another site", async ({
    page,
    baseURL,
  }) => {
    const email = await createAuthAccount(page.request, "retour-hostile", { confirmed: true });
    await page.goto(`/auth/login?from=${encodeURIComponent("/.//evil.example")}`);
    await hydrated(page);
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedIn(page);

    // Signed in, both screens send the visitor on at once: home, never the other host.
    for (const from of HOSTILE_RETURN_PATHS) {
      for (const screen of ["/auth", "/auth/login"]) {
        const url = `${screen}?from=${encodeURIComponent(from)}`;
        const response = await page.request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(302);
        expect(response.headers().location, url).toBe("/");
      }
    }
  });

  test("an unconfirmed account gets the notice, both toasts and a new mail; resend works", async ({
    page,
  }) => {
    const email = await createAuthAccount(page.request, "non-confirme", { confirmed: false });
    const mailsBefore = mailsAbout(email, CONFIRMATION_SUBJECT).length;

    await page.goto("/auth/login");
    await hydrated(page);
    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByRole("heading", { name: NOTICE })).toBeVisible();
    await expectToast(page, "Email non confirmé", "boîte mail");
    await expectToast(
      page,
      "Email de confirmation renvoyé",
      "Veuillez vérifier votre boîte mail pour confirmer votre compte",
    );
    // The confirmation mail went out again on its own.
    await nextMail(email, CONFIRMATION_SUBJECT, mailsBefore);
    const afterSignIn = mailsAbout(email, CONFIRMATION_SUBJECT).length;

    await page.getByRole("button", { name: "Renvoyer l'email de confirmation" }).click();
    await nextMail(email, CONFIRMATION_SUBJECT, afterSignIn);
    await expect(page.getByRole("heading", { name: NOTICE })).toBeVisible();

    // Signing up again with the address says the account exists and is not confirmed.
    await page.goto("/auth/inscription");
    await hydrated(page);
    await page.getByLabel("Prénom").fill("Amira");
    await page.getByLabel("Nom", { exact: true }).fill("Ben Salah");
    await emailField(page).fill(email);
    await passwordField(page).fill(PASSWORD);
    await confirmField(page).fill(PASSWORD);
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expectToast(page, "Compte existant non confirmé");
    await expect(page.getByRole("heading", { name: NOTICE })).toBeVisible();
  });

  test("wrong credentials give the sign-in error toast and message", async ({ page, baseURL }) => {
    await page.goto("/auth/login");
    await hydrated(page);
    await signInWithForm(page, authEmail("inconnu"), "mauvais-mot-de-passe");
    await expectToast(page, "Erreur de connexion", "Vérifiez vos identifiants et réessayez");
    await expect(page.getByRole("alert").filter({ hasText: "Erreur de connexion" })).toContainText(
      "Vérifiez vos identifiants et réessayez",
    );
    await expect(page).toHaveURL(`${baseURL}/auth/login`);
  });
});

test.describe("Messages de validation (dans le navigateur)", () => {
  test("the sign-in form shows each message on its field without posting", async ({ page }) => {
    await page.goto("/auth/login");
    await hydrated(page);
    const posts = countPosts(page);
    await emailField(page).fill("pas-une-adresse");
    await passwordField(page).fill("12345");
    await page.getByRole("button", { name: "Se connecter" }).click();

    await expect(emailField(page)).toHaveAccessibleDescription("Adresse email invalide");
    await expect(passwordField(page)).toHaveAccessibleDescription(
      "Le mot de passe doit contenir au moins 6 caractères",
    );
    await expect(emailField(page)).toBeFocused();
    expect(posts).toEqual([]);

    // Correcting a field clears its message.
    await emailField(page).fill("amira@example.com");
    await expect(emailField(page)).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the sign-up form shows each message on its field without posting", async ({ page }) => {
    await page.goto("/auth/inscription");
    await hydrated(page);
    const posts = countPosts(page);
    await page.getByLabel("Prénom").fill("A");
    await page.getByLabel("Nom", { exact: true }).fill("B");
    await emailField(page).fill("amira@");
    await passwordField(page).fill("12345");
    await confirmField(page).fill("1234");
    await page.getByRole("button", { name: "Créer mon compte" }).click();

    await expect(page.getByLabel("Prénom")).toHaveAccessibleDescription(
      "Le prénom doit contenir au moins 2 caractères",
    );
    await expect(page.getByLabel("Nom", { exact: true })).toHaveAccessibleDescription(
      "Le nom doit contenir au moins 2 caractères",
    );
    await expect(emailField(page)).toHaveAccessibleDescription("Adresse email invalide");
    await expect(passwordField(page)).toHaveAccessibleDescription(
      /Le mot de passe doit contenir au moins 6 caractères/,
    );
    await expect(confirmField(page)).toHaveAccessibleDescription(
      "Le mot de passe doit contenir au moins 6 caractères",
    );
    await expect(page.getByLabel("Prénom")).toBeFocused();

    await page.getByLabel("Prénom").fill("Amira");
    await page.getByLabel("Nom", { exact: true }).fill("Ben Salah");
    await emailField(page).fill("amira@example.com");
    await passwordField(page).fill("123456");
    await confirmField(page).fill("1234567");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(confirmField(page)).toHaveAccessibleDescription(
      "Les mots de passe ne correspondent pas",
    );
    await expect(page.getByLabel("Prénom")).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test("the reset forms check the address and the two passwords", async ({ page }) => {
    await page.goto("/auth/reinitialiser-mot-de-passe");
    await hydrated(page);
    const posts = countPosts(page);
    await emailField(page).fill("amira");
    await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
    await expect(emailField(page)).toHaveAccessibleDescription("Adresse email invalide");

    await page.goto("/reinitialiser-mot-de-passe?token=abc");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Nouveau mot de passe" }).fill("abcdef");
    await confirmField(page).fill("abcdeg");
    await page.getByRole("button", { name: "Mettre à jour le mot de passe" }).click();
    await expect(confirmField(page)).toHaveAccessibleDescription(
      "Les mots de passe ne correspondent pas",
    );
    expect(posts).toEqual([]);
  });
});

test.describe("Sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers the sign-in form with the messages on the fields", async ({ page }) => {
    await page.goto("/auth/login");
    await emailField(page).fill("pas-une-adresse");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(emailField(page)).toHaveAccessibleDescription("Adresse email invalide");
    await expect(passwordField(page)).toHaveAccessibleDescription(
      "Le mot de passe doit contenir au moins 6 caractères",
    );
    await expect(emailField(page)).toHaveValue("pas-une-adresse");
  });

  test("the server answers the sign-up form with the messages on the fields", async ({ page }) => {
    await page.goto("/auth/inscription");
    await page.getByLabel("Prénom").fill("Amira");
    await page.getByLabel("Nom", { exact: true }).fill("B");
    await emailField(page).fill("amira@example.com");
    await passwordField(page).fill("123456");
    await confirmField(page).fill("654321");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByLabel("Nom", { exact: true })).toHaveAccessibleDescription(
      "Le nom doit contenir au moins 2 caractères",
    );
    await expect(confirmField(page)).toHaveAccessibleDescription(
      "Les mots de passe ne correspondent pas",
    );
    await expect(page.getByLabel("Prénom")).toHaveValue("Amira");
    await expect(emailField(page)).toHaveValue("amira@example.com");
  });

  test("wrong credentials and an unconfigured Google are said in the page", async ({ page }) => {
    await page.goto("/auth/login");
    await signInWithForm(page, authEmail("sans-js"), "mauvais-mot-de-passe");
    await expect(page.getByRole("alert")).toContainText("Erreur de connexion");
    await expect(page.getByRole("alert")).toContainText("Vérifiez vos identifiants et réessayez");

    await page.getByRole("button", { name: "Continuer avec Google" }).click();
    await expect(page.getByRole("alert")).toContainText("Connexion avec Google indisponible");
    await expect(page.getByRole("alert")).toContainText(
      "Ce mode de connexion n'est pas encore configuré.",
    );
  });
});

test.describe("Sans JavaScript, de bout en bout", () => {
  test.use({ javaScriptEnabled: false });

  test("a reset without JavaScript goes to the sign-in by itself, then signs in", async ({
    page,
    baseURL,
  }) => {
    const email = await createAuthAccount(page.request, "reset-sans-js", { confirmed: true });
    // The form's door: Better Auth's own /request-password-reset is closed.
    const asked = await page.request.post("/auth/reinitialiser-mot-de-passe", {
      headers: { origin: baseURL as string },
      form: { email },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    const link = linkIn(await nextMail(email, RESET_SUBJECT), "/reinitialiser-mot-de-passe");

    await page.goto(link);
    await page.getByRole("textbox", { name: "Nouveau mot de passe" }).fill(NEW_PASSWORD);
    await confirmField(page).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Mettre à jour le mot de passe" }).click();
    await expect(page.getByRole("heading", { name: "Mot de passe mis à jour" })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/auth/login`, { timeout: 5000 });

    await signInWithForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedIn(page);
  });
});

test.describe("Page d'arrivée /auth", () => {
  const cases = [
    {
      search: "?error=access_denied&error_description=Email+link+has+expired",
      title: "Échec de confirmation",
      description: "Le lien de confirmation a expiré. Veuillez demander un nouveau lien.",
    },
    {
      search:
        "?error=access_denied&error_description=Email+link+is+invalid+or+has+already+been+used",
      title: "Échec de confirmation",
      description: "Le lien de confirmation est invalide. Veuillez demander un nouveau lien.",
    },
    {
      search: "?error=access_denied",
      title: "Échec de confirmation",
      description: "Une erreur s'est produite lors de la confirmation de votre email.",
    },
    {
      search: "?error=server_error&error_description=Service+indisponible",
      title: "Échec de confirmation",
      description: "Service indisponible",
    },
    {
      search: "?type=signup&email_confirmed=true",
      title: "Email confirmé",
      description: "Votre email a été confirmé avec succès. Vous pouvez maintenant vous connecter.",
    },
  ];
  for (const { search, title, description } of cases) {
    test(`${search} gives '${title}' then /auth/login`, async ({ page, baseURL }) => {
      await page.goto(`/auth${search}`);
      await expectToast(page, title, description);
      await expect(page).toHaveURL(`${baseURL}/auth/login`);
      await expect(toast(page, title)).toHaveCount(1);
    });
  }

  test("without landing parameters /auth is the sign-in page and stays", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/auth");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/auth`);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });
});

test.describe("Mot de passe oublié", () => {
  test("forgot, mail, new password, then sign-in with it", async ({ page, baseURL }) => {
    const email = await createAuthAccount(page.request, "oubli", { confirmed: true });
    await page.goto("/auth/login");
    await hydrated(page);
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page).toHaveURL(`${baseURL}/auth/reinitialiser-mot-de-passe`);
    await expect(page).toHaveTitle("Mot de passe oublié | Darna");
    await emailField(page).fill(email);
    await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
    await expect(page.getByRole("heading", { name: "Email envoyé avec succès" })).toBeVisible();
    await expectToast(
      page,
      "Email envoyé",
      "Vérifiez votre boîte mail pour réinitialiser votre mot de passe",
    );

    const link = linkIn(await nextMail(email, RESET_SUBJECT), "/reinitialiser-mot-de-passe");
    await page.goto(link);
    await expect(page).toHaveTitle("Nouveau mot de passe | Darna");
    await hydrated(page);
    await page.getByRole("textbox", { name: "Nouveau mot de passe" }).fill(NEW_PASSWORD);
    await confirmField(page).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Mettre à jour le mot de passe" }).click();
    await expectToast(
      page,
      "Mot de passe mis à jour",
      "Votre mot de passe a été réinitialisé avec succès",
    );
    await expect(page.getByRole("heading", { name: "Mot de passe mis à jour" })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/auth/login`, { timeout: 5000 });

    // The link works once.
    await page.goto(link);
    await hydrated(page);
    await page.getByRole("textbox", { name: "Nouveau mot de passe" }).fill("Encore-2026!");
    await confirmField(page).fill("Encore-2026!");
    await page.getByRole("button", { name: "Mettre à jour le mot de passe" }).click();
    await expectToast(
      page,
      "Erreur de réinitialisation",
      "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.",
    );
    await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute(
      "href",
      "/auth/reinitialiser-mot-de-passe",
    );

    await page.goto("/auth/login");
    await hydrated(page);
    await signInWithForm(page, email, PASSWORD);
    await expectToast(page, "Erreur de connexion");
    await signInWithForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedIn(page);
  });

  test("the answer is the same for an address without an account", async ({ page }) => {
    const known = await createAuthAccount(page.request, "connu", { confirmed: false });
    const unknown = authEmail("inconnu");

    const sentText = async (email: string) => {
      await page.goto("/auth/reinitialiser-mot-de-passe");
      await hydrated(page);
      await emailField(page).fill(email);
      await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
      await expectToast(page, "Email envoyé");
      const card = page.getByRole("region", { name: "Mot de passe oublié" });
      await expect(card.getByRole("heading", { name: "Email envoyé avec succès" })).toBeVisible();
      return ((await card.textContent()) ?? "").replace(email, "<adresse>");
    };

    const forKnown = await sentText(known);
    const forUnknown = await sentText(unknown);
    expect(forUnknown).toBe(forKnown);
    await nextMail(known, RESET_SUBJECT);
    expect(mailsTo(unknown, dataDir())).toEqual([]);

    // 'Envoyer à une autre adresse' brings the form back.
    await page.getByRole("link", { name: "Envoyer à une autre adresse" }).click();
    await expect(emailField(page)).toBeVisible();
    await expect(emailField(page)).toHaveValue("");
  });

  test("each reset path shows the step the visitor is at", async ({ page }) => {
    await page.goto("/reinitialiser-mot-de-passe");
    await expect(
      page.getByRole("heading", { level: 1, name: "Mot de passe oublié" }),
    ).toBeVisible();
    await expect(emailField(page)).toBeVisible();

    await page.goto("/auth/reinitialiser-mot-de-passe?token=abc");
    await expect(
      page.getByRole("heading", { level: 1, name: "Nouveau mot de passe" }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nouveau mot de passe" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à la connexion" })).toHaveAttribute(
      "href",
      "/auth/login",
    );
  });
});

test.describe("Connexion avec Google ou Facebook", () => {
  test("an unconfigured provider says so and nothing is posted", async ({ page, baseURL }) => {
    await page.goto("/auth/login");
    await hydrated(page);
    const posts = countPosts(page);
    await page.getByRole("button", { name: "Continuer avec Google" }).click();
    await expectToast(
      page,
      "Connexion avec Google indisponible",
      "Ce mode de connexion n'est pas encore configuré.",
    );
    await expect(page).toHaveURL(`${baseURL}/auth/login`);

    await page.goto("/auth/inscription");
    await hydrated(page);
    await page.getByRole("button", { name: "Continuer avec Facebook" }).click();
    await expectToast(page, "Connexion avec Facebook indisponible");
    expect(posts).toEqual([]);
  });

  test("the sign-in screen links to the forgot-password and sign-up screens", async ({ page }) => {
    await page.goto("/auth/login");
    await expect(page).toHaveTitle("Connexion | Darna");
    await expect(page.getByRole("link", { name: "Mot de passe oublié ?" })).toHaveAttribute(
      "href",
      "/auth/reinitialiser-mot-de-passe",
    );
    await expect(page.getByRole("link", { name: "Inscrivez-vous" })).toHaveAttribute(
      "href",
      "/auth/inscription",
    );
    await page.goto("/auth/inscription");
    await expect(page.getByRole("link", { name: "Connectez-vous" })).toHaveAttribute(
      "href",
      "/auth/login",
    );
  });
});
