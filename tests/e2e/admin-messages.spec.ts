import { toast } from "../fixtures/accounts";
import { demoApi, freshUser, pageAs, uniqueWord } from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, hydrated, test } from "../fixtures/test";

/*
 * The admin panel's Messages tab (issue 14): a message sent through the contact form is read by
 * an administrator, answered by e-mail and marked handled. The contact form takes 5 messages an
 * hour from one address (contact.spec.ts sends one to this server): this spec sends one.
 */

test.describe("Panneau d'administration : messages de contact", () => {
  test("a contact message shows in the Messages tab, new, and is marked handled and back", async ({
    page,
    browser,
  }) => {
    const word = uniqueWord("msg");
    const sender = `Nadia ${word}`;

    await page.goto("/contact");
    await hydrated(page, "main form");
    await page.getByRole("textbox", { name: "Nom complet", exact: true }).fill(sender);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("nadia@exemple.tn");
    await page.getByRole("textbox", { name: "Téléphone", exact: true }).fill("+216 98 765 432");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill(`Bonjour, je voudrais signaler un problème (${word}).`);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(toast(page, "Message envoyé")).toBeVisible();

    // A plain user is sent home: the tab is the administrators'.
    const member = await freshUser("messages-refus", "Rania Khelifi");
    const memberPage = await pageAs(browser, member.api);
    await memberPage.goto("/admin?onglet=messages");
    await expect(memberPage).not.toHaveURL(/\/admin/);
    await memberPage.context().close();

    const admin = await pageAs(browser, await demoApi(DEMO_ADMIN_EMAIL, demoPassword()));
    await admin.goto("/admin");
    const tabs = admin.getByRole("navigation", { name: "Sections du panneau d'administration" });
    await tabs.getByRole("link", { name: "Messages" }).click();
    await expect(admin).toHaveURL(/onglet=messages/);
    await expect(tabs.getByRole("link", { name: "Messages" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const main = admin.getByRole("main");
    // Newest first: the message just sent heads the list.
    await expect(main.getByRole("row").nth(1)).toContainText(sender);

    // The search ignores case and accents.
    await main.getByRole("searchbox", { name: "Rechercher un message" }).fill(word.toUpperCase());
    await main.getByRole("button", { name: "Rechercher" }).click();
    await expect(admin).toHaveURL(/[?&]q=/);
    const row = main.getByRole("row").filter({ hasText: sender });
    await expect(row).toHaveCount(1);
    await expect(main.getByText("1 message(s)")).toBeVisible();
    await expect(row).toContainText("nadia@exemple.tn");
    await expect(row).toContainText(`je voudrais signaler un problème (${word})`);
    await expect(row.getByText("Nouveau")).toBeVisible();
    await expect(row.getByRole("link", { name: `Répondre à ${sender}` })).toHaveAttribute(
      "href",
      `mailto:nadia@exemple.tn?subject=${encodeURIComponent("Re: Votre message sur Darna")}`,
    );

    await hydrated(admin, "main table button");
    await row.getByRole("button", { name: /^Marquer comme traité/ }).click();
    await expect(toast(admin, "Message marqué comme traité")).toBeVisible();
    await expect(row.getByText("Traité", { exact: true })).toBeVisible();
    await expect(row.getByText("Nouveau")).toHaveCount(0);

    // Still handled after a reload: the server kept it.
    await admin.reload();
    await expect(row.getByText("Traité", { exact: true })).toBeVisible();
    await hydrated(admin, "main table button");
    await row.getByRole("button", { name: /^Remettre à traiter/ }).click();
    await expect(toast(admin, "Message remis à traiter")).toBeVisible();
    await expect(row.getByText("Nouveau")).toBeVisible();

    // The journal says who did it.
    await admin.goto("/admin?onglet=journal");
    await expect(
      admin.getByRole("main").getByRole("row").filter({ hasText: "Message traité" }).first(),
    ).toContainText(sender);
    await admin.context().close();
  });
});
