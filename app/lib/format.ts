/*
 * Written by hand rather than with Intl.NumberFormat: a browser's first French number format
 * loads its locale data, 15–30 ms of main thread on a desktop (four times that on a phone), in
 * the middle of the home page's boot. For finite numbers under 10^21 the output is Intl's fr-FR
 * one (format.test.ts compares them), with the narrow no-break space as a plain no-break space
 * so that the server and every browser render the same bytes.
 */

/** French thousand separators, rounded to the unit (half away from zero, as Intl does). */
export function formatNumber(value: number): string {
  const digits = Math.round(Math.abs(value)).toFixed(0);
  return withSign(value, digits.replace(/\B(?=(\d{3})+$)/g, "\u00a0"));
}

/** One decimal after a comma ('4,5'), for averages of ratings (half away from zero, as Intl). */
export function formatOneDecimal(value: number): string {
  // Intl rounds the shortest decimal writing of the number ('4.05' → '4,1'), not its binary
  // value (4.0499…); shifting that writing by 'e1' keeps it. Under 10^-6 the writing has an
  // exponent already: the result is NaN, i.e. 0.
  const tenths = Math.round(Number(`${Math.abs(value)}e1`)) || 0;
  return withSign(value, `${formatNumber(Math.floor(tenths / 10))},${tenths % 10}`);
}

/** Intl shows the sign of every negative number, -0 and what rounds to 0 included. */
function withSign(value: number, text: string): string {
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/** '450 000 TND', '1 200 TND/mois' for rentals. */
export function formatPrice(price: number, announcementType?: string | null): string {
  const amount = `${formatNumber(price)} TND`;
  return announcementType === "location" ? `${amount}/mois` : amount;
}
