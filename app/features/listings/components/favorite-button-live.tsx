import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { cn } from "~/components/ui/cn";
import { Heart } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { useNewReply } from "~/lib/use-new-reply";
import {
  FAVORITE_ACTION_PATH,
  FAVORITE_BUTTON_CLASS,
  type TFavoriteActionData,
  type TFavoriteButtonProps,
} from "./favorite-button-parts";

/** The heart once its code has loaded: answers in place with its toasts. */
export default function FavoriteButtonLive({
  itemType,
  itemId,
  favorited,
  className,
}: TFavoriteButtonProps) {
  const { t } = useLingui();
  const localePath = useLocalePath();
  const fetcher = useFetcher<TFavoriteActionData>();
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user);
  const navigate = useNavigate();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [current, setCurrent] = useState(favorited);
  // New page data (a signed-in person's favourites read after hydration, decision 0040) shows in
  // the same rendering, never a frame later.
  const [pageFavorited, setPageFavorited] = useState(favorited);
  if (favorited !== pageFavorited) {
    setPageFavorited(favorited);
    setCurrent(favorited);
  }

  useEffect(() => setHydrated(true), []);

  const signIn = () => {
    void toast.error(t`Connexion requise`, {
      description: t`Vous devez être connecté pour ajouter des favoris.`,
    });
    navigate(
      `${localePath("/auth")}?from=${encodeURIComponent(location.pathname + location.search)}`,
    );
  };

  useNewReply(fetcher.data, fetcher.state === "idle", (answer) => {
    if (answer.ok) {
      setCurrent(answer.favorited);
      void toast.success(answer.favorited ? t`Ajouté aux favoris` : t`Retiré des favoris`);
    } else if (answer.reason === "signin") {
      signIn();
    } else {
      void toast.error(
        answer.message ??
          (answer.intent === "add"
            ? t`Impossible d'ajouter aux favoris. Veuillez réessayer.`
            : t`Impossible de retirer des favoris. Veuillez réessayer.`),
      );
    }
  });

  // Shown at once; corrected by the answer.
  const pending = fetcher.formData?.get("intent");
  const shown = pending ? pending === "add" : current;
  const label = shown ? t`Retirer des favoris` : t`Ajouter aux favoris`;

  return (
    <fetcher.Form
      data-personal
      method="post"
      action={FAVORITE_ACTION_PATH}
      className={className}
      onSubmit={(event) => {
        if (signedIn) return;
        event.preventDefault();
        signIn();
      }}
    >
      <input type="hidden" name="intent" value={shown ? "remove" : "add"} />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      {/* Without it the action answers a plain form post with a redirect back and a toast. */}
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button
        type="submit"
        aria-label={label}
        title={label}
        aria-pressed={shown}
        className={cn(FAVORITE_BUTTON_CLASS, shown ? "text-red-600" : "text-foreground")}
      >
        <Heart className={shown ? "size-5 fill-current" : "size-5"} />
      </button>
    </fetcher.Form>
  );
}
