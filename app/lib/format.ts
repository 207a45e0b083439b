const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Africa/Tunis",
});
const shortDate = new Intl.DateTimeFormat("fr-FR", { timeZone: "Africa/Tunis" });

/** French thousand separators; the narrow no-break space becomes a plain no-break space so the
 * server and the browser render the same bytes. */
export function formatNumber(value: number): string {
  return numberFormat.format(value).replace(/\u202f/g, "\u00a0");
}

/** '450 000 TND', '1 200 TND/mois' for rentals. */
export function formatPrice(price: number, announcementType?: string | null): string {
  const amount = `${formatNumber(price)} TND`;
  return announcementType === "location" ? `${amount}/mois` : amount;
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const UNKNOWN_DATE = "Date inconnue";

/** '22 novembre 2026' */
export function formatLongDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? longDate.format(date) : UNKNOWN_DATE;
}

/** '22/11/2026' */
export function formatShortDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : UNKNOWN_DATE;
}
