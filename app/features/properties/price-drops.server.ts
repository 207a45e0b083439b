import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { sendNotifications } from "~/features/listings/send-notifications.server";
import { listingPath } from "~/kernel/kinds";
import { priceDropText } from "~/lib/price-drop";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { favorites, profiles, propertyPriceChanges, user } from "~/server/db/schema";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail/mail.server";
import { priceDropMail } from "~/server/mail/templates.server";

/*
 * Price drops and price history (issue 15, decision 0024). The edit that changes a price writes
 * the change in its own transaction (recordPriceChange); once it is committed, a lower price
 * notifies everyone who favourited the property but its owner (notifyPriceDrop): in the bell,
 * heard live, and by e-mail for those who opted in on their profile.
 */

export type TPriceChange = { oldPrice: number; newPrice: number };

/** One change of a property's price, as its page shows it. */
export type TPriceHistoryEntry = TPriceChange & { changedAt: string };

/** Writes the change in the caller's transaction; nothing when the price stayed the same. */
export async function recordPriceChange(
  tx: TDatabase,
  propertyId: string,
  change: TPriceChange,
): Promise<TPriceChange | null> {
  if (change.oldPrice === change.newPrice) return null;
  await tx.insert(propertyPriceChanges).values({ propertyId, ...change });
  return change;
}

/** A property's price changes, oldest first; empty when its price never changed. */
export async function priceHistoryOf(propertyId: string): Promise<TPriceHistoryEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({
      oldPrice: propertyPriceChanges.oldPrice,
      newPrice: propertyPriceChanges.newPrice,
      changedAt: propertyPriceChanges.changedAt,
    })
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.propertyId, propertyId))
    .orderBy(asc(propertyPriceChanges.changedAt), asc(propertyPriceChanges.id));
  return rows.map((row) => ({ ...row, changedAt: new Date(row.changedAt).toISOString() }));
}

export type TPriceDrop = TPriceChange & { propertyId: string; title: string; ownerId: string };

/**
 * After the edit committed: a lower price reaches each of the property's favouriters (never its
 * owner) as a 'price_drop' notification, published live with it, then by e-mail to those who
 * opted in. A failure here is logged and never undoes the edit. Returns who was notified.
 */
export async function notifyPriceDrop(drop: TPriceDrop): Promise<string[]> {
  if (!(drop.newPrice < drop.oldPrice)) return [];
  try {
    const db = await getDb();
    const notified = await db.transaction(async (tx) => {
      const fans = await tx
        .select({ userId: favorites.userId })
        .from(favorites)
        .where(
          and(
            eq(favorites.itemType, "property"),
            eq(favorites.itemId, drop.propertyId),
            ne(favorites.userId, drop.ownerId),
          ),
        );
      await sendNotifications(
        tx,
        fans.map((fan) => ({
          row: {
            type: "price_drop" as const,
            recipientId: fan.userId,
            listingType: "property" as const,
            listingId: drop.propertyId,
            listingTitle: drop.title,
            oldPrice: drop.oldPrice,
            newPrice: drop.newPrice,
          },
          view: {
            type: "price_drop" as const,
            serviceId: null,
            serviceName: null,
            listing: { kind: "property" as const, id: drop.propertyId, title: drop.title },
            prices: { old: drop.oldPrice, new: drop.newPrice },
            reason: null,
            sender: null,
          },
        })),
      );
      return fans.map((fan) => fan.userId);
    });
    await mailPriceDrop(drop, notified);
    return notified;
  } catch (error) {
    logger.error({ err: error, property: drop.propertyId }, "baisse de prix non notifiée");
    return [];
  }
}

/** The same notice by e-mail to those of `recipients` who ticked the box on their profile. */
async function mailPriceDrop(drop: TPriceDrop, recipients: string[]): Promise<void> {
  if (recipients.length === 0) return;
  const db = await getDb();
  const optedIn = await db
    .select({ email: user.email, firstName: profiles.firstName })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(inArray(profiles.id, recipients), eq(profiles.priceDropEmails, true)));
  const sentence = priceDropText(drop.title, drop.oldPrice, drop.newPrice);
  const url = `${env().PUBLIC_URL}${listingPath("property", drop.propertyId)}`;
  for (const recipient of optedIn) {
    try {
      await sendMail(priceDropMail(recipient.email, recipient.firstName, { sentence, url }));
    } catch (error) {
      logger.error({ err: error, property: drop.propertyId }, "baisse de prix : e-mail non envoyé");
    }
  }
}
