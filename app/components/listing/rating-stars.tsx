import { Trans, useLingui } from "@lingui/react/macro";
import { Star } from "~/components/ui/icons";
import { formatOneDecimal } from "~/lib/format";

/** Read-only stars for an average rating between 0 and 5. */
export function RatingStars({ value }: { value: number }) {
  const { t } = useLingui();
  const rating = Number.isFinite(value) ? Math.min(Math.max(value, 0), 5) : 0;
  const filled = Math.round(rating);
  if (rating === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Pas encore d'avis</Trans>
      </p>
    );
  }
  const label = formatOneDecimal(rating);
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span aria-hidden="true" className="flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            className={
              star <= filled
                ? "size-4 fill-amber-400 text-amber-400"
                : "size-4 fill-transparent text-muted-foreground/50"
            }
          />
        ))}
      </span>
      <span className="font-medium" aria-hidden="true">
        {label}
      </span>
      <span className="sr-only">{t`Note : ${label} sur 5`}</span>
    </p>
  );
}
