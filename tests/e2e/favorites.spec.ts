import type { Locator, Page } from "@playwright/test";
import { createAccount, toast, uniqueEmail } from "../fixtures/accounts";
import { signInAs } from "../fixtures/auth";
import { expect, test } from "../fixtures/test";

/** The first card's heart on a list page, once its behaviour has loaded (it answers in place). */
async function firstHeart(page: Page): Promise<Locator> {
  const form = page.locator("article form").first();
  await expect(form.locator('input[name="enhanced"]')).toBeAttached();
  return form.getByRole("button");
}

async function newMember(page: Page, tag: string) {
  const email = uniqueEmail("favoris", tag);
  await createAccount(
    page.request,
    { email, name: "Fatma Trabelsi", password: "secret123" },
    { confirmed: true },
  );
  await signInAs(page, email, "secret123");
}

test.describe("favourites", () => {
  test("a visitor's heart leads to the sign-in page with 'Connexion requise'", async ({ page }) => {
    await page.goto("/proprietes");
    const heart = await firstHeart(page);
    await expect(heart).toHaveAccessibleName("Ajouter aux favoris");
    await heart.click();
    await expect(toast(page, "Connexion requise")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?from=%2Fproprietes$/);
  });

  for (const path of ["/proprietes", "/services", "/boutiques"]) {
    test(`adding and removing on ${path} answers with the toasts and survives a reload`, async ({
      page,
    }) => {
      await newMember(page, path.slice(1));
      await page.goto(path);
      let heart = await firstHeart(page);
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(toast(page, "Ajouté aux favoris")).toBeVisible();
      await expect(heart).toHaveAccessibleName("Retirer des favoris");
      await expect(heart).toHaveAttribute("aria-pressed", "true");

      // The state is read from the server on load.
      await page.reload();
      heart = await firstHeart(page);
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await heart.click();
      await expect(toast(page, "Retiré des favoris")).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await page.reload();
      await expect(await firstHeart(page)).toHaveAttribute("aria-pressed", "false");
    });
  }

  test("the heart on a property's first photo shares the state of its card", async ({ page }) => {
    await newMember(page, "detail");
    await page.goto("/proprietes");
    // The list is read again after the heart's answer, and other tests publish meanwhile: the
    // first card is followed by its link, wherever it then stands.
    const href = (await page.locator("article h3 a").first().getAttribute("href")) ?? "";
    const card = page.locator("article", { has: page.locator(`h3 a[href="${href}"]`) });
    const title = (await card.locator("h3").textContent())?.trim() ?? "";
    await expect(card.locator('input[name="enhanced"]')).toBeAttached();
    await card.locator("form").getByRole("button").click();
    await expect(toast(page, "Ajouté aux favoris")).toBeVisible();

    await card.locator("h3 a").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const heart = page.getByRole("button", { name: "Retirer des favoris" });
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  });

  test("without JavaScript the heart still works as a form", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await newMember(page, "nojs");
    await page.goto("/boutiques");
    const heart = page.locator("article form button").first();
    await heart.click();
    await expect(page).toHaveURL(/\/boutiques$/);
    await expect(page.locator("article form button").first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await context.close();
  });

  test("the server refuses a favourite of an item that does not exist", async ({ page }) => {
    await newMember(page, "absent");
    const response = await page.request.post("/actions/favori", {
      form: {
        intent: "add",
        itemType: "property",
        itemId: "3f1c5a0e-0000-4000-8000-000000000000",
      },
      maxRedirects: 0,
    });
    // Back to the page it came from, with the reason as a toast.
    expect(response.status()).toBe(302);
    const flash = decodeURIComponent(response.headers()["set-cookie"] ?? "");
    expect(
      Buffer.from(flash.split("darna-flash=")[1]?.split(";")[0] ?? "", "base64").toString(),
    ).toContain("supprimée");
    const body = await page.request.post("/actions/favori", {
      form: { intent: "add", itemType: "voiture", itemId: "x" },
      maxRedirects: 0,
    });
    expect(body.status()).toBe(400);
  });
});
