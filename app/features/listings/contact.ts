import type { TListingKind } from "~/kernel/kinds";

/*
 * How a listing's page offers to reach its owner (decision 0029): 'Envoyer un message' for
 * everyone but the owner, and the phone and WhatsApp as the owner chose (`show_phone`). Shared
 * by the server, which decides, and the components, which draw what it decided.
 */

/** The compose page's names for the kinds (/messages/nouveau?type=propriete&id=…). */
const COMPOSE_TYPE = {
  property: "propriete",
  service: "service",
  store: "boutique",
} as const satisfies Record<TListingKind, string>;

/** The listing kind a compose page's `type` names, or null for anything else. */
export function kindOfComposeType(type: string | null): TListingKind | null {
  const found = Object.entries(COMPOSE_TYPE).find(([, name]) => name === type);
  return found ? (found[0] as TListingKind) : null;
}

/** The first message about a listing (/messages/nouveau, the messaging side). */
export function composeMessagePath(kind: TListingKind, id: string): string {
  return `/messages/nouveau?type=${COMPOSE_TYPE[kind]}&id=${encodeURIComponent(id)}`;
}

/** A message to a seller from their page: the compose page asks which listing it is about. */
export function composeToSellerPath(sellerId: string): string {
  return `/messages/nouveau?vendeur=${encodeURIComponent(sellerId)}`;
}

/**
 * Whether the owner shows the number to signed-in users. Null is a listing saved before the
 * choice existed: it keeps the published rule, under which a property's number was the
 * owner's and administrators' alone and a service's or store's WhatsApp every signed-in user's.
 */
export function ownerShowsPhone(kind: TListingKind, showPhone: boolean | null): boolean {
  return showPhone ?? kind !== "property";
}

/** What the form's checkbox shows for a stored choice (null as the rule it keeps). */
export const SHOW_PHONE_FIELD = "showPhone";
export const SHOW_PHONE_ON = "on";
export const SHOW_PHONE_LABEL = "Afficher mon numéro aux utilisateurs connectés";
export const SHOW_PHONE_HINT =
  "Ils pourront vous appeler et vous écrire sur WhatsApp. Sinon, seule la messagerie de Darna vous joint.";

export function showPhoneFormText(kind: TListingKind, showPhone: boolean | null): string {
  return ownerShowsPhone(kind, showPhone) ? SHOW_PHONE_ON : "";
}

/** The query parameter of a listing page that shows the number revealed without JavaScript. */
export const REVEALED_PHONE_PARAM = "numero";

/** The reveal form's action (routes/phone-reveal-action.ts). */
export const PHONE_REVEAL_ACTION = "/actions/numero";

/** The fetcher key shared by the contact card and the phone bar: one reveal shows it in both. */
export function phoneRevealKey(kind: TListingKind, id: string): string {
  return `phone-reveal:${kind}:${id}`;
}

/** What the phone part of a listing page offers its viewer. */
export type TPhoneOffer =
  /** The owner or an administrator, or a signed-in user who revealed it (a page without JS). */
  | { state: "shown"; number: string | null; whatsappHref: string | null }
  /** A signed-in user, the owner showing it: 'Afficher le numéro' and WhatsApp. */
  | { state: "reveal"; whatsappHref: string | null }
  /** A visitor, the owner showing it: told to sign in first. */
  | { state: "sign_in"; signInHref: string }
  /** The owner does not show it (or left none): the message is the way. */
  | { state: "none" };

/** Everything the page needs to offer contact, and nothing the viewer may not have. */
export type TListingContact = {
  kind: TListingKind;
  id: string;
  /** The owner looks at his own listing: no message, no bar. */
  isOwner: boolean;
  /** 'Envoyer un message'; null for the owner, who cannot write to himself. */
  messageHref: string | null;
  /** The owner's choice as it applies (null read as the published rule): nothing secret. */
  ownerShowsPhone: boolean;
  phone: TPhoneOffer;
};

/** What /actions/numero answers the enhanced button. */
export type TPhoneRevealData =
  | { ok: true; phone: string }
  | { ok: false; reason: "signin" | "failed"; message?: string };

/** A number as a tel: link dials it: digits and the leading +. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}
