/*
 * Listing expiry (decision 0019), without Zod so that pages and cards may import it.
 */

/** How long a property stays online after its publication or its last renewal. */
export const LISTING_LIFETIME_DAYS = 90;
/** The reminder with the renewal link is mailed this many days before the expiry. */
export const EXPIRY_REMINDER_DAYS = 7;
/** A mail's link keeps working this long after the expiry it was mailed for. */
export const RENEWAL_LINK_GRACE_DAYS = 30;
