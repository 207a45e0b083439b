import { z } from "zod";

/** Ratings apply to services and shops (item_type service or store). */
export const RATED_ITEM_TYPES = ["service", "store"] as const;
export type TRatedItemType = (typeof RATED_ITEM_TYPES)[number];

export const RATE_INTENT = "rate";
export const MIN_STARS = 1;
export const MAX_STARS = 5;

export const STARS_MESSAGE = "La note doit être un nombre entier d'étoiles entre 1 et 5.";

/** Accepts the form's text ('4') as well as a number; anything else is refused in French. */
export const ZStars = z.coerce
  .number({ error: STARS_MESSAGE })
  .int(STARS_MESSAGE)
  .min(MIN_STARS, STARS_MESSAGE)
  .max(MAX_STARS, STARS_MESSAGE);

/** One user's rating of one service or shop (stars 1 to 5). */
export const ZRating = z.object({
  itemType: z.enum(RATED_ITEM_TYPES, { error: "Type d'annonce inconnu" }),
  itemId: z.guid({ error: "Annonce introuvable" }),
  stars: ZStars,
});
export type TRating = z.infer<typeof ZRating>;

/** 'Noter 1 étoile' … 'Noter 5 étoiles' (DESIGN.md accessible names). */
export function starLabel(stars: number): string {
  return `Noter ${stars} ${stars > 1 ? "étoiles" : "étoile"}`;
}

/** Why an owner's stars are refused, on the server and in place of the widget's stars. */
export const OWN_ITEM_RATING_MESSAGE = {
  service: "Vous ne pouvez pas évaluer votre propre service.",
  store: "Vous ne pouvez pas évaluer votre propre boutique.",
} as const satisfies Record<TRatedItemType, string>;

/** What the detail page's action answers to the enhanced rating widget. */
export type TRateActionData =
  | { intent: typeof RATE_INTENT; ok: true; stars: number; avgRating: number; ratingCount: number }
  | {
      intent: typeof RATE_INTENT;
      ok: false;
      reason: "signin" | "own" | "failed";
      message: string;
    };

/** The toasts of rating: sign in first, failed, one's own listing, saved. */
export const RATING_TOASTS = {
  signIn: { title: "Connexion nécessaire", description: "Vous devez être connecté pour évaluer" },
  failed: { title: "Erreur", description: "Impossible de sauvegarder votre évaluation" },
  own: { title: "Évaluation impossible" },
  saved: { title: "Évaluation enregistrée", description: "Merci pour votre évaluation !" },
} as const;

/** Where a visitor who tries to rate is sent (the previous path as from). */
export function loginHref(path: string): string {
  return `/auth/login?from=${encodeURIComponent(path)}`;
}
