import { HeartOff } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/listing/empty-state";
import { ListError } from "~/components/listing/list-error";
import { LISTING_VIEW_PARAM, parseListingView } from "~/components/listing/view-toggle";
import { Button, buttonClasses } from "~/components/ui/button";
import { Search } from "~/components/ui/icons";
import { answerMyListForm, loadMyList, readMyListForm } from "~/edge/my-list-form.server";
import { listMyFavorites, removeFavoriteById } from "~/features/favorites/my-favorites.server";
import { MyItemsPage } from "~/features/listings/components/my-items-page";
import type { TListingKind } from "~/kernel/kinds";
import { formatLongDate } from "~/lib/dates";
import { formatNumber } from "~/lib/format";
import { revalidateWhenGone } from "~/lib/revalidation";
import type { Route } from "./+types/my-favorites";

export const shouldRevalidate = revalidateWhenGone;

export const meta = () => [{ title: "Mes favoris | Darna" }];

export async function loader({ request }: Route.LoaderArgs) {
  const view = parseListingView(new URL(request.url).searchParams.get(LISTING_VIEW_PARAM));
  return { ...(await loadMyList(request, listMyFavorites)), view };
}

/**
 * Removing a favourite, after confirmation, by its id. The
 * dialog's answer to a refusal goes out with its failure's status (404 for a favourite already
 * gone, 400 for a forged request); a plain form post is sent back with its toast.
 */
export async function action({ request }: Route.ActionArgs) {
  const { user, values } = await readMyListForm(request);
  const result = await removeFavoriteById(user, values);
  return answerMyListForm(request, values, result, {
    success: "Favori retiré avec succès",
    failure: "Impossible de retirer des favoris. Veuillez réessayer.",
  });
}

// Properties have the page's own 'Explorer les propriétés' button, always shown.
const EXPLORE: Record<TListingKind, { message: string; to?: string; label?: string }> = {
  property: { message: "Aucune propriété dans vos favoris." },
  service: {
    message: "Aucun service dans vos favoris.",
    to: "/services",
    label: "Explorer les services",
  },
  store: {
    message: "Aucune boutique dans vos favoris.",
    to: "/boutiques",
    label: "Explorer les boutiques",
  },
};

function MyFavoritesEmpty({ kind }: { kind: TListingKind | null }) {
  const explore = EXPLORE[kind ?? "property"];
  return (
    <EmptyState
      message={
        kind
          ? explore.message
          : "Vous n'avez pas encore de favoris. Touchez le cœur d'une annonce pour la retrouver ici."
      }
    >
      {explore.to ? (
        <Link to={explore.to} className={buttonClasses({ variant: "primary" })}>
          {explore.label}
        </Link>
      ) : null}
    </EmptyState>
  );
}

function countText(total: number): string {
  return total > 1 ? `${formatNumber(total)} favoris` : `${total} favori`;
}

export default function MyFavorites({ loaderData }: Route.ComponentProps) {
  const { kind, view, result } = loaderData;
  return (
    <MyItemsPage
      title="Mes favoris"
      subtitle="Les propriétés, services et boutiques que vous avez mis de côté, des plus récents aux plus anciens."
      headerAction={
        <Link to="/proprietes" className={buttonClasses({ variant: "accent" })}>
          <Search aria-hidden="true" />
          Explorer les propriétés
        </Link>
      }
      tabsLabel="Types de favoris"
      kind={kind}
      view={view}
      result={result}
      countText={countText(result.total)}
      loadingText="Chargement des favoris..."
      empty={<MyFavoritesEmpty kind={kind} />}
      dateLabel="Ajouté le"
      dateOf={(item) => formatLongDate(item.favoritedAt)}
      actions={(_item, summary, iconOnly, ask) => (
        <Button
          variant={iconOnly ? "ghost" : "outline"}
          size={iconOnly ? "icon" : "sm"}
          aria-label={`Retirer « ${summary.name} » des favoris`}
          title="Retirer des favoris"
          className="text-destructive hover:text-destructive"
          onClick={(event) => ask(event.currentTarget)}
        >
          <HeartOff aria-hidden="true" />
          {iconOnly ? null : "Retirer"}
        </Button>
      )}
      confirmFields={(item) => ({ favoriteId: item.favoriteId })}
      confirm={{
        description: (name) => `« ${name} » sera retiré de vos favoris.`,
        confirmLabel: "Retirer",
        busyLabel: "Retrait en cours...",
        successMessage: "Favori retiré avec succès",
        failureTitle: "Impossible de retirer des favoris. Veuillez réessayer.",
      }}
    />
  );
}

export function ErrorBoundary() {
  return <ListError message="Une erreur s'est produite lors du chargement des favoris." />;
}
