import { INTL_LOCALE, type TLocale } from "./i18n/locale";

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
/** An Arabic page's dates (Western digits, as its prices): made when first asked for. */
let arabicShortDate: Intl.DateTimeFormat | null = null;
let arabicLongDate: Intl.DateTimeFormat | null = null;

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const UNKNOWN_DATE = "Date inconnue";

/** '22 novembre 2026'; on an Arabic page '22 نوفمبر 2026' (Tunisia's month names). */
export function formatLongDate(
  value: Date | string | null | undefined,
  locale: TLocale = "fr",
): string {
  const date = toDate(value);
  if (!date) return UNKNOWN_DATE;
  if (locale === "fr") return longDate.format(date);
  arabicLongDate ??= new Intl.DateTimeFormat(INTL_LOCALE.ar, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Tunis",
  });
  return arabicLongDate.format(date);
}

/** '22/11/2026'; on an Arabic page (`locale` 'ar') '22‏/11‏/2026', right to left. */
export function formatShortDate(
  value: Date | string | null | undefined,
  locale: TLocale = "fr",
): string {
  const date = toDate(value);
  if (!date) return UNKNOWN_DATE;
  if (locale === "fr") return shortDate.format(date);
  arabicShortDate ??= new Intl.DateTimeFormat(INTL_LOCALE.ar, { timeZone: "Africa/Tunis" });
  return arabicShortDate.format(date);
}
