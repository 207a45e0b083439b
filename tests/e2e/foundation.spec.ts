import { signInAs } from "../fixtures/auth";
import { choosePlace } from "../fixtures/place-box";
import {
  DEMO_ADMIN_EMAIL,
  DEMO_USER_EMAIL,
  demoPassword,
  expect,
  hydrated,
  test,
} from "../fixtures/test";

const PUBLIC_ROUTES = [
  "/",
  "/proprietes",
  "/services",
  "/boutiques",
  "/contact",
  "/auth",
  "/auth/login",
  "/auth/inscription",
  "/auth/reinitialiser-mot-de-passe",
  "/reinitialiser-mot-de-passe",
];
const LOGIN_REQUIRED = [
  "/profil",
  "/mes-annonces",
  "/mes-favoris",
  "/publier/propriete",
  "/publier/service",
  "/publier/boutique",
];

test.describe("routes and layout", () => {
  test("every public route renders with one header, main and footer", async ({ page }) => {
    for (const path of PUBLIC_ROUTES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("header"), path).toHaveCount(1);
      await expect(page.locator("main"), path).toHaveCount(1);
      await expect(page.locator("footer"), path).toHaveCount(1);
      await expect(page.locator("h1").first(), path).toBeVisible();
    }
  });

  test("detail and seller routes render a listing from the demo data", async ({ page }) => {
    for (const [list, detail] of [
      ["/proprietes", /^\/proprietes\/[0-9a-f-]{36}$/],
      ["/services", /^\/services\/[0-9a-f-]{36}$/],
      ["/boutiques", /^\/boutiques\/[0-9a-f-]{36}$/],
    ] as const) {
      await page.goto(list);
      const href = await page
        .locator("main a[href]")
        .evaluateAll(
          (links, pattern) =>
            links
              .map((link) => link.getAttribute("href") ?? "")
              .find((h) => new RegExp(pattern).test(h)),
          detail.source,
        );
      expect(href, list).toBeTruthy();
      const response = await page.goto(href as string);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
    }
  });

  test("login-required pages send visitors to /auth, remembering where they were", async ({
    page,
  }) => {
    for (const path of [...LOGIN_REQUIRED, "/admin"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`/auth?from=${encodeURIComponent(path)}`);
    }
  });

  test("a signed-in user who is not an administrator is sent home from /admin", async ({
    page,
  }) => {
    await signInAs(page, DEMO_USER_EMAIL, demoPassword());
    await page.goto("/admin");
    await expect(page).toHaveURL("/");
    await page.goto("/profil");
    await expect(page).toHaveURL("/profil");
  });

  test("administrators see the Admin link, the badge and 'Administration' in their menu", async ({
    page,
  }) => {
    await signInAs(page, DEMO_ADMIN_EMAIL, demoPassword());
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute(
      "href",
      "/admin",
    );
    await expect(page.locator("header").getByText("Admin", { exact: true }).first()).toBeVisible();
    // The menu opens once React has hydrated the header (a tap before does nothing).
    await hydrated(page, 'header button[aria-label="Mon compte"]');
    await page.getByRole("button", { name: "Mon compte" }).click();
    for (const item of [
      "Mon Profil",
      "Mes Annonces",
      "Mes Favoris",
      "Mes Alertes",
      "Administration",
      "Se déconnecter",
    ]) {
      await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin");
  });

  test("unknown paths show the not-found page with HTTP 404", async ({ page }) => {
    const response = await page.goto("/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the header names Darna, links every section and offers 'Connexion' to visitors", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /Darna/ }).first()).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    for (const [name, href] of [
      ["Accueil", "/"],
      ["Propriétés", "/proprietes"],
      ["Services", "/services"],
      ["Boutiques", "/boutiques"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Connexion" })).toHaveAttribute("href", "/auth");
  });

  test("the publish menu offers the three kinds of listing with their descriptions", async ({
    page,
  }) => {
    await page.goto("/");
    await page.locator("header").getByRole("button", { name: "Publier une annonce" }).click();
    for (const [label, description, href] of [
      ["Bien immobilier", "Maisons, appartements, terrains", "/publier/propriete"],
      ["Service immobilier", "Plombiers, électriciens, peintres", "/publier/service"],
      ["Boutique spécialisée", "Matériaux, décoration, équipement", "/publier/boutique"],
    ] as const) {
      const item = page.getByRole("menuitem", { name: label });
      await expect(item).toHaveAttribute("href", href);
      await expect(item).toContainText(description);
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem", { name: "Bien immobilier" })).toBeHidden();
  });

  test("the footer carries the partner line, an address, a phone, an e-mail and WhatsApp", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer).toContainText("partenaire immobilier de confiance en Tunisie");
    await expect(footer).toContainText("Tunis");
    await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(footer.getByRole("link", { name: "Contacter sur WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/216\d{8}$/,
    );
  });

  test("'Retour' shows everywhere but home and goes back", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Retour" })).toHaveCount(0);
    await page
      .locator("header")
      .getByRole("link", { name: "Contact", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL("/contact");
    await page.getByRole("button", { name: "Retour" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a route change scrolls back to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page
      .locator("footer")
      .getByRole("link", { name: "Services", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL("/services");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the theme switches to dark and stays after a reload", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /thème/i }).click();
    await page.getByRole("menuitemradio", { name: "Sombre" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: /thème/i }).click();
    await page.getByRole("menuitemradio", { name: "Clair" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("opens, closes on a link click and when the window reaches 768 px", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const mobileNav = page.getByRole("navigation", { name: "Navigation mobile" });
    await mobileNav.getByRole("link", { name: "Boutiques" }).click();
    await expect(page).toHaveURL("/boutiques");
    await expect(mobileNav).toBeHidden();

    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(mobileNav).toBeHidden();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("home", () => {
  test("shows the four newest properties, services and stores with see-all links", async ({
    page,
  }) => {
    await page.goto("/");
    for (const [heading, href, cardLink] of [
      ["Propriétés récentes", "/proprietes", /^\/proprietes\/[0-9a-f-]{36}$/],
      ["Services récents", "/services", /^\/services\/[0-9a-f-]{36}$/],
      ["Boutiques récentes", "/boutiques", /^\/boutiques\/[0-9a-f-]{36}$/],
    ] as const) {
      const section = page.locator("section").filter({
        has: page.getByRole("heading", { name: heading }),
      });
      await expect(section.getByRole("link", { name: /Voir tout/ })).toHaveAttribute("href", href);
      const hrefs = await section
        .locator("a[href]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(new Set(hrefs.filter((h) => cardLink.test(h))).size, heading).toBe(4);
    }
  });

  test("prices are in TND with French thousand separators, '/mois' for rentals", async ({
    page,
  }) => {
    await page.goto("/proprietes?announcementType=location");
    await expect(
      page
        .locator("main")
        .getByText(/^\d{1,3}(\u00a0\d{3})* TND\/mois$/)
        .first(),
    ).toBeVisible();
    await page.goto("/proprietes?announcementType=vente&price=1000000-");
    await expect(
      page
        .locator("main")
        .getByText(/^\d{1,3}(\u00a0\d{3}){2,} TND$/)
        .first(),
    ).toBeVisible();
  });

  test("the search form resets the price when the type changes and opens the list", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Rechercher un bien immobilier" });
    const type = form.getByLabel("Type d'annonce");
    const price = form.getByLabel("Prix");
    await type.selectOption("location");
    await expect(price.locator("option")).toContainText(["0 - 500 TND/mois"]);
    await price.selectOption("1000-2000");
    await type.selectOption("vente");
    await expect(price).toHaveValue("");
    await expect(price.locator("option")).toContainText(["100 000 - 300 000 TND"]);
    await price.selectOption("100000-300000");
    await form.getByLabel("Catégorie").selectOption("appartement");
    await choosePlace(page, form, "ben ar", "Ben Arous");
    await form.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(
      "/proprietes?announcementType=vente&category=appartement&location=ben_arous&price=100000-300000",
    );
    await expect(page.getByRole("heading", { name: "Propriétés", level: 1 })).toBeVisible();
  });

  test("invites to publish", async ({ page }) => {
    await page.goto("/");
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: /Publier une annonce/ })
        .first(),
    ).toHaveAttribute("href", /^\/publier\//);
  });

  test("an empty marketplace shows the specification's empty texts", async ({
    page,
    emptyBaseURL,
  }) => {
    await page.goto(`${emptyBaseURL}/`);
    for (const text of [
      "Aucun bien immobilier disponible actuellement.",
      "Aucun professionnel disponible actuellement.",
      "Aucune boutique disponible actuellement.",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
  });
});

test.describe("installable app", () => {
  test("serves a manifest with icons and a service worker, registered at start-up", async ({
    page,
    request,
  }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.name).toContain("Darna");
    expect(manifest.start_url).toBe("/");
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    for (const path of ["/sw.js", "/service-worker.js"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/javascript/);
    }
    await page.goto("/");
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? "",
        ),
      )
      .toMatch(/\/sw\.js$/);
  });

  test("offers installation 2 seconds after the browser does, then clears the offer", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      (window as unknown as { promptCalls: number }).promptCalls = 0;
      event.prompt = async () => {
        (window as unknown as { promptCalls: number }).promptCalls++;
      };
      event.userChoice = Promise.resolve({ outcome: "accepted" });
      window.dispatchEvent(event);
      // When the card opens, counted from the browser's offer in the page itself: a busy runner
      // takes longer than the 2 s to look at it from outside.
      const watch = window as unknown as { offerShownAfter: number | null };
      watch.offerShownAfter = null;
      const look = () => {
        if (document.querySelector("dialog[data-install-prompt][open]")) {
          watch.offerShownAfter = performance.now() - event.timeStamp;
        } else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const card = page.getByRole("dialog", { name: "Installer Darna" });
    await expect(card).toBeVisible({ timeout: 5000 });
    const shownAfter = await page.evaluate(
      () => (window as unknown as { offerShownAfter: number | null }).offerShownAfter,
    );
    expect(shownAfter).toBeGreaterThanOrEqual(1990);
    await card.getByRole("button", { name: "Installer maintenant" }).click();
    await expect(card).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls),
    ).toBe(1);
  });

  test("'Plus tard' dismisses the offer", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      event.prompt = async () => {};
      event.userChoice = Promise.resolve({ outcome: "dismissed" });
      window.dispatchEvent(event);
    });
    const card = page.getByRole("dialog", { name: "Installer Darna" });
    await expect(card).toBeVisible({ timeout: 4000 });
    await card.getByRole("button", { name: "Plus tard" }).click();
    await expect(card).toBeHidden();
  });
});
