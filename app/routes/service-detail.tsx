import { MapPin, UserRound } from "lucide-react";
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
import { commentFromForm } from "~/features/comments/comment-action.server";
import { CommentsSection } from "~/features/comments/components/comments-section";
import { commentsPage } from "~/features/comments/list-comments.server";
import { COMMENT_INTENT, commentsShownFrom } from "~/features/comments/schemas";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { favoriteIdsAmong } from "~/features/favorites/favorite-ids.server";
import { listingPath, publishPath } from "~/features/listings/kinds";
import { whatsappContact } from "~/features/listings/whatsapp-contact";
import { LiveRating } from "~/features/ratings/components/live-rating";
import { RatingWidget } from "~/features/ratings/components/rating-widget";
import { rateFromForm } from "~/features/ratings/rate-action.server";
import { getRatingState } from "~/features/ratings/rate-item.server";
import { OWN_ITEM_RATING_MESSAGE, RATE_INTENT } from "~/features/ratings/schemas";
import { ServiceDetailContact } from "~/features/services/components/service-detail-contact";
import { deleteService } from "~/features/services/delete-service.server";
import { getServiceDetail } from "~/features/services/get-service.server";
import { formValues } from "~/lib/forms";
import { absoluteUrl, detailErrorMeta, detailPageMeta, metaDescription } from "~/lib/seo";
import { serviceWhatsappMessage, whatsappLink } from "~/lib/whatsapp";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { flashToastHeaders } from "~/server/flash.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/server/http/read-form.server";
import type { Route } from "./+types/service-detail";

export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const service = await getServiceDetail(params.id, viewer);
  if (!service) throw data(null, { status: 404 });
  const [favoriteIds, rating, { comments, total: commentCount }] = await Promise.all([
    favoriteIdsAmong(viewer, "service", [service.id]),
    getRatingState(viewer, "service", service.id),
    commentsPage(service.id, commentsShownFrom(new URL(request.url).searchParams)),
  ]);

  const origin = env().PUBLIC_URL;
  const path = listingPath("service", service.id);
  const whatsapp = whatsappLink(
    service.whatsapp,
    serviceWhatsappMessage(service.name, service.locationLabel),
  );
  return {
    service,
    ...whatsappContact(whatsapp, viewer !== null, path),
    signedIn: viewer !== null,
    favorited: favoriteIds.length > 0,
    ratingCount: rating.ratingCount,
    myRating: rating.myRating,
    ownItemMessage: service.viewerCan.isOwner ? OWN_ITEM_RATING_MESSAGE.service : null,
    comments,
    commentCount,
    // Only the owner edits (001 §5 Ownership); administrators moderate by deleting.
    editHref: service.viewerCan.edit ? publishPath("service", service.id) : null,
    canDelete: service.viewerCan.delete,
    seo: {
      canonical: `${origin}${path}`,
      description: metaDescription(service.description),
      image: service.imageSrc ? absoluteUrl(origin, service.imageSrc) : null,
    },
  };
}

/** Rating, commenting and (owner or admin) deleting, each a form of this page (001 §4, §5). */
export async function action({ params, request }: Route.ActionArgs) {
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const values = form ? formValues(form) : {};
  const viewer = await getSessionUser(request);
  switch (values.intent) {
    case RATE_INTENT:
      return rateFromForm(request, viewer, { itemType: "service", itemId: params.id }, values);
    case COMMENT_INTENT: {
      const answer = await commentFromForm(request, viewer, params.id, values);
      // A plain form post is a browser too, but one that reads the status: say what failed.
      const status =
        answer.ok || values.enhanced === "1" ? 200 : answer.reason === "invalid" ? 400 : 404;
      return data(answer, { status });
    }
    case DELETE_LISTING_INTENT: {
      const result = await deleteService(viewer, params.id);
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
  if (!loaderData) return detailErrorMeta(error, "Service non trouvé");
  const { service, seo } = loaderData;
  return detailPageMeta({
    name: service.name,
    description: seo.description,
    canonical: seo.canonical,
    image: seo.image,
  });
}

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const {
    service,
    whatsappHref,
    whatsappNeedsLogin,
    signedIn,
    favorited,
    ratingCount,
    myRating,
    ownItemMessage,
    comments,
    commentCount,
    editHref,
    canDelete,
  } = loaderData;
  return (
    <DetailPageGrid
      header={
        <DetailHeaderCard
          image={
            <div className="relative size-full">
              <DetailImage
                src={service.imageSrc}
                alt={service.name}
                placeholder={<UserRound aria-hidden="true" className="size-1/2" />}
                priority
              />
              <FavoriteButton
                itemType="service"
                itemId={service.id}
                favorited={favorited}
                className="absolute top-2 right-2"
              />
            </div>
          }
          badge={service.profession}
          name={service.name}
          rating={
            <LiveRating
              itemType="service"
              itemId={service.id}
              avgRating={service.avgRating}
              ratingCount={ratingCount}
              unratedLabel="Pas encore évalué"
            />
          }
          place={
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {service.locationLabel || "Non spécifiée"}
            </p>
          }
        />
      }
      aside={
        <>
          <ListingOwnerActions editHref={editHref} canDelete={canDelete} />
          <ServiceDetailContact
            phone={service.phone}
            whatsappHref={whatsappHref}
            whatsappNeedsLogin={whatsappNeedsLogin}
            address={service.address}
            locationLabel={service.locationLabel}
            owner={service.owner}
            showOtherListings={service.showOtherListings}
          />
        </>
      }
    >
      <RatingWidget
        title="Évaluer ce service"
        myRating={myRating}
        signedIn={signedIn}
        ownItemMessage={ownItemMessage}
      />
      <DetailAboutSection headingId="service-about" text={service.description} />
      <OfferedServicesSection headingId="service-offers" offers={service.offeredServices} />
      <CommentsSection
        serviceId={service.id}
        comments={comments}
        total={commentCount}
        signedIn={signedIn}
      />
    </DetailPageGrid>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DetailErrorPage
      error={error}
      notFoundTitle="Service non trouvé"
      notFoundMessage="Ce service n'existe pas ou a été supprimé."
      failureMessage="Impossible de charger les détails du service."
      backTo="/services"
      backLabel="Retour aux services"
    />
  );
}
