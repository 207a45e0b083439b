import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";

type TPaginationProps = {
  page: number;
  pageCount: number;
  /** The URL of a page, keeping the list's other parameters. */
  hrefFor: (page: number) => string;
};

/** Pages to show: the first, the last and two around the current one; null marks a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let candidate = 1; candidate <= pageCount; candidate++) {
    const near = Math.abs(candidate - page) <= 1;
    if (candidate === 1 || candidate === pageCount || near) {
      pages.push(candidate);
    } else if (pages[pages.length - 1] !== null) {
      pages.push(null);
    }
  }
  return pages;
}

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border border-border px-3 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Plain links, so paging works without JavaScript and each page has its own URL. */
export function Pagination({ page, pageCount, hrefFor }: TPaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav
      aria-label={t`Pagination`}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={itemClass} aria-label={t`Page précédente`}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <span className="hidden sm:inline">
            <Trans>Précédent</Trans>
          </span>
        </Link>
      ) : null}
      {pages.map((item, index) =>
        item === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefFor(item)}
            aria-label={t`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            className={`${itemClass} ${item === page ? "border-primary bg-primary text-primary-foreground hover:bg-primary" : "bg-card"}`}
          >
            {item}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={itemClass} aria-label={t`Page suivante`}>
          <span className="hidden sm:inline">
            <Trans>Suivant</Trans>
          </span>
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </nav>
  );
}
