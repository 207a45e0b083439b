import { describe, expect, it } from "vitest";
import { moderateListing } from "~/features/admin/admin-reports.server";
import { renewProperty } from "~/features/properties/renew-property.server";
import { setPropertyStatus } from "~/features/properties/set-property-status.server";
import { insertAccount, insertProperty, insertService } from "../../../tests/fixtures/db-listings";
import { locationHeading, locationPageOf, locationPagePath } from "./location-pages";
import { delegationsOf, locationPageFor, locationSummary } from "./location-pages.server";
import {
  listingSitemapEntries,
  pagesSitemapEntries,
  sitemapFiles,
  sitemapIndexXml,
  urlSetXml,
} from "./sitemap.server";

/* Sitemaps and location pages (issue 15) on the real database. */

const paths = async (kind: "property" | "service") =>
  (await listingSitemapEntries(kind, 1)).map((entry) => entry.path);

describe("sitemaps", () => {
  it("list a new listing, and drop it once hidden by moderation", async () => {
    const seller = await insertAccount();
    const admin = await insertAccount("admin");
    const id = await insertProperty(seller.id);
    const serviceId = await insertService(seller.id);
    expect(await paths("property")).toContain(`/proprietes/${id}`);
    expect(await paths("service")).toContain(`/services/${serviceId}`);

    const hidden = await moderateListing(admin, "hide", {
      kind: "property",
      id,
      reason: "Annonce frauduleuse",
    });
    expect(hidden.ok).toBe(true);
    expect(await paths("property")).not.toContain(`/proprietes/${id}`);
    await moderateListing(admin, "hide", { kind: "service", id: serviceId, reason: "Doublon" });
    expect(await paths("service")).not.toContain(`/services/${serviceId}`);
  });

  it("drop a property once sold, as the lists do", async () => {
    const seller = await insertAccount();
    const id = await insertProperty(seller.id);
    expect((await setPropertyStatus(seller, { id, status: "sold" })).ok).toBe(true);
    expect(await paths("property")).not.toContain(`/proprietes/${id}`);
  });

  it("drop an expired property, and take it back once renewed (decision 0019)", async () => {
    const seller = await insertAccount();
    const id = await insertProperty(seller.id, { expiresAt: new Date(Date.now() - 86_400_000) });
    expect(await paths("property")).not.toContain(`/proprietes/${id}`);
    expect((await renewProperty(seller, { id })).ok).toBe(true);
    expect(await paths("property")).toContain(`/proprietes/${id}`);
  });

  it("give each listing its last modification date", async () => {
    const seller = await insertAccount();
    const updatedAt = new Date("2026-10-02T08:30:00Z");
    const id = await insertProperty(seller.id, { updatedAt });
    const entry = (await listingSitemapEntries("property", 1)).find(
      (candidate) => candidate.path === `/proprietes/${id}`,
    );
    expect(entry?.lastmod?.toISOString()).toBe("2026-10-02T08:30:00.000Z");
  });

  it("name the location pages that have listings, dated by their newest", async () => {
    const seller = await insertAccount();
    const updatedAt = new Date("2026-11-20T10:00:00Z");
    await insertProperty(seller.id, {
      location: "kef",
      governorate: "kef",
      type: "terrain",
      updatedAt,
    });
    const entries = await pagesSitemapEntries();
    const byPath = new Map(entries.map((entry) => [entry.path, entry.lastmod?.toISOString()]));
    expect(byPath.has("/")).toBe(true);
    expect(byPath.get("/immobilier/kef/terrain")).toBe("2026-11-20T10:00:00.000Z");
    expect(byPath.get("/immobilier/kef")).toBe("2026-11-20T10:00:00.000Z");
    // No villa in Tozeur: nothing to index there.
    expect(byPath.has("/immobilier/tozeur/villa")).toBe(false);
  });

  it("name the delegation pages that have listings, by their keys", async () => {
    const seller = await insertAccount();
    const updatedAt = new Date("2026-11-21T09:00:00Z");
    await insertProperty(seller.id, {
      location: "tunis",
      governorate: "tunis",
      delegation: "la-marsa",
      updatedAt,
    });
    const byPath = new Map(
      (await pagesSitemapEntries()).map((entry) => [entry.path, entry.lastmod?.toISOString()]),
    );
    expect(byPath.get("/immobilier/tunis/la_marsa")).toBe("2026-11-21T09:00:00.000Z");
    expect(byPath.has("/immobilier/tunis/carthage")).toBe(false);
  });

  it("write valid sitemap XML with escaped addresses", async () => {
    const files = await sitemapFiles();
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining(["/sitemaps/pages.xml", "/sitemaps/proprietes-1.xml"]),
    );
    const index = sitemapIndexXml("https://darna.tn", files);
    expect(index).toContain("<loc>https://darna.tn/sitemaps/proprietes-1.xml</loc>");
    const set = urlSetXml("https://darna.tn", [
      { path: "/proprietes?a=1&b=2", lastmod: new Date("2026-01-01T00:00:00Z") },
    ]);
    expect(set).toContain(
      "<url><loc>https://darna.tn/proprietes?a=1&amp;b=2</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>",
    );
  });

  it("list a page that exists in Arabic in both languages, each naming the other", () => {
    const set = urlSetXml("https://darna.tn", [{ path: "/" }, { path: "/services" }]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="fr" href="https://darna.tn/"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="https://darna.tn/ar"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://darna.tn/"/>';
    expect(set).toContain(`<url><loc>https://darna.tn/</loc>${alternates}</url>`);
    expect(set).toContain(`<url><loc>https://darna.tn/ar</loc>${alternates}</url>`);
    expect(set).toContain("<url><loc>https://darna.tn/services</loc></url>");
    expect(set).not.toContain("https://darna.tn/ar/services");
    expect(set).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe("location pages", () => {
  it("know the 24 governorates and 6 types of the list URLs, and nothing else", () => {
    expect(locationPageOf("ben_arous")?.governorate?.label).toBe("Ben Arous");
    expect(locationPageOf("gabes", "local_commercial")?.type?.plural).toBe("Locaux commerciaux");
    expect(locationPageOf("atlantide")).toBeNull();
    expect(locationPageOf("tunis", "chateau")).toBeNull();
    expect(locationPageOf("Tunis")).toBeNull();
    expect(locationHeading(locationPageOf("kef") ?? {})).toBe("Immobilier au Kef");
    expect(locationHeading(locationPageOf("sfax", "villa") ?? {})).toBe("Villas à Sfax");
    expect(locationPagePath("sfax", "villa")).toBe("/immobilier/sfax/villa");
  });

  it("know each governorate's delegations, and send other spellings to their keys", () => {
    const marsa = locationPageFor("tunis", "la_marsa");
    expect(marsa && "page" in marsa && marsa.page.delegation).toEqual({
      key: "la_marsa",
      label: "La Marsa",
    });
    expect(marsa && "page" in marsa && locationHeading(marsa.page)).toBe(
      "Immobilier à La Marsa (Tunis)",
    );
    expect(locationPageFor("tunis", "la-marsa")).toEqual({
      redirect: "/immobilier/tunis/la_marsa",
    });
    expect(locationPageFor("tunis", "La Marsa")).toEqual({
      redirect: "/immobilier/tunis/la_marsa",
    });
    // A delegation of another governorate is not this governorate's page.
    expect(locationPageFor("sfax", "la_marsa")).toBeNull();
    expect(locationPageFor("tunis", "atlantide")).toBeNull();
    expect(locationPageFor("tunis", "villa")).toEqual({ page: locationPageOf("tunis", "villa") });
    expect(delegationsOf("tunis").map((d) => d.key)).toContain("la_marsa");
    expect(delegationsOf("tunis").every((d) => d.key !== "ariana_ville")).toBe(true);
  });

  it("count a delegation's listings only, with or without others of its governorate", async () => {
    const seller = await insertAccount();
    const found = locationPageFor("monastir", "ksar_hellal");
    if (!found || !("page" in found)) throw new Error("page attendue");
    const before = await locationSummary(found.page);
    await insertProperty(seller.id, {
      location: "monastir",
      governorate: "monastir",
      delegation: "ksar-hellal",
      announcementType: "vente",
    });
    await insertProperty(seller.id, { location: "monastir", governorate: "monastir" });
    const after = await locationSummary(found.page);
    expect(after.vente.total).toBe(before.vente.total + 1);
  });

  it("count what their links to the list open, and show the newest of each", async () => {
    const seller = await insertAccount();
    const page = locationPageOf("tataouine", "bureau");
    if (!page) throw new Error("page attendue");
    const before = await locationSummary(page);
    const older = await insertProperty(seller.id, {
      location: "tataouine",
      governorate: "tataouine",
      type: "bureau",
      title: "Bureau en centre-ville",
      announcementType: "location",
      price: 900,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    const newer = await insertProperty(seller.id, {
      location: "tataouine",
      governorate: "tataouine",
      type: "bureau",
      title: "Bureau neuf",
      announcementType: "location",
      price: 1200,
    });
    const after = await locationSummary(page);
    expect(after.location.total).toBe(before.location.total + 2);
    expect(after.vente.total).toBe(before.vente.total);
    expect(after.location.newest.map((item) => item.id).slice(0, 2)).toEqual([newer, older]);
  });
});
