import type { Page } from "@playwright/test";
import { testClientAddress, toast } from "../fixtures/accounts";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * The contact page. Every
 * browser of the run shares one address, and the server takes 5 messages an hour from it: the
 * demo server receives one message here and the empty server one, retries included that stays
 * under the limit.
 */

const nameField = (page: Page) => page.getByRole("textbox", { name: "Nom complet", exact: true });
const emailField = (page: Page) => page.getByRole("textbox", { name: "Email", exact: true });
const phoneField = (page: Page) => page.getByRole("textbox", { name: "Téléphone", exact: true });
const messageField = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const sendButton = (page: Page) => page.getByRole("button", { name: "Envoyer le message" });
const invalidFields = (page: Page) => page.locator('main [aria-invalid="true"]');

/** The form posts the page sends (a check done in the browser sends none). */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test.describe("Contact", () => {
  test("shows the team's address, phone, e-mail, opening hours and social links", async ({
    page,
    request,
  }) => {
    // Title and description are in the server's HTML, for search engines and link previews.
    const html = await (await request.get("/contact")).text();
    expect(html).toContain("<title>Contactez-nous | Darna</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]*équipe Darna[^"]*"/);

    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeVisible();
    const details = page.getByRole("region", { name: "Nos coordonnées" });
    await expect(details).toContainText("Tunis");
    await expect(details.getByRole("link", { name: /^\+216 / })).toHaveAttribute(
      "href",
      /^tel:\+216\d{8}$/,
    );
    await expect(details.getByRole("link", { name: "contact@darna.tn" })).toHaveAttribute(
      "href",
      "mailto:contact@darna.tn",
    );
    await expect(details.getByText("Lundi - Vendredi : 9h - 18h")).toBeVisible();
    await expect(details.getByText("Samedi : 9h - 13h")).toBeVisible();
    for (const [label, host] of [
      ["Darna sur Facebook", "facebook.com"],
      ["Darna sur Instagram", "instagram.com"],
      ["Darna sur LinkedIn", "linkedin.com"],
    ]) {
      const link = details.getByRole("link", { name: label });
      await expect(link).toHaveAttribute("href", new RegExp(`^https://www\\.${host}/`));
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  test("checks the fields in the specification's order, one message at a time, sending nothing", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page, "main form");
    const posts = countPosts(page);

    await sendButton(page).click();
    await expect(nameField(page)).toHaveAccessibleDescription("Le nom est requis");
    await expect(nameField(page)).toBeFocused();
    // Only the first failing message, although every field is empty.
    await expect(invalidFields(page)).toHaveCount(1);
    await expect(page.getByText("L'email est requis")).toHaveCount(0);

    // The next edit clears the message.
    await nameField(page).pressSequentially("S");
    await expect(page.getByText("Le nom est requis")).toHaveCount(0);
    await expect(invalidFields(page)).toHaveCount(0);

    // A name made of spaces is missing: values are trimmed.
    await nameField(page).fill("   ");
    await sendButton(page).click();
    await expect(nameField(page)).toHaveAccessibleDescription("Le nom est requis");

    await nameField(page).fill("Sami Trabelsi");
    await sendButton(page).click();
    await expect(emailField(page)).toHaveAccessibleDescription("L'email est requis");
    await expect(emailField(page)).toBeFocused();
    await expect(invalidFields(page)).toHaveCount(1);

    await emailField(page).fill("abc");
    await expect(page.getByText("L'email est requis")).toHaveCount(0);
    await sendButton(page).click();
    await expect(emailField(page)).toHaveAccessibleDescription("Veuillez entrer un email valide");

    await emailField(page).fill("sami.trabelsi@exemple.tn");
    await sendButton(page).click();
    await expect(phoneField(page)).toHaveAccessibleDescription("Le numéro de téléphone est requis");

    await phoneField(page).fill("+216 20 123 456");
    await messageField(page).fill("  \n  ");
    await sendButton(page).click();
    await expect(messageField(page)).toHaveAccessibleDescription("Le message est requis");
    await expect(invalidFields(page)).toHaveCount(1);

    await messageField(page).pressSequentially("B");
    await expect(page.getByText("Le message est requis")).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("sends the message: the success toast, then an empty form", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page, "main form");
    const posts = countPosts(page);

    await nameField(page).fill("  Leila Ben Ali ");
    await emailField(page).fill(" leila.benali@exemple.tn ");
    await phoneField(page).fill("+216 98 765 432");
    await messageField(page).fill("Bonjour,\nje souhaite publier plusieurs annonces de location.");
    await sendButton(page).click();

    const sent = toast(page, "Message envoyé");
    await expect(sent).toBeVisible();
    await expect(sent).toContainText("Merci pour votre message, nous vous répondrons bientôt.");
    for (const field of [nameField, emailField, phoneField, messageField]) {
      await expect(field(page)).toHaveValue("");
    }
    await expect(invalidFields(page)).toHaveCount(0);
    // Sent once, through the page's own request: the page stayed where it was.
    expect(posts).toHaveLength(1);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeVisible();
  });
});

test.describe("Contact sur un téléphone lent", () => {
  // React Router applies a fetcher's answer inside a transition; on a slow CPU React skipped the
  // effect that read it (react/react#34556), so the message was stored but the page said
  // nothing and kept the text. Several sends, each from an address of its own (5 an hour each).
  test("with a CPU 6x slower, every message sent gets the toast and an empty form", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    for (let attempt = 0; attempt < 3; attempt++) {
      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": testClientAddress() },
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.goto("/contact");
      await hydrated(page, "main form");
      await nameField(page).fill("Sami Trabelsi");
      await emailField(page).fill("sami.trabelsi@exemple.tn");
      await phoneField(page).fill("+216 20 123 456");
      await messageField(page).fill(`Message ${attempt + 1} envoyé depuis un téléphone lent.`);
      await sendButton(page).click();
      await expect(toast(page, "Message envoyé")).toBeVisible({ timeout: 20_000 });
      for (const field of [nameField, emailField, phoneField, messageField]) {
        await expect(field(page)).toHaveValue("");
      }
      await context.close();
    }
  });
});

test.describe("Contact sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers the form: the first message on its field, then the notice of a sent message", async ({
    page,
    emptyBaseURL,
  }) => {
    // The empty server: its own limit of 5 messages an hour, apart from the demo server's.
    await page.goto(`${emptyBaseURL}/contact`);

    await nameField(page).fill("Karim Jaziri");
    await emailField(page).fill("pas-une-adresse");
    await sendButton(page).click();
    await expect(emailField(page)).toHaveAccessibleDescription("Veuillez entrer un email valide");
    await expect(invalidFields(page)).toHaveCount(1);
    // What was typed is still there.
    await expect(nameField(page)).toHaveValue("Karim Jaziri");
    await expect(emailField(page)).toHaveValue("pas-une-adresse");

    await emailField(page).fill("karim.jaziri@exemple.tn");
    await sendButton(page).click();
    await expect(phoneField(page)).toHaveAccessibleDescription("Le numéro de téléphone est requis");
    await expect(emailField(page)).toHaveValue("karim.jaziri@exemple.tn");

    await phoneField(page).fill("71 234 567");
    await messageField(page).fill("Une question sur une annonce à Sousse.");
    await sendButton(page).click();
    const notice = page.getByRole("status").filter({ hasText: "Message envoyé" });
    await expect(notice).toContainText("Merci pour votre message, nous vous répondrons bientôt.");
    for (const field of [nameField, emailField, phoneField, messageField]) {
      await expect(field(page)).toHaveValue("");
    }
  });
});
