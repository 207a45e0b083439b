import type { APIRequestContext, Page } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import { demoApi, freshUser, pageAs, publishProperty, uniqueWord } from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, test } from "../fixtures/test";

/*
 * Reports and moderation (issue 14, decision 0015) through whole journeys: a visitor and a
 * signed-in user report a listing, the administrator finds it in the 'Signalements' tab, hides
 * it (it leaves the list, the search and the seller page; its page is a 404 for a visitor and
 * shows the moderation banner to its owner), then restores it.
 */

const CONFIRMATION = "Merci, votre signalement a été envoyé à notre équipe.";

async function userIdOf(api: APIRequestContext): Promise<string> {
  const response = await api.get("/api/auth/get-session");
  const body = (await response.json()) as { user?: { id?: string } } | null;
  const id = body?.user?.id;
  if (!id) throw new Error("session sans utilisateur");
  return id;
}

/** Opens the report form with the keyboard, picks a reason, writes details and sends. */
async function report(page: Page, reason: string, details: string, { open = true } = {}) {
  if (open) {
    await page.getByText("Signaler cette annonce", { exact: true }).focus();
    await page.keyboard.press("Enter");
  }
  const form = page.locator("form[action='/actions/signaler']");
  await form.getByRole("radio", { name: reason }).check();
  await form.getByRole("textbox", { name: "Précisions (facultatif)" }).fill(details);
  await form.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(page.getByRole("status").filter({ hasText: CONFIRMATION })).toBeVisible();
}

test.describe("Signaler une annonce et modération", () => {
  test.describe.configure({ timeout: 180_000 });

  test("signalée par un visiteur et un utilisateur, masquée puis rétablie", async ({ browser }) => {
    const owner = await freshUser("signalements", "Rim Ayari");
    const word = uniqueWord();
    const title = `Studio ${word}`;
    const published = await publishProperty(owner.api, { title });
    const ownerId = await userIdOf(owner.api);

    // A visitor reports it; a reason is required first.
    const visitor = await pageAs(browser);
    await visitor.goto(published.url);
    await visitor.getByText("Signaler cette annonce", { exact: true }).click();
    const form = visitor.locator("form[action='/actions/signaler']");
    await form.getByRole("button", { name: "Envoyer le signalement" }).click();
    await expect(form.getByRole("alert")).toHaveText("Choisissez un motif de signalement.");
    await report(visitor, "Arnaque ou fraude", "Demande un virement avant la visite.", {
      open: false,
    });

    // A signed-in user reports it too.
    const reader = await freshUser("signalements-lecteur");
    const readerPage = await pageAs(browser, reader.api);
    await readerPage.goto(published.url);
    await report(readerPage, "Annonce en double", "");

    // Its owner is not offered the form.
    const ownerPage = await pageAs(browser, owner.api);
    await ownerPage.goto(published.url);
    await expect(ownerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(ownerPage.getByText("Signaler cette annonce")).toHaveCount(0);

    // The queue shows it with both reasons.
    const admin = await pageAs(browser, await demoApi(DEMO_ADMIN_EMAIL, demoPassword()));
    await admin.goto(`/admin?onglet=signalements&q=${encodeURIComponent(word)}`);
    const main = admin.getByRole("main");
    const row = main.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("2 signalement(s) ouvert(s)");
    await expect(row).toContainText("Arnaque ou fraude");
    await expect(row).toContainText("Demande un virement avant la visite.");
    await expect(row).toContainText("Annonce en double");

    // Hide it, with a reason for the owner.
    await row.getByRole("button", { name: `Masquer « ${title} »` }).click();
    const dialog = admin.getByRole("dialog", { name: "Êtes-vous sûr ?" });
    await dialog
      .getByRole("textbox", { name: "Motif communiqué au propriétaire" })
      .fill("Annonce frauduleuse signalée par plusieurs lecteurs.");
    await dialog.getByRole("button", { name: "Masquer" }).click();
    await expect(toast(admin, "Annonce masquée")).toBeVisible();
    await expect(row).toContainText("Masquée");

    // Gone for everyone else: the list's search, the seller page, the page itself.
    await visitor.goto(`/proprietes?q=${word}`);
    await expect(visitor.getByRole("main")).not.toContainText(title);
    await visitor.goto(`/utilisateur/${ownerId}/annonces`);
    await expect(visitor.getByRole("main")).not.toContainText(title);
    expect((await visitor.goto(published.url))?.status()).toBe(404);

    // Its owner still opens it, and reads why.
    await ownerPage.reload();
    await expect(ownerPage.getByText("Annonce masquée par la modération")).toBeVisible();
    await expect(
      ownerPage.getByText("Motif : Annonce frauduleuse signalée par plusieurs lecteurs."),
    ).toBeVisible();
    await ownerPage.goto("/mes-annonces");
    await expect(ownerPage.getByText("Masquée", { exact: true }).first()).toBeVisible();

    // The journal keeps the action; restoring brings the listing back.
    await admin.goto(`/admin?onglet=signalements&q=${encodeURIComponent(word)}`);
    await row.getByRole("button", { name: `Rétablir « ${title} »` }).click();
    await dialog.getByRole("button", { name: "Rétablir" }).click();
    await expect(toast(admin, "Annonce rétablie")).toBeVisible();
    await admin.goto(`/admin?onglet=journal&q=${encodeURIComponent(word)}`);
    await expect(main.getByRole("row").filter({ hasText: "Annonce masquée" })).toHaveCount(1);
    await expect(main.getByRole("row").filter({ hasText: "Annonce rétablie" })).toHaveCount(1);

    expect((await visitor.goto(published.url))?.status()).toBe(200);
    await expect(visitor.getByText("Annonce masquée par la modération")).toHaveCount(0);
    await visitor.goto(`/proprietes?q=${word}`);
    await expect(visitor.getByRole("main")).toContainText(title);
    await visitor.goto(`/utilisateur/${ownerId}/annonces`);
    await expect(visitor.getByRole("main")).toContainText(title);

    for (const page of [visitor, readerPage, ownerPage, admin]) await page.context().close();
  });

  test("trois comptes différents la signalent : masquée d'office, le propriétaire l'entend", async ({
    browser,
  }) => {
    const owner = await freshUser("signalements-auto", "Anis Trabelsi");
    const word = uniqueWord();
    const title = `Terrain ${word}`;
    const published = await publishProperty(owner.api, { title });

    // The owner's page is open: the notice arrives live in the bell.
    const ownerPage = await pageAs(browser, owner.api);
    await ownerPage.goto("/mes-annonces");
    const bell = ownerPage.getByRole("button", { name: "Notifications", exact: true });
    await expect(bell).toBeVisible();

    for (let n = 0; n < 3; n++) {
      const reader = await freshUser(`signalements-auto-${n}`);
      const response = await reader.api.post("/actions/signaler", {
        form: { itemType: "property", itemId: published.id, reason: "scam", enhanced: "1" },
      });
      expect(response.status(), await response.text()).toBe(200);
      await reader.api.dispose();
    }

    await expect(toast(ownerPage, "Annonce masquée")).toBeVisible();
    await expect(bell.locator("[data-notification-badge]")).toHaveText("1");
    await bell.click();
    await expect(ownerPage.getByRole("menu")).toContainText(`a masqué votre annonce « ${title} »`);

    const visitor = await pageAs(browser);
    expect((await visitor.goto(published.url))?.status()).toBe(404);

    // Bad input is answered in French with its status, and a hidden listing cannot be reported.
    const post = (form: Record<string, string>) =>
      visitor.request.post("/actions/signaler", { form: { ...form, enhanced: "1" } });
    const target = { itemType: "property", itemId: published.id };
    const forged = await post({ ...target, reason: "spam" });
    expect(forged.status()).toBe(400);
    expect(await forged.json()).toMatchObject({ message: "Choisissez un motif de signalement." });
    const long = await post({ ...target, reason: "other", details: "é".repeat(10_000) });
    expect(long.status()).toBe(400);
    expect(await long.json()).toMatchObject({
      message: "Les précisions ne peuvent pas dépasser 1000 caractères.",
    });
    const hidden = await post({ ...target, reason: "other" });
    expect(hidden.status()).toBe(404);
    expect(await hidden.json()).toMatchObject({
      message: "Cette annonce n'existe pas ou a été supprimée.",
    });
    const own = await owner.api.post("/actions/signaler", {
      form: { ...target, reason: "other", enhanced: "1" },
    });
    expect(own.status()).toBe(404);

    const admin = await pageAs(browser, await demoApi(DEMO_ADMIN_EMAIL, demoPassword()));
    await admin.goto(`/admin?onglet=journal&q=${encodeURIComponent(word)}`);
    await expect(
      admin.getByRole("main").getByRole("row").filter({ hasText: "Système" }),
    ).toContainText("Annonce masquée");
    await admin.goto(`/admin?onglet=signalements&q=${encodeURIComponent(word)}`);
    await expect(admin.getByRole("main").getByRole("row").filter({ hasText: title })).toContainText(
      "Masquée automatiquement",
    );
    for (const page of [ownerPage, visitor, admin]) await page.context().close();
  });
});
