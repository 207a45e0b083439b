import type { TPageListings, TPersonalParts } from "./personal-read-query";

/*
 * A signed-in person whose browser runs the script may get a public page as a visitor sees it,
 * from the page cache, marked `<html data-viewer="pending">`; the parts that are theirs (marked
 * `data-personal`) stay hidden until one small request has read them (docs/decisions/0040).
 * This module is on every page, the home page's tight budget included: the reading itself
 * (personal-read.ts) loads only when a page needs it.
 */

/** Whether this page is still the visitor's, its person's parts unread (in the browser only). */
export function viewerPending(): boolean {
  return document.documentElement.dataset.viewer === "pending";
}

/** Whether this page's person's parts are not on screen yet (unread, or read but not drawn). */
export function viewerUnshown(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.viewer !== undefined;
}

/**
 * Whether the page's loaders run once hydrated (their clientLoader's `hydrate`): on a pending page
 * only. Loaders run at hydration make React Router's scroll restoration act once they are done,
 * which would send anyone who has scrolled meanwhile back to the top; every other page hydrates
 * as before. Read when the route modules load, after the document has been parsed.
 */
export const HYDRATE_PERSONAL_PARTS =
  typeof document !== "undefined" && document.documentElement.dataset.viewer === "pending";

/**
 * A route's clientLoader (hydrate = HYDRATE_PERSONAL_PARTS): its server data, with the person's parts in place when
 * the page came as the visitor's. On any other load it is the server's data as it came.
 */
export function withPersonalParts<TData>(
  serverLoader: () => Promise<TData>,
  listings: (data: TData) => TPageListings,
  apply: (data: TData, parts: TPersonalParts) => TData,
): Promise<TData> {
  return viewerPending()
    ? import("./personal-read").then((reading) =>
        reading.personalise(serverLoader, listings, apply),
      )
    : serverLoader();
}
