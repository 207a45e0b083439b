/*
 * French dates (fr-FR, Tunis time). Apart from format.ts, which every page's first load carries
 * for the cards' prices: only detail pages, the profile and the admin tables show dates.
 */
const longDate = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Africa/Tunis",
});
const shortDate = new Intl.DateTimeFormat("fr-FR", { timeZone: "Africa/Tunis" });

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
