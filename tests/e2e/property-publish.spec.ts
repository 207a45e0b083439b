import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { authPost, createAccount, toast, uniqueEmail } from "../fixtures/accounts";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Publishing and editing a property (the form's fields by type, its rules and messages,
 * ownership and deletion) on the production build. Every test
 * makes its own accounts, so its listings belong to nobody else.
 */

const PASSWORD = "Publier-2026!";

type TAccount = { email: string; password: string };

async function createPublisher(request: APIRequestContext, tag: string): Promise<TAccount> {
  const email = uniqueEmail("publier", tag);
  await createAccount(
    request,
    { name: "Hela Mansour", email, password: PASSWORD },
    {
      confirmed: true,
    },
  );
  return { email, password: PASSWORD };
}

/** Signs the page's browser context in: the session cookie lands in its jar. */
async function signIn(page: Page, account: TAccount) {
  const response = await authPost(page.request, "/sign-in/email", account);
  expect(response.ok(), await response.text()).toBe(true);
}

/** A word no other listing has, so that a search finds only this test's listing. */
function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "zorval";
  for (let index = 0; index < 6; index++) {
    word += letters[Math.floor(Math.random() * letters.length)];
  }
  return word;
}

/** A camera-sized JPEG (a colour gradient) that carries EXIF with a GPS position. */
async function gradientJpeg(width: number, height: number, shift = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round((x / width) * 255 + shift) % 256;
      pixels[offset + 1] = Math.round((y / height) * 255) % 256;
      pixels[offset + 2] = (128 + shift) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "Darna", Model: "Telephone de test" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "36/1 48/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "10/1 10/1 45/1",
      },
    })
    .toBuffer();
}

function jpegFile(name: string, buffer: Buffer) {
  return { name, mimeType: "image/jpeg", buffer };
}

function photosInput(page: Page) {
  return page.getByRole("main").getByLabel("Ajouter des photos");
}

/** Checks a stored photo as anyone would download it. */
async function expectCleanWebp(request: APIRequestContext, url: string) {
  expect(url).toMatch(/^\/media\/property_images\/[^/]+\/[0-9a-f-]{36}\.webp$/);
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const metadata = await sharp(await response.body()).metadata();
  expect(metadata.format).toBe("webp");
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(1600);
  expect(metadata.exif).toBeUndefined();
}

/** The URLs of the detail page's photos, in order, read from its carousel. */
async function galleryPhotoUrls(page: Page, title: string, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let index = 1; index <= count; index++) {
    const photo = page.getByRole("img", { name: `${title} (${index} sur ${count})` });
    urls.push((await photo.getAttribute("src")) ?? "");
    if (index < count) await page.getByRole("button", { name: "Photo suivante" }).click();
  }
  return urls;
}

/** A figure of the detail page (surface, rooms…), found by its label. */
function statTile(page: Page, label: string) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) });
}

/** Publishes through the JSON API (multipart), as the form does: quick set-up for other tests. */
async function publishThroughApi(page: Page, title: string): Promise<string> {
  const response = await page.request.post("/api/proprietes", {
    multipart: {
      announcement_type: "vente",
      type: "villa",
      title,
      description: "Villa avec jardin et piscine, au calme.",
      price: "850000",
      surface: "320",
      rooms: "5",
      bathrooms: "3",
      furnished: "yes",
      governorate: "Nabeul",
      delegation: "hammamet",
      address: "Route de la plage, Hammamet",
      whatsapp: "+216 98 765 432",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string; url: string };
  expect(body.url).toBe(`/proprietes/${body.id}`);
  return body.id;
}

async function newSignedInPage(browser: Browser, baseURL: string, account: TAccount) {
  const context = await browser.newContext({ baseURL, locale: "fr-FR" });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

test.describe("Publier et modifier un bien immobilier", () => {
  // Sign-ups and sign-ins may wait for the shared rate limit; photos take a moment to process.
  test.describe.configure({ timeout: 120_000 });

  test("a visitor who follows the header's publish menu gets the same toast", async ({ page }) => {
    await page.goto("/proprietes");
    await hydrated(page, 'header button[aria-label="Publier une annonce"]');
    await page.getByRole("banner").getByRole("button", { name: "Publier une annonce" }).click();
    await page.getByRole("menuitem", { name: "Bien immobilier" }).click();
    await expect(page).toHaveURL(/\/auth\?from=%2Fpublier%2Fpropriete$/);
    await expect(toast(page, "Connexion requise")).toContainText(
      "Vous devez être connecté pour publier une annonce.",
    );
  });

  test("a visitor is sent to /auth with the 'Connexion requise' toast", async ({
    page,
    request,
  }) => {
    await page.goto("/publier/propriete");
    await expect(page).toHaveURL(/\/auth\?from=%2Fpublier%2Fpropriete$/);
    await expect(toast(page, "Connexion requise")).toContainText(
      "Vous devez être connecté pour publier une annonce.",
    );
    await expect(page.getByRole("heading", { name: "Publier un bien immobilier" })).toHaveCount(0);

    // Neither the page's action nor the API accepts a visitor's form.
    const post = await request.post("/publier/propriete", {
      multipart: { title: "Intrus" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toBe("/auth?from=%2Fpublier%2Fpropriete");
    const api = await request.post("/api/proprietes", { multipart: { title: "Intrus" } });
    expect(api.status()).toBe(401);
    expect((await api.json()).message).toBe("Utilisateur non authentifié");
  });

  test("publishes a rental with photos, finds it, edits it into an office, then deletes it", async ({
    page,
    request,
  }) => {
    const account = await createPublisher(request, "parcours");
    await signIn(page, account);
    const word = uniqueWord();
    const title = `Appartement ${word} lumineux`;

    const photos = [await gradientJpeg(2000, 1500), await gradientJpeg(2000, 1500, 90)];
    // The fixture really carries what the server must strip.
    const original = await sharp(photos[0]).metadata();
    expect(original.exif?.toString("latin1")).toContain("Darna");
    expect(original.width).toBe(2000);

    await page.goto("/publier/propriete");
    await expect(page).toHaveTitle("Publier un bien immobilier | Darna");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Publier un bien immobilier" }),
    ).toBeVisible();

    // A new listing is for sale; the fields of a type appear once it is chosen.
    await expect(main.getByLabel("À Vendre")).toBeChecked();
    await expect(main.getByLabel("Nombre de chambres")).toHaveCount(0);
    await expect(main.getByLabel("Numéro WhatsApp")).toHaveAttribute(
      "placeholder",
      "+216 XX XXX XXX",
    );
    await expect(main.getByLabel("Disponible à partir du")).toHaveAttribute("type", "date");
    await expect(main.getByLabel("Gouvernorat").locator("option:not([value=''])")).toHaveCount(24);

    await main.getByLabel("À Louer").check();
    await expect(main.getByLabel("Prix (TND/mois)")).toBeVisible();
    await main.getByLabel("Type de bien").selectOption("appartement");
    await expect(main.getByLabel("Nombre de chambres")).toBeVisible();
    await expect(main.getByLabel("Meublé")).toHaveValue("no");
    await expect(main.getByLabel("Nombre de salles de bain").locator("option")).toHaveText([
      "Sélectionnez",
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);

    await main.getByLabel("Titre").fill(title);
    await main
      .getByLabel("Description")
      .fill("Bel appartement traversant, cuisine équipée, proche de la corniche.");
    await main.getByLabel("Prix (TND/mois)").fill("1 350");
    await main.getByLabel("Surface (m²)").fill("95");
    await main.getByLabel("Nombre de chambres").fill("3");
    await main.getByLabel("Nombre de salles de bain").selectOption("2");
    await main.getByLabel("Meublé").selectOption({ label: "Partiellement meublé" });
    await main.getByLabel("Année de construction").fill("2012");
    await main.getByLabel("Gouvernorat").selectOption({ label: "Sousse" });
    // Issue 23: the delegations of the chosen governorate only, in alphabetical order.
    const delegation = main.getByLabel("Délégation");
    await expect(delegation.locator("optgroup")).toHaveCount(0);
    await expect(delegation.locator("option", { hasText: "La Marsa" })).toHaveCount(0);
    await expect(delegation.locator("option").nth(1)).toHaveText("Akouda");
    await delegation.selectOption({ label: "Sousse Jawhara" });
    await main.getByLabel("Adresse").fill("Avenue Hédi Chaker, Sahloul");
    await main.getByLabel("Numéro WhatsApp").fill("+216 22 333 444");

    await photosInput(page).setInputFiles([
      jpegFile("salon.jpg", photos[0] as Buffer),
      jpegFile("chambre.jpg", photos[1] as Buffer),
    ]);
    await expect(main.getByText("2 / 5 photos")).toBeVisible();
    await expect(main.getByRole("img", { name: "Photo 1 (nouvelle)" })).toHaveAttribute(
      "src",
      /^blob:/,
    );
    await expect(main.getByRole("img", { name: "Photo 2 (nouvelle)" })).toBeVisible();

    // A slow connection, so that the upload's progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 24 * 1024,
    });
    await main.getByRole("button", { name: "Publier l'annonce" }).click();
    const busyButton = main.getByRole("button", { name: "Publication en cours..." });
    await expect(busyButton).toBeDisabled();
    const progress = main.getByRole("progressbar", { name: "Progression de l'envoi" });
    await expect(progress).toBeVisible();
    await expect(main.getByText(/^Envoi des photos… \d+\u00a0%$/)).toBeVisible();
    // Part of the photos has gone out, not all of it yet.
    await expect
      .poll(async () => {
        const percent = Number(await progress.getAttribute("aria-valuenow"));
        return percent > 0 && percent < 100;
      })
      .toBe(true);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await expect(toast(page, "Votre annonce a été publiée avec succès !")).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/mes-annonces$/);

    // The listing is searchable, with the card of a rental.
    await page.goto(`/proprietes?q=${word}`);
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("1\u00a0350 TND/mois");
    await expect(card).toContainText("Appartement");
    await expect(card).toContainText("À Louer");
    await expect(card).toContainText("Sousse Jawhara, Sousse");
    await card.getByRole("link", { name: title }).click();

    await expect(page).toHaveURL(/\/proprietes\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split("/").pop() as string;
    await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(main.getByText("1\u00a0350 TND/mois").first()).toBeVisible();
    await expect(statTile(page, "Surface")).toContainText("95 m²");
    await expect(statTile(page, "Chambres")).toContainText("3");
    await expect(statTile(page, "Salles de bain")).toContainText("2");
    await expect(statTile(page, "Année")).toContainText("2012");
    const details = main.getByRole("definition");
    await expect(details.filter({ hasText: "Partiellement meublé" })).toBeVisible();
    await expect(details.filter({ hasText: "Immédiatement" })).toBeVisible();

    // Stored as WebP, at most 1600 px, without the EXIF (GPS) of the original.
    const [firstUrl, secondUrl] = await galleryPhotoUrls(page, title, 2);
    await expectCleanWebp(page.request, firstUrl as string);
    await expectCleanWebp(page.request, secondUrl as string);

    // Edit from the detail page's owner button.
    await main.getByRole("link", { name: "Modifier" }).click();
    await expect(page).toHaveURL(`/publier/propriete/${id}`);
    await expect(
      main.getByRole("heading", { level: 1, name: "Modifier un bien immobilier" }),
    ).toBeVisible();
    await expect(page).toHaveTitle("Modifier un bien immobilier | Darna");
    await expect(main.getByRole("link", { name: "Retour à mes annonces" })).toHaveAttribute(
      "href",
      "/mes-annonces",
    );
    await expect(main.getByLabel("Titre")).toHaveValue(title);
    await expect(main.getByLabel("À Louer")).toBeChecked();
    await expect(main.getByLabel("Prix (TND/mois)")).toHaveValue("1350");
    await expect(main.getByLabel("Nombre de chambres")).toHaveValue("3");
    await expect(main.getByLabel("Nombre de salles de bain")).toHaveValue("2");
    await expect(main.getByLabel("Meublé")).toHaveValue("partial");
    await expect(main.getByLabel("Année de construction")).toHaveValue("2012");
    await expect(main.getByLabel("Gouvernorat")).toHaveValue("sousse");
    await expect(main.getByLabel("Délégation")).toHaveValue("sousse-jawhara");
    await expect(main.getByLabel("Numéro WhatsApp")).toHaveValue("+216 22 333 444");

    // Another governorate asks for the delegation again, among its own.
    await main.getByLabel("Gouvernorat").selectOption({ label: "Tunis" });
    await expect(main.getByLabel("Délégation")).toHaveValue("");
    await main.getByLabel("Délégation").selectOption({ label: "La Marsa" });
    await expect(main.getByText("2 / 5 photos")).toBeVisible();

    // Land has none of the building's fields; an office counts rooms ('pièces').
    await main.getByLabel("Type de bien").selectOption("terrain");
    for (const label of [
      "Nombre de chambres",
      "Nombre de pièces",
      "Nombre de salles de bain",
      "Meublé",
      "Année de construction",
    ]) {
      await expect(main.getByLabel(label)).toHaveCount(0);
    }
    await main.getByLabel("Type de bien").selectOption("bureau");
    await expect(main.getByLabel("Nombre de pièces")).toHaveValue("3");
    await expect(main.getByLabel("Nombre de chambres")).toHaveCount(0);
    await expect(main.getByLabel("Nombre de salles de bain")).toHaveCount(0);
    await expect(main.getByLabel("Meublé")).toHaveCount(0);
    await expect(main.getByLabel("Année de construction")).toBeVisible();

    await main.getByLabel("Nombre de pièces").fill("6");
    await main.getByLabel("À Vendre").check();
    await main.getByLabel("Prix (TND)").fill("420000");
    await main.getByLabel("Disponible à partir du").fill("2031-03-15");

    // One current photo out, one new photo in.
    await main.getByRole("button", { name: "Retirer la photo 1" }).click();
    await expect(main.getByText("1 / 5 photos")).toBeVisible();
    await photosInput(page).setInputFiles([
      jpegFile("facade.jpg", await gradientJpeg(1200, 900, 180)),
    ]);
    await expect(main.getByText("2 / 5 photos")).toBeVisible();
    await expect(main.getByRole("img", { name: "Photo 2 (nouvelle)" })).toBeVisible();

    await main.getByRole("button", { name: "Mettre à jour l'annonce" }).click();
    await expect(toast(page, "Votre annonce a été mise à jour avec succès !")).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/mes-annonces$/);

    await page.goto(`/proprietes/${id}`);
    await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(main.getByText("Bureau").first()).toBeVisible();
    await expect(main.getByText("420\u00a0000 TND", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("TND/mois")).toHaveCount(0);
    await expect(main.getByText(/La Marsa, Tunis/).first()).toBeVisible();
    await expect(statTile(page, "Pièces")).toContainText("6");
    await expect(statTile(page, "Salles de bain")).toHaveCount(0);
    await expect(details.filter({ hasText: "15 mars 2031" })).toBeVisible();
    await expect(details.filter({ hasText: "meublé" })).toHaveCount(0);
    const [keptUrl, addedUrl] = await galleryPhotoUrls(page, title, 2);
    expect(keptUrl).toBe(secondUrl);
    expect(addedUrl).not.toBe(firstUrl);
    await expectCleanWebp(page.request, addedUrl as string);
    // The removed photo's file is gone with it.
    expect((await page.request.get(firstUrl as string)).status()).toBe(404);

    // Deleting from the detail page, after confirmation, leads home.
    await main.getByRole("button", { name: "Supprimer" }).click();
    const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Annonce supprimée avec succès")).toBeVisible();
    expect((await page.request.get(`/proprietes/${id}`)).status()).toBe(404);
  });

  test("publishes in La Marsa, chosen among Tunis's delegations: the card and the page say 'La Marsa, Tunis'", async ({
    page,
    request,
  }) => {
    await signIn(page, await createPublisher(request, "delegation"));
    const word = uniqueWord();
    const title = `Terrain ${word} à La Marsa`;
    await page.goto("/publier/propriete");
    await hydrated(page, "main form");
    const main = page.getByRole("main");
    await main.getByLabel("Type de bien").selectOption("terrain");
    await main.getByLabel("Titre").fill(title);
    await main.getByLabel("Description").fill("Terrain plat à deux pas de la plage.");
    await main.getByLabel("Prix (TND)").fill("900000");
    await main.getByLabel("Surface (m²)").fill("600");
    await main.getByLabel("Gouvernorat").selectOption({ label: "Tunis" });
    await main.getByLabel("Délégation").selectOption({ label: "La Marsa" });
    await main.getByLabel("Adresse").fill("Rue du Maroc");
    await main.getByLabel("Numéro WhatsApp").fill("+216 22 333 444");
    await main.getByRole("button", { name: "Publier l'annonce" }).click();
    await expect(toast(page, "Votre annonce a été publiée avec succès !")).toBeVisible({
      timeout: 20_000,
    });

    await page.goto(`/proprietes?q=${word}`);
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card).toContainText("La Marsa, Tunis, Rue du Maroc");
    await card.getByRole("link", { name: title }).click();
    await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(main.getByText("Rue du Maroc, La Marsa, Tunis", { exact: true })).toBeVisible();
  });

  test("refuses an empty form and a document disguised as a photo, keeping five photos at most", async ({
    page,
    request,
  }) => {
    const account = await createPublisher(request, "validation");
    await signIn(page, account);
    const sent: string[] = [];
    page.on("request", (outgoing) => {
      if (outgoing.method() === "POST") sent.push(new URL(outgoing.url()).pathname);
    });

    await page.goto("/publier/propriete");
    const main = page.getByRole("main");
    // The checks in the browser (focus on the first field in error) start with hydration.
    await hydrated(page, "main form");
    await main.getByRole("button", { name: "Publier l'annonce" }).click();
    for (const message of [
      "Le type de bien est requis",
      "Le titre est requis",
      "La description est requise",
      "Le prix est requis",
      "La surface est requise",
      "Le gouvernorat est requis",
      "Veuillez choisir une délégation.",
      "L'adresse est requise",
      "Le numéro WhatsApp est requis",
    ]) {
      await expect(main.getByText(message, { exact: true })).toBeVisible();
    }
    // The first field in error takes the focus and says why.
    const type = main.getByLabel("Type de bien");
    await expect(type).toBeFocused();
    await expect(type).toHaveAttribute("aria-invalid", "true");
    await expect(type).toHaveAccessibleDescription("Le type de bien est requis");

    // Fields a type asks for are checked with the rest.
    await type.selectOption("maison");
    await main.getByLabel("Année de construction").fill("1850");
    await main.getByRole("button", { name: "Publier l'annonce" }).click();
    await expect(main.getByText("Le nombre de chambres est requis")).toBeVisible();
    await expect(main.getByText("Le nombre de salles de bain est requis")).toBeVisible();
    await expect(
      main.getByText(/^L'année de construction doit être comprise entre 1900 et \d{4}$/),
    ).toBeVisible();
    // Correcting a field clears its message.
    await main.getByLabel("Titre").fill("Maison de campagne");
    await expect(main.getByText("Le titre est requis")).toHaveCount(0);

    // A PDF renamed .jpg announces itself as a JPEG: decoding tells it apart.
    await photosInput(page).setInputFiles({
      name: "plan.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n"),
    });
    await expect(
      main.getByText("« plan.jpg » n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF)."),
    ).toBeVisible();
    await expect(main.getByText("0 / 5 photos")).toBeVisible();
    await expect(main.getByRole("img", { name: /^Photo 1/ })).toHaveCount(0);

    // Only the first five files chosen are kept.
    const small = await Promise.all(
      [0, 40, 80, 120, 160, 200].map((shift) => gradientJpeg(320, 240, shift)),
    );
    await photosInput(page).setInputFiles(
      small.map((buffer, index) => jpegFile(`photo-${index + 1}.jpg`, buffer)),
    );
    await expect(main.getByText("5 / 5 photos")).toBeVisible();
    await expect(main.getByText("Seules les 5 premières photos sont conservées.")).toBeVisible();
    await expect(main.getByRole("button", { name: /^Retirer la photo/ })).toHaveCount(5);
    await expect(photosInput(page)).toBeDisabled();
    await main.getByRole("button", { name: "Retirer la photo 3" }).click();
    await expect(main.getByText("4 / 5 photos")).toBeVisible();
    await expect(photosInput(page)).toBeEnabled();

    // Nothing was ever sent.
    expect(
      sent.filter((path) => path.includes("/proprietes") || path.includes("/publier")),
    ).toEqual([]);
  });

  test("another user's listing cannot be edited: 'Accès refusé' and back to my listings", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const owner = await createPublisher(request, "proprietaire");
    const intruder = await createPublisher(request, "intrus");
    const title = `Villa ${uniqueWord()} avec piscine`;
    const ownerSession = await newSignedInPage(browser, baseURL as string, owner);
    const id = await publishThroughApi(ownerSession.page, title);
    await ownerSession.context.close();

    await signIn(page, intruder);
    await page.goto(`/publier/propriete/${id}`);
    await expect(page).toHaveURL(/\/mes-annonces$/);
    await expect(toast(page, "Accès refusé")).toContainText(
      "Vous n'êtes pas autorisé à modifier cette propriété.",
    );

    // Neither the page's action nor the API lets them change it.
    const post = await page.request.post(`/publier/propriete/${id}`, {
      multipart: { title: "Piraté" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toBe("/mes-annonces");
    const api = await page.request.post(`/api/proprietes/${id}`, {
      multipart: { title: "Piraté" },
    });
    expect(api.status()).toBe(403);
    await page.goto(`/proprietes/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });

  test("an unknown or malformed listing shows 'Propriété non trouvée' with a way back", async ({
    page,
    request,
  }) => {
    const account = await createPublisher(request, "introuvable");
    await signIn(page, account);
    for (const id of ["pas-un-identifiant", "0b6c7a52-9a4e-4f7e-8c43-7d0f2d1b9e11"]) {
      const response = await page.goto(`/publier/propriete/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Propriété non trouvée | Darna");
      await expect(
        page.getByRole("heading", { level: 1, name: "Propriété non trouvée" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Retour à mes annonces" })).toHaveAttribute(
        "href",
        "/mes-annonces",
      );
    }
  });

  test("works without JavaScript: the server checks, keeps what was typed, then publishes", async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await createPublisher(request, "sans-js");
    const context = await browser.newContext({
      baseURL,
      locale: "fr-FR",
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await signIn(page, account);
    const word = uniqueWord();
    const title = `Maison ${word} avec jardin`;

    await page.goto("/publier/propriete");
    const main = page.getByRole("main");
    await main.getByLabel("Type de bien").selectOption("maison");
    await main.getByLabel("Titre").fill(title);
    await main.getByLabel("Description").fill("Maison familiale, jardin arboré, garage.");
    await main.getByLabel("Prix (TND)").fill("310000");
    await main.getByLabel("Surface (m²)").fill("180");
    await main.getByLabel("Gouvernorat").selectOption({ label: "Gabès" });
    // Without JavaScript every delegation is there, under its governorate.
    const delegation = main.getByLabel("Délégation");
    await expect(delegation.locator('optgroup[label="Gabès"] option')).not.toHaveCount(0);
    await expect(
      delegation.locator('optgroup[label="Tunis"] option[value="la-marsa"]'),
    ).toHaveCount(1);
    // One of another governorate: the server says so and nothing is published.
    await delegation.selectOption("la-marsa");
    await main.getByLabel("Adresse").fill("Cité El Manara");
    await main.getByLabel("Numéro WhatsApp").fill("+216 75 111 222");
    await main.getByRole("button", { name: "Publier l'annonce" }).click();

    // The server's answer: the fields a house asks for, with what was typed kept.
    await expect(page).toHaveURL(/\/publier\/propriete$/);
    await expect(main.getByRole("alert").filter({ hasText: "Veuillez corriger" })).toBeVisible();
    await expect(main.getByText("Le nombre de chambres est requis")).toBeVisible();
    await expect(
      main.getByText("Cette délégation n'est pas dans le gouvernorat choisi.", { exact: true }),
    ).toBeVisible();
    await expect(main.getByLabel("Titre")).toHaveValue(title);
    await expect(main.getByLabel("Gouvernorat")).toHaveValue("gabes");
    // The governorate is chosen: its delegations only.
    await expect(main.getByLabel("Délégation").locator("optgroup")).toHaveCount(0);
    await main.getByLabel("Délégation").selectOption({ label: "Gabès Médina" });

    await main.getByLabel("Nombre de chambres").fill("4");
    await main.getByLabel("Nombre de salles de bain").selectOption("2");
    await photosInput(page).setInputFiles([
      jpegFile("jardin.jpg", await gradientJpeg(1600, 1200, 30)),
    ]);
    await main.getByRole("button", { name: "Publier l'annonce" }).click();
    await expect(page).toHaveURL(/\/mes-annonces$/);

    await page.goto(`/proprietes?q=${word}`);
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("310\u00a0000 TND");
    await expect(card).toContainText("Gabès Médina, Gabès");
    await expect(card.getByRole("img")).toHaveAttribute("src", /^\/media\/property_images\//);
    await context.close();
  });
});
