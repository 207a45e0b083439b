import { listingPath } from "~/kernel/kinds";
import { moderationNoticeTextFor } from "~/lib/moderation-notice";
import type { TDatabase } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail/mail.server";
import { moderationMail } from "~/server/mail/templates.server";
import { accountContact } from "~/server/people/account-contact.server";
import type { TListingHeader } from "./listing-header.server";
import { sendNotifications } from "./send-notifications.server";

export type TModerationChange = { hidden: true; reason: string } | { hidden: false };

/**
 * Tells the owner in their bell that their listing was hidden or restored, in the caller's
 * transaction: the notice is saved and heard live (the realtime relay) only if the change is.
 */
export async function notifyOwnerOfModeration(
  tx: TDatabase,
  listing: TListingHeader,
  change: TModerationChange,
): Promise<void> {
  const type = change.hidden ? "listing_hidden" : "listing_restored";
  const reason = change.hidden ? change.reason : null;
  await sendNotifications(tx, [
    {
      row: {
        type,
        recipientId: listing.ownerId,
        listingType: listing.kind,
        listingId: listing.id,
        listingTitle: listing.title,
        reason,
      },
      view: {
        type,
        serviceId: null,
        serviceName: null,
        listing: { kind: listing.kind, id: listing.id, title: listing.title },
        reason,
        sender: null,
      },
    },
  ]);
}

/**
 * The same notice by e-mail, once the change is saved. A mail that cannot be sent is logged and
 * does not undo the moderation: the bell already has the notice.
 */
export async function mailOwnerOfModeration(
  listing: TListingHeader,
  change: TModerationChange,
): Promise<void> {
  try {
    const owner = await accountContact(listing.ownerId);
    if (!owner) return;
    await sendMail(
      moderationMail(owner.email, owner.firstName, {
        hidden: change.hidden,
        sentence: moderationNoticeTextFor(
          change.hidden,
          listing.title,
          change.hidden ? change.reason : null,
        ),
        url: `${env().PUBLIC_URL}${listingPath(listing.kind, listing.id)}`,
      }),
    );
  } catch (error) {
    logger.error({ err: error, listing: listing.id }, "avis de modération non envoyé par e-mail");
  }
}
