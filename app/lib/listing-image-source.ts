/** Picture sources for listing cards. */

/**
 * Shown when a listing has no picture or its picture fails to load: a transparent pixel, inline
 * so it never fails, through which the placeholder drawing of `.listing-image` (app.css) shows —
 * the same drawing a picture shows while it is still on its way.
 */
export const PLACEHOLDER_IMAGE =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The URL to display, or null for the placeholder. A `blob:` URL only ever lived in the
 * publisher's browser, so it is treated as missing; anything but our own files, http(s) and
 * inline images is refused.
 */
export function usableImageUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^data:image\//i.test(trimmed)) return trimmed;
  return null;
}
