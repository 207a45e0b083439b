import { z } from "zod";
import type { TCommentEvent } from "~/lib/realtime-channels";
import {
  CONTROL_CHARACTERS_MESSAGE,
  withoutBidiControls,
  withoutControlCharacters,
} from "~/lib/text";

export const COMMENT_INTENT = "comment";

/** Comments come 20 at a time, newest first; 'Afficher plus' asks for 20 more. */
export const COMMENTS_PAGE_SIZE = 20;
/** The service page's URL says how many comments it shows (?commentaires=40): reload and share. */
export const COMMENTS_SHOWN_PARAM = "commentaires";
const MAX_COMMENTS_SHOWN = 10_000;

/** How many comments a service page shows: a multiple of 20, at least one page. */
export function commentsShownFrom(searchParams: URLSearchParams): number {
  const asked = Number(searchParams.get(COMMENTS_SHOWN_PARAM));
  if (!Number.isInteger(asked) || asked <= COMMENTS_PAGE_SIZE) return COMMENTS_PAGE_SIZE;
  const pages = Math.ceil(Math.min(asked, MAX_COMMENTS_SHOWN) / COMMENTS_PAGE_SIZE);
  return pages * COMMENTS_PAGE_SIZE;
}
export const COMMENT_MAX_LENGTH = 2000;

export const COMMENT_EMPTY_MESSAGE = "Le commentaire ne peut pas être vide";
export const COMMENT_TOO_LONG_MESSAGE = `Le commentaire ne peut pas dépasser ${COMMENT_MAX_LENGTH} caractères.`;

/** Non-empty after trimming, stored trimmed. */
export const ZCommentContent = z
  .string({ error: COMMENT_EMPTY_MESSAGE })
  .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
  .overwrite(withoutBidiControls)
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

/** The toasts after posting a comment. */
export const COMMENT_PUBLISHED_MESSAGE = "Commentaire publié avec succès";
export const COMMENT_FAILED_MESSAGE = "Erreur lors de la publication du commentaire";
