const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

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
