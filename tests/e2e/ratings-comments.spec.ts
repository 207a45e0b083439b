import type { Browser, Page } from "@playwright/test";
import { createAccount, toast, uniqueEmail } from "../fixtures/accounts";
import { signInAs } from "../fixtures/auth";
import { onlyIdIn } from "../fixtures/listings";
import { DEMO_USER_EMAIL, demoPassword, expect, test } from "../fixtures/test";

/*
 * Ratings and comments on the demo services: what one browser does reaches the
 * other open pages of the item live. Only additions are made on the shared demo server; deleting
 * a listing is covered by the integration tests (app/features/listings/delete-listing.test.ts).
 */

/** The path of a demo service's page, found through the services list. */
/** A demo service's page, found through the list by name (the demo fills many pages). */
async function servicePath(page: Page, name: string): Promise<string> {
  for (let number = 1; number <= 30; number++) {
    await page.goto(`/services?sort=name_asc&page=${number}`);
    const link = page.getByRole("link", { name }).first();
    if ((await link.count()) > 0) {
      const href = await link.getAttribute("href");
      if (href) return href;
    }
  }
  throw new Error(`service introuvable : ${name}`);
}

async function newMember(page: Page, tag: string) {
  const email = uniqueEmail("avis", tag);
  await createAccount(
    page.request,
    { email, name: "Sami Jaziri", password: "secret123" },
    { confirmed: true },
  );
  await signInAs(page, email, "secret123");
}

/** A visitor's page of `path`, once its live connection is open. */
async function watcher(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const connected = page.waitForResponse((response) => response.url().includes("/api/events"));
  await page.goto(path);
  await connected;
  return { page, close: () => context.close() };
}

function ratingCount(text: string): number {
  return Number(/\((\d+) avis\)/.exec(text)?.[1] ?? 0);
}

test.describe("ratings and comments", () => {
  test("a rating is saved with its toast and changes the average live on another page", async ({
    page,
    browser,
    baseURL,
  }) => {
    await newMember(page, "note");
    const path = await servicePath(page, "Karim Électricité");
    const other = await watcher(browser, baseURL, path);
    const summary = other.page.locator("[data-rating-summary]");
    const before = ratingCount((await summary.textContent()) ?? "");

    await page.goto(path);
    const star = page.getByRole("button", { name: "Noter 4 étoiles" });
    await expect(page.getByRole("button", { name: "Noter 1 étoile" })).toBeVisible();
    await expect(page.locator('input[name="enhanced"]').first()).toBeAttached();
    await star.click();
    await expect(toast(page, "Évaluation enregistrée")).toContainText(
      "Merci pour votre évaluation !",
    );
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Votre note : 4 sur 5")).toBeVisible();

    // The other browser never reloaded: the event brought the new count.
    await expect(summary).toContainText(`(${before + 1} avis)`);

    // Rating again replaces the first rating: the count stays.
    await page.getByRole("button", { name: "Noter 2 étoiles" }).click();
    await expect(page.getByText("Votre note : 2 sur 5")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Noter 2 étoiles" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.locator("[data-rating-summary]")).toContainText(`(${before + 1} avis)`);
    await other.close();
  });

  test("a comment appears at the top of the list, once, and live on another page", async ({
    page,
    browser,
    baseURL,
  }) => {
    await newMember(page, "commentaire");
    const path = await servicePath(page, "Sfax Élec Services");
    const other = await watcher(browser, baseURL, path);
    await page.goto(path);
    await expect(page.locator('input[name="enhanced"]').first()).toBeAttached();

    const publish = page.getByRole("button", { name: "Publier le commentaire" });
    await page.getByLabel("Votre commentaire").fill("   ");
    await publish.click();
    await expect(toast(page, "Le commentaire ne peut pas être vide")).toBeVisible();

    const text = `Intervention rapide et soignée ${Date.now()}`;
    await page.getByLabel("Votre commentaire").fill(`  ${text}  `);
    await publish.click();
    await expect(toast(page, "Commentaire publié avec succès")).toBeVisible();
    await expect(page.getByLabel("Votre commentaire")).toHaveValue("");

    const list = page.getByRole("list", { name: "Liste des commentaires" });
    await expect(list.getByRole("listitem").first()).toContainText(text);
    await expect(list.getByRole("listitem").first()).toContainText("Sami Jaziri");
    const otherList = other.page.getByRole("list", { name: "Liste des commentaires" });
    await expect(otherList.getByRole("listitem").first()).toContainText(text);
    // Heard twice by the author (its own answer and the live event), shown once.
    await expect(list.getByText(text)).toHaveCount(1);
    await expect(otherList.getByText(text)).toHaveCount(1);
    await other.close();
  });

  test("comments come 20 at a time, newest first, with 'Afficher plus' until the last", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await newMember(page, "pages");
    const published = await page.request.post("/publier/service", {
      multipart: {
        name: `Peinture ${Date.now()}`,
        profession: "Peintre",
        description: "Peinture intérieure et extérieure.",
        phone: "+216 71 444 555",
        whatsapp: "+216 98 444 555",
        governorate: "nabeul",
        delegation: "hammamet",
        address: "",
      },
      maxRedirects: 0,
    });
    expect(published.status()).toBe(302);
    const serviceId = await onlyIdIn(page.request, "services");
    for (let index = 1; index <= 45; index++) {
      const posted = await page.request.post(`/services/${serviceId}`, {
        form: { intent: "comment", content: `Avis numéro ${index}` },
        maxRedirects: 0,
      });
      expect(posted.status()).toBe(302);
    }

    await page.goto(`/services/${serviceId}`);
    const list = page.getByRole("list", { name: "Liste des commentaires" });
    await expect(page.getByRole("heading", { name: "Commentaires (45)" })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(20);
    await expect(list.getByRole("listitem").first()).toContainText("Avis numéro 45");
    await expect(list.getByRole("listitem").last()).toContainText("Avis numéro 26");

    const more = page.getByRole("link", { name: "Afficher plus" });
    await more.click();
    await expect(list.getByRole("listitem")).toHaveCount(40);
    await expect(list.getByRole("listitem").last()).toContainText("Avis numéro 6");
    // The reader goes on where they stopped: the first new comment is in view.
    await expect(list.getByRole("listitem").nth(20)).toContainText("Avis numéro 25");
    await expect(list.getByRole("listitem").nth(20)).toBeInViewport();
    await expect(page).toHaveURL(/[?&]commentaires=40/);

    await more.click();
    await expect(list.getByRole("listitem")).toHaveCount(45);
    await expect(list.getByRole("listitem").last()).toContainText("Avis numéro 1");
    await expect(more).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Commentaires (45)" })).toBeVisible();

    // The address keeps what was shown: a reload shows the same 45.
    await page.reload();
    await expect(list.getByRole("listitem")).toHaveCount(45);
  });

  test("a visitor is sent to sign in to rate, and invited to sign in to comment", async ({
    page,
  }) => {
    const path = await servicePath(page, "Karim Électricité");
    await page.goto(path);
    await expect(
      page.getByText("Connectez-vous pour laisser un commentaire.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Publier le commentaire" })).toHaveCount(0);
    await expect(page.locator('input[name="enhanced"]').first()).toBeAttached();

    await page.getByRole("button", { name: "Noter 3 étoiles" }).click();
    await expect(toast(page, "Connexion nécessaire")).toContainText(
      "Vous devez être connecté pour évaluer",
    );
    await expect(page).toHaveURL(`/auth/login?from=${encodeURIComponent(path)}`);
  });

  test("without JavaScript, rating and commenting still work as forms", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const path = await servicePath(page, "Karim Électricité");

    // A visitor's star leads to the sign-in page.
    await page.goto(path);
    await page.getByRole("button", { name: "Noter 2 étoiles" }).click();
    await expect(page).toHaveURL(`/auth/login?from=${encodeURIComponent(path)}`);

    await newMember(page, "sans-js");
    await page.goto(path);
    await page.getByRole("button", { name: "Noter 2 étoiles" }).click();
    await expect(page).toHaveURL(`${path}#evaluer`);
    await expect(page.getByRole("button", { name: "Noter 2 étoiles" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const text = `Commentaire sans JavaScript ${Date.now()}`;
    await page.getByLabel("Votre commentaire").fill(text);
    await page.getByRole("button", { name: "Publier le commentaire" }).click();
    await expect(page).toHaveURL(`${path}#commentaires`);
    const list = page.getByRole("list", { name: "Liste des commentaires" });
    await expect(list.getByRole("listitem").first()).toContainText(text);
    await context.close();
  });

  test("a store is rated too", async ({ page }) => {
    await newMember(page, "boutique");
    await page.goto("/boutiques");
    await page.locator("article h3 a").first().click();
    await expect(page.getByRole("heading", { name: "Évaluer cette boutique" })).toBeVisible();
    await expect(page.locator('input[name="enhanced"]').first()).toBeAttached();
    await page.getByRole("button", { name: "Noter 5 étoiles" }).click();
    await expect(toast(page, "Évaluation enregistrée")).toBeVisible();
    await expect(page.getByText("Votre note : 5 sur 5")).toBeVisible();
  });

  test("the owner cannot rate their own service: the widget says why and the server refuses", async ({
    page,
  }) => {
    await signInAs(page, DEMO_USER_EMAIL, demoPassword());
    const path = await servicePath(page, "Plomberie Ben Ammar");
    await page.goto(path);
    const widget = page.getByRole("region", { name: "Évaluer ce service" });
    await expect(widget).toContainText("Vous ne pouvez pas évaluer votre propre service.");
    await expect(widget.getByRole("button", { name: /^Noter/ })).toHaveCount(0);
    const before = (await page.locator("[data-rating-summary]").textContent()) ?? "";

    // A forged form post changes nothing and says why on the next page.
    const forged = await page.request.post(path, {
      form: { intent: "rate", stars: "5" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(302);
    await page.goto(path);
    await expect(toast(page, "Évaluation impossible")).toContainText(
      "Vous ne pouvez pas évaluer votre propre service.",
    );
    await expect(page.locator("[data-rating-summary]")).toHaveText(before);
  });

  test("only the owner sees edit and delete, behind 'Êtes-vous sûr ?'", async ({ page }) => {
    const path = await servicePath(page, "Plomberie Ben Ammar");
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Supprimer" })).toHaveCount(0);

    await signInAs(page, DEMO_USER_EMAIL, demoPassword());
    await page.goto(path);
    const id = path.split("/").at(-1);
    await expect(page.getByRole("link", { name: "Modifier" })).toHaveAttribute(
      "href",
      `/publier/service/${id}`,
    );
    await page.getByRole("button", { name: "Supprimer" }).click();
    const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(path);
  });
});
