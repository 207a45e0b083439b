import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { cn } from "~/components/ui/cn";
import { Heart } from "~/components/ui/icons";
import {
  FAVORITE_ACTION_PATH,
  FAVORITE_BUTTON_CLASS,
  type TFavoriteButtonProps,
} from "./favorite-button-parts";

// The home page's first load has a tight JavaScript budget: the heart's behaviour arrives in its
// own chunk. The server renders it in full, so the heart shows at once; until the chunk is there
// (a client-side navigation) the plain form below stands in, and works as a form post.
const FavoriteButtonLive = lazy(() => import("./favorite-button-live"));

function FavoriteButtonForm({ itemType, itemId, favorited, className }: TFavoriteButtonProps) {
  const { t } = useLingui();
  const label = favorited ? t`Retirer des favoris` : t`Ajouter aux favoris`;
  return (
    <form data-personal method="post" action={FAVORITE_ACTION_PATH} className={className}>
      <input type="hidden" name="intent" value={favorited ? "remove" : "add"} />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      <button
        type="submit"
        aria-label={label}
        aria-pressed={favorited}
        className={cn(FAVORITE_BUTTON_CLASS, favorited ? "text-red-600" : "text-foreground")}
      >
        <Heart className={favorited ? "size-5 fill-current" : "size-5"} />
      </button>
    </form>
  );
}

/** The heart on cards and detail pages. */
export function FavoriteButton(props: TFavoriteButtonProps) {
  return (
    <Suspense fallback={<FavoriteButtonForm {...props} />}>
      <FavoriteButtonLive {...props} />
    </Suspense>
  );
}
