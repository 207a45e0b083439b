import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { authPost, createAccount, toast, uniqueEmail } from "../fixtures/accounts";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Publishing and editing a service and a shop (their forms' rules, photos and placeholders,
 * ownership and the toasts) on the production
 * build. Every test makes its own accounts, so its listings belong to nobody else.
 */

const PASSWORD = "Publier-2026!";

type TAccount = { email: string; password: string };

async function createPublisher(request: APIRequestContext, tag: string): Promise<TAccount> {
  const email = uniqueEmail("service-boutique", tag);
  await createAccount(
    request,
    { name: "Karim Jaziri", email, password: PASSWORD },
    { confirmed: true },
  );
  return { email, password: PASSWORD };
}

async function signIn(page: Page, account: TAccount) {
  const response = await authPost(page.request, "/sign-in/email", account);
  expect(response.ok(), await response.text()).toBe(true);
}

async function newSignedInPage(browser: Browser, baseURL: string, account: TAccount) {
  const context = await browser.newContext({ baseURL, locale: "fr-FR" });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/**
 * A visitor's browser without scripts: the detail pages are checked as the server renders them,
 * which is also what a visitor who is not signed in receives.
 */
async function visitorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", javaScriptEnabled: false });
  const page = await context.newPage();
  return { page, main: page.getByRole("main"), close: () => context.close() };
}

/** A name no other listing has, so that a list shows only this test's listing under it. */
function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A camera-sized JPEG carrying EXIF (with a GPS position) that the server must strip. */
async function cameraJpeg(width: number, height: number, shift = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round((x / width) * 255 + shift) % 256;
      pixels[offset + 1] = Math.round((y / height) * 255) % 256;
      pixels[offset + 2] = (90 + shift) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "Darna", Model: "Telephone de test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 48/1 30/1" },
    })
    .toBuffer();
}

const jpegFile = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });

const DISGUISED_PDF = {
  name: "plan.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n"),
};

/** Checks a stored photo as anyone would download it: WebP, 1200 px at most, no EXIF. */
async function expectCleanWebp(request: APIRequestContext, url: string | null, bucket: string) {
  expect(url).toMatch(new RegExp(`^/media/${bucket}/[^/]+/[0-9a-f-]{36}\\.webp$`));
  const response = await request.get(url as string);
  expect(response.status()).toBe(200);
  const metadata = await sharp(await response.body()).metadata();
  expect(metadata.format).toBe("webp");
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(1200);
  expect(metadata.exif).toBeUndefined();
}

/** POST requests the page sent to the publish pages. */
function watchPosts(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (outgoing) => {
    if (outgoing.method() === "POST" && outgoing.url().includes("/publier/")) {
      sent.push(new URL(outgoing.url()).pathname);
    }
  });
  return sent;
}

const SERVICE_FIELDS = {
  profession: "Jardinier",
  description: "Entretien de jardins, taille de haies et arrosage automatique.",
  phone: "+216 76 123 456",
  whatsapp: "+216 98 111 222",
  governorate: "tataouine",
  delegation: "tataouine-nord",
};

const STORE_FIELDS = {
  category: "jardinage",
  description: "Plantes, outils de jardin, terreau et arrosage.",
  governorate: "kebili",
  delegation: "douz-nord",
  address: "Avenue de la République, Kebili",
  whatsapp: "+216 98 333 444",
};

/** The id in a card's link to its detail page, found in a list by the listing's name. */
async function idFromList(page: Page, listPath: string, name: string): Promise<string> {
  await page.goto(listPath);
  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const href = await card.getByRole("link", { name }).first().getAttribute("href");
  return (href ?? "").split("/").pop() as string;
}

test.describe("Publier et modifier un service et une boutique", () => {
  // Sign-ups and sign-ins may wait for the shared rate limit; photos take a moment to process.
  test.describe.configure({ timeout: 120_000 });

  test("a visitor is sent to /auth with the 'Connexion requise' toast, and cannot post", async ({
    page,
    request,
  }) => {
    for (const path of ["/publier/service", "/publier/boutique"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?from=${encodeURIComponent(path)}`);
      await expect(toast(page, "Connexion requise")).toContainText(
        "Vous devez être connecté pour publier une annonce.",
      );
      const post = await request.post(path, {
        multipart: { name: "Intrus", ...SERVICE_FIELDS },
        maxRedirects: 0,
      });
      expect(post.status()).toBe(302);
      expect(post.headers().location).toBe(`/auth?from=${encodeURIComponent(path)}`);
    }
  });

  test("publishes a service with a photo, finds it, then edits it without a new photo", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signIn(page, await createPublisher(request, "service"));
    const name = uniqueName("Jardins de Tataouine");
    const sent = watchPosts(page);

    await page.goto("/publier/service");
    // Typed or clicked before hydration, the form would post without its checks.
    await hydrated(page, "main form button[type=submit]");
    await expect(page).toHaveTitle("Publier un service | Darna");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Publier un service" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Annuler" })).toHaveAttribute(
      "href",
      "/mes-annonces",
    );
    await expect(main.getByLabel("Profession").locator("option:not([value=''])")).toHaveCount(11);

    // The shared schema answers in the browser, before anything is sent.
    await main.getByRole("button", { name: "Publier le service" }).click();
    for (const message of [
      "Le nom est requis",
      "La profession est requise",
      "La description est requise",
      "Le numéro de téléphone est requis",
      "Le numéro WhatsApp est requis",
      "Le gouvernorat est requis",
      "Veuillez choisir une délégation.",
    ]) {
      await expect(main.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole("textbox", { name: "Nom", exact: true })).toBeFocused();
    expect(sent).toEqual([]);

    await main.getByRole("textbox", { name: "Nom", exact: true }).fill(name);
    await expect(main.getByText("Le nom est requis")).toHaveCount(0);
    await main.getByLabel("Profession").selectOption(SERVICE_FIELDS.profession);
    await main.getByLabel("Description").fill(SERVICE_FIELDS.description);
    await main.getByLabel("Gouvernorat").selectOption({ label: "Tataouine" });
    await main.getByLabel("Délégation").selectOption({ label: "Tataouine Nord" });
    await main.getByLabel("Téléphone").fill(SERVICE_FIELDS.phone);
    await main.getByLabel("Numéro WhatsApp").fill(SERVICE_FIELDS.whatsapp);
    await main
      .getByLabel("Photo du service")
      .setInputFiles(jpegFile("jardin.jpg", await cameraJpeg(1800, 1350)));
    await expect(main.getByRole("img", { name: "Nouvelle photo" })).toHaveAttribute(
      "src",
      /^blob:/,
    );
    await main.getByRole("button", { name: "Publier le service" }).click();

    await expect(toast(page, "Service publié")).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/mes-annonces$/);

    // In the list (filtered on its governorate), then on its own page.
    const id = await idFromList(page, "/services?location=tataouine", name);
    const visitor = await visitorPage(browser, baseURL as string);
    await visitor.page.goto(`/services/${id}`);
    await expect(visitor.main.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.main.getByText("Jardinier").first()).toBeVisible();
    await expect(visitor.main.getByText("Tataouine Nord, Tataouine").first()).toBeVisible();
    const photoUrl = await visitor.main.getByRole("img", { name, exact: true }).getAttribute("src");
    await expectCleanWebp(page.request, photoUrl, "service_images");

    // Edit: the photo it has is enough.
    await page.goto(`/publier/service/${id}`);
    await expect(page).toHaveTitle("Modifier le service | Darna");
    await expect(main.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue(name);
    await expect(main.getByLabel("Profession")).toHaveValue("Jardinier");
    await expect(main.getByLabel("Gouvernorat")).toHaveValue("tataouine");
    await expect(main.getByLabel("Délégation")).toHaveValue("tataouine-nord");
    await expect(main.getByRole("img", { name: "Photo actuelle du service" })).toHaveAttribute(
      "src",
      photoUrl as string,
    );
    const renamed = `${name} et paysages`;
    await main.getByRole("textbox", { name: "Nom", exact: true }).fill(renamed);
    await main.getByLabel("Profession").selectOption("Designer d'intérieur");
    // Moving to La Marsa: the governorate first, then its delegation, asked for again.
    await main.getByLabel("Gouvernorat").selectOption({ label: "Tunis" });
    await expect(main.getByLabel("Délégation")).toHaveValue("");
    await main.getByLabel("Délégation").selectOption({ label: "La Marsa" });
    await main.getByLabel("Adresse").fill("Rue du Maroc, La Marsa");
    await main.getByRole("button", { name: "Mettre à jour le service" }).click();
    await expect(toast(page, "Service mis à jour")).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/mes-annonces$/);

    await visitor.page.goto(`/services/${id}`);
    await expect(visitor.main.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(visitor.main.getByText("Designer d'intérieur").first()).toBeVisible();
    await expect(visitor.main.getByText("La Marsa, Tunis").first()).toBeVisible();
    await expect(visitor.main.getByRole("img", { name: renamed, exact: true })).toHaveAttribute(
      "src",
      photoUrl as string,
    );
    await visitor.close();
  });

  test("a service published without a photo is edited without one: the placeholder counts", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signIn(page, await createPublisher(request, "sans-photo"));
    const name = uniqueName("Plomberie de Kebili");
    await page.goto("/publier/service");
    await hydrated(page, "main form button[type=submit]");
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Nom", exact: true }).fill(name);
    await main.getByLabel("Profession").selectOption(SERVICE_FIELDS.profession);
    await main.getByLabel("Description").fill(SERVICE_FIELDS.description);
    await main.getByLabel("Gouvernorat").selectOption({ label: "Tataouine" });
    await main.getByLabel("Délégation").selectOption({ label: "Ghomrassen" });
    await main.getByLabel("Téléphone").fill(SERVICE_FIELDS.phone);
    await main.getByLabel("Numéro WhatsApp").fill(SERVICE_FIELDS.whatsapp);
    await main.getByRole("button", { name: "Publier le service" }).click();
    await expect(toast(page, "Service publié")).toBeVisible({ timeout: 20_000 });
    const id = await idFromList(page, "/services?location=tataouine", name);

    // Only the name changes; no photo is chosen.
    await page.goto(`/publier/service/${id}`);
    await expect(
      main.getByText("Facultatif : sans photo, une image par défaut est affichée."),
    ).toBeVisible();
    const renamed = `${name} et Douz`;
    await main.getByRole("textbox", { name: "Nom", exact: true }).fill(renamed);
    await main.getByRole("button", { name: "Mettre à jour le service" }).click();
    await expect(toast(page, "Service mis à jour")).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/mes-annonces$/);
    await expect(main.getByText("Une image est requise")).toHaveCount(0);

    const visitor = await visitorPage(browser, baseURL as string);
    await visitor.page.goto(`/services/${id}`);
    await expect(visitor.main.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    // Still the placeholder: no photo was asked for or added.
    await expect(visitor.main.getByRole("img", { name: renamed, exact: true })).toHaveCount(0);
    await visitor.close();
  });

  test("a store needs a photo; it is listed, then edited with a new photo replacing the old one", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signIn(page, await createPublisher(request, "boutique"));
    const name = uniqueName("Jardinerie du Sud");
    const sent = watchPosts(page);

    await page.goto("/publier/boutique");
    await hydrated(page, "main form button[type=submit]");
    await expect(page).toHaveTitle("Ajouter une boutique spécialisée | Darna");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Ajouter une boutique spécialisée" }),
    ).toBeVisible();
    await main.getByLabel("Nom de la boutique").fill(name);
    await main.getByLabel("Catégorie").selectOption({ label: "Jardinage" });
    await main.getByLabel("Description").fill(STORE_FIELDS.description);
    await main.getByLabel("Gouvernorat").selectOption({ label: "Kebili" });
    await main.getByLabel("Délégation").selectOption({ label: "Douz Nord" });
    await main.getByLabel("Adresse complète").fill(STORE_FIELDS.address);
    await main.getByLabel("Numéro WhatsApp").fill(STORE_FIELDS.whatsapp);

    // Without a photo: refused in the browser.
    await main.getByRole("button", { name: "Ajouter la boutique" }).click();
    await expect(
      main.getByText("Une image est requise pour référencer une boutique.", { exact: true }),
    ).toBeVisible();
    await expect(main.getByLabel("Photo de la boutique")).toBeFocused();
    // A PDF renamed .jpg announces itself as a JPEG: decoding tells it apart.
    await main.getByLabel("Photo de la boutique").setInputFiles(DISGUISED_PDF);
    await expect(
      main.getByText("« plan.jpg » n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF)."),
    ).toBeVisible();
    await main.getByRole("button", { name: "Ajouter la boutique" }).click();
    await expect(
      main.getByText("Une image est requise pour référencer une boutique."),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await main
      .getByLabel("Photo de la boutique")
      .setInputFiles(jpegFile("vitrine.jpg", await cameraJpeg(1600, 1200, 60)));
    await expect(main.getByRole("img", { name: "Nouvelle photo" })).toBeVisible();
    await main.getByRole("button", { name: "Ajouter la boutique" }).click();
    await expect(toast(page, "Votre boutique a été référencée avec succès.")).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/boutiques$/);
    // Listed: the newest store comes first by 'Date récente' (by name, the demo fills pages).
    await page.goto("/boutiques?sort=date_desc");
    const card = page.getByRole("article").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    const id = ((await card.getByRole("link", { name }).first().getAttribute("href")) ?? "")
      .split("/")
      .pop() as string;

    const visitor = await visitorPage(browser, baseURL as string);
    await visitor.page.goto(`/boutiques/${id}`);
    await expect(visitor.main.getByRole("heading", { level: 1, name })).toBeVisible();
    const firstUrl = await visitor.main.getByRole("img", { name, exact: true }).getAttribute("src");
    await expectCleanWebp(page.request, firstUrl, "store_images");

    // Edit: the photo is no longer required; a new one replaces the old file.
    await page.goto(`/publier/boutique/${id}`);
    await expect(page).toHaveTitle("Modifier la boutique | Darna");
    await expect(main.getByLabel("Nom de la boutique")).toHaveValue(name);
    await expect(main.getByLabel("Catégorie")).toHaveValue("jardinage");
    await expect(main.getByLabel("Gouvernorat")).toHaveValue("kebili");
    await expect(main.getByLabel("Délégation")).toHaveValue("douz-nord");
    await expect(main.getByLabel("Adresse complète")).toHaveValue(STORE_FIELDS.address);
    await expect(main.getByLabel("Photo de la boutique")).not.toHaveAttribute("required");
    const renamed = `${name} et fils`;
    await main.getByLabel("Nom de la boutique").fill(renamed);
    await main.getByLabel("Catégorie").selectOption({ label: "Outillage" });
    await main
      .getByLabel("Photo de la boutique")
      .setInputFiles(jpegFile("nouvelle.jpg", await cameraJpeg(900, 700, 150)));
    await main.getByRole("button", { name: "Mettre à jour la boutique" }).click();
    await expect(toast(page, "Votre annonce a été mise à jour avec succès !")).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/mes-annonces$/);

    await visitor.page.goto(`/boutiques/${id}`);
    await expect(visitor.main.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(visitor.main.getByText("Outillage").first()).toBeVisible();
    const secondUrl = await visitor.main
      .getByRole("img", { name: renamed, exact: true })
      .getAttribute("src");
    expect(secondUrl).not.toBe(firstUrl);
    await expectCleanWebp(page.request, secondUrl, "store_images");
    expect((await page.request.get(firstUrl as string)).status()).toBe(404);
    await visitor.close();
  });

  test("another user is sent to their listings with 'Accès refusé' and the server refuses the POST", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const owner = await createPublisher(request, "proprietaire");
    const intruder = await createPublisher(request, "intrus");
    const serviceName = uniqueName("Plomberie Tataouine");
    const storeName = uniqueName("Outils du Sud");

    // The owner publishes through the pages' actions, as a form without JavaScript does.
    const ownerSession = await newSignedInPage(browser, baseURL as string, owner);
    const published = await ownerSession.page.request.post("/publier/service", {
      multipart: { ...SERVICE_FIELDS, name: serviceName, profession: "Plombier", address: "" },
      maxRedirects: 0,
    });
    expect(published.status()).toBe(302);
    expect(published.headers().location).toBe("/mes-annonces");
    const referenced = await ownerSession.page.request.post("/publier/boutique", {
      multipart: {
        ...STORE_FIELDS,
        name: storeName,
        image: jpegFile("outils.jpg", await cameraJpeg(400, 300)),
      },
      maxRedirects: 0,
    });
    expect(referenced.status()).toBe(302);
    expect(referenced.headers().location).toBe("/boutiques");
    const serviceId = await idFromList(
      ownerSession.page,
      "/services?location=tataouine",
      serviceName,
    );
    const storeId = await idFromList(ownerSession.page, "/boutiques?location=kebili", storeName);
    await ownerSession.context.close();

    await signIn(page, intruder);
    const visitor = await visitorPage(browser, baseURL as string);
    const cases = [
      {
        path: `/publier/service/${serviceId}`,
        message: "Vous n'êtes pas autorisé à modifier ce service.",
        detail: `/services/${serviceId}`,
        name: serviceName,
      },
      {
        path: `/publier/boutique/${storeId}`,
        message: "Vous n'êtes pas autorisé à modifier cette boutique.",
        detail: `/boutiques/${storeId}`,
        name: storeName,
      },
    ];
    // Settled with properties (kernel/policy.ts, edit-refusal.server.ts): every kind sends a
    // non-owner to their own listings with 'Accès refusé' and the kind's message.
    for (const item of cases) {
      await page.goto(item.path);
      await expect(page).toHaveURL(/\/mes-annonces$/);
      await expect(toast(page, "Accès refusé")).toContainText(item.message);

      const post = await page.request.post(item.path, {
        multipart: { ...SERVICE_FIELDS, ...STORE_FIELDS, name: "Piraté" },
        maxRedirects: 0,
      });
      expect(post.status()).toBe(302);
      expect(post.headers().location).toBe("/mes-annonces");
      await visitor.page.goto(item.detail);
      await expect(visitor.main.getByRole("heading", { level: 1, name: item.name })).toBeVisible();
    }

    // A missing or malformed id shows the same panel.
    for (const id of ["pas-un-identifiant", "0b6c7a52-9a4e-4f7e-8c43-7d0f2d1b9e11"]) {
      const response = await page.goto(`/publier/service/${id}`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "Service non trouvé" }),
      ).toBeVisible();
      await expect(page.getByText("Ce service est introuvable", { exact: true })).toBeVisible();
    }
    const missingStore = await page.goto("/publier/boutique/0b6c7a52-9a4e-4f7e-8c43-7d0f2d1b9e11");
    expect(missingStore?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Boutique non trouvée" }),
    ).toBeVisible();
    await expect(
      page.getByText("Impossible de trouver la boutique spécifiée", { exact: true }),
    ).toBeVisible();
    await visitor.close();
  });
});
