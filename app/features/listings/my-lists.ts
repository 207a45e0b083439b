import {
  LISTING_KIND_LABELS,
  LISTING_KINDS,
  LISTING_SEGMENT,
  type TListingKind,
} from "~/kernel/kinds";

/** What the page's action answers to the confirm dialog's form (see routes/my-listings.tsx). */
export type TMyActionAnswer = { ok: true } | { ok: false; message: string };

/** The tabs of my listings and my favourites: Toutes, Propriétés, Services, Boutiques. */
export const MY_LIST_TABS: readonly { kind: TListingKind | null; label: string }[] = [
  { kind: null, label: "Toutes" },
  ...LISTING_KINDS.map((kind) => ({ kind, label: LISTING_KIND_LABELS[kind].plural })),
];

/** How many items each tab holds ('all' is the first tab). */
export type TMyListCounts = { all: number } & Record<TListingKind, number>;

/**
 * The list URL's search for a tab and page, keeping the view (`vue`). A tab's `type` is its
 * kind's URL segment ('?type=boutiques'); the first tab (Toutes) leaves it out.
 */
export function myListSearch(
  search: URLSearchParams,
  { kind, page }: { kind: TListingKind | null; page?: number },
): string {
  const next = new URLSearchParams();
  if (kind) next.set("type", LISTING_SEGMENT[kind]);
  if (page && page > 1) next.set("page", String(page));
  const view = search.get("vue");
  if (view) next.set("vue", view);
  const query = next.toString();
  return query ? `?${query}` : "?";
}
