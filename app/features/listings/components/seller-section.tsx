import { useId } from "react";
import { formatNumber } from "~/lib/format";

/** One kind of the seller's listings: heading, how many, then the cards or the table. */
export function SellerSection({
  title,
  total,
  shown,
  children,
}: {
  title: string;
  total: number;
  /** How many are listed here, when fewer than `total` (the newest ones). */
  shown?: number;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <div className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        <span className="text-sm text-muted-foreground">
          {shown !== undefined && shown < total
            ? `${formatNumber(shown)} sur ${formatNumber(total)}`
            : formatNumber(total)}
        </span>
      </div>
      {children}
    </section>
  );
}

/** 1, 2 then 3 columns as the screen widens. */
export const SELLER_GRID_CLASS = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";
