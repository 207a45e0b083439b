import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TPropertyStatus } from "./property-status";

/*
 * Apart from property-status.ts, which the server's own code reaches outside the Vite build,
 * where Lingui's macros do not run.
 */

/** A closed property's badge in the page's language, to render with `i18n._()`. */
const PROPERTY_STATUS_BADGE_MESSAGES: Record<
  Exclude<TPropertyStatus, "available">,
  MessageDescriptor
> = {
  sold: msg`Vendu`,
  rented: msg`Loué`,
};

export function propertyStatusBadgeMessage(
  status: TPropertyStatus | null | undefined,
): MessageDescriptor | null {
  return status === "sold" || status === "rented" ? PROPERTY_STATUS_BADGE_MESSAGES[status] : null;
}
