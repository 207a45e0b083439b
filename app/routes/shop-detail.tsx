import { MapPin, Store } from "lucide-react";
import { data, redirect } from "react-router";
import { DetailErrorPage } from "~/components/detail/detail-error-page";
import { DetailImage } from "~/components/detail/detail-image";
import {
  DetailAboutSection,
  DetailHeaderCard,
  DetailPageGrid,
  OfferedServicesSection,
} from "~/components/detail/detail-layout";
import {
  DELETE_LISTING_INTENT,
  ListingOwnerActions,
  type TDeleteListingFailure,
} from "~/components/listing/listing-owner-actions";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { favoriteIdsAmong } from "~/features/favorites/favorite-ids.server";
import { listingPath, publishPath } from "~/features/listings/kinds";
import { whatsappContact } from "~/features/listings/whatsapp-contact";
import { LiveRating } from "~/features/ratings/components/live-rating";
import { RatingWidget } from "~/features/ratings/components/rating-widget";
import { rateFromForm } from "~/features/ratings/rate-action.server";
import { getRatingState } from "~/features/ratings/rate-item.server";
import { OWN_ITEM_RATING_MESSAGE, RATE_INTENT } from "~/features/ratings/schemas";
import { ShopDetailContact } from "~/features/shops/components/shop-detail-contact";
import { ShopDetailMap } from "~/features/shops/components/shop-detail-map";
import { deleteStore } from "~/features/shops/delete-store.server";
import { getStoreDetail } from "~/features/shops/get-store.server";
import { formValues } from "~/lib/forms";
import { absoluteUrl, detailErrorMeta, detailPageMeta, metaDescription } from "~/lib/seo";
import { shopWhatsappMessage, whatsappLink } from "~/lib/whatsapp";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { flashToastHeaders } from "~/server/flash.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/server/http/read-form.server";
import type { Route } from "./+types/shop-detail";

export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const store = await getStoreDetail(params.id, viewer);
  if (!store) throw data(null, { status: 404 });
  const [favoriteIds, rating] = await Promise.all([
    favoriteIdsAmong(viewer, "store", [store.id]),
    getRatingState(viewer, "store", store.id),
  ]);

  const origin = env().PUBLIC_URL;
  const path = listingPath("store", store.id);
  const whatsapp = whatsappLink(store.whatsapp, shopWhatsappMessage(store.name));
  return {
    store,
    ...whatsappContact(whatsapp, viewer !== null, path),
    signedIn: viewer !== null,
    favorited: favoriteIds.length > 0,
    ratingCount: rating.ratingCount,
    myRating: rating.myRating,
    ownItemMessage: store.viewerCan.isOwner ? OWN_ITEM_RATING_MESSAGE.store : null,
    // Only the owner edits (001 §5 Ownership); administrators moderate by deleting.
    editHref: store.viewerCan.edit ? publishPath("store", store.id) : null,
    canDelete: store.viewerCan.delete,
    seo: {
      canonical: `${origin}${path}`,
      description: metaDescription(store.description),
      image: store.imageSrc ? absoluteUrl(origin, store.imageSrc) : null,
    },
  };
}

/** Rating and (owner or admin) deleting, each a form of this page (001 §4, §5). */
export async function action({ params, request }: Route.ActionArgs) {
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const values = form ? formValues(form) : {};
  const viewer = await getSessionUser(request);
  switch (values.intent) {
    case RATE_INTENT:
      return rateFromForm(request, viewer, { itemType: "store", itemId: params.id }, values);
    case DELETE_LISTING_INTENT: {
      const result = await deleteStore(viewer, params.id);
      if (result.ok) {
        // 001 §4: deleting from a detail page, after confirmation, leads home.
        throw redirect("/", {
          headers: await flashToastHeaders({
            type: "success",
            title: "Annonce supprimée avec succès",
          }),
        });
      }
      // Answered with 200 so the browser logs no error: the dialog shows the reason.
      return {
        intent: DELETE_LISTING_INTENT,
        error: result.message,
      } satisfies TDeleteListingFailure;
    }
    default:
      throw data("Requête invalide", { status: 400 });
  }
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return detailErrorMeta(error, "Boutique non trouvée");
  const { store, seo } = loaderData;
  return detailPageMeta({
    name: store.name,
    description: seo.description,
    canonical: seo.canonical,
    image: seo.image,
  });
}

function ShopPlaceholderIcon() {
  return <Store aria-hidden="true" className="size-1/3 max-h-24 max-w-24" />;
}

export default function ShopDetailPage({ loaderData }: Route.ComponentProps) {
  const {
    store,
    whatsappHref,
    whatsappNeedsLogin,
    signedIn,
    favorited,
    ratingCount,
    myRating,
    ownItemMessage,
    editHref,
    canDelete,
  } = loaderData;
  const place = [store.address, store.locationLabel]
    .map((part) => part.trim())
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(", ");
  return (
    <DetailPageGrid
      header={
        <DetailHeaderCard
          image={
            <div className="relative size-full">
              <DetailImage
                src={store.imageSrc}
                alt={store.name}
                placeholder={<ShopPlaceholderIcon />}
                priority
              />
              <FavoriteButton
                itemType="store"
                itemId={store.id}
                favorited={favorited}
                className="absolute top-2 right-2"
              />
            </div>
          }
          badge={store.categoryLabel}
          name={store.name}
          rating={
            <LiveRating
              itemType="store"
              itemId={store.id}
              avgRating={store.avgRating}
              ratingCount={ratingCount}
              unratedLabel="Pas encore évaluée"
            />
          }
          place={
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>{place || "Non spécifiée"}</span>
            </p>
          }
        />
      }
      aside={
        <>
          <ListingOwnerActions editHref={editHref} canDelete={canDelete} />
          <ShopDetailContact
            whatsappHref={whatsappHref}
            whatsappNeedsLogin={whatsappNeedsLogin}
            place={place}
            owner={store.owner}
            showOtherListings={store.showOtherListings}
          />
        </>
      }
    >
      <RatingWidget
        title="Évaluer cette boutique"
        myRating={myRating}
        signedIn={signedIn}
        ownItemMessage={ownItemMessage}
      />
      <DetailAboutSection headingId="shop-about" text={store.description} />

      {store.imageSrc ? (
        <section aria-labelledby="shop-gallery">
          <h2 id="shop-gallery" className="mb-3 font-semibold text-xl">
            Galerie
          </h2>
          <div className="aspect-[16/9] overflow-hidden rounded-xl bg-muted">
            <DetailImage
              src={store.imageSrc}
              alt={`Boutique ${store.name}`}
              placeholder={<ShopPlaceholderIcon />}
            />
          </div>
        </section>
      ) : null}

      <OfferedServicesSection headingId="shop-offers" offers={store.offeredServices} />

      <ShopDetailMap place={place} mapsUrl={store.mapsUrl} />
    </DetailPageGrid>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DetailErrorPage
      error={error}
      notFoundTitle="Boutique non trouvée"
      notFoundMessage="Cette boutique n'existe pas ou a été supprimée."
      failureMessage="Impossible de charger les détails de la boutique."
      backTo="/boutiques"
      backLabel="Retour aux boutiques"
    />
  );
}
