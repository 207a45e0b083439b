import { z } from "zod";
import type { TCommentEvent } from "~/server/realtime/channels";

export const COMMENT_INTENT = "comment";
export const COMMENT_MAX_LENGTH = 2000;

export const COMMENT_EMPTY_MESSAGE = "Le commentaire ne peut pas être vide";
export const COMMENT_TOO_LONG_MESSAGE = `Le commentaire ne peut pas dépasser ${COMMENT_MAX_LENGTH} caractères.`;

/** 001 §5 Comment: non-empty after trimming, stored trimmed. */
export const ZCommentContent = z
  .string({ error: COMMENT_EMPTY_MESSAGE })
  .trim()
  .min(1, COMMENT_EMPTY_MESSAGE)
  .max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE);

export const ZNewComment = z.object({
  serviceId: z.guid({ error: "Ce service n'existe pas ou a été supprimé." }),
  content: ZCommentContent,
});
export type TNewComment = z.infer<typeof ZNewComment>;

/** What the service page's action answers about a comment (the enhanced form and plain posts). */
export type TCommentActionData =
  | { intent: typeof COMMENT_INTENT; ok: true; comment: TCommentEvent }
  | {
      intent: typeof COMMENT_INTENT;
      ok: false;
      reason: "signin" | "invalid" | "failed";
      message: string;
      /** What was typed, given back to a plain form post so nothing is lost. */
      content?: string;
    };

/** 001 §8 Comments. */
export const COMMENT_PUBLISHED_MESSAGE = "Commentaire publié avec succès";
export const COMMENT_FAILED_MESSAGE = "Erreur lors de la publication du commentaire";
