import { formatShortDate } from "~/lib/dates";
import { formatPrice } from "~/lib/format";
import type { TPriceHistoryEntry } from "../price-drops.server";

/**
 * 'Historique du prix' (issue 15): each change of the price, oldest first, with its date. Shown
 * only when the price changed at least once; plain markup, no script of its own.
 */
export function PropertyPriceHistory({
  history,
  announcementType,
}: {
  history: TPriceHistoryEntry[];
  announcementType: string;
}) {
  if (history.length === 0) return null;
  return (
    <section
      aria-labelledby="price-history"
      className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id="price-history" className="font-semibold text-lg">
        Historique du prix
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {history.map((change) => (
          <li
            key={`${change.changedAt}-${change.oldPrice}-${change.newPrice}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3"
          >
            <time dateTime={change.changedAt} className="text-muted-foreground">
              {formatShortDate(change.changedAt)}
            </time>
            <span>
              <span className="text-muted-foreground line-through">
                {formatPrice(change.oldPrice, announcementType)}
              </span>
              {" → "}
              <span
                className={
                  change.newPrice < change.oldPrice ? "font-semibold text-primary" : "font-semibold"
                }
              >
                {formatPrice(change.newPrice, announcementType)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
