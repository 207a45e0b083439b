import type { TPageListings, TPersonalParts } from "./personal-read-query";

/*
 * A signed-in person whose browser runs the script may get a public page as a visitor sees it,
 * from the page cache, marked `<html data-viewer="pending">`; the parts that are theirs (marked
 * `data-personal`) stay hidden until one small request has read them (docs/decisions/0040).
 * This module is on every page, the home page's tight budget included: the reading itself
 * (personal-read.ts) loads only when a page needs it.
 */

/** Whether this page is still the visitor's, its person's parts unread. */
export function viewerPending(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.viewer === "pending";
}

let applied = false;

/** Whether the person's parts have been read and handed to the page's loaders. */
export function personalPartsApplied(): boolean {
  return applied;
}

/**
 * A route's clientLoader (hydrate = true): its server data, with the person's parts in place when
 * the page came as the visitor's. On any other load it is the server's data as it came.
 */
export async function withPersonalParts<TData>(
  serverLoader: () => Promise<TData>,
  listings: (data: TData) => TPageListings,
  apply: (data: TData, parts: TPersonalParts) => TData,
): Promise<TData> {
  const data = await serverLoader();
  if (!viewerPending()) return data;
  const { readPersonalParts } = await import("./personal-read");
  const parts = await readPersonalParts(listings(data));
  applied = true;
  if (parts) return apply(data, parts);
  // Unread (the network failed): the visitor's page stands, shown as it is.
  document.documentElement.removeAttribute("data-viewer");
  return data;
}
