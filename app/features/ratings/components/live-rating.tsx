import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { DetailRating } from "~/components/detail/detail-rating";
import { useRealtime } from "~/lib/realtime";
import { ratingChannel } from "~/lib/realtime-channels";
import type { TRatedItemType } from "../schemas";

type TProps = {
  itemType: TRatedItemType;
  itemId: string;
  avgRating: number;
  ratingCount: number;
  /** 'Pas encore évalué' (service) or 'Pas encore évaluée' (store). */
  unratedLabel: string;
};

/**
 * The item's average and number of ratings, kept current while the page is open (the
 * average updates live for everyone looking at the item).
 */
export function LiveRating({ itemType, itemId, avgRating, ratingCount, unratedLabel }: TProps) {
  const [summary, setSummary] = useState({ avgRating, ratingCount });
  // Fresh loader data (after our own action, or a reload on resync) replaces the live value.
  useEffect(() => setSummary({ avgRating, ratingCount }), [avgRating, ratingCount]);

  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useRealtime([ratingChannel(itemType, itemId)], (event) => setSummary(event.data), {
    onResync: () => void revalidate.current(),
  });

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-rating-summary="">
      <DetailRating value={summary.avgRating} unratedLabel={unratedLabel} />
      <span aria-live="polite" className="text-muted-foreground text-sm">
        {summary.ratingCount > 0 ? `(${summary.ratingCount} avis)` : null}
      </span>
    </div>
  );
}
