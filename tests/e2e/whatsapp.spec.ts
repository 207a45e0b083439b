import { createAccount, toast, uniqueEmail } from "../fixtures/accounts";
import { signInAs } from "../fixtures/auth";
import { expect, test } from "../fixtures/test";

/** The first card's detail page of a list. */
async function openFirst(page: import("@playwright/test").Page, list: "/services" | "/boutiques") {
  await page.goto(list);
  const link = page.locator("article h3 a").first();
  const name = ((await link.textContent()) ?? "").trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${list}/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { name }).first()).toBeVisible();
  return name;
}

test.describe("WhatsApp contact on services and stores", () => {
  test("a visitor is told 'Connexion requise' and sent to sign in, back to the page", async ({
    page,
  }) => {
    await openFirst(page, "/services");
    const path = new URL(page.url()).pathname;
    await page
      .getByRole("main")
      .getByRole("link", { name: "Contacter sur WhatsApp" })
      .first()
      .click();
    await expect(toast(page, "Connexion requise")).toContainText(
      "Veuillez vous connecter pour contacter via WhatsApp",
    );
    await expect(page).toHaveURL(`/auth/login?from=${encodeURIComponent(path)}`);
  });

  for (const list of ["/services", "/boutiques"] as const) {
    test(`a signed-in user gets a wa.me link with 216 and a greeting naming the listing (${list})`, async ({
      page,
    }) => {
      const email = uniqueEmail("whatsapp", list.slice(1));
      await createAccount(
        page.request,
        { email, name: "Sami Gharbi", password: "secret123" },
        { confirmed: true },
      );
      await signInAs(page, email, "secret123");
      const name = await openFirst(page, list);
      const href =
        (await page
          .getByRole("main")
          .getByRole("link", { name: "Contacter sur WhatsApp" })
          .first()
          .getAttribute("href")) ?? "";
      const url = new URL(href);
      expect(url.origin).toBe("https://wa.me");
      expect(url.pathname).toMatch(/^\/216\d{8}$/);
      expect(url.searchParams.get("text")).toContain(`« ${name} »`);
      expect(url.searchParams.get("text")).toMatch(/^Bonjour/);
    });
  }
});
