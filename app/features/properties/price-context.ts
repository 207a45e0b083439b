import { governorateLabel, inGovernorate } from "~/lib/constants";
import { formatNumber } from "~/lib/format";

export type TPriceContext = { pricePerM2: number; median: number | null };

/** Within this share of the median, a price is 'dans la moyenne'. */
const AVERAGE_BAND = 0.05;

/**
 * 'Prix au m² : 2 450 TND · 12 % sous la médiane à Tunis' (issue 15), 'dans la moyenne à Tunis',
 * '8 % au-dessus de la médiane à Tunis'; the price per m² alone without enough comparables.
 */
export function priceContextText(context: TPriceContext, location: string): string {
  const perM2 = `Prix au m² : ${formatNumber(Math.round(context.pricePerM2))} TND`;
  if (context.median === null || !(context.median > 0)) return perM2;
  const place = inGovernorate(governorateLabel(location));
  const gap = (context.pricePerM2 - context.median) / context.median;
  if (Math.abs(gap) < AVERAGE_BAND) return `${perM2} · dans la moyenne ${place}`;
  const percent = `${Math.round(Math.abs(gap) * 100)} %`;
  return gap < 0
    ? `${perM2} · ${percent} sous la médiane ${place}`
    : `${perM2} · ${percent} au-dessus de la médiane ${place}`;
}
