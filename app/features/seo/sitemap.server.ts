import { and, asc, count, isNotNull, max, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { notHidden, onOffer } from "~/features/listings/visibility.server";
import { LISTING_SEGMENT, type TListingKind } from "~/kernel/kinds";
import { hasArabicPage, pathInLocale } from "~/lib/i18n/locale";
import { getDb } from "~/server/db/client.server";
import { properties, services, stores } from "~/server/db/schema";
import { LOCATION_PAGES, locationPagePath } from "./location-pages";
import { DELEGATION_PAGES } from "./location-pages.server";

/**
 * Sitemaps (sitemaps.org protocol): an index at /sitemap.xml naming one sitemap of the fixed and
 * location pages and paged sitemaps of every listing a visitor can find — not hidden by moderation,
 * and for properties still on offer (a sold, rented or expired one leaves the lists, so it leaves
 * here too).
 */

/** URLs per sitemap file: well under the protocol's 50,000 and 50 MB, quick to build from an index. */
export const SITEMAP_PAGE_SIZE = 10_000;

type TListingTable = typeof properties | typeof services | typeof stores;

const TABLES: Record<TListingKind, TListingTable> = {
  property: properties,
  service: services,
  store: stores,
};

/** Where a visitor can find a listing of this kind: the condition of every sitemap query. */
function listedCondition(kind: TListingKind): SQL {
  return kind === "property" ? onOffer() : notHidden(kind, TABLES[kind].id);
}

export type TSitemapFile = { kind: TListingKind | "pages"; page: number; path: string };

export function sitemapPath(kind: TListingKind | "pages", page = 1) {
  return kind === "pages"
    ? "/sitemaps/pages.xml"
    : `/sitemaps/${LISTING_SEGMENT[kind]}-${page}.xml`;
}

/** The sitemaps the index names: the pages one, then as many of each kind as its listings need. */
export async function sitemapFiles(): Promise<TSitemapFile[]> {
  const db = await getDb();
  const files: TSitemapFile[] = [{ kind: "pages", page: 1, path: sitemapPath("pages") }];
  for (const kind of ["property", "service", "store"] as const) {
    const table = TABLES[kind];
    const [row] = await db.select({ total: count() }).from(table).where(listedCondition(kind));
    const pages = Math.max(1, Math.ceil(Number(row?.total ?? 0) / SITEMAP_PAGE_SIZE));
    for (let page = 1; page <= pages; page += 1) {
      files.push({ kind, page, path: sitemapPath(kind, page) });
    }
  }
  return files;
}

export type TSitemapEntry = { path: string; lastmod?: Date };

/** One page of a kind's listings, in id order (stable while listings come and go). */
export async function listingSitemapEntries(
  kind: TListingKind,
  page: number,
): Promise<TSitemapEntry[]> {
  const db = await getDb();
  const table = TABLES[kind];
  const rows = await db
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(listedCondition(kind))
    .orderBy(asc(table.id as PgColumn))
    .limit(SITEMAP_PAGE_SIZE)
    .offset((page - 1) * SITEMAP_PAGE_SIZE);
  return rows.map((row) => ({
    path: `/${LISTING_SEGMENT[kind]}/${row.id}`,
    lastmod: new Date(row.updatedAt),
  }));
}

/**
 * The home page, the lists, the location pages: each location page's date is its newest listing's,
 * and a location page with no listing is left out (nothing to index there yet).
 */
export async function pagesSitemapEntries(): Promise<TSitemapEntry[]> {
  const db = await getDb();
  const newest = await db
    .select({
      location: properties.location,
      type: properties.type,
      newest: max(properties.updatedAt),
    })
    .from(properties)
    .where(listedCondition("property"))
    .groupBy(properties.location, properties.type);
  const newestByDelegation = await db
    .select({ delegation: properties.delegation, newest: max(properties.updatedAt) })
    .from(properties)
    .where(and(listedCondition("property"), isNotNull(properties.delegation)))
    .groupBy(properties.delegation);
  const byPage = new Map<string, Date>();
  const keep = (path: string, date: Date) => {
    const known = byPage.get(path);
    if (!known || known < date) byPage.set(path, date);
  };
  for (const row of newest) {
    if (!row.newest) continue;
    const date = new Date(row.newest);
    keep(locationPagePath(), date);
    keep(locationPagePath(row.location), date);
    keep(locationPagePath(row.location, row.type), date);
  }
  for (const row of newestByDelegation) {
    const path = row.delegation ? DELEGATION_PAGES.get(row.delegation) : undefined;
    if (path && row.newest) keep(path, new Date(row.newest));
  }
  const fixed: TSitemapEntry[] = ["/", "/proprietes", "/services", "/boutiques"].map((path) => ({
    path,
  }));
  const locations = [...LOCATION_PAGES, ...DELEGATION_PAGES.values()].flatMap((path) => {
    const lastmod = byPage.get(path);
    return lastmod ? [{ path, lastmod }] : [];
  });
  return [...fixed, ...locations];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NAMESPACE = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

export function sitemapIndexXml(origin: string, files: readonly TSitemapFile[]) {
  const items = files.map(
    (file) => `<sitemap><loc>${escapeXml(origin + file.path)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * A page that exists in Arabic is listed in both languages, each naming the other (decision 0046).
 */
export function urlSetXml(origin: string, entries: readonly TSitemapEntry[]) {
  const items = entries.flatMap((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    if (!hasArabicPage(entry.path)) {
      return [`<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`];
    }
    const french = origin + pathInLocale(entry.path, "fr");
    const arabic = origin + pathInLocale(entry.path, "ar");
    const alternates = [
      ["fr", french],
      ["ar", arabic],
      ["x-default", french],
    ]
      .map(
        ([lang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href as string)}"/>`,
      )
      .join("");
    return [french, arabic].map(
      (loc) => `<url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `${XML_HEAD}<urlset ${NAMESPACE} ${XHTML_NAMESPACE}>\n${items.join("\n")}\n</urlset>\n`;
}
