import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { toast } from "../fixtures/accounts";
import {
  colourPhoto,
  freshUser,
  publishProperty,
  shareSession,
  type TUpload,
  uniqueWord,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Issue 21: chosen photos are checked in the browser before they join the form. A click on the
 * submit button meanwhile used to send the form without them and still announce success. Three
 * phone-sized photos, then an immediate click: the button says it prepares the photos, the form
 * leaves once they are in, and the listing has every one of them.
 */

const PREPARING = "Préparation des photos…";

/**
 * A phone-sized JPEG (4000×3000 at quality 95, about 5 MB) that the browser takes a moment to
 * decode; noise makes each one different, so none looks like another listing's photo.
 */
async function phonePhoto(name: string): Promise<TUpload> {
  const width = 4000;
  const height = 3000;
  const noise = crypto.randomBytes(width * height * 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) {
    const gradient = ((Math.floor(index / 3) % width) / width) * 200;
    pixels[index] = Math.min(
      255,
      Math.max(0, gradient + ((noise[index] as number) / 255 - 0.5) * 32),
    );
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

type TPhotoHold = { __releasePhotoChecks?: () => void };

/**
 * A phone decodes three such photos in seconds, this machine in a fraction of one: the browser's
 * decoding (createImageBitmap, how the picker checks a photo) is held until `release`, so that the
 * click surely comes while the photos are being checked, as it does on a phone.
 */
async function holdPhotoChecks(page: Page) {
  await page.addInitScript(() => {
    const decode = window.createImageBitmap.bind(window);
    const held = new Promise<void>((resolve) => {
      (window as TPhotoHold).__releasePhotoChecks = resolve;
    });
    window.createImageBitmap = (async (...args: Parameters<typeof createImageBitmap>) => {
      const bitmap = await decode(...args);
      await held;
      return bitmap;
    }) as typeof createImageBitmap;
  });
  return () => page.evaluate(() => (window as TPhotoHold).__releasePhotoChecks?.());
}

/** The answer of the property API to the form's request. */
function propertyAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /\/api\/proprietes(\/[0-9a-f-]{36})?$/.test(new URL(response.url()).pathname),
    { timeout: 90_000 },
  );
}

const main = (page: Page) => page.getByRole("main");
const submitButton = (page: Page) => main(page).locator("button[type=submit]");

test.describe("Photos choisies puis envoi immédiat", () => {
  // Three 5 MB photos decoded on a throttled processor, then uploaded and processed.
  test.describe.configure({ timeout: 180_000 });

  test("publier un bien : les trois photos sont envoyées et enregistrées", async ({ page }) => {
    const user = await freshUser("photos-publier");
    await shareSession(page, user.api);
    const photos = await Promise.all(
      ["salon", "cuisine", "terrasse"].map((name) => phonePhoto(`${name}.jpg`)),
    );
    const title = `Terrain ${uniqueWord()}`;

    const release = await holdPhotoChecks(page);
    await page.goto("/publier/propriete");
    await hydrated(page, "main form button[type=submit]");
    const form = main(page);
    await form.getByRole("combobox", { name: "Type de bien" }).selectOption("terrain");
    await form.getByRole("textbox", { name: "Titre" }).fill(title);
    await form.getByRole("textbox", { name: "Description" }).fill("Terrain plat, viabilisé.");
    await form.getByRole("textbox", { name: "Prix (TND)" }).fill("180000");
    await form.getByRole("textbox", { name: "Surface (m²)" }).fill("500");
    await form.getByRole("combobox", { name: "Gouvernorat" }).selectOption("nabeul");
    await form.getByRole("combobox", { name: "Délégation" }).selectOption("kelibia");
    await form.getByRole("textbox", { name: "Adresse" }).fill("Route de Kélibia");
    await form.getByRole("textbox", { name: "Numéro WhatsApp" }).fill("+216 22 333 444");

    const answer = propertyAnswer(page);
    await form.getByLabel("Ajouter des photos").setInputFiles(photos);
    await submitButton(page).click();
    // Soft: a failure here still lets the test tell whether the photos were sent.
    await expect.soft(submitButton(page)).toHaveText(PREPARING);
    await expect.soft(submitButton(page)).toHaveAttribute("aria-busy", "true");
    await release();

    const body = (await (await answer).json()) as { id: string; storedPhotos?: number };
    expect.soft(body.storedPhotos).toBe(3);
    await expect.soft(toast(page, "Votre annonce a été publiée avec succès !")).toBeVisible({
      timeout: 30_000,
    });
    await page.goto(`/proprietes/${body.id}`);
    await expect(main(page).getByRole("img", { name: `${title} (1 sur 3)` })).toBeVisible();
  });

  test("modifier un bien : les photos ajoutées rejoignent celle qu'il a", async ({ page }) => {
    const user = await freshUser("photos-modifier");
    await shareSession(page, user.api);
    const { id, fields } = await publishProperty(user.api, {}, [
      await colourPhoto("facade.png", { r: 200, g: 80, b: 40 }),
    ]);
    const photos = await Promise.all(
      ["salon", "chambre", "jardin"].map((name) => phonePhoto(`${name}.jpg`)),
    );

    const release = await holdPhotoChecks(page);
    await page.goto(`/publier/propriete/${id}`);
    await hydrated(page, "main form button[type=submit]");
    await expect(main(page).getByText("1 / 5 photos")).toBeVisible();

    const answer = propertyAnswer(page);
    await main(page).getByLabel("Ajouter des photos").setInputFiles(photos);
    await submitButton(page).click();
    await expect.soft(submitButton(page)).toHaveText(PREPARING);
    await release();

    const body = (await (await answer).json()) as { id: string; storedPhotos?: number };
    expect.soft(body.storedPhotos).toBe(3);
    await expect.soft(toast(page, "Votre annonce a été mise à jour avec succès !")).toBeVisible({
      timeout: 30_000,
    });
    await page.goto(`/proprietes/${id}`);
    await expect(main(page).getByRole("img", { name: `${fields.title} (1 sur 4)` })).toBeVisible();
  });

  test("publier un service : la photo est envoyée et enregistrée", async ({ page }) => {
    const user = await freshUser("photos-service");
    await shareSession(page, user.api);
    const name = `Jardins ${uniqueWord()}`;
    const photo = await phonePhoto("jardin.jpg");

    const release = await holdPhotoChecks(page);
    await page.goto("/publier/service");
    await hydrated(page, "main form button[type=submit]");
    const form = main(page);
    await form.getByRole("textbox", { name: "Nom", exact: true }).fill(name);
    await form.getByRole("combobox", { name: "Profession" }).selectOption("Jardinier");
    await form.getByRole("textbox", { name: "Description" }).fill("Entretien de jardins.");
    await form.getByRole("combobox", { name: "Gouvernorat" }).selectOption("tataouine");
    await form.getByRole("combobox", { name: "Délégation" }).selectOption("tataouine-sud");
    await form.getByRole("textbox", { name: "Téléphone" }).fill("+216 76 123 456");
    await form.getByRole("textbox", { name: "Numéro WhatsApp" }).fill("+216 98 111 222");

    await form.getByLabel("Photo du service").setInputFiles(photo);
    await submitButton(page).click();
    await expect.soft(submitButton(page)).toHaveText(PREPARING);
    await release();

    await expect(toast(page, "Service publié")).toBeVisible({ timeout: 60_000 });
    const card = await user.api.get("/mes-annonces?type=services");
    const serviceId = (await card.text()).match(/(?<=\/services\/)[0-9a-f-]{36}/)?.[0];
    await page.goto(`/services/${serviceId}`);
    await expect(main(page).getByRole("img", { name, exact: true })).toHaveAttribute(
      "src",
      /^\/media\/service_images\/.+\.webp$/,
    );
  });
});
