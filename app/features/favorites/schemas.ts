import { z } from "zod";
import { LISTING_KINDS } from "~/kernel/kinds";

/** The heart's request: add or remove one item of the signed-in user's favourites. */
export const ZFavoriteChange = z.object({
  intent: z.enum(["add", "remove"], { error: "Action inconnue" }),
  itemType: z.enum(LISTING_KINDS, { error: "Type d'annonce inconnu" }),
  itemId: z.guid({ error: "Annonce introuvable" }),
});
export type TFavoriteChange = z.infer<typeof ZFavoriteChange>;
