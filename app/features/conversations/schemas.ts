import { z } from "zod";
import { LISTING_KINDS } from "~/kernel/kinds";
import {
  CONTROL_CHARACTERS_MESSAGE,
  withoutBidiControls,
  withoutControlCharacters,
} from "~/lib/text";

/*
 * The Zod schemas of conversations (issue 22), checked by the message box and again by the
 * server. A message is plain text: it is stored as typed (trimmed) and never rendered as HTML.
 */

export const MESSAGE_BODY_MAX = 2000;

export const CONVERSATION_MESSAGES = {
  empty: "Le message ne peut pas être vide.",
  tooLong: `Le message ne peut pas dépasser ${MESSAGE_BODY_MAX} caractères.`,
  conversation: "Cette conversation n'existe pas.",
  listing: "Cette annonce n'existe pas ou n'est plus disponible.",
  signIn: "Connectez-vous pour envoyer et lire vos messages.",
  own: "Vous ne pouvez pas vous envoyer un message à propos de votre propre annonce.",
  blocked: "Vous ne pouvez plus écrire à cette personne.",
  youBlocked: "Vous avez bloqué cette personne : débloquez-la pour lui écrire.",
  partyGone: "Cette personne a supprimé son compte : vous ne pouvez plus lui écrire.",
  suspended: "Ce compte est suspendu : vous ne pouvez pas lui écrire pour le moment.",
  adminNotReported:
    "Les administrateurs ne lisent une conversation que lorsqu'elle a été signalée.",
  reason: "Choisissez un motif de signalement.",
  detailsTooLong: "Les précisions ne peuvent pas dépasser 1000 caractères.",
  alreadyReported: "Vous avez déjà signalé cette conversation.",
} as const;

export const ZMessageBody = z
  .string({ error: CONVERSATION_MESSAGES.empty })
  .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
  .overwrite(withoutBidiControls)
  .trim()
  .min(1, { error: CONVERSATION_MESSAGES.empty })
  .max(MESSAGE_BODY_MAX, { error: CONVERSATION_MESSAGES.tooLong });

const ZConversationId = z.guid({ error: CONVERSATION_MESSAGES.conversation });

/** 'Envoyer un message' on a listing page: the buyer's first (or next) message to its owner. */
export const ZMessageAboutListing = z.object({
  kind: z.enum(LISTING_KINDS, { error: CONVERSATION_MESSAGES.listing }),
  listingId: z.guid({ error: CONVERSATION_MESSAGES.listing }),
  body: ZMessageBody,
});
export type TMessageAboutListingInput = z.input<typeof ZMessageAboutListing>;

/** The text box of a conversation page. */
export const ZConversationMessage = z.object({
  conversationId: ZConversationId,
  body: ZMessageBody,
});
export type TConversationMessageInput = z.input<typeof ZConversationMessage>;

/** A conversation page, and its older messages: `before` is the oldest message shown. */
export const ZConversationPage = z.object({
  conversationId: ZConversationId,
  before: z.guid({ error: CONVERSATION_MESSAGES.conversation }).optional(),
});

export const ZConversationRef = z.object({ conversationId: ZConversationId });

export const CONVERSATION_REPORT_REASONS = [
  "scam",
  "harassment",
  "spam",
  "inappropriate",
  "other",
] as const;

export const CONVERSATION_REPORT_LABELS = {
  scam: "Arnaque ou demande de paiement suspecte",
  harassment: "Harcèlement ou menaces",
  spam: "Publicité ou messages indésirables",
  inappropriate: "Contenu choquant ou inapproprié",
  other: "Autre raison",
} as const satisfies Record<(typeof CONVERSATION_REPORT_REASONS)[number], string>;

export const ZConversationReport = z.object({
  conversationId: ZConversationId,
  reason: z.enum(CONVERSATION_REPORT_REASONS, { error: CONVERSATION_MESSAGES.reason }),
  details: z
    .string({ error: CONVERSATION_MESSAGES.detailsTooLong })
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .trim()
    .max(1000, { error: CONVERSATION_MESSAGES.detailsTooLong })
    .optional()
    .transform((text) => text || null),
});
export type TConversationReportInput = z.input<typeof ZConversationReport>;

/** Pages of the inbox and of a conversation. */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;

/** Who a message or a conversation names once that account is erased. */
export const DELETED_ACCOUNT_NAME = "Compte supprimé";

export type TListingState = "on_offer" | "hidden" | "expired" | "deleted";

/** The listing a conversation is about, as the inbox and the conversation page show it. */
export type TConversationListing = {
  kind: "property" | "service" | "store";
  id: string;
  title: string;
  photoUrl: string | null;
  price: number | null;
  state: TListingState;
};
