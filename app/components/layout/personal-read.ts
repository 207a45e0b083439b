import { LISTING_KINDS } from "~/kernel/kinds";
import {
  idsByKind,
  MAX_PERSONAL_READ_LISTINGS,
  PERSONAL_READ_PATH,
  type TListingKey,
  type TPageListings,
  type TPersonalParts,
  type TPersonalRead,
  ZPersonalReadQuery,
} from "./personal-read-query";

/*
 * The loaders of one page ask at once (root and route, during hydration): their listings are
 * gathered into one request, sent once the current task ends.
 */
type TBatch = { keys: Set<TListingKey>; read: Promise<TPersonalRead | null> };
let batch: TBatch | null = null;

async function fetchPersonalRead(keys: TListingKey[]): Promise<TPersonalRead | null> {
  const query = ZPersonalReadQuery.safeParse({
    annonces: keys.slice(0, MAX_PERSONAL_READ_LISTINGS).join(","),
  });
  const annonces = query.success ? query.data.annonces : [];
  const url = annonces.length
    ? `${PERSONAL_READ_PATH}?annonces=${encodeURIComponent(annonces.join(","))}`
    : PERSONAL_READ_PATH;
  try {
    const response = await fetch(url, { credentials: "same-origin", cache: "no-store" });
    return response.ok ? ((await response.json()) as TPersonalRead) : null;
  } catch {
    return null;
  }
}

/** This person's parts for a page showing these listings. */
async function readPersonalParts(listings: TPageListings): Promise<TPersonalParts | null> {
  if (!batch) {
    const gathering: TBatch = {
      keys: new Set(),
      read: new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        batch = null;
        return fetchPersonalRead([...gathering.keys]);
      }),
    };
    batch = gathering;
  }
  for (const kind of LISTING_KINDS) {
    for (const item of listings[kind] ?? []) batch.keys.add(`${kind}:${item.id}`);
  }
  const read = await batch.read;
  if (!read) return null;
  const { favorites, ...rest } = read;
  return { ...rest, favoriteIds: idsByKind(favorites) };
}

/** withPersonalParts (personal-parts.ts) on a pending page. */
export async function personalise<TData>(
  serverLoader: () => Promise<TData>,
  listings: (data: TData) => TPageListings,
  apply: (data: TData, parts: TPersonalParts) => TData,
): Promise<TData> {
  const data = await serverLoader();
  const parts = await readPersonalParts(listings(data));
  const html = document.documentElement;
  // A navigation overtook this read and the root has shown the person's parts since: this data
  // is thrown away, and marking the page again would hide them for good.
  if (html.dataset.viewer !== "pending") return parts ? apply(data, parts) : data;
  if (!parts) {
    // Unread (the network failed): the visitor's page stands, shown as it is.
    html.removeAttribute("data-viewer");
    return data;
  }
  // Still hidden until the root has rendered them (root.tsx), but no longer unread. Where the
  // reader has scrolled meanwhile is kept: the scroll restoration that follows these loaders
  // would send them back to the top.
  html.dataset.viewer = "read";
  html.dataset.viewerScroll = String(Math.round(window.scrollY));
  return apply(data, parts);
}
