import { data } from "react-router";
import {
  listingSitemapEntries,
  pagesSitemapEntries,
  sitemapFiles,
  sitemapIndexXml,
  urlSetXml,
} from "~/features/seo/sitemap.server";
import { LISTING_KINDS, LISTING_SEGMENT } from "~/kernel/kinds";
import { env } from "~/server/env.server";
import type { Route } from "./+types/sitemap";

// Crawlers come back daily at most; an hour keeps a burst of their requests off the database.
const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

/** /sitemap.xml (the index) and /sitemaps/{pages|proprietes-N|services-N|boutiques-N}.xml. */
export async function loader({ params }: Route.LoaderArgs) {
  const origin = env().PUBLIC_URL;
  const name = params.name;
  if (name === undefined) {
    return new Response(sitemapIndexXml(origin, await sitemapFiles()), { headers: XML_HEADERS });
  }
  if (name === "pages.xml") {
    return new Response(urlSetXml(origin, await pagesSitemapEntries()), { headers: XML_HEADERS });
  }
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = LISTING_KINDS.find((candidate) => LISTING_SEGMENT[candidate] === match?.[1]);
  if (!match || !kind) throw data("Sitemap introuvable", { status: 404 });
  const page = Number(match[2]);
  const entries = await listingSitemapEntries(kind, page);
  // Past the last page (an old index): nothing there. The first page exists even when empty.
  if (entries.length === 0 && page > 1) throw data("Sitemap introuvable", { status: 404 });
  return new Response(urlSetXml(origin, entries), { headers: XML_HEADERS });
}
