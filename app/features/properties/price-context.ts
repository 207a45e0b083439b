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
 * The line's sentences, their French the catalogue's ids (decision 0046): `{price}` the price per
 * m² (formatNumber), `{percent}` the gap without its sign, `{place}` where ('à Tunis', 'au Kef').
 */
const PRICE_CONTEXT_TEXTS = {
  alone: /*i18n*/ "Prix au m² : {price} TND",
  average: /*i18n*/ "Prix au m² : {price} TND · dans la moyenne {place}",
  under: /*i18n*/ "Prix au m² : {price} TND · {percent} % sous la médiane {place}",
  over: /*i18n*/ "Prix au m² : {price} TND · {percent} % au-dessus de la médiane {place}",
} as const;

/**
 * The line's `{place}` in a page's language, inGovernorate's 'à Tunis', 'au Kef':
 * `{governorate}` is the governorate's label as the page shows it.
 */
export const IN_GOVERNORATE_TEXT =
  /*i18n*/ "{governorate, select, Kef {au Kef} other {à {governorate}}}";

/** A line as its sentence (a catalogue id) and its values; `governorate` a French label. */
export type TPriceContextMessage = {
  text: string;
  values: { price: string; percent: string; governorate: string };
};

/** What priceContextLine says, for a page to write in its language (card-price-context.tsx). */
export function priceContextMessage(
  pricePerM2: number,
  gapPercent: number | null,
  location: string,
): TPriceContextMessage {
  const text =
    gapPercent === null
      ? PRICE_CONTEXT_TEXTS.alone
      : gapPercent === 0
        ? PRICE_CONTEXT_TEXTS.average
        : gapPercent < 0
          ? PRICE_CONTEXT_TEXTS.under
          : PRICE_CONTEXT_TEXTS.over;
  return {
    text,
    values: {
      price: formatNumber(Math.round(pricePerM2)),
      percent: gapPercent === null ? "" : String(Math.abs(gapPercent)),
      governorate: governorateLabel(location),
    },
  };
}

/**
 * 'Prix au m² : 2 450 TND · 12 % sous la médiane à Tunis' (issue 15), 'dans la moyenne à Tunis',
 * '8 % au-dessus de la médiane à Tunis'; the price per m² alone without a gap (see
 * priceGapPercent). In French.
 */
export function priceContextLine(
  pricePerM2: number,
  gapPercent: number | null,
  location: string,
): string {
  const { text, values } = priceContextMessage(pricePerM2, gapPercent, location);
  const filled: Record<string, string> = { ...values, place: inGovernorate(values.governorate) };
  return text.replace(/\{(\w+)\}/g, (_, key: string) => filled[key] ?? "");
}

/** The property page's line, from its price per m² and its group's median. */
export function priceContextText(context: TPriceContext, location: string): string {
  return priceContextLine(
    context.pricePerM2,
    priceGapPercent(context.pricePerM2, context.median),
    location,
  );
}
