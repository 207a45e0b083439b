import { and, eq, sql } from "drizzle-orm";
import type { TPropertyCardItem } from "~/features/listings/cards";
import { LISTING_LIFETIME_DAYS, RENEWAL_LINK_GRACE_DAYS } from "~/features/listings/expiry";
import { similarProperties } from "~/features/listings/similar-listings.server";
import { notHidden } from "~/features/listings/visibility.server";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TResult } from "~/kernel/failures";
import { can } from "~/kernel/policy";
import { formatLongDate } from "~/lib/dates";
import { isListingId } from "~/lib/ids";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { properties } from "~/server/db/schema";
import { RENEWAL_LINK_INVALID, ZRenewalLink, ZRenewProperty } from "./renewal-schema";
import { verifyRenewalToken } from "./renewal-token.server";

const DAY_MS = 86_400_000;

const MESSAGES = {
  signIn: "Vous devez être connecté pour renouveler une annonce.",
  notFound: "Propriété non trouvée.",
  forbidden: "Vous n'êtes pas autorisé à renouveler cette annonce.",
  gone: "Cette annonce n'existe plus : elle a été supprimée.",
  linkExpired:
    "Ce lien de renouvellement a expiré. Connectez-vous pour renouveler l'annonce depuis « Mes annonces ».",
  replayed: (until: Date) =>
    `Ce lien a déjà servi : l'annonce a été renouvelée et reste en ligne jusqu'au ${formatLongDate(until)}.`,
};

export type TRenewal = { id: string; title: string; expiresAt: Date };

/**
 * The new expiry, by the database's clock like every other expiry check, to the millisecond: the
 * precision of a JavaScript date, so that the token signs exactly the stored value.
 */
const renewedExpiry = sql`date_trunc('milliseconds', now() + make_interval(days => ${LISTING_LIFETIME_DAYS}))`;

async function renewRow(tx: Pick<TDatabase, "update">, id: string): Promise<TRenewal> {
  const [row] = await tx
    .update(properties)
    // A new expiry is a new reminder: the one mailed for the old expiry no longer counts.
    .set({ expiresAt: renewedExpiry, expiryReminderFor: null })
    .where(eq(properties.id, id))
    .returning({ id: properties.id, title: properties.title, expiresAt: properties.expiresAt });
  return { id: row!.id, title: row!.title, expiresAt: new Date(row!.expiresAt) };
}

/**
 * 'Renouveler' (decision 0019): the property stays online for 90 more days from now, expired or
 * not. Its owner or an administrator (policy: renew); visitors get `unauthenticated`, others
 * `forbidden`, and nothing changes.
 */
export async function renewProperty(
  actor: Pick<TSessionUser, "id" | "role"> | null,
  input: unknown,
): Promise<TResult<TRenewal>> {
  if (!actor) return failure("unauthenticated", MESSAGES.signIn);
  const parsed = ZRenewProperty.safeParse(input);
  if (!parsed.success || !isListingId(parsed.data.id)) {
    return failure("not_found", MESSAGES.notFound);
  }
  const id = parsed.data.id.toLowerCase();
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: properties.userId })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!row) return failure("not_found", MESSAGES.notFound);
    if (!can(actor, "renew", { ownerId: row.userId })) {
      return failure("forbidden", MESSAGES.forbidden);
    }
    return { ok: true as const, ...(await renewRow(tx, id)) };
  });
  return outcome;
}

export type TRenewalLinkState = { id: string; title: string; expiresAt: Date; expired: boolean };

type TLinkRow = { title: string; expiresAt: Date; expired: boolean };

/**
 * What the renewal link of a mail may do: its listing, or why not, in French. A token that does
 * not verify for this id is `invalid`; one issued for an expiry that has since moved (the
 * listing was renewed) or more than 30 days past it is a `conflict`.
 */
function judgeLink(
  id: string,
  token: string,
  row: TLinkRow | undefined,
  now: Date,
): TResult<TRenewalLinkState> {
  const issuedFor = verifyRenewalToken(id, token);
  if (!issuedFor) return failure("invalid", RENEWAL_LINK_INVALID);
  if (!row) return failure("not_found", MESSAGES.gone);
  const current = new Date(row.expiresAt);
  if (current.getTime() !== issuedFor.getTime()) {
    return failure("conflict", MESSAGES.replayed(current), { reason: "RENEWAL_LINK_USED" });
  }
  if (now.getTime() > issuedFor.getTime() + RENEWAL_LINK_GRACE_DAYS * DAY_MS) {
    return failure("conflict", MESSAGES.linkExpired, { reason: "RENEWAL_LINK_EXPIRED" });
  }
  return { ok: true, id, title: row.title, expiresAt: current, expired: row.expired };
}

function parseLink(input: unknown) {
  const parsed = ZRenewalLink.safeParse(input);
  if (!parsed.success || !isListingId(parsed.data.id)) return null;
  return { id: parsed.data.id.toLowerCase(), token: parsed.data.token };
}

const linkColumns = {
  title: properties.title,
  expiresAt: properties.expiresAt,
  expired: sql<boolean>`${properties.expiresAt} <= now()`,
};

/** The renewal page's question before its button is pressed: reading it changes nothing. */
export async function checkRenewalLink(input: unknown): Promise<TResult<TRenewalLinkState>> {
  const link = parseLink(input);
  if (!link) return failure("invalid", RENEWAL_LINK_INVALID);
  const db = await getDb();
  const [row] = await db.select(linkColumns).from(properties).where(eq(properties.id, link.id));
  return judgeLink(link.id, link.token, row, new Date());
}

/**
 * Renews with the mail's signed link, without signing in (the link is the proof of ownership).
 * The row is locked while the token is judged against it, so two clicks renew once: the second
 * finds the expiry moved and is told the link has already served.
 */
export async function renewPropertyWithLink(input: unknown): Promise<TResult<TRenewal>> {
  const link = parseLink(input);
  if (!link) return failure("invalid", RENEWAL_LINK_INVALID);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(linkColumns)
      .from(properties)
      .where(eq(properties.id, link.id))
      .for("update");
    const judged = judgeLink(link.id, link.token, row, new Date());
    if (!judged.ok) return judged;
    return { ok: true as const, ...(await renewRow(tx, link.id)) };
  });
}

/**
 * An expired property as a visitor meets it (its page answers 410): its title and the listings
 * like it still on offer (similar-listings.server.ts). Null when the id names no property, or one
 * that has not expired, or one hidden by moderation (that one is a 404).
 */
export async function findExpiredProperty(
  id: string,
): Promise<{ id: string; title: string; similar: TPropertyCardItem[] } | null> {
  if (!isListingId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      type: properties.type,
      announcementType: properties.announcementType,
      location: properties.location,
      price: properties.price,
    })
    .from(properties)
    .where(
      and(
        eq(properties.id, id.toLowerCase()),
        sql`${properties.expiresAt} <= now()`,
        notHidden("property", properties.id),
      ),
    );
  if (!row) return null;
  return { id: row.id, title: row.title, similar: await similarProperties(row) };
}
