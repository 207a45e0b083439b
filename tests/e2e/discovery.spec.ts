import type { Page } from "@playwright/test";
import sharp from "sharp";
import { RECENTLY_VIEWED_KEY } from "../../app/features/listings/recently-viewed-key";
import { toast } from "../fixtures/accounts";
import { publishOneOfEach, uniqueSetVariant } from "../fixtures/listings";
import {
  colourPhoto,
  freshUser,
  publishProperty,
  tagsOf,
  uniqueWord,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Discovery (issue 15): 'Partager' copies the link where the browser has no share sheet, with a
 * toast; the page names its 1200×630 preview image; similar listings under the page; and the
 * home page's 'Consultés récemment', kept in the browser only. Their own accounts and listings.
 */

/** Waits until the page has recorded the listing in this browser (after hydration, on its own). */
async function remembered(page: Page, id: string) {
  await page.waitForFunction(
    ([key, listingId]) => (localStorage.getItem(key as string) ?? "").includes(listingId as string),
    [RECENTLY_VIEWED_KEY, id],
  );
}

test.describe("Partager, annonces similaires et consultés récemment", () => {
  test.describe.configure({ timeout: 120_000 });

  test("'Partager' copies the page's link with a toast when the browser cannot share; the preview image is 1200×630", async ({
    browser,
    baseURL,
  }) => {
    const owner = await freshUser("partage", "Nadia Trabelsi");
    const word = uniqueWord("partage");
    // An unusual price, so that the twin is the nearest listing of its group in any database.
    const group = {
      announcement_type: "location",
      type: "bureau",
      governorate: "zaghouan",
    } as const;
    const listing = await publishProperty(
      owner.api,
      { ...group, title: `Bureau ${word} en centre-ville`, price: "1937" },
      [await colourPhoto("facade.png", { r: 30, g: 140, b: 90 })],
    );
    const twin = await publishProperty(owner.api, {
      ...group,
      title: `Bureau ${word} voisin`,
      price: "1938",
    });

    const context = await browser.newContext({
      baseURL,
      locale: "fr-FR",
      permissions: ["clipboard-read", "clipboard-write"],
    });
    // A desktop browser without the Web Share API.
    await context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const page = await context.newPage();
    await page.goto(listing.url);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(word);
    expect(await page.evaluate(() => "share" in navigator)).toBe(false);

    await hydrated(page, "main button");
    await page.getByRole("button", { name: "Partager" }).click();
    await expect(toast(page, "Lien copié")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}${listing.url}`,
    );

    // Its twin is among the similar listings.
    const similar = page.getByRole("region", { name: "Annonces similaires" });
    await expect(
      similar.getByRole("link", { name: new RegExp(`Bureau ${word} voisin`) }),
    ).toHaveAttribute("href", twin.url);

    // The preview a messaging app shows: the first photo, 1200×630, as a JPEG.
    const tags = tagsOf(await (await page.request.get(listing.url)).text(), "meta");
    const content = (property: string) => tags.find((tag) => tag.property === property)?.content;
    expect(content("og:image:width")).toBe("1200");
    expect(content("og:image:height")).toBe("630");
    const preview = await page.request.get(content("og:image") as string);
    expect(preview.headers()["content-type"]).toBe("image/jpeg");
    const image = await sharp(await preview.body()).metadata();
    expect([image.width, image.height]).toEqual([1200, 630]);
    await context.close();
  });

  test("the home page shows the listings this browser opened, newest first, once each", async ({
    browser,
    baseURL,
  }) => {
    const owner = await freshUser("recents", "Walid Jaziri");
    const set = await publishOneOfEach(
      owner,
      uniqueSetVariant({
        property: "Duplex récent",
        service: "Menuiserie récente",
        profession: "Menuisier",
        store: "Quincaillerie récente",
        category: "outillage",
        serviceIn: "kef",
        storeIn: "beja",
      }),
    );
    const context = await browser.newContext({ baseURL, locale: "fr-FR" });
    const page = await context.newPage();
    const recent = page.getByRole("region", { name: "Consultés récemment" });

    await page.goto("/");
    await hydrated(page, "header a");
    expect(await page.evaluate((key) => localStorage.getItem(key), RECENTLY_VIEWED_KEY)).toBeNull();
    await expect(recent).toHaveCount(0);

    await page.goto(`/proprietes/${set.property.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(set.property.name);
    await remembered(page, set.property.id);
    await page.goto(`/services/${set.service.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(set.service.name);
    await remembered(page, set.service.id);

    await page.goto("/");
    const links = recent.getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toContainText(set.service.name);
    await expect(links.nth(0)).toHaveAttribute("href", `/services/${set.service.id}`);
    await expect(links.nth(1)).toContainText(set.property.name);
    await expect(links.nth(1)).toContainText("TND");

    // Opened again, the property comes first, and is not listed twice.
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/proprietes/${set.property.id}$`));
    await page.goto(`/boutiques/${set.store.id}`);
    await remembered(page, set.store.id);
    await page.goto(`/proprietes/${set.property.id}`);
    await page.waitForFunction(
      ([key, id]) =>
        (JSON.parse(localStorage.getItem(key as string) ?? "[]") as { id: string }[])[0]?.id === id,
      [RECENTLY_VIEWED_KEY, set.property.id],
    );
    await page.goto("/");
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toContainText(set.property.name);
    await expect(links.nth(1)).toContainText(set.store.name);
    await expect(links.nth(2)).toContainText(set.service.name);

    // Another browser remembers nothing: it is never kept on the server.
    const stranger = await browser.newContext({ baseURL, locale: "fr-FR" });
    const other = await stranger.newPage();
    await other.goto("/");
    await hydrated(other, "header a");
    await expect(other.getByRole("heading", { name: "Propriétés récentes" })).toBeVisible();
    await expect(other.getByRole("region", { name: "Consultés récemment" })).toHaveCount(0);
    await stranger.close();
    await context.close();
  });
});
