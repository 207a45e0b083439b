import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { readPo } from "../../scripts/i18n-check";
import {
  colourPhoto,
  freshUser,
  pageAs,
  propertyFields,
  propertyForm,
} from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Darna in Arabic (issue 25, decision 0046): the pages that exist in Arabic are under /ar/,
 * right to left, without a French sentence left; the switch in the header and the footer goes to
 * the same page in the other language and is remembered.
 */

const PHONE = { width: 390, height: 844 };

/** The French sentences of the catalogue whose Arabic differs (not 'Darna', not '1000 Tunis'…). */
function frenchSentences(): string[] {
  const root = path.resolve(import.meta.dirname, "../..");
  const arabic = new Map(
    readPo(fs.readFileSync(path.join(root, "app/locales/ar/messages.po"), "utf8")).map((entry) => [
      entry.id,
      entry.translation,
    ]),
  );
  return [...arabic.keys()].filter(
    (french) =>
      arabic.get(french) !== french &&
      /\p{Script=Latin}{3,}/u.test(french) &&
      !french.includes("{"),
  );
}

/**
 * The French sentences of the catalogue on the page, hidden texts included (a closed menu, the
 * filter sheet, screen-reader texts), once the listings' own texts are set aside.
 */
async function frenchLeftovers(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const left of body.querySelectorAll(
      'script, style, template, [dir="auto"], .listing-card-place',
    )) {
      left.remove();
    }
    return body.textContent ?? "";
  });
  return frenchSentences().filter((french) => text.includes(french));
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * A page of listing cards as an Arabic reader sees it: every card's place line holds Arabic (the
 * listings' own texts, titles and the owner's address, stay as written), no French sentence is
 * left, and nothing scrolls sideways.
 */
async function expectArabicListingPage(page: Page) {
  const places = await page.locator(".listing-card-place").allInnerTexts();
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toMatch(/\p{Script=Arabic}/u);
  expect(await frenchLeftovers(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // Their properties' pages exist in Arabic: the cards lead there.
  for (const href of await page
    .locator('a.listing-card-link[href*="proprietes/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/ar\/proprietes\/[0-9a-f-]{36}$/);
  }
}

test.describe("Darna en arabe", () => {
  test("the Arabic home page is right to left, in Arabic only, and fits a phone", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto("/ar/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle("دارنا | عقارات وخدمات ومحلات في تونس");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "اعثروا على العقار المثالي في تونس",
    );
    await hydrated(page, "main");

    await expectArabicListingPage(page);

    // The header's links lead to the Arabic pages, and to French ones that have no Arabic yet.
    await page.getByRole("button", { name: "القائمة" }).click();
    const mobileMenu = page.getByRole("navigation", { name: "قائمة التنقل للهاتف" });
    const home = mobileMenu.getByRole("link", { name: "الرئيسية" });
    await expect(home).toHaveAttribute("href", "/ar");
    await expect(home).toHaveAttribute("aria-current", "page");
    await expect(mobileMenu.getByRole("link", { name: "العقارات" })).toHaveAttribute(
      "href",
      "/ar/proprietes",
    );
    await expect(mobileMenu.getByRole("link", { name: "الخدمات" })).toHaveAttribute(
      "href",
      "/services",
    );
  });

  test("the Arabic property list: right to left, its filters in Arabic, kept across languages", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const search = "?announcementType=location&location=ariana";
    const response = await page.goto(`/ar/proprietes${search}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle("العقارات | دارنا");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("العقارات");
    await expect(page.locator("#property-results")).toHaveText(/عقار/);
    await hydrated(page, "main");
    await expectArabicListingPage(page);

    // The filters open in a sheet, the place named in Arabic; applying keeps the Arabic list.
    await page.getByRole("button", { name: /^الفلاتر/ }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet.getByText("أريانة", { exact: true })).toBeVisible();
    await sheet.getByRole("checkbox", { name: "مسبح" }).check();
    await sheet.getByRole("button", { name: "تطبيق الفلاتر" }).click();
    await expect(page).toHaveURL(/\/ar\/proprietes\?.*amenities=piscine/);
    await expect(page).toHaveURL(/location=ariana/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    // The switch (the footer's, never hydrated) keeps the page and its filters, both ways.
    await page.getByRole("contentinfo").getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/proprietes\?.*amenities=piscine/);
    expect(new URL(page.url()).pathname).toBe("/proprietes");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Propriétés");
    await page.getByRole("contentinfo").getByRole("button", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/proprietes\?.*amenities=piscine/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");

    // An Arabic query becomes the filters it names, on the Arabic list.
    await page.goto(`/ar/proprietes?q=${encodeURIComponent("شقة للكراء أريانة")}`);
    await expect(page).toHaveURL(/\/ar\/proprietes\?/);
    const read = new URL(page.url()).searchParams;
    expect(read.get("announcementType")).toBe("location");
    expect(read.get("category")).toBe("appartement");
    expect(read.get("location")).toBe("ariana");
  });

  test("the Arabic list's map names its places and prices in Arabic", async ({ page }) => {
    // Offline: no tiles, the markers still show.
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/ar/proprietes?location=nabeul&view=map");
    const map = page.getByRole("region", { name: "خريطة النتائج" });
    await expect(map).toBeVisible();
    const markers = map.getByRole("button", { name: /نابل$/ });
    await expect(markers.first()).toBeVisible();
    for (const name of await markers.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute("aria-label") ?? button.textContent ?? ""),
    )) {
      expect(name).not.toMatch(/\p{Script=Latin}{3,}/u);
    }
    // One listing: its price in Arabic, its Arabic page.
    await map
      .getByRole("button", { name: /^عقار واحد في/ })
      .first()
      .click();
    const popup = page.locator(".leaflet-popup");
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(/\d د\.ت/);
    await expect(popup.getByRole("link", { name: "عرض الإعلان" })).toHaveAttribute(
      "href",
      /^\/ar\/proprietes\/[0-9a-f-]{36}$/,
    );
    await expect(map.getByRole("button", { name: "تكبير" })).toBeVisible();
    expect(await frenchLeftovers(page)).toEqual([]);
  });

  test("an empty Arabic list offers wider searches in Arabic", async ({ page }) => {
    await page.goto(
      "/ar/proprietes?location=la_marsa&amenities=balcon,terrasse,jardin,piscine,ascenseur,vue_mer",
    );
    await expect(page.getByText("لم يتم العثور على أي نتيجة")).toBeVisible();
    const wider = page.getByRole("navigation", { name: "توسيع البحث" });
    await expect(wider.getByRole("link", { name: /^بدون التجهيزات المحددة/ })).toHaveAttribute(
      "href",
      "/ar/proprietes?location=la_marsa",
    );
    expect(await frenchLeftovers(page)).toEqual([]);
  });

  test("a member's Arabic pages: the account menu and the bell in Arabic too", async ({ page }) => {
    const member = await freshUser("arabe", "Sami Jaziri");
    await page.context().addCookies((await member.api.storageState()).cookies);
    for (const address of ["/ar", "/ar/proprietes"]) {
      await page.goto(address);
      await hydrated(page, "header");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      expect(await frenchLeftovers(page), address).toEqual([]);
    }
  });

  test("a property's Arabic page: its facts, place, price history, map and contact in Arabic", async ({
    page,
    browser,
  }) => {
    const owner = await freshUser("arabe-annonce", "Sami Jaziri");
    const fields = propertyFields({
      governorate: "nabeul",
      delegation: "hammamet",
      announcement_type: "location",
      price: "1800",
      furnished: "partial",
      available_date: "2027-07-22",
      pinLat: "36.4001",
      pinLng: "10.6160",
      showPhone: "on",
    });
    const form = propertyForm(fields, [
      await colourPhoto("salon.png", { r: 200, g: 80, b: 40 }),
      await colourPhoto("cuisine.png", { r: 40, g: 120, b: 200 }),
    ]);
    for (const amenity of ["piscine", "climatisation"]) form.append("amenities", amenity);
    const created = await owner.api.post("/api/proprietes", { multipart: form });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // A lower rent: the page shows its history.
    const lowered = propertyForm({ ...fields, price: "1650" });
    for (const amenity of ["piscine", "climatisation"]) lowered.append("amenities", amenity);
    const updated = await owner.api.post(`/api/proprietes/${id}`, { multipart: lowered });
    expect(updated.status(), await updated.text()).toBe(200);

    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.setViewportSize(PHONE);
    const response = await page.goto(`/ar/proprietes/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle(`${fields.title} | Darna`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(fields.title);
    await hydrated(page, "main");
    // The rent in dinars a month, the place in Arabic, the owner's address as written.
    await expect(main.getByText("1 650 د.ت شهريًا", { exact: true }).first()).toBeVisible();
    await expect(main.getByText(/الحمامات، نابل/).first()).toContainText(fields.address);
    // What the owner ticked, and the dates, in Arabic.
    const characteristics = main.getByRole("region", { name: "المواصفات" });
    await expect(characteristics.getByRole("listitem")).toHaveText([
      "مسبح",
      "تكييف",
      "مفروش جزئيًا",
    ]);
    await expect(main.getByText("22 جويلية 2027")).toBeVisible();
    const history = main.getByRole("region", { name: "تاريخ السعر" });
    await expect(history).toContainText("1 800 د.ت شهريًا ← 1 650 د.ت شهريًا");
    // The photos: the next one is on the left, as the page reads.
    await expect(main.getByRole("button", { name: "تكبير الصورة 1 من 2" })).toBeVisible();
    await main.getByRole("button", { name: "الصورة التالية" }).click();
    await expect(main.getByRole("button", { name: "تكبير الصورة 2 من 2" })).toBeVisible();
    const area = main.getByRole("region", { name: "الموقع التقريبي", exact: true });
    await area.scrollIntoViewIfNeeded();
    await expect(area.getByRole("button", { name: "تكبير" })).toBeVisible();
    expect(await frenchLeftovers(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Search engines: its own canonical, the French page its alternate.
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/ar/proprietes/${id}$`),
    );
    await expect(head.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      "href",
      new RegExp(`[^r]/proprietes/${id}$`),
    );

    // Signed in, then as its owner: still no French.
    const member = await freshUser("arabe-visiteur", "Lina Trabelsi");
    for (const viewer of [member, owner]) {
      const signedIn = await pageAs(browser, viewer.api);
      await signedIn.goto(`/ar/proprietes/${id}`);
      await hydrated(signedIn, "main");
      await expect(signedIn.locator("html")).toHaveAttribute("dir", "rtl");
      expect(await frenchLeftovers(signedIn), viewer.name).toEqual([]);
      await signedIn.close();
    }

    // The switch keeps the page.
    await page.getByRole("contentinfo").getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(new RegExp(`[^r]/proprietes/${id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByText("1 650 TND/mois", { exact: true }).first()).toBeVisible();
  });

  test("an expired or unknown property's Arabic page says so in Arabic", async ({ page }) => {
    const response = await page.goto("/ar/proprietes/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("العقار غير موجود");
    await expect(page.getByRole("link", { name: "العودة إلى العقارات" })).toHaveAttribute(
      "href",
      "/ar/proprietes",
    );
    expect(await frenchLeftovers(page)).toEqual([]);
  });

  test("search engines find each language's page and its alternate", async ({ page, request }) => {
    for (const [address, own] of [
      ["/", "/"],
      ["/ar/", "/ar"],
    ] as const) {
      await page.goto(address);
      const head = page.locator("head");
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${own.replace(/\//g, "\\/")}$`),
      );
      await expect(head.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
        "href",
        /\/$/,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        "href",
        /\/ar$/,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        /[^r]\/$/,
      );
    }
    const pages = await (await request.get("/sitemaps/pages.xml")).text();
    expect(pages).toMatch(/<loc>[^<]*\/ar<\/loc>/);
    expect(pages).toMatch(/<loc>[^<]*\/ar\/proprietes<\/loc>/);
    expect(pages).toContain('hreflang="ar"');
  });

  test("the switch goes to the same page in the other language and is remembered", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await hydrated(page, "header");
    await page.getByRole("banner").getByRole("button", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    // The choice is remembered: the site's address opens in Arabic.
    await page.goto("/");
    await expect(page).toHaveURL(/\/ar$/);

    // A page that has no Arabic version yet stays French, its filters kept; the footer's switch
    // (never hydrated) goes back to French from wherever the reader has gone since.
    await page.goto("/services?location=ariana");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goto("/ar/");
    await hydrated(page, "main");
    await page.getByRole("contentinfo").getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goto("/");
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("an unknown language prefix is not found, and a forged language cookie reads as French", async ({
    page,
    request,
    baseURL,
  }) => {
    for (const address of ["/en/", "/ar/inconnue", "/ara/", "/fr/"]) {
      expect((await request.get(address)).status(), address).toBe(404);
    }
    await page
      .context()
      .addCookies([{ name: "darna-langue", value: "<script>", url: baseURL as string }]);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    const forged = await request.post("/actions/langue", {
      form: { langue: "xx", vers: "https://ailleurs.example/piege" },
      headers: { origin: baseURL as string },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(303);
    expect(forged.headers().location).toBe("/");
    expect(forged.headers()["set-cookie"]).toContain("darna-langue=fr");
  });
});
