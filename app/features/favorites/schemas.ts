import { z } from "zod";

export const FAVORITE_ITEM_TYPES = ["property", "service", "store"] as const;
export type TFavoriteItemType = (typeof FAVORITE_ITEM_TYPES)[number];

/** The heart's request: add or remove one item of the signed-in user's favourites. */
export const ZFavoriteChange = z.object({
  intent: z.enum(["add", "remove"], { error: "Action inconnue" }),
  itemType: z.enum(FAVORITE_ITEM_TYPES, { error: "Type d'annonce inconnu" }),
  itemId: z.guid({ error: "Annonce introuvable" }),
});
export type TFavoriteChange = z.infer<typeof ZFavoriteChange>;
