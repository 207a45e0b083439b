import { priceContextLine } from "../price-context";
import type { TPropertyCardWithGap } from "../price-context.server";

/**
 * A list card's price per m² in context (issue 15, decision 0024): the property page's line,
 * from the card's price and surface and the gap its list computed.
 */
export function CardPriceContext({ property }: { property: TPropertyCardWithGap }) {
  if (!(property.surface > 0)) return null;
  return (
    // Styled by .listing-card-body > small (app.css): no class on 24 cards a page.
    <small>
      {priceContextLine(property.price / property.surface, property.priceGap, property.location)}
    </small>
  );
}
