import type { TListingKind } from "../kinds";

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

export const FAVORITE_BUTTON_CLASS =
  "relative z-10 inline-flex size-10 items-center justify-center rounded-full bg-background/90 shadow-sm backdrop-blur transition-colors hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
