import { sql } from "drizzle-orm";
import { EXPIRY_REMINDER_DAYS } from "~/features/listings/expiry";
import { notHiddenRaw } from "~/features/listings/visibility.server";
import { formatLongDate } from "~/lib/dates";
import { getDb, queryRows } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail/mail.server";
import { expiryReminderMail } from "~/server/mail/templates.server";
import { renewalToken } from "./renewal-token.server";

/** Listings claimed per statement: a few statements an hour even at a million listings. */
const BATCH = 100;

type TClaimed = {
  id: string;
  title: string;
  /** Milliseconds since the epoch: exactly what the token signs, whatever the driver. */
  expires_ms: number | string;
  email: string | null;
  first_name: string | null;
};

/** The page a reminder's link opens: one button, which works without signing in. */
export function renewalUrl(id: string, expiresAt: Date): string {
  return `${env().PUBLIC_URL}/proprietes/${id}/renouveler?token=${encodeURIComponent(renewalToken(id, expiresAt))}`;
}

/**
 * Mails the owner of every property on offer that expires within 7 days of `now` and was not
 * reminded for that expiry yet (decision 0019); returns how many mails went out. Idempotent: each
 * listing is claimed by one statement that records the expiry it is reminded for (`for update
 * skip locked`: two runs at once never claim the same listing), so a second run finds nothing.
 * Sold and rented listings, and those hidden by moderation, get no reminder.
 */
export async function sendExpiryReminders(now = new Date()): Promise<number> {
  const db = await getDb();
  const until = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * 86_400_000);
  let sent = 0;
  for (;;) {
    const claimed = await queryRows<TClaimed>(
      db,
      sql`with due as (
            select t.id from properties t
            where t.expires_at > ${now.toISOString()}::timestamptz
              and t.expires_at <= ${until.toISOString()}::timestamptz
              and t.expiry_reminder_for is distinct from t.expires_at
              and t.status = 'available'
              and ${notHiddenRaw("property", sql`t.id`)}
            order by t.expires_at
            limit ${BATCH}
            for update skip locked
          ),
          claimed as (
            update properties p set expiry_reminder_for = p.expires_at
            from due where p.id = due.id
            returning p.id, p.title, p.expires_at, p.user_id
          )
          select claimed.id, claimed.title,
            (extract(epoch from claimed.expires_at) * 1000)::float8 as expires_ms, u.email, pr.first_name
          from claimed
          join "user" u on u.id = claimed.user_id
          left join profiles pr on pr.id = claimed.user_id`,
    );
    if (claimed.length === 0) return sent;
    for (const row of claimed) {
      const expiresAt = new Date(Number(row.expires_ms));
      if (!row.email) continue;
      try {
        await sendMail(
          expiryReminderMail(row.email, row.first_name, {
            title: row.title,
            expiresOn: formatLongDate(expiresAt),
            url: renewalUrl(row.id, expiresAt),
          }),
        );
        sent += 1;
      } catch (error) {
        // Not reminded after all: the next run tries again (unless the listing moved meanwhile).
        await db.execute(
          sql`update properties set expiry_reminder_for = null
              where id = ${row.id} and expiry_reminder_for = expires_at`,
        );
        logger.error({ err: error, listing: row.id }, "rappel d'expiration non envoyé");
        return sent;
      }
    }
  }
}
