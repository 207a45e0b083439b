import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import type { TFavoriteItemType } from "~/features/favorites/schemas";

/** The three kinds of listing, as favourites name them too ('property', 'service', 'store'). */
export type TMyItemKind = TFavoriteItemType;

/** The `type` URL parameter of a tab; the first tab (Toutes) leaves it out. */
export const MY_LIST_TYPE_PARAMS = ["proprietes", "services", "boutiques"] as const;
export type TMyListTypeParam = (typeof MY_LIST_TYPE_PARAMS)[number];

/** 001 §2 My listings / My favourites: Toutes, Propriétés, Services, Boutiques. */
export const MY_LIST_TABS = [
  { param: null, kind: null, label: "Toutes" },
  { param: "proprietes", kind: "property", label: "Propriétés" },
  { param: "services", kind: "service", label: "Services" },
  { param: "boutiques", kind: "store", label: "Boutiques" },
] as const satisfies readonly {
  param: TMyListTypeParam | null;
  kind: TMyItemKind | null;
  label: string;
}[];

export function kindOfTypeParam(param: TMyListTypeParam | null | undefined): TMyItemKind | null {
  return MY_LIST_TABS.find((tab) => tab.param === param)?.kind ?? null;
}

export function typeParamOfKind(kind: TMyItemKind | null): TMyListTypeParam | null {
  return MY_LIST_TABS.find((tab) => tab.kind === kind)?.param ?? null;
}

/** How many items each tab holds ('all' is the first tab). */
export type TMyListCounts = { all: number } & Record<TMyItemKind, number>;

/** The list URL's search for a tab and page, keeping the view (`vue`). */
export function myListSearch(
  search: URLSearchParams,
  { kind, page }: { kind: TMyItemKind | null; page?: number },
): string {
  const next = new URLSearchParams();
  const type = typeParamOfKind(kind);
  if (type) next.set("type", type);
  if (page && page > 1) next.set("page", String(page));
  const view = search.get("vue");
  if (view) next.set("vue", view);
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/**
 * The tabs are links: each tab has its own URL (reload, share, back button) and works without
 * JavaScript. The current one is marked with aria-current.
 */
export function MyListTabs({
  label,
  current,
  counts,
  search,
}: {
  /** Names the tab bar for screen readers, e.g. 'Types d'annonces'. */
  label: string;
  current: TMyItemKind | null;
  counts: TMyListCounts;
  search: URLSearchParams;
}) {
  return (
    <nav aria-label={label} className="mb-6">
      {/* Four equal columns on a phone (the count under the label), one row from 640 px. */}
      <ul className="grid grid-cols-4 gap-1 rounded-lg border border-border bg-muted p-1 sm:inline-flex">
        {MY_LIST_TABS.map((tab) => {
          const selected = tab.kind === current;
          const count = counts[tab.kind ?? "all"];
          return (
            <li key={tab.label}>
              <Link
                to={myListSearch(search, { kind: tab.kind })}
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "flex h-full flex-col items-center justify-center gap-1 rounded-md px-1 py-1.5 text-xs sm:h-9 sm:flex-row sm:gap-2 sm:px-3 sm:py-0 sm:text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  selected
                    ? "bg-card text-foreground shadow-sm"
                    : "text-muted-foreground hover:bg-card/60 hover:text-foreground",
                )}
              >
                {tab.label}
                <span
                  className={cn(
                    "min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold",
                    selected ? "bg-primary text-primary-foreground" : "bg-background",
                  )}
                >
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
