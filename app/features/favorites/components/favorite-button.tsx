import { lazy, Suspense } from "react";
import { cn } from "~/components/ui/cn";
import { Heart } from "~/components/ui/icons";
import type { TFavoriteItemType } from "../schemas";

export const FAVORITE_ACTION_PATH = "/actions/favori";

/** What the favourite action answers to the enhanced button (see routes/favorite-action.ts). */
export type TFavoriteActionData =
  | { ok: true; favorited: boolean }
  | { ok: false; reason: "signin" | "failed"; intent: "add" | "remove"; message?: string };

export type TFavoriteButtonProps = {
  itemType: TFavoriteItemType;
  itemId: string;
  favorited: boolean;
  className?: string;
};

export const FAVORITE_BUTTON_CLASS =
  "relative z-10 inline-flex size-10 items-center justify-center rounded-full bg-background/90 shadow-sm backdrop-blur transition-colors hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

// The home page's first load has a tight JavaScript budget: the heart's behaviour arrives in its
// own chunk. The server renders it in full, so the heart shows at once; until the chunk is there
// (a client-side navigation) the plain form below stands in, and works as a form post.
const FavoriteButtonLive = lazy(() => import("./favorite-button-live"));

function FavoriteButtonForm({ itemType, itemId, favorited, className }: TFavoriteButtonProps) {
  const label = favorited ? "Retirer des favoris" : "Ajouter aux favoris";
  return (
    <form method="post" action={FAVORITE_ACTION_PATH} className={className}>
      <input type="hidden" name="intent" value={favorited ? "remove" : "add"} />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      <button
        type="submit"
        aria-label={label}
        aria-pressed={favorited}
        className={cn(FAVORITE_BUTTON_CLASS, favorited ? "text-red-600" : "text-foreground")}
      >
        <Heart className="size-5" fill={favorited ? "currentColor" : "none"} />
      </button>
    </form>
  );
}

/** The heart on cards and detail pages (001 §4 Favourite, §8 toasts). */
export function FavoriteButton(props: TFavoriteButtonProps) {
  return (
    <Suspense fallback={<FavoriteButtonForm {...props} />}>
      <FavoriteButtonLive {...props} />
    </Suspense>
  );
}
