import { HeartOff } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { EmptyState } from "~/components/listing/empty-state";
import { ListError } from "~/components/listing/list-error";
import { PageHeading } from "~/components/listing/page-heading";
import { Pagination } from "~/components/listing/pagination";
import { LISTING_VIEW_PARAM, parseListingView } from "~/components/listing/view-toggle";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import {
  listMyFavorites,
  removeFavoriteById,
  type TMyFavorite,
} from "~/features/favorites/my-favorites.server";
import {
  MyConfirmDialog,
  type TConfirmTarget,
} from "~/features/listings/components/my-confirm-dialog";
import {
  MyListTabs,
  myListSearch,
  type TMyItemKind,
} from "~/features/listings/components/my-list-tabs";
import {
  MY_LIST_COUNT_ID,
  MyItemGrid,
  MyItemTable,
  MyListToolbar,
  type TMyItemSummary,
} from "~/features/listings/components/my-list-view";
import { answerMyListForm, parseMyListQuery } from "~/features/listings/my-listings.server";
import { withThumbnailCover } from "~/features/properties/photo-urls";
import { formatLongDate } from "~/lib/dates";
import { formatNumber } from "~/lib/format";
import { formValues } from "~/lib/forms";
import { requireUser } from "~/server/guards.server";
import type { Route } from "./+types/my-favorites";

export const meta = () => [{ title: "Mes favoris | Darna" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const searchParams = new URL(request.url).searchParams;
  const query = parseMyListQuery(searchParams);
  const result = await listMyFavorites(user, query);
  return {
    kind: query.kind,
    view: parseListingView(searchParams.get(LISTING_VIEW_PARAM)),
    result: {
      ...result,
      items: result.items.map(
        (item): TMyFavorite =>
          item.kind === "property" ? { ...item, card: withThumbnailCover(item.card) } : item,
      ),
    },
  };
}

/** 001 §4: removing a favourite, after confirmation; §7: by its id from my favourites. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData().catch(() => null);
  const values = form ? formValues(form) : {};
  const result = await removeFavoriteById(user, values);
  return answerMyListForm(request, values, result, {
    success: "Favori retiré avec succès",
    failure: "Impossible de retirer des favoris. Veuillez réessayer.",
  });
}

const EXPLORE: Record<TMyItemKind, { message: string; to: string; label: string }> = {
  property: {
    message: "Aucune propriété dans vos favoris.",
    to: "/proprietes",
    label: "Explorer les propriétés",
  },
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

function MyFavoritesEmpty({ kind }: { kind: TMyItemKind | null }) {
  const explore = EXPLORE[kind ?? "property"];
  return (
    <EmptyState
      message={
        kind
          ? explore.message
          : "Vous n'avez pas encore de favoris. Touchez le cœur d'une annonce pour la retrouver ici."
      }
    >
      <Link to={explore.to} className={buttonClasses({ variant: "primary" })}>
        {explore.label}
      </Link>
    </EmptyState>
  );
}

function countText(total: number): string {
  return total > 1 ? `${formatNumber(total)} favoris` : `${total} favori`;
}

export default function MyFavorites({ loaderData }: Route.ComponentProps) {
  const { kind, view, result } = loaderData;
  // Read from the location: useSearchParams would add its code to the vendor chunk of every page.
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/mes-favoris";
  const [target, setTarget] = useState<TConfirmTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);

  const removeButton = (item: TMyFavorite, summary: TMyItemSummary, iconOnly: boolean) => (
    <Button
      variant={iconOnly ? "ghost" : "outline"}
      size={iconOnly ? "icon" : "sm"}
      aria-label={`Retirer « ${summary.name} » des favoris`}
      title="Retirer des favoris"
      className="text-destructive hover:text-destructive"
      onClick={(event) =>
        setTarget({
          name: summary.name,
          fields: { favoriteId: item.favoriteId },
          trigger: event.currentTarget,
        })
      }
    >
      <HeartOff aria-hidden="true" />
      {iconOnly ? null : "Retirer"}
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading
        title="Mes favoris"
        subtitle="Les propriétés, services et boutiques que vous avez mis de côté, des plus récents aux plus anciens."
      />
      <MyListTabs
        label="Types de favoris"
        current={kind}
        counts={result.counts}
        search={searchParams}
      />
      <section aria-labelledby={MY_LIST_COUNT_ID} aria-busy={loading}>
        <MyListToolbar
          countText={countText(result.total)}
          loading={loading}
          loadingText="Chargement des favoris..."
          view={view}
          search={searchParams}
        />
        <div className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
          {result.items.length === 0 ? (
            <MyFavoritesEmpty kind={kind} />
          ) : view === "liste" ? (
            <MyItemTable
              caption="Mes favoris"
              items={result.items}
              dateHeader="Ajouté le"
              dateOf={(item) => formatLongDate(item.favoritedAt)}
              actions={(item, summary) => removeButton(item, summary, true)}
            />
          ) : (
            <MyItemGrid
              items={result.items}
              footer={(item, summary) => (
                <>
                  <div className="flex min-w-0 flex-col gap-1">
                    <Badge variant="secondary" className="self-start">
                      {summary.kindLabel}
                    </Badge>
                    <span className="text-xs text-muted-foreground">
                      Ajouté le {formatLongDate(item.favoritedAt)}
                    </span>
                  </div>
                  {removeButton(item, summary, false)}
                </>
              )}
            />
          )}
        </div>
        <Pagination
          page={result.page}
          pageCount={result.pageCount}
          hrefFor={(page) => myListSearch(searchParams, { kind, page })}
        />
      </section>
      <MyConfirmDialog
        target={target}
        onClose={close}
        description={(name) => `« ${name} » sera retiré de vos favoris.`}
        confirmLabel="Retirer"
        busyLabel="Retrait en cours..."
        successMessage="Favori retiré avec succès"
        failureTitle="Impossible de retirer des favoris. Veuillez réessayer."
        fallbackFocusId={MY_LIST_COUNT_ID}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ListError message="Une erreur s'est produite lors du chargement des favoris." />;
}
