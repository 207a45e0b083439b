import sharp from "sharp";
import { demoApi, freshUser, pageAs, publishProperty, uniqueWord } from "../fixtures/properties";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, test } from "../fixtures/test";

/*
 * Reused photos (issue 14, decision 0020): a listing published with a photo another account's
 * listing shows is published all the same and lands in the administrator's 'Signalements' tab,
 * with the reason and a link to the other listing; a photo the same account already uses does
 * not.
 */

/** A picture no other test (nor the demo) has: random shapes on a random background. */
async function randomPhoto(): Promise<Buffer> {
  const random = (max: number) => Math.floor(Math.random() * max);
  const colour = () => `rgb(${random(256)},${random(256)},${random(256)})`;
  const shapes = Array.from({ length: 14 }, (_, index) =>
    index % 2 === 0
      ? `<rect x="${random(700)}" y="${random(500)}" width="${60 + random(300)}" height="${60 + random(250)}" fill="${colour()}"/>`
      : `<circle cx="${random(800)}" cy="${random(600)}" r="${30 + random(150)}" fill="${colour()}"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${colour()}"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const REASON = "Photo déjà utilisée par une autre annonce";

test.describe("Photos réutilisées", () => {
  test.describe.configure({ timeout: 120_000 });

  test("une photo d'un autre compte entre dans la file, pas celle du même compte", async ({
    browser,
  }) => {
    const photo = await randomPhoto();
    const agency = await freshUser("photos-agence", "Sonia Gharbi");
    const copier = await freshUser("photos-copieur", "Karim Jebali");
    const originalTitle = `Villa ${uniqueWord()}`;
    const original = await publishProperty(agency.api, { title: originalTitle }, [
      { name: "villa.jpg", mimeType: "image/jpeg", buffer: photo },
    ]);

    // Another account publishes the same photo, saved again smaller as a copier would.
    const copyWord = uniqueWord();
    const copy = await publishProperty(copier.api, { title: `Villa ${copyWord}` }, [
      {
        name: "copie.webp",
        mimeType: "image/webp",
        buffer: await sharp(photo).resize({ width: 500 }).webp({ quality: 50 }).toBuffer(),
      },
    ]);
    // The agency publishes its own photo a second time.
    const ownWord = uniqueWord();
    await publishProperty(agency.api, { title: `Villa ${ownWord}` }, [
      { name: "villa.jpg", mimeType: "image/jpeg", buffer: photo },
    ]);

    // Published all the same: a visitor sees the copy.
    const visitor = await pageAs(browser);
    expect((await visitor.goto(copy.url))?.status()).toBe(200);

    const admin = await pageAs(browser, await demoApi(DEMO_ADMIN_EMAIL, demoPassword()));
    await admin.goto(`/admin?onglet=signalements&q=${copyWord}`);
    const main = admin.getByRole("main");
    const row = main.getByRole("row").filter({ hasText: `Villa ${copyWord}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("1 signalement(s) ouvert(s)");
    await expect(row).toContainText(REASON);
    await expect(row).toContainText("Système");
    // The other listing is linked.
    await row.getByRole("link", { name: originalTitle }).click();
    await expect(admin).toHaveURL(new RegExp(`${original.url}$`));
    await expect(admin.getByRole("heading", { level: 1, name: originalTitle })).toBeVisible();

    // The same account's second listing is not in the queue, nor is the original.
    for (const word of [ownWord, originalTitle.split(" ")[1] as string]) {
      await admin.goto(`/admin?onglet=signalements&q=${word}`);
      await expect(main.getByText(`Aucun résultat pour « ${word} »`)).toBeVisible();
      await expect(main.getByText("0 annonce(s)")).toBeVisible();
    }

    for (const page of [visitor, admin]) await page.context().close();
  });

  test("une photo d'une annonce de démonstration, téléchargée puis republiée, est reconnue", async ({
    browser,
  }) => {
    // The demo's photos were hashed by the backfill job that ran when the server started.
    // The dearest listing is the demo's: the other tests publish at everyday prices.
    const visitor = await pageAs(browser);
    await visitor.goto("/proprietes?sort=price_desc");
    const firstCard = visitor.locator("article h3 a").first();
    const demoTitle = (await firstCard.textContent())?.trim() ?? "";
    await visitor.goto((await firstCard.getAttribute("href")) ?? "/");
    await expect(visitor.getByRole("heading", { level: 1, name: demoTitle })).toBeVisible();
    const photoUrl = await visitor
      .locator('main img[src^="/media/property_images/"]')
      .first()
      .getAttribute("src");
    if (!photoUrl) throw new Error("annonce de démonstration sans photo");
    const download = await visitor.request.get(photoUrl.replace(".thumb.webp", ".webp"));
    expect(download.status()).toBe(200);

    const copier = await freshUser("photos-demo", "Walid Ferchichi");
    const word = uniqueWord();
    await publishProperty(copier.api, { title: `Appartement ${word}` }, [
      {
        name: "trouvee.jpg",
        mimeType: "image/jpeg",
        buffer: await sharp(await download.body())
          .jpeg({ quality: 70 })
          .toBuffer(),
      },
    ]);

    const admin = await pageAs(browser, await demoApi(DEMO_ADMIN_EMAIL, demoPassword()));
    await admin.goto(`/admin?onglet=signalements&q=${word}`);
    const row = admin.getByRole("main").getByRole("row").filter({ hasText: word });
    await expect(row).toContainText(REASON);
    // The demo draws some facades twice in other colours: the listing is among those named.
    await expect(row.getByText("Autre annonce :").first()).toBeVisible();
    const named = await row.getByText("Autre annonce :").allTextContents();
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(5);

    for (const page of [visitor, admin]) await page.context().close();
  });
});
