import { and, eq, type SQL } from "drizzle-orm";
import { notExpired, notHidden } from "~/features/listings/visibility.server";
import { properties } from "~/server/db/schema";

/**
 * A property a visitor finds by default: still available (not sold or rented), not expired
 * (decision 0019) and not hidden by moderation. The home page, the sitemaps and the price statistics count these; the list adds its
 * own filters to the same rules.
 */
export function onOffer(): SQL {
  return and(
    eq(properties.status, "available"),
    notExpired(),
    notHidden("property", properties.id),
  ) as SQL;
}
