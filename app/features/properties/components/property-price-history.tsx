import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { formatShortDate } from "~/lib/dates";
import type { TLocale } from "~/lib/i18n/locale";
import { priceMessage } from "~/lib/price-message";
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
  const { i18n } = useLingui();
  const locale = i18n.locale as TLocale;
  if (history.length === 0) return null;
  return (
    <section
      aria-labelledby="price-history"
      className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id="price-history" className="font-semibold text-lg">
        <Trans>Historique du prix</Trans>
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {history.map((change) => (
          <li
            key={`${change.changedAt}-${change.oldPrice}-${change.newPrice}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3"
          >
            <time dateTime={change.changedAt} className="text-muted-foreground">
              {formatShortDate(change.changedAt, locale)}
            </time>
            <span>
              <span className="text-muted-foreground line-through">
                {i18n._(priceMessage(change.oldPrice, announcementType))}
              </span>
              {/* From the old price to the new, in the page's direction. */}
              {locale === "ar" ? " ← " : " → "}
              <span
                className={
                  change.newPrice < change.oldPrice ? "font-semibold text-primary" : "font-semibold"
                }
              >
                {i18n._(priceMessage(change.newPrice, announcementType))}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
