import { Star } from "~/components/ui/icons";

const ratingFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/**
 * Read-only stars with fractional fill; the accessible name reads 'Note : 4,5 sur 5'.
 * `unratedLabel` agrees in gender with the listing ('évalué' for a service, 'évaluée' for a store).
 */
export function DetailRating({ value, unratedLabel }: { value: number; unratedLabel: string }) {
  const rating = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  const label = ratingFormat.format(rating);
  return (
    <div className="flex items-center gap-2">
      <span role="img" aria-label={`Note : ${label} sur 5`} className="flex items-center gap-0.5">
        {[0, 1, 2, 3, 4].map((star) => {
          const fill = Math.min(1, Math.max(0, rating - star));
          return (
            <span key={star} className="relative inline-block size-5">
              <Star
                aria-hidden="true"
                className="absolute inset-0 size-5 text-muted-foreground/40"
              />
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-400" />
              </span>
            </span>
          );
        })}
      </span>
      <span aria-hidden="true" className="font-medium text-sm">
        {rating > 0 ? label : unratedLabel}
      </span>
    </div>
  );
}
