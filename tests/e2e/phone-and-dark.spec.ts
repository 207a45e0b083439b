import type { Page } from "@playwright/test";
import { toast } from "../fixtures/accounts";
import { signInAs } from "../fixtures/auth";
import { DEMO_ADMIN_EMAIL, demoPassword, expect, hydrated, test } from "../fixtures/test";

/*
 * What a phone and the dark theme showed wrong (issue 21, 'small ones'): carousel arrows on
 * photos, the 'Lien copié' toast over the header, empty grey picture areas on the home page and
 * admin tabs cut at 390 px.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

/** WCAG contrast ratio between two CSS colours as the browser computed them. */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [one, other] = [luminance(foreground), luminance(background)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** The first demo property with several photos, so that its gallery has arrows. */
async function propertyWithPhotos(page: Page): Promise<string> {
  await page.goto("/proprietes?sort=price-desc");
  const links = await page
    .locator('main a[href^="/proprietes/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") as string));
  for (const href of links) {
    await page.goto(href);
    if ((await page.getByRole("button", { name: "Photo suivante" }).count()) > 0) return href;
  }
  throw new Error("Aucune propriété de démonstration n'a plusieurs photos");
}

test.describe("Sur un téléphone et en thème sombre", () => {
  test("the gallery's arrows stand out from the photo in the dark theme", async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "darna-theme", value: "dark", url: baseURL }]);
    await page.setViewportSize(PHONE);
    await propertyWithPhotos(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    for (const name of ["Photo précédente", "Photo suivante"]) {
      const arrow = page.getByRole("button", { name });
      const colours = await arrow.evaluate((button) => {
        // Computed colours may be oklch() or color(srgb …): a canvas turns them into rgb.
        const context = document
          .createElement("canvas")
          .getContext("2d") as CanvasRenderingContext2D;
        const rgb = (css: string) => {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = css;
          context.fillRect(0, 0, 1, 1);
          const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
          return `rgb(${r}, ${g}, ${b})`;
        };
        const style = getComputedStyle(button);
        return { icon: rgb(style.color), background: rgb(style.backgroundColor) };
      });
      // WCAG 1.4.11: a control's icon needs 3:1 against what is behind it.
      expect(contrast(colours.icon, colours.background), name).toBeGreaterThanOrEqual(3);
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`'Lien copié' shows below the header at ${viewport.width} px`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        locale: "fr-FR",
        viewport,
        permissions: ["clipboard-read", "clipboard-write"],
      });
      await context.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      const page = await context.newPage();
      await propertyWithPhotos(page);
      await hydrated(page, "main button");
      // The toast's entrance, slowed down, is watched from the header's bottom row: whatever the
      // browser shows there (what a tap would reach) must stay the header, never the toast.
      const cdp = await context.newCDPSession(page);
      await cdp.send("Animation.enable");
      await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
      await page.evaluate(() => {
        const header = document.querySelector("header") as HTMLElement;
        const found: string[] = [];
        (window as unknown as { toastOverHeader: string[] }).toastOverHeader = found;
        const bottom = header.getBoundingClientRect().bottom - 2;
        const started = performance.now();
        const look = () => {
          for (let x = 5; x < window.innerWidth; x += 20) {
            const hit = document.elementFromPoint(x, bottom);
            if (hit?.closest("[data-sonner-toast]")) found.push(`${x},${Math.round(bottom)}`);
          }
          if (performance.now() - started < 4000) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.getByRole("button", { name: "Partager" }).click();
      const shown = toast(page, "Lien copié");
      await expect(shown).toBeVisible();
      const header = await page.locator("header").first().boundingBox();
      if (!header) throw new Error("Pas d'en-tête");
      const headerBottom = header.y + header.height;
      // The toast slides in from above: it is measured once it has come to rest. Its close
      // button sits on its corner and must stay out of the header too.
      const topEdges = async () => {
        const box = await shown.boundingBox();
        const close = await shown.getByRole("button", { name: "Fermer" }).boundingBox();
        return Math.min(box?.y ?? -1, close?.y ?? -1);
      };
      await expect.poll(topEdges, { timeout: 10_000 }).toBeGreaterThanOrEqual(headerBottom);
      await page.waitForTimeout(1_000);
      expect(
        await page.evaluate(
          () => (window as unknown as { toastOverHeader: string[] }).toastOverHeader,
        ),
        "points of the header covered by the toast",
      ).toEqual([]);
      await context.close();
    });
  }

  test("every listing picture on the home page shows a picture or a drawn placeholder, never an empty box", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const all = page.locator("main img.listing-card-image");
    await expect(all.first()).toBeVisible();
    // Shops come last on the home page: on a phone their pictures are far below the first screen
    // and not fetched yet. What stands in their place is a drawing, not an empty grey box.
    const shops = page.locator("section").filter({
      has: page.getByRole("heading", { name: "Boutiques récentes" }),
    });
    const shopPictures = shops.locator("img.listing-card-image");
    expect(await shopPictures.count()).toBeGreaterThan(0);
    const backgrounds = await all.evaluateAll((images) =>
      images.map((image) => getComputedStyle(image).backgroundImage),
    );
    for (const background of backgrounds) expect(background).toMatch(/^url\("data:image\/svg/);
    // Once scrolled to, the shops' own photos arrive.
    await shops.scrollIntoViewIfNeeded();
    for (const image of await shopPictures.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(1);
    }
  });

  test("every admin tab can be seen and touched at 390 px", async ({ page }) => {
    await signInAs(page, DEMO_ADMIN_EMAIL, demoPassword());
    await page.setViewportSize(PHONE);
    await page.goto("/admin");
    const tabs = page
      .getByRole("navigation", { name: "Sections du panneau d'administration" })
      .getByRole("link");
    expect(await tabs.count()).toBe(8);
    for (const tab of await tabs.all()) {
      const label = (await tab.textContent()) ?? "";
      const box = await tab.boundingBox();
      expect(box, label).not.toBeNull();
      if (!box) continue;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(PHONE.width);
    }
    // Reached by the keyboard too: the last tab opens its section.
    await tabs.last().focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/onglet=journal$/);
  });
});
