import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  demoApi,
  freshUser,
  publishProperty,
  type TUser,
  uniqueWord,
} from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, hydrated, test } from "../fixtures/test";

/*
 * Reported conversations in the admin 'Signalements' tab (issue 22, decision 0028): a party
 * reports a conversation, an administrator finds it with the reason and the reporter, links to
 * the thread, and 'Classer sans suite' closes it (journaled), with and without JavaScript, on a
 * phone too. Anyone else posting the same action is refused and changes nothing.
 */

/** A conversation the buyer opened about the owner's new property, reported by the buyer. */
async function reportedConversation(owner: TUser, buyer: TUser, title: string) {
  const { id } = await publishProperty(owner.api, { title });
  const sent = await buyer.api.post(`/messages/nouveau?type=propriete&id=${id}`, {
    form: { annonce: `property:${id}`, body: "Bonjour, envoyez-moi un acompte par mandat." },
    maxRedirects: 0,
  });
  expect(sent.status(), await sent.text()).toBe(302);
  const conversationId = /^\/messages\/([0-9a-f-]{36})/.exec(sent.headers().location ?? "")?.[1];
  expect(conversationId, sent.headers().location).toBeTruthy();
  const reported = await buyer.api.post(`/messages/${conversationId}`, {
    form: { intent: "report", reason: "scam", details: `Demande d'acompte (${title})` },
    maxRedirects: 0,
  });
  expect(reported.status(), await reported.text()).toBeLessThan(400);
  return conversationId as string;
}

async function adminPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const api = await demoApi(DEMO_ADMIN_EMAIL, demoPassword());
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: "fr-FR",
    timezoneId: "Africa/Tunis",
    ...options,
  });
  await context.addCookies((await api.storageState()).cookies);
  return { page: await context.newPage(), api };
}

/** The 'Signalements' tab narrowed to this test's listings by the search box. */
async function openReports(page: Page, word: string) {
  await page.goto(`/admin?onglet=signalements&q=${word}`);
  return page.getByRole("region", { name: "Conversations signalées" });
}

async function stillReported(api: APIRequestContext, word: string, conversationId: string) {
  const html = await (await api.get(`/admin?onglet=signalements&q=${word}`)).text();
  return html.includes(`/messages/${conversationId}`);
}

test.describe("Panneau d'administration : conversations signalées", () => {
  test("a reported conversation shows with its reason and is dismissed, journaled; others are refused", async ({
    browser,
  }) => {
    const word = uniqueWord("convsig");
    const title = `Villa ${word}`;
    const owner = await freshUser("conv-proprio", "Karim Mansour");
    const buyer = await freshUser("conv-acheteur", "Salma Ayari");
    const conversationId = await reportedConversation(owner, buyer, title);

    // A party of the conversation is no administrator: refused (journaled), the report stays open.
    const refused = await owner.api.post("/admin", {
      form: { intent: "classer-conversation", conversationId },
      maxRedirects: 0,
    });
    // The page is the administrators': a plain form post is refused and sent home, as on every tab.
    expect([refused.status(), refused.headers().location]).toEqual([302, "/"]);

    const { page, api } = await adminPage(browser);
    expect(await stillReported(api, word, conversationId)).toBe(true);
    await page.goto("/admin");
    const tabs = page.getByRole("navigation", { name: "Sections du panneau d'administration" });
    await tabs.getByRole("link", { name: "Signalements" }).click();
    await expect(page).toHaveURL(/onglet=signalements/);
    const main = page.getByRole("main");
    await main.getByRole("searchbox", { name: "Rechercher une annonce signalée" }).fill(word);
    await main.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/[?&]q=/);

    const section = main.getByRole("region", { name: "Conversations signalées" });
    const item = section.getByRole("article", { name: title });
    await expect(item).toContainText(
      "Entre Salma Ayari (acheteur) et Karim Mansour (propriétaire)",
    );
    await expect(item).toContainText("1 signalement(s) ouvert(s)");
    await expect(item).toContainText("Arnaque ou demande de paiement suspecte");
    await expect(item).toContainText(`Par Salma Ayari (acheteur) · ${buyer.email}`);
    await expect(item).toContainText(`Demande d'acompte (${title})`);
    await expect(item.getByRole("link", { name: /^Lire la conversation/ })).toHaveAttribute(
      "href",
      `/messages/${conversationId}`,
    );

    // The administrator reads the reported thread; the reading is journaled.
    const reading = await api.get(`/messages/${conversationId}`);
    expect(reading.status()).toBe(200);
    expect(await reading.text()).toContain("envoyez-moi un acompte");

    // Asked first, then sent.
    await hydrated(page, "main details form");
    const confirm = item.getByRole("button", { name: "Confirmer le classement" });
    await expect(confirm).toBeHidden();
    await item.locator("summary").click();
    await confirm.click();
    await expect(section.getByRole("status")).toContainText("Signalements classés sans suite");
    await expect(item).toHaveCount(0);
    await expect(section).toContainText(`Aucune conversation signalée pour « ${word} »`);

    // The administrators' access to the thread ended with the reports.
    const thread = await api.get(`/messages/${conversationId}`, { maxRedirects: 0 });
    expect(await thread.text()).not.toContain("envoyez-moi un acompte");

    await page.goto(`/admin?onglet=journal&q=${encodeURIComponent(title)}`);
    const journal = page.getByRole("main").getByRole("row");
    await expect(
      journal.filter({ hasText: "Signalements classés sans suite" }).filter({ hasText: "Réussi" }),
    ).toContainText(`Conversation : ${title}`);
    await expect(journal.filter({ hasText: "Lecture d'une conversation signalée" })).toContainText(
      "Conversation signalée entre Salma Ayari et Karim Mansour",
    );
    // The party's attempt is journaled as refused.
    await page.goto(`/admin?onglet=journal&q=${encodeURIComponent(owner.email)}`);
    const refusal = page
      .getByRole("main")
      .getByRole("row")
      .filter({ hasText: "Signalements classés sans suite" });
    await expect(refusal).toContainText("Refusé");
    await expect(refusal).toContainText(`Conversation : ${conversationId}`);
    await page.context().close();
  });

  test("without JavaScript, on a phone, 'Classer sans suite' asks and closes the reports", async ({
    browser,
  }) => {
    const word = uniqueWord("convnojs");
    const title = `Studio ${word}`;
    const owner = await freshUser("conv-proprio-nojs", "Nour Belhaj");
    const buyer = await freshUser("conv-acheteur-nojs", "Yassine Khemiri");
    const conversationId = await reportedConversation(owner, buyer, title);

    const { page } = await adminPage(browser, {
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const section = await openReports(page, word);
    const item = section.getByRole("article", { name: title });
    await expect(item).toContainText("Arnaque ou demande de paiement suspecte");
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Keyboard: the disclosure opens from its summary, then the confirmation is sent.
    await item.locator("summary").focus();
    await page.keyboard.press("Enter");
    await item.getByRole("button", { name: "Confirmer le classement" }).click();
    await expect(
      page.getByRole("region", { name: "Conversations signalées" }).getByRole("status"),
    ).toContainText("Signalements classés sans suite");
    await expect(
      page.getByRole("region", { name: "Conversations signalées" }).getByRole("article", {
        name: title,
      }),
    ).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Lire la conversation/ })).toHaveCount(0);
    expect(
      await stillReported(await demoApi(DEMO_ADMIN_EMAIL, demoPassword()), word, conversationId),
    ).toBe(false);
    await page.context().close();
  });
});
