import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatNumber } from "./format";

/*
 * Lingui's macros run in the Vite build only: a module the server's own code or the command line
 * reaches (format.ts, a mail's) must hold none, so the messages live apart, for components.
 */

/**
 * formatPrice in the page's language, as a message to render with `i18n._()`: '450 000 TND' in
 * French, '450 000 د.ت' in Arabic (the French is formatPrice's, byte for byte).
 */
export function priceMessage(price: number, announcementType?: string | null): MessageDescriptor {
  const amount = formatNumber(price);
  return announcementType === "location" ? msg`${amount} TND/mois` : msg`${amount} TND`;
}
