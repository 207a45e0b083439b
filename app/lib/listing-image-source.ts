/** Picture sources for listing cards (specification 001 §5 Images). */

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e9edf2"/><path d="M200 92 128 150h22v62h36v-40h28v40h36v-62h22z" fill="#c3ccd7"/></svg>`;

/** Shown when a listing has no picture or its picture fails to load; inline so it never fails. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`;

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
