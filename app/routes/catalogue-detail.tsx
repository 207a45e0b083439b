import { UserRound } from "lucide-react";
import { data, redirect, useLocation } from "react-router";
import { ContactBar } from "~/components/detail/contact-bar";
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
import { MapPin, Store } from "~/components/ui/icons";
import { commentFromForm } from "~/edge/comment-form.server";
import { failureData } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { rateFromForm } from "~/edge/rating-form.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import { CommentsSection } from "~/features/comments/components/comments-section";
import { commentsPage } from "~/features/comments/list-comments.server";
import { COMMENT_INTENT, commentsShownFrom } from "~/features/comments/schemas";
import type { TCatalogueKind } from "~/features/listings/catalogue/catalogue-kind";
import { CATALOGUE_PAGES, isCatalogueKind } from "~/features/listings/catalogue/catalogue-parts";
import {
  CatalogueContact,
  CatalogueGallery,
  CatalogueMap,
} from "~/features/listings/catalogue/components/catalogue-detail-parts";
import { getCatalogueDetail } from "~/features/listings/catalogue/get-catalogue-item.server";
import { FavoriteButton } from "~/features/listings/components/favorite-button";
import { RecordRecentlyViewed } from "~/features/listings/components/record-recently-viewed";
import { ModerationBanner, ReportListing } from "~/features/listings/components/report-listing";
import { ShareListing } from "~/features/listings/components/share-listing";
import { SimilarListings } from "~/features/listings/components/similar-listings";
import { REVEALED_PHONE_PARAM } from "~/features/listings/contact";
import { deleteListing } from "~/features/listings/delete-listing.server";
import { favoriteIdsAmong } from "~/features/listings/favorite-ids.server";
import type { TRecentlyViewed } from "~/features/listings/recently-viewed";
import { similarCatalogueItems } from "~/features/listings/similar-listings.server";
import { LiveRating } from "~/features/ratings/components/live-rating";
import { RatingWidget } from "~/features/ratings/components/rating-widget";
import { getRatingState } from "~/features/ratings/rate-item.server";
import { OWN_ITEM_RATING_MESSAGE, RATE_INTENT } from "~/features/ratings/schemas";
import { kindOfPath, listingPath, publishPath } from "~/kernel/kinds";
import { formValues } from "~/lib/forms";
import { revalidateWhenGone } from "~/lib/revalidation";
import {
  absoluteUrl,
  detailErrorMeta,
  detailPageMeta,
  metaDescription,
  OG_IMAGE_SIZE,
} from "~/lib/seo";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { ogImageUrlFor } from "~/server/images/og-image.server";
import type { Route } from "./+types/catalogue-detail";

/*
 * /services/{id} and /boutiques/{id}: one page configured
 * by its kind, with the rating of both and the comments of services.
 */

function catalogueKindOf(pathname: string): TCatalogueKind {
  const kind = kindOfPath(pathname);
  if (!isCatalogueKind(kind)) throw data(null, { status: 404 });
  return kind;
}

/** A listing found gone (a heart's or a rating's 404) leaves the page: see revalidation.ts. */
export const shouldRevalidate = revalidateWhenGone;

export async function loader({ params, request }: Route.LoaderArgs) {
  const kind = catalogueKindOf(new URL(request.url).pathname);
  const part = CATALOGUE_PAGES[kind].detail;
  const viewer = await getSessionUser(request);
  const listing = await getCatalogueDetail(kind, params.id, viewer, {
    revealedPhone: new URL(request.url).searchParams.has(REVEALED_PHONE_PARAM),
  });
  if (!listing) throw data(null, { status: 404 });
  const [favoriteIds, rating, comments, similar] = await Promise.all([
    favoriteIdsAmong(viewer, kind, [listing.id]),
    getRatingState(viewer, kind, listing.id),
    part.sections.comments
      ? commentsPage(listing.id, commentsShownFrom(new URL(request.url).searchParams))
      : null,
    similarCatalogueItems(kind, listing),
  ]);

  const origin = env().PUBLIC_URL;
  const path = listingPath(kind, listing.id);
  // Link previews: the photo cropped to 1200×630 (decision 0025), else the photo itself.
  const preview = ogImageUrlFor(listing.imageSrc);
  return {
    kind,
    listing,
    signedIn: viewer !== null,
    favorited: favoriteIds.length > 0,
    ratingCount: rating.ratingCount,
    myRating: rating.myRating,
    ownItemMessage: listing.viewerCan.isOwner ? OWN_ITEM_RATING_MESSAGE[kind] : null,
    comments,
    similar,
    // A listing on offer is remembered by the browser for the home page (decision 0025).
    recentlyViewed: listing.moderation
      ? null
      : ({
          id: listing.id,
          kind,
          title: listing.name,
          price: null,
          thumbnail: listing.imageSrc,
          url: path,
        } satisfies TRecentlyViewed),
    // Only the owner edits; administrators moderate by deleting.
    editHref: listing.viewerCan.edit ? publishPath(kind, listing.id) : null,
    canDelete: listing.viewerCan.delete,
    seo: {
      canonical: `${origin}${path}`,
      description: metaDescription(listing.description),
      image: absoluteUrl(origin, preview ?? listing.imageSrc ?? ""),
      imageIsPreview: preview !== null,
    },
  };
}

/** Rating, commenting (services) and deleting (owner or admin): each a form of this page. */
export async function action({ params, request }: Route.ActionArgs) {
  const kind = catalogueKindOf(new URL(request.url).pathname);
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const values = form ? formValues(form) : {};
  const viewer = await getSessionUser(request);
  switch (values.intent) {
    case RATE_INTENT:
      return rateFromForm(request, viewer, { itemType: kind, itemId: params.id }, values);
    case COMMENT_INTENT:
      if (!CATALOGUE_PAGES[kind].detail.sections.comments) break;
      return commentFromForm(request, viewer, params.id, values);
    case DELETE_LISTING_INTENT: {
      const result = await deleteListing(viewer, kind, params.id);
      if (result.ok) {
        // Deleting from a detail page, after confirmation, leads home.
        throw redirect("/", {
          headers: await flashToastHeaders({
            type: "success",
            title: "Annonce supprimée avec succès",
          }),
        });
      }
      // The dialog shows the reason.
      return failureData(result, {
        intent: DELETE_LISTING_INTENT,
        error: result.message,
      } satisfies TDeleteListingFailure);
    }
  }
  throw data("Requête invalide", { status: 400 });
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) {
    const kind = kindOfPath(location.pathname);
    const title = isCatalogueKind(kind) ? CATALOGUE_PAGES[kind].detail.notFoundTitle : "";
    return detailErrorMeta(error, title);
  }
  const { listing, seo } = loaderData;
  return detailPageMeta({
    name: listing.name,
    description: seo.description,
    canonical: seo.canonical,
    image: seo.image,
    imageSize: seo.imageIsPreview ? OG_IMAGE_SIZE : null,
  });
}

function PlaceholderIcon({ kind }: { kind: TCatalogueKind }) {
  return kind === "service" ? (
    <UserRound aria-hidden="true" className="size-1/2" />
  ) : (
    <Store aria-hidden="true" className="size-1/3 max-h-24 max-w-24" />
  );
}

export default function CatalogueDetailPage({ loaderData }: Route.ComponentProps) {
  const { kind, listing, comments, similar } = loaderData;
  const part = CATALOGUE_PAGES[kind].detail;
  const headerPlace = part.headerShowsAddress ? listing.place : listing.locationLabel;
  return (
    <DetailPageGrid
      header={
        <DetailHeaderCard
          image={
            <div className="relative size-full">
              <DetailImage
                src={listing.imageSrc}
                alt={listing.name}
                placeholder={<PlaceholderIcon kind={kind} />}
                priority
              />
              <FavoriteButton
                itemType={kind}
                itemId={listing.id}
                favorited={loaderData.favorited}
                className="absolute top-2 end-2"
              />
            </div>
          }
          badge={listing.labelText}
          name={listing.name}
          rating={
            <LiveRating
              itemType={kind}
              itemId={listing.id}
              avgRating={listing.avgRating}
              ratingCount={loaderData.ratingCount}
              unratedLabel={part.unratedLabel}
            />
          }
          place={
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>{headerPlace || "Non spécifiée"}</span>
            </p>
          }
        />
      }
      aside={
        <>
          {listing.moderation ? <ModerationBanner reason={listing.moderation.reason} /> : null}
          <ListingOwnerActions editHref={loaderData.editHref} canDelete={loaderData.canDelete} />
          <ShareListing url={loaderData.seo.canonical} title={listing.name} />
          <CatalogueContact part={part} listing={listing} />
          {listing.viewerCan.report && !listing.moderation ? (
            <ReportListing kind={kind} id={listing.id} />
          ) : null}
        </>
      }
      trailer={
        <>
          <SimilarListings
            similar={{ kind: "catalogue", card: CATALOGUE_PAGES[kind].card, items: similar }}
          />
          {loaderData.recentlyViewed ? (
            <RecordRecentlyViewed entry={loaderData.recentlyViewed} />
          ) : null}
          <ContactBar contact={listing.contact} />
        </>
      }
    >
      <RatingWidget
        title={part.rateTitle}
        myRating={loaderData.myRating}
        signedIn={loaderData.signedIn}
        ownItemMessage={loaderData.ownItemMessage}
      />
      <DetailAboutSection headingId={`${part.idPrefix}-about`} text={listing.description} />
      <CatalogueGallery
        part={part}
        imageSrc={listing.imageSrc}
        alt={`Boutique ${listing.name}`}
        placeholder={<PlaceholderIcon kind={kind} />}
      />
      <OfferedServicesSection
        headingId={`${part.idPrefix}-offers`}
        offers={listing.offeredServices}
      />
      <CatalogueMap part={part} place={listing.place} mapsUrl={listing.mapsUrl} />
      {comments ? (
        <CommentsSection
          serviceId={listing.id}
          comments={comments.comments}
          total={comments.total}
          signedIn={loaderData.signedIn}
        />
      ) : null}
    </DetailPageGrid>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const kind = kindOfPath(useLocation().pathname);
  const part = CATALOGUE_PAGES[isCatalogueKind(kind) ? kind : "service"].detail;
  return (
    <DetailErrorPage
      error={error}
      notFoundTitle={part.notFoundTitle}
      notFoundMessage={part.notFoundMessage}
      failureMessage={part.failureMessage}
      backTo={part.backTo}
      backLabel={part.backLabel}
    />
  );
}
