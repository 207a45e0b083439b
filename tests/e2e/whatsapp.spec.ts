import { createAccount, toast, uniqueEmail } from "../fixtures/accounts";
import { signInAs } from "../fixtures/auth";
import { publishOneOfEach, uniqueSetVariant } from "../fixtures/listings";
import { freshUser } from "../fixtures/properties";
import { expect, test } from "../fixtures/test";

/*
 * WhatsApp on services and stores (decision 0029): for signed-in users when the owner
 * shows the number, with the specification's greeting; a visitor is told to sign in.
 */

async function published(showPhone: boolean) {
  const owner = await freshUser(showPhone ? "wa-shown" : "wa-hidden", "Hela Jaziri");
  return publishOneOfEach(
    owner,
    uniqueSetVariant({
      property: "Duplex",
      service: "Électricité",
      profession: "Électricien",
      store: "Déco",
      category: "décoration",
      serviceIn: "sfax",
      storeIn: "sousse",
    }),
    { showPhone },
  );
}

const whatsappLink = (page: import("@playwright/test").Page) =>
  page.getByRole("main").getByRole("link", { name: "Contacter sur WhatsApp" }).first();

test.describe("WhatsApp contact on services and stores", () => {
  test("a visitor is told 'Connexion requise' and sent to sign in, back to the page", async ({
    page,
  }) => {
    const set = await published(true);
    const path = `/services/${set.service.id}`;
    await page.goto(path);
    await whatsappLink(page).click();
    await expect(toast(page, "Connexion requise")).toContainText(
      "Veuillez vous connecter pour contacter via WhatsApp",
    );
    await expect(page).toHaveURL(`/auth/login?from=${encodeURIComponent(path)}`);
  });

  test("a signed-in user gets a wa.me link with 216 and a greeting naming the listing, none when the owner hides his number", async ({
    page,
  }) => {
    const shown = await published(true);
    const hidden = await published(false);
    const email = uniqueEmail("whatsapp", "client");
    await createAccount(
      page.request,
      { email, name: "Sami Gharbi", password: "secret123" },
      { confirmed: true },
    );
    await signInAs(page, email, "secret123");
    for (const [path, name] of [
      [`/services/${shown.service.id}`, shown.service.name],
      [`/boutiques/${shown.store.id}`, shown.store.name],
    ] as const) {
      await page.goto(path);
      const href = (await whatsappLink(page).getAttribute("href")) ?? "";
      const url = new URL(href);
      expect(url.origin).toBe("https://wa.me");
      expect(url.pathname).toMatch(/^\/216\d{8}$/);
      expect(url.searchParams.get("text")).toContain(`« ${name} »`);
      expect(url.searchParams.get("text")).toMatch(/^Bonjour/);
    }
    for (const path of [`/services/${hidden.service.id}`, `/boutiques/${hidden.store.id}`]) {
      await page.goto(path);
      await expect(
        page.getByRole("main").getByRole("link", { name: "Envoyer un message" }),
      ).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
      // The footer's WhatsApp link is Darna's own; the owner's number is nowhere.
      await expect(page.getByRole("main").locator('a[href*="wa.me"]')).toHaveCount(0);
      expect(await page.content()).not.toMatch(/98[\s().-]*000[\s().-]*(111|222)/);
    }
  });
});
