import type { TListingKind } from "~/kernel/kinds";

export const FAVORITE_ACTION_PATH = "/actions/favori";

/** What the favourite action answers to the enhanced button (see routes/favorite-action.ts). */
export type TFavoriteActionData =
  | { ok: true; favorited: boolean }
  | { ok: false; reason: "signin" | "failed"; intent: "add" | "remove"; message?: string };

export type TFavoriteButtonProps = {
  itemType: TListingKind;
  itemId: string;
  favorited: boolean;
  className?: string;
};

/** Its look is in app.css: a list page draws 24 of them. */
export const FAVORITE_BUTTON_CLASS = "favorite-button";
