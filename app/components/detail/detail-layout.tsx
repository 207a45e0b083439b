import { Trans } from "@lingui/react/macro";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { CONTAINER_CLASS } from "~/components/ui/container";

/** Grid placement of the page's first block (photos or header card): top left on desktop. */
export const DETAIL_HEADER_CELL = "lg:col-start-1 lg:row-start-1";

/**
 * The frame of a listing page. Phone: the header block, the contact column, then the details.
 * Desktop: two columns, the contact column on the right staying in view while the page scrolls.
 * `header` places itself with DETAIL_HEADER_CELL; `trailer` follows the grid in the same container
 * (structured data, for instance).
 */
export function DetailPageGrid({
  header,
  aside,
  children,
  trailer = null,
}: {
  header: ReactNode;
  aside: ReactNode;
  children: ReactNode;
  trailer?: ReactNode;
}) {
  return (
    <div className={cn(CONTAINER_CLASS, "pt-2 pb-12 lg:pt-4")}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        {header}
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-6 lg:sticky lg:top-6">{aside}</div>
        </div>
        <div className="space-y-8 lg:col-start-1 lg:row-start-2">{children}</div>
      </div>
      {trailer}
    </div>
  );
}

/** The card that opens a service or store page: picture, category, name, rating and place. */
export function DetailHeaderCard({
  image,
  badge,
  name,
  rating,
  place,
}: {
  image: ReactNode;
  badge: string;
  name: string;
  rating: ReactNode;
  place: ReactNode;
}) {
  return (
    <div
      className={`flex flex-col gap-5 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:flex-row sm:items-center ${DETAIL_HEADER_CELL}`}
    >
      <div className="h-56 w-full shrink-0 overflow-hidden rounded-xl bg-muted sm:size-40">
        {image}
      </div>
      <div className="min-w-0 space-y-2">
        <span className="inline-block rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground text-xs">
          {badge}
        </span>
        <h1 dir="auto" className="font-bold text-2xl leading-tight sm:text-3xl">
          {name}
        </h1>
        {rating}
        {place}
      </div>
    </div>
  );
}

/** 'À propos': the description as typed, line breaks kept. */
export function DetailAboutSection({ headingId, text }: { headingId: string; text: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-semibold text-xl">
        <Trans>À propos</Trans>
      </h2>
      <p dir="auto" className="whitespace-pre-line text-foreground/90 leading-relaxed">
        {text}
      </p>
    </section>
  );
}

/** 'Services proposés': a checked list of what the professional or store offers. */
export function OfferedServicesSection({
  headingId,
  offers,
}: {
  headingId: string;
  offers: string[];
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-semibold text-xl">
        <Trans>Services proposés</Trans>
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {offers.map((offer) => (
          <li
            key={offer}
            className="flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2.5"
          >
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {offer}
          </li>
        ))}
      </ul>
    </section>
  );
}
