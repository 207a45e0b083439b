import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { LayoutGrid, List } from "~/components/ui/icons";

/** How a page shows its listings: cards in a grid, or rows of a table. */
export type TListingView = "grille" | "liste";

/** The URL parameter holding the view, so a chosen view survives a reload and can be shared. */
export const LISTING_VIEW_PARAM = "vue";

export function parseListingView(value: string | null | undefined): TListingView {
  return value === "liste" ? "liste" : "grille";
}

/** The current URL's search with `vue` set to `view` (the grid, the default, leaves no trace). */
export function searchWithView(search: URLSearchParams, view: TListingView): string {
  const next = new URLSearchParams(search);
  if (view === "grille") next.delete(LISTING_VIEW_PARAM);
  else next.set(LISTING_VIEW_PARAM, view);
  const query = next.toString();
  return query ? `?${query}` : "?";
}

const CHOICES = [
  { view: "grille", label: "Vue en grille", Icon: LayoutGrid },
  { view: "liste", label: "Vue en liste", Icon: List },
] as const;

/**
 * Grid/list switch. Links rather than buttons: the view is part of the URL, works without
 * JavaScript, and the back button returns to the previous view.
 */
export function ViewToggle({
  view,
  search,
  className,
}: {
  view: TListingView;
  /** The current URL's parameters (tab, page…), kept when switching. */
  search: URLSearchParams;
  className?: string;
}) {
  return (
    <nav
      aria-label="Affichage"
      className={cn("inline-flex rounded-lg border border-border bg-card p-0.5", className)}
    >
      {CHOICES.map(({ view: choice, label, Icon }) => (
        <Link
          key={choice}
          to={searchWithView(search, choice)}
          preventScrollReset
          aria-label={label}
          title={label}
          aria-current={choice === view ? "true" : undefined}
          className={cn(
            "inline-flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            choice === view
              ? "bg-primary text-primary-foreground"
              : "text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </Link>
      ))}
    </nav>
  );
}
