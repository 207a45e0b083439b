import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { EmptyState } from "./empty-state";

type TListingSectionProps = {
  title: string;
  description?: string;
  seeAllHref: string;
  emptyText: string;
  isEmpty: boolean;
  children: React.ReactNode;
};

/** A home page block: heading, 'Voir tout' link and a grid of cards (1, 2 then 4 columns). */
export function ListingSection({
  title,
  description,
  seeAllHref,
  emptyText,
  isEmpty,
  children,
}: TListingSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        </div>
        {/* The heading describes the link, so the three 'Voir tout' links stay distinguishable. */}
        <Link
          to={seeAllHref}
          aria-describedby={headingId}
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Trans>Voir tout</Trans>
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      {isEmpty ? (
        <EmptyState message={emptyText} />
      ) : (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      )}
    </section>
  );
}
