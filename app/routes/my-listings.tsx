import { Pencil, Trash2 } from "lucide-react";
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
import { MyPublishChoices, MyPublishMenu } from "~/features/listings/components/my-publish-menu";
import {
  answerMyListForm,
  deleteMyListing,
  listMyListings,
  parseMyListQuery,
  type TMyItem,
} from "~/features/listings/my-listings.server";
import { withThumbnailCover } from "~/features/properties/photo-urls";
import { formatLongDate } from "~/lib/dates";
import { formatNumber } from "~/lib/format";
import { formValues } from "~/lib/forms";
import { requireUser } from "~/server/guards.server";
import type { Route } from "./+types/my-listings";

export const meta = () => [{ title: "Mes annonces | Darna" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const searchParams = new URL(request.url).searchParams;
  const query = parseMyListQuery(searchParams);
  const result = await listMyListings(user, query);
  return {
    kind: query.kind,
    view: parseListingView(searchParams.get(LISTING_VIEW_PARAM)),
    result: {
      ...result,
      items: result.items.map(
        (item): TMyItem =>
          item.kind === "property" ? { ...item, card: withThumbnailCover(item.card) } : item,
      ),
    },
  };
}

/** 001 §4: deleting from my listings, after confirmation, is permanent. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData().catch(() => null);
  const values = form ? formValues(form) : {};
  const result = await deleteMyListing(user, values);
  return answerMyListForm(request, values, result, {
    success: "Annonce supprimée avec succès",
    failure: "Erreur lors de la suppression",
  });
}

const EMPTY_STATES: Record<TMyItemKind, { message: string; to: string; label: string }> = {
  property: {
    message: "Vous n'avez publié aucune propriété.",
    to: "/publier/propriete",
    label: "Publier un bien immobilier",
  },
  service: {
    message: "Vous n'avez publié aucun service.",
    to: "/publier/service",
    label: "Publier un service",
  },
  store: {
    message: "Vous n'avez référencé aucune boutique.",
    to: "/publier/boutique",
    label: "Ajouter une boutique",
  },
};

function MyListingsEmpty({ kind }: { kind: TMyItemKind | null }) {
  if (!kind) {
    return (
      <EmptyState message="Vous n'avez encore publié aucune annonce.">
        <MyPublishChoices />
      </EmptyState>
    );
  }
  const empty = EMPTY_STATES[kind];
  return (
    <EmptyState message={empty.message}>
      <Link to={empty.to} className={buttonClasses({ variant: "primary" })}>
        {empty.label}
      </Link>
    </EmptyState>
  );
}

function countText(total: number): string {
  return total > 1 ? `${formatNumber(total)} annonces` : `${total} annonce`;
}

export default function MyListings({ loaderData }: Route.ComponentProps) {
  const { kind, view, result } = loaderData;
  // Read from the location: useSearchParams would add its code to the vendor chunk of every page.
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/mes-annonces";
  const [target, setTarget] = useState<TConfirmTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const askToDelete = (item: TMyItem, summary: TMyItemSummary, trigger: HTMLElement) =>
    setTarget({ name: summary.name, fields: { kind: item.kind, id: item.id }, trigger });

  const editLink = (summary: TMyItemSummary, iconOnly: boolean) => (
    <Link
      to={summary.editHref}
      aria-label={`Modifier « ${summary.name} »`}
      title="Modifier"
      className={buttonClasses({
        variant: iconOnly ? "ghost" : "outline",
        size: iconOnly ? "icon" : "sm",
      })}
    >
      <Pencil aria-hidden="true" />
      {iconOnly ? null : "Modifier"}
    </Link>
  );
  const deleteButton = (item: TMyItem, summary: TMyItemSummary, iconOnly: boolean) => (
    <Button
      variant={iconOnly ? "ghost" : "outline"}
      size={iconOnly ? "icon" : "sm"}
      aria-label={`Supprimer « ${summary.name} »`}
      title="Supprimer"
      className="text-destructive hover:text-destructive"
      onClick={(event) => askToDelete(item, summary, event.currentTarget)}
    >
      <Trash2 aria-hidden="true" />
      {iconOnly ? null : "Supprimer"}
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between [&>div:first-child]:mb-0">
        <PageHeading
          title="Mes annonces"
          subtitle="Vos propriétés, services et boutiques publiés sur Darna, des plus récents aux plus anciens."
        />
        <MyPublishMenu />
      </div>
      <MyListTabs
        label="Types d'annonces"
        current={kind}
        counts={result.counts}
        search={searchParams}
      />
      <section aria-labelledby={MY_LIST_COUNT_ID} aria-busy={loading}>
        <MyListToolbar
          countText={countText(result.total)}
          loading={loading}
          loadingText="Chargement des annonces..."
          view={view}
          search={searchParams}
        />
        <div className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
          {result.items.length === 0 ? (
            <MyListingsEmpty kind={kind} />
          ) : view === "liste" ? (
            <MyItemTable
              caption="Mes annonces"
              items={result.items}
              dateHeader="Publiée le"
              dateOf={(item) => formatLongDate(item.createdAt)}
              actions={(item, summary) => (
                <>
                  {editLink(summary, true)}
                  {deleteButton(item, summary, true)}
                </>
              )}
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
                      Publiée le {formatLongDate(item.createdAt)}
                    </span>
                  </div>
                  <div className="flex gap-2">
                    {editLink(summary, false)}
                    {deleteButton(item, summary, false)}
                  </div>
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
        description={(name) =>
          `L'annonce « ${name} » sera définitivement supprimée, avec ses photos. Cette action est irréversible.`
        }
        confirmLabel="Supprimer"
        busyLabel="Suppression..."
        successMessage="Annonce supprimée avec succès"
        failureTitle="Erreur lors de la suppression"
        fallbackFocusId={MY_LIST_COUNT_ID}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ListError message="Une erreur s'est produite lors du chargement des annonces." />;
}
