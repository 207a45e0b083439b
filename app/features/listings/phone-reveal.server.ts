import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { failure, type TResult } from "~/kernel/failures";
import { LISTING_KINDS, listingPath, type TListingKind } from "~/kernel/kinds";
import { can, owns, type TPolicyActor } from "~/kernel/policy";
import { pathInLocale, type TLocale } from "~/lib/i18n/locale";
import { isListingId } from "~/lib/ids";
import { whatsappLink } from "~/lib/whatsapp";
import { getDb } from "~/server/db/client.server";
import { properties, services, stores } from "~/server/db/schema";
import {
  composeMessagePath,
  ownerShowsPhone,
  type TListingContact,
  type TPhoneOffer,
} from "./contact";
import { countPhoneReveal } from "./listing-counters.server";
import { isReachable } from "./visibility.server";

/*
 * The phone rule of decision 0029, in one place: what a listing page may show its viewer, and
 * the reveal behind 'Afficher le numéro', counted for the owner's 'Mes annonces'.
 */

/** What a listing holds for contact, as read from its row. */
export type TListingPhoneRow = {
  id: string;
  ownerId: string;
  showPhone: boolean | null;
  /** The number 'Appeler' dials: a service's phone, else the listing's WhatsApp number. */
  phone: string | null;
  whatsapp: string | null;
  /** WhatsApp's prefilled greeting, naming the listing. */
  greeting: string;
};

/** The number a call dials: a service has a phone of its own, the others their WhatsApp. */
export function dialledNumber(row: { phone?: string | null; whatsapp: string | null }) {
  return row.phone?.trim() || row.whatsapp?.trim() || null;
}

/**
 * What the page offers `viewer`. The number (in a tel: link or a wa.me link) is only ever in
 * the answer when the viewer may have it: the owner and administrators always, a signed-in user
 * when the owner shows it (the WhatsApp link at once, the tel: link once revealed).
 */
export function listingContactFor(
  viewer: TPolicyActor | null,
  kind: TListingKind,
  row: TListingPhoneRow,
  /** `locale`: the page's language, which signing in comes back to. */
  options: { revealed?: boolean; locale?: TLocale } = {},
): TListingContact {
  const listing = { ownerId: row.ownerId };
  const isOwner = owns(viewer, listing);
  const number = dialledNumber(row);
  const whatsappHref = () => whatsappLink(row.whatsapp, row.greeting);
  let phone: TPhoneOffer;
  if (can(viewer, "see_contact", listing)) {
    phone = { state: "shown", number, whatsappHref: whatsappHref() };
  } else if (!ownerShowsPhone(kind, row.showPhone) || (!number && !row.whatsapp?.trim())) {
    phone = { state: "none" };
  } else if (!viewer) {
    const back = pathInLocale(listingPath(kind, row.id), options.locale ?? "fr");
    phone = { state: "sign_in", signInHref: `/auth/login?from=${encodeURIComponent(back)}` };
  } else if (options.revealed && number) {
    phone = { state: "shown", number, whatsappHref: whatsappHref() };
  } else {
    phone = { state: "reveal", whatsappHref: whatsappHref() };
  }
  return {
    kind,
    id: row.id,
    isOwner,
    messageHref: isOwner ? null : composeMessagePath(kind, row.id),
    ownerShowsPhone: ownerShowsPhone(kind, row.showPhone),
    phone,
  };
}

export const ZPhoneReveal = z.object({
  kind: z.enum(LISTING_KINDS, { error: "Type d'annonce inconnu" }),
  id: z.string({ error: "Annonce introuvable" }),
});

export const PHONE_LISTING_NOT_FOUND = "Cette annonce n'existe pas ou n'est plus disponible.";
export const PHONE_SIGN_IN_MESSAGE = "Connectez-vous pour voir le numéro de l'annonceur.";
export const PHONE_NOT_SHOWN_MESSAGE =
  "L'annonceur ne communique pas son numéro : envoyez-lui un message.";

type TPhoneSource = {
  id: string;
  ownerId: string;
  showPhone: boolean | null;
  phone: string | null;
  whatsapp: string;
  expired: boolean;
};

async function phoneSource(kind: TListingKind, id: string): Promise<TPhoneSource | null> {
  const db = await getDb();
  if (kind === "property") {
    const [row] = await db
      .select({
        id: properties.id,
        ownerId: properties.userId,
        showPhone: properties.showPhone,
        whatsapp: properties.whatsapp,
        expired: sql<boolean>`${properties.expiresAt} <= now()`,
      })
      .from(properties)
      .where(eq(properties.id, id))
      .limit(1);
    return row ? { ...row, phone: null, expired: row.expired === true } : null;
  }
  if (kind === "service") {
    const [row] = await db
      .select({
        id: services.id,
        ownerId: services.userId,
        showPhone: services.showPhone,
        phone: services.phone,
        whatsapp: services.whatsapp,
      })
      .from(services)
      .where(eq(services.id, id))
      .limit(1);
    return row ? { ...row, expired: false } : null;
  }
  const [row] = await db
    .select({
      id: stores.id,
      ownerId: stores.userId,
      showPhone: stores.showPhone,
      whatsapp: stores.whatsapp,
    })
    .from(stores)
    .where(eq(stores.id, id))
    .limit(1);
  return row ? { ...row, phone: null, expired: false } : null;
}

/**
 * 'Afficher le numéro': the number of a listing whose owner shows it, for a signed-in user.
 * Each reveal by someone else than the owner counts in `listing_counters.phone_reveals`; the
 * owner and administrators get the number without asking (and are not counted when they do).
 */
export async function revealPhone(
  actor: TPolicyActor | null,
  input: unknown,
): Promise<TResult<{ phone: string }>> {
  const parsed = ZPhoneReveal.safeParse(input);
  if (!parsed.success || !isListingId(parsed.data.id)) {
    return failure("not_found", PHONE_LISTING_NOT_FOUND);
  }
  if (!actor) return failure("unauthenticated", PHONE_SIGN_IN_MESSAGE);
  const { kind, id } = parsed.data;
  const source = await phoneSource(kind, id);
  const db = await getDb();
  if (!source || !(await isReachable(db, actor, kind, { id, ownerId: source.ownerId }))) {
    return failure("not_found", PHONE_LISTING_NOT_FOUND);
  }
  const listing = { ownerId: source.ownerId };
  if (source.expired && !can(actor, "renew", listing)) {
    return failure("not_found", PHONE_LISTING_NOT_FOUND);
  }
  const number = dialledNumber(source);
  const privileged = can(actor, "see_contact", listing);
  if (!privileged && !ownerShowsPhone(kind, source.showPhone)) {
    return failure("forbidden", PHONE_NOT_SHOWN_MESSAGE);
  }
  if (!number) return failure("not_found", PHONE_NOT_SHOWN_MESSAGE);
  // The owner (or an administrator) looking at the number is no interest shown in the listing.
  if (!privileged) await countPhoneReveal({ kind, id });
  return { ok: true, phone: number };
}
