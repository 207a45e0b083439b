import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import type { TListingKind } from "~/kernel/kinds";
import { MY_LIST_TABS, myListSearch, type TMyListCounts } from "../my-lists";

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
  current: TListingKind | null;
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
