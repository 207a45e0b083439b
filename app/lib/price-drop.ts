import { formatNumber } from "./format";

/** The words that open a price drop's notice; the bell shows them in bold. */
export const PRICE_DROP_LEAD = "Baisse de prix :";

/** 'Villa à Hammamet — 450 000 → 420 000 TND': what follows the lead. */
export function priceDropDetails(title: string, oldPrice: number, newPrice: number): string {
  return `${title} — ${formatNumber(oldPrice)} → ${formatNumber(newPrice)} TND`;
}

/**
 * A favourite's lower price in one line, for the bell's toast and the e-mail alike (issue 15):
 * 'Baisse de prix : Villa à Hammamet — 450 000 → 420 000 TND'.
 */
export function priceDropText(title: string, oldPrice: number, newPrice: number): string {
  return `${PRICE_DROP_LEAD} ${priceDropDetails(title, oldPrice, newPrice)}`;
}
