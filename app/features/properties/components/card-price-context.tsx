import { useLingui } from "@lingui/react";
import { IN_GOVERNORATE_TEXT, priceContextMessage } from "../price-context";
import type { TPropertyCardWithGap } from "../price-context.server";

/**
 * A list card's price per m² in context (issue 15, decision 0024): the property page's line,
 * from the card's price and surface and the gap its list computed.
 */
export function CardPriceContext({ property }: { property: TPropertyCardWithGap }) {
  const line = usePriceContextLine();
  if (!(property.surface > 0)) return null;
  return (
    // Styled by .listing-card-body > small (app.css): no class on 24 cards a page.
    <small>{line(property.price / property.surface, property.priceGap, property.location)}</small>
  );
}

/** priceContextLine in the page's language, for the cards and the property page. */
export function usePriceContextLine() {
  const { i18n } = useLingui();
  return (pricePerM2: number, gapPercent: number | null, location: string): string => {
    const { text, values } = priceContextMessage(pricePerM2, gapPercent, location);
    // The governorate's French label is its own catalogue id (decision 0046).
    const governorate = values.governorate ? i18n._(values.governorate) : "";
    const place = i18n._(IN_GOVERNORATE_TEXT, { governorate });
    return i18n._(text, { ...values, place });
  };
}
