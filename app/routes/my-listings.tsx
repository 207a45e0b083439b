import { Link } from "react-router";
import { EmptyState } from "~/components/listing/empty-state";
import { ListError } from "~/components/listing/list-error";
import { LISTING_VIEW_PARAM, parseListingView } from "~/components/listing/view-toggle";
import { Button, buttonClasses } from "~/components/ui/button";
import { Pencil, Trash2 } from "~/components/ui/icons";
import { answerMyListForm, loadMyList, readMyListForm } from "~/edge/my-list-form.server";
import { ListingStats } from "~/features/listings/components/listing-stats";
import { MyItemsPage } from "~/features/listings/components/my-items-page";
import { MyPublishChoices, MyPublishMenu } from "~/features/listings/components/my-publish-menu";
import { PropertyStatusButton } from "~/features/listings/components/property-status-button";
import {
  RENEW_FAILED_TOAST,
  RENEW_PROPERTY_INTENT,
  RENEWED_TOAST,
  RenewPropertyButton,
} from "~/features/listings/components/renew-property-button";
import { deleteMyListing, listMyListings } from "~/features/listings/my-listings.server";
import {
  PROPERTY_STATUS_INTENT,
  PROPERTY_STATUS_TOASTS,
} from "~/features/listings/property-status";
import { renewProperty } from "~/features/properties/renew-property.server";
import { setPropertyStatus } from "~/features/properties/set-property-status.server";
import type { TListingKind } from "~/kernel/kinds";
import { formatLongDate } from "~/lib/dates";
import { formatNumber } from "~/lib/format";
import { revalidateWhenGone } from "~/lib/revalidation";
import type { Route } from "./+types/my-listings";

export const shouldRevalidate = revalidateWhenGone;

export const meta = () => [{ title: "Mes annonces | Darna" }];

export async function loader({ request }: Route.LoaderArgs) {
  const view = parseListingView(new URL(request.url).searchParams.get(LISTING_VIEW_PARAM));
  return { ...(await loadMyList(request, listMyListings)), view };
}

/**
 * Deleting from my listings, after confirmation, is permanent. A property is also marked
 * sold or rented here, or put back on offer, and renewed when it expired or is about to.
 */
export async function action({ request }: Route.ActionArgs) {
  const { user, values } = await readMyListForm(request);
  if (values.intent === RENEW_PROPERTY_INTENT) {
    const renewed = await renewProperty(user, values);
    return answerMyListForm(request, values, renewed, {
      success: RENEWED_TOAST,
      failure: RENEW_FAILED_TOAST,
    });
  }
  if (values.intent === PROPERTY_STATUS_INTENT) {
    const changed = await setPropertyStatus(user, values);
    return answerMyListForm(request, values, changed, {
      success: changed.ok ? PROPERTY_STATUS_TOASTS[changed.status] : "",
      failure: "Impossible de modifier le statut",
    });
  }
  const result = await deleteMyListing(user, values);
  return answerMyListForm(request, values, result, {
    success: "Annonce supprimée avec succès",
    failure: "Erreur lors de la suppression",
  });
}

const EMPTY_STATES: Record<TListingKind, { message: string; to: string; label: string }> = {
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

function MyListingsEmpty({ kind }: { kind: TListingKind | null }) {
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
  return (
    <MyItemsPage
      title="Mes annonces"
      subtitle="Vos propriétés, services et boutiques publiés sur Darna, des plus récents aux plus anciens."
      headerAction={<MyPublishMenu />}
      tabsLabel="Types d'annonces"
      kind={kind}
      view={view}
      result={result}
      countText={countText(result.total)}
      loadingText="Chargement des annonces..."
      empty={<MyListingsEmpty kind={kind} />}
      dateLabel="Publiée le"
      dateOf={(item) => formatLongDate(item.createdAt)}
      details={(item) => <ListingStats stats={item.stats} />}
      actions={(item, summary, iconOnly, ask) => (
        <>
          {item.kind === "property" ? (
            <RenewPropertyButton
              id={item.id}
              title={summary.name}
              renewable={item.renewable === true}
              iconOnly={iconOnly}
            />
          ) : null}
          {item.kind === "property" ? (
            <PropertyStatusButton
              id={item.id}
              title={summary.name}
              status={item.card.status}
              announcementType={item.card.announcementType}
              iconOnly={iconOnly}
            />
          ) : null}
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
          <Button
            variant={iconOnly ? "ghost" : "outline"}
            size={iconOnly ? "icon" : "sm"}
            aria-label={`Supprimer « ${summary.name} »`}
            title="Supprimer"
            className="text-destructive hover:text-destructive"
            onClick={(event) => ask(event.currentTarget)}
          >
            <Trash2 aria-hidden="true" />
            {iconOnly ? null : "Supprimer"}
          </Button>
        </>
      )}
      confirmFields={(item) => ({ kind: item.kind, id: item.id })}
      confirm={{
        description: (name) =>
          `L'annonce « ${name} » sera définitivement supprimée, avec ses photos. Cette action est irréversible.`,
        confirmLabel: "Supprimer",
        busyLabel: "Suppression...",
        successMessage: "Annonce supprimée avec succès",
        failureTitle: "Erreur lors de la suppression",
      }}
    />
  );
}

export function ErrorBoundary() {
  return <ListError message="Une erreur s'est produite lors du chargement des annonces." />;
}
