import { isRouteErrorResponse } from "react-router";

const SITE_NAME = "Darna";
// Search engines cut snippets around this length; a longer description is truncated for them anyway.
const META_DESCRIPTION_LENGTH = 155;

/** One line of at most 155 characters, cut at a word boundary when one is close enough. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= META_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, META_DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 100 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Crawlers and link previews need absolute URLs; inline data: images cannot be shared. */
export function absoluteUrl(origin: string, url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("/")) return `${origin}${url}`;
  return null;
}

export function isNotFoundError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** A detail page that failed to load must not be indexed; its title says whether it is missing. */
export function detailErrorMeta(error: unknown, notFoundTitle: string, errorTitle = "Erreur") {
  return [
    { title: `${isNotFoundError(error) ? notFoundTitle : errorTitle} | ${SITE_NAME}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The size of the link preview image made for each listing (decision 0025). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Title, description, canonical link and the Open Graph tags shared by every listing page. */
export function detailPageMeta({
  name,
  description,
  canonical,
  image,
  imageSize,
  languages = [],
}: {
  name: string;
  description: string;
  canonical: string;
  image: string | null | undefined;
  /** Given for the 1200×630 preview images made for each listing (decision 0025). */
  imageSize?: { width: number; height: number } | null;
  /**
   * A page that exists in both languages: its canonical and `hreflang` alternates and its
   * og:locale (languageLinks), in place of the French page's canonical.
   */
  languages?: readonly Record<string, string>[];
}) {
  const title = `${name} | ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: description },
    ...(languages.length > 0
      ? languages
      : [{ tagName: "link", rel: "canonical", href: canonical }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    ...(languages.length > 0 ? [] : [{ property: "og:locale", content: "fr_FR" }]),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: image }] : []),
    ...(image && imageSize
      ? [
          { property: "og:image:type", content: "image/jpeg" },
          { property: "og:image:width", content: String(imageSize.width) },
          { property: "og:image:height", content: String(imageSize.height) },
        ]
      : []),
  ];
}
