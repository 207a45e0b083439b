import { governorateLabel, inGovernorate } from "~/lib/constants";
import { formatNumber } from "~/lib/format";

export type TPriceContext = { pricePerM2: number; median: number | null };

/** Within this share of the median, a price is 'dans la moyenne'. */
const AVERAGE_BAND = 0.05;

/**
 * Where a price per m² stands against the median, in whole percent as the line says it: 0
 * within the average band, negative under the median, positive above; null without a median
 * (fewer than 5 comparables). What a list page sends for each card (decision 0024).
 */
export function priceGapPercent(pricePerM2: number, median: number | null): number | null {
  if (median === null || !(median > 0)) return null;
  const gap = (pricePerM2 - median) / median;
  if (Math.abs(gap) < AVERAGE_BAND) return 0;
  return Math.sign(gap) * Math.round(Math.abs(gap) * 100);
}

/**
 * 'Prix au m² : 2 450 TND · 12 % sous la médiane à Tunis' (issue 15), 'dans la moyenne à Tunis',
 * '8 % au-dessus de la médiane à Tunis'; the price per m² alone without a gap (see
 * priceGapPercent).
 */
export function priceContextLine(
  pricePerM2: number,
  gapPercent: number | null,
  location: string,
): string {
  const perM2 = `Prix au m² : ${formatNumber(Math.round(pricePerM2))} TND`;
  if (gapPercent === null) return perM2;
  const place = inGovernorate(governorateLabel(location));
  if (gapPercent === 0) return `${perM2} · dans la moyenne ${place}`;
  const percent = `${Math.abs(gapPercent)} %`;
  return gapPercent < 0
    ? `${perM2} · ${percent} sous la médiane ${place}`
    : `${perM2} · ${percent} au-dessus de la médiane ${place}`;
}

/** The property page's line, from its price per m² and its group's median. */
export function priceContextText(context: TPriceContext, location: string): string {
  return priceContextLine(
    context.pricePerM2,
    priceGapPercent(context.pricePerM2, context.median),
    location,
  );
}
