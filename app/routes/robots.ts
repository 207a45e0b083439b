import { env } from "~/server/env.server";

/**
 * Crawlers may read every public page; account pages, forms and actions answer only the signed-in
 * or redirect, so they are kept out of the crawl. The sitemap index names every listing.
 */
export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /profil",
    "Disallow: /mes-annonces",
    "Disallow: /mes-favoris",
    "Disallow: /mes-alertes",
    "Disallow: /alertes/",
    "Disallow: /publier/",
    "Disallow: /actions/",
    "Disallow: /api/",
    "Disallow: /auth",
    "",
    `Sitemap: ${env().PUBLIC_URL}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
