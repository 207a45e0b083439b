import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { ContactBar } from "~/components/detail/contact-bar";
import { DetailErrorPage } from "~/components/detail/detail-error-page";
import { DETAIL_HEADER_CELL, DetailPageGrid } from "~/components/detail/detail-layout";
import {
  DELETE_LISTING_INTENT,
  ListingOwnerActions,
  type TDeleteListingFailure,
} from "~/components/listing/listing-owner-actions";
import { failureData } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { answerMyListForm } from "~/edge/my-list-form.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import { FavoriteButton } from "~/features/listings/components/favorite-button";
import { PropertyStatusButton } from "~/features/listings/components/property-status-button";
import { RecordRecentlyViewed } from "~/features/listings/components/record-recently-viewed";
import {
  ExpiryBanner,
  RENEW_FAILED_TOAST,
  RENEW_PROPERTY_INTENT,
  RENEWED_TOAST,
  RenewPropertyButton,
} from "~/features/listings/components/renew-property-button";
import { ModerationBanner, ReportListing } from "~/features/listings/components/report-listing";
import { ShareListing } from "~/features/listings/components/share-listing";
import { SimilarListings } from "~/features/listings/components/similar-listings";
import { REVEALED_PHONE_PARAM } from "~/features/listings/contact";
import { withDelegationNamesIn } from "~/features/listings/delegations.server";
import { deleteListing } from "~/features/listings/delete-listing.server";
import { favoriteIdsAmong } from "~/features/listings/favorite-ids.server";
import {
  PROPERTY_STATUS_INTENT,
  PROPERTY_STATUS_TOASTS,
} from "~/features/listings/property-status";
import type { TRecentlyViewed } from "~/features/listings/recently-viewed";
import { similarProperties } from "~/features/listings/similar-listings.server";
import {
  ExpiredPropertyPage,
  isExpiredPropertyBody,
  type TExpiredPropertyBody,
} from "~/features/properties/components/expired-property-page";
import { PropertyAreaMap } from "~/features/properties/components/property-area-map";
import { PropertyDetailFacts } from "~/features/properties/components/property-detail-facts";
import {
  JsonLdScript,
  propertyJsonLd,
} from "~/features/properties/components/property-detail-json-ld";
import { PropertyDetailSeller } from "~/features/properties/components/property-detail-seller";
import { PropertyDetailSummary } from "~/features/properties/components/property-detail-summary";
import { PropertyGallery } from "~/features/properties/components/property-gallery";
import { PropertyPriceHistory } from "~/features/properties/components/property-price-history";
import { getPropertyDetail } from "~/features/properties/get-property.server";
import { priceContextOf } from "~/features/properties/price-context.server";
import { priceHistoryOf } from "~/features/properties/price-drops.server";
import { findExpiredProperty, renewProperty } from "~/features/properties/renew-property.server";
import { setPropertyStatus } from "~/features/properties/set-property-status.server";
import { publishPath } from "~/kernel/kinds";
import { governorateLabel } from "~/lib/constants";
import { formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/format";
import { formValues } from "~/lib/forms";
import { pageText } from "~/lib/i18n/catalogues.server";
import { languageLinks } from "~/lib/i18n/language-links";
import { localeOfPath, pathInLocale, type TLocale } from "~/lib/i18n/locale";
import { i18nOf, type TPageLanguage } from "~/lib/i18n/page-i18n";
import { propertyThumbnailUrl } from "~/lib/property-photo-urls";
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
import { mapTiles } from "~/server/map-tiles.server";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/property-detail";

/** A listing found gone (a heart's or a rating's 404) leaves the page: see revalidation.ts. */
export const shouldRevalidate = revalidateWhenGone;

const NOT_FOUND_TITLE = msg`Propriété non trouvée`;
const EXPIRED_TITLE = msg`Annonce expirée | Darna`;
const ERROR_TITLE = msg`Erreur`;

export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const found = await getPropertyDetail(params.id, viewer, {
    revealedPhone: url.searchParams.has(REVEALED_PHONE_PARAM),
    locale,
  });
  // Its delegation named in the page's language, as on the cards.
  const property = found ? withDelegationNamesIn(locale, [found])[0] : undefined;
  if (!property) {
    // Expired: gone, and said so (410), with listings like it (decision 0019).
    const expired = await findExpiredProperty(params.id);
    if (expired) {
      throw data(
        {
          expired: true,
          title: expired.title,
          similar: withDelegationNamesIn(locale, expired.similar),
        } satisfies TExpiredPropertyBody,
        { status: 410, headers: { "Cache-Control": "no-store" } },
      );
    }
    throw data(null, { status: 404 });
  }
  const [favoriteIds, priceContext, priceHistory, similar] = await Promise.all([
    favoriteIdsAmong(viewer, "property", [property.id]),
    priceContextOf(property),
    priceHistoryOf(property.id),
    similarProperties(property).then((items) => withDelegationNamesIn(locale, items)),
  ]);
  const favorited = favoriteIds.length > 0;

  const origin = env().PUBLIC_URL;
  // The page's own address, in its language.
  const ownPath = pathInLocale(`/proprietes/${property.id}`, locale);
  const images = property.photoUrls
    .map((url) => absoluteUrl(origin, url))
    .filter((url): url is string => url !== null);
  // Link previews: the first photo cropped to 1200×630 (decision 0025), else the photo itself.
  const preview = ogImageUrlFor(property.photoUrls[0]);
  const firstPhoto = property.photoUrls[0] ?? null;
  return {
    property,
    priceContext,
    priceHistory,
    favorited,
    similar,
    // A listing on offer is remembered by the browser for the home page (decision 0025).
    recentlyViewed:
      property.expired || property.moderation
        ? null
        : ({
            id: property.id,
            kind: "property",
            title: property.title,
            price: formatPrice(property.price, property.announcementType),
            thumbnail: propertyThumbnailUrl(firstPhoto) ?? firstPhoto,
            url: `/proprietes/${property.id}`,
          } satisfies TRecentlyViewed),
    // Only the owner edits; administrators moderate by deleting.
    // The area of the owner's pin is drawn with these tiles (issue 23).
    mapTiles: property.pin ? mapTiles() : null,
    editHref: property.viewerCan.edit ? publishPath("property", property.id) : null,
    canDelete: property.viewerCan.delete,
    seo: {
      origin,
      path: ownPath,
      canonical: `${origin}${ownPath}`,
      description: metaDescription(property.description),
      images,
      preview: preview ? absoluteUrl(origin, preview) : null,
    },
  };
}

/**
 * Deleting from a detail page, after confirmation, leads home. Marking it sold or rented
 * (or back on offer) stays on the page, which shows the new status.
 */
export async function action({ params, request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { translate } = pageText(locale);
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const intent = form?.get("intent");
  if (form && intent === RENEW_PROPERTY_INTENT) {
    const values = formValues(form);
    const result = await renewProperty(await getSessionUser(request), { id: params.id });
    return answerMyListForm(request, values, result, {
      success: translate(RENEWED_TOAST),
      failure: translate(RENEW_FAILED_TOAST),
    });
  }
  if (form && intent === PROPERTY_STATUS_INTENT) {
    const values = formValues(form);
    const result = await setPropertyStatus(await getSessionUser(request), {
      id: params.id,
      status: values.status,
    });
    return answerMyListForm(request, values, result, {
      success: result.ok ? translate(PROPERTY_STATUS_TOASTS[result.status]) : "",
      failure: translate(/*i18n*/ "Impossible de modifier le statut"),
    });
  }
  if (intent !== DELETE_LISTING_INTENT) {
    throw data("Requête invalide", { status: 400 });
  }
  const result = await deleteListing(await getSessionUser(request), "property", params.id);
  if (result.ok) {
    throw redirect(pathInLocale("/", locale), {
      headers: await flashToastHeaders({
        type: "success",
        title: translate(/*i18n*/ "Annonce supprimée avec succès"),
      }),
    });
  }
  // The dialog shows the reason.
  return failureData(result, {
    intent: DELETE_LISTING_INTENT,
    error: result.message,
  } satisfies TDeleteListingFailure);
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as Awaited<ReturnType<typeof rootLoader>>["data"] | undefined;
  const i18n = root ? i18nOf(root.language as TPageLanguage) : null;
  const say = (message: typeof NOT_FOUND_TITLE) => i18n?._(message) ?? message.message ?? "";
  if (isRouteErrorResponse(error) && error.status === 410) {
    return [{ title: say(EXPIRED_TITLE) }, { name: "robots", content: "noindex" }];
  }
  if (!loaderData) return detailErrorMeta(error, say(NOT_FOUND_TITLE), say(ERROR_TITLE));
  const { property, seo } = loaderData;
  const cover = seo.preview ?? seo.images[0];
  return [
    ...detailPageMeta({
      name: property.title,
      description: seo.description,
      canonical: seo.canonical,
      image: cover,
      imageSize: seo.preview ? OG_IMAGE_SIZE : null,
      languages: languageLinks(seo.origin, seo.path),
    }),
    { name: "twitter:card", content: cover ? "summary_large_image" : "summary" },
  ];
}

export default function PropertyDetailPage({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as TLocale;
  const { property, priceContext, priceHistory, seo, editHref, canDelete, favorited, similar } =
    loaderData;
  return (
    <DetailPageGrid
      header={
        <div className={DETAIL_HEADER_CELL}>
          <PropertyGallery
            photos={property.photoUrls}
            title={property.title}
            firstPhotoSlot={
              <FavoriteButton itemType="property" itemId={property.id} favorited={favorited} />
            }
          />
        </div>
      }
      aside={
        <>
          {property.moderation ? <ModerationBanner reason={property.moderation.reason} /> : null}
          {property.expired ? (
            <ExpiryBanner expiredOn={formatLongDate(property.expiresAt, locale)} />
          ) : null}
          {property.viewerCanRenew ? (
            <RenewPropertyButton
              id={property.id}
              title={property.title}
              renewable={property.expired}
              size="md"
            />
          ) : null}
          <PropertyDetailSummary
            title={property.title}
            address={property.address}
            governorate={property.governorate}
            delegationName={property.delegationName}
            location={property.location}
            price={property.price}
            announcementType={property.announcementType}
            type={property.type}
            status={property.status}
            priceContext={priceContext}
          />
          <PropertyPriceHistory
            history={priceHistory}
            announcementType={property.announcementType}
          />
          {property.viewerCanSetStatus ? (
            <PropertyStatusButton
              id={property.id}
              title={property.title}
              status={property.status}
              announcementType={property.announcementType}
              size="md"
            />
          ) : null}
          <ListingOwnerActions editHref={editHref} canDelete={canDelete} />
          <ShareListing url={seo.canonical} title={property.title} />
          <PropertyDetailSeller seller={property.seller} contact={property.contact} />
          {property.viewerCan.report && !property.moderation ? (
            <ReportListing kind="property" id={property.id} />
          ) : null}
        </>
      }
      trailer={
        <>
          <SimilarListings similar={{ kind: "property", items: similar }} />
          {loaderData.recentlyViewed ? (
            <RecordRecentlyViewed entry={loaderData.recentlyViewed} />
          ) : null}
          <ContactBar contact={property.contact} />
          <JsonLdScript
            data={propertyJsonLd(
              {
                title: property.title,
                description: property.description,
                price: property.price,
                announcementType: property.announcementType,
                address: property.address,
                governorateLabel: governorateLabel(property.governorate),
                createdAt: property.createdAt,
                closed: property.status !== "available",
              },
              { canonical: seo.canonical, images: seo.images },
            )}
          />
        </>
      }
    >
      <PropertyDetailFacts
        type={property.type}
        surface={property.surface}
        rooms={property.rooms}
        bathrooms={property.bathrooms}
        year={property.year}
        description={property.description}
        characteristics={property.characteristics}
        furnished={property.furnished}
        availableDate={property.availableDate}
        createdAt={property.createdAt}
      />
      {/* No pin, no map: the delegation is named in the summary, and a delegation's centre
          drawn as an area would show a place its owner never gave. */}
      {property.pin ? <PropertyAreaMap pin={property.pin} tiles={loaderData.mapTiles} /> : null}
    </DetailPageGrid>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, i18n } = useLingui();
  if (isRouteErrorResponse(error) && error.status === 410 && isExpiredPropertyBody(error.data)) {
    return <ExpiredPropertyPage {...error.data} />;
  }
  return (
    <DetailErrorPage
      error={error}
      notFoundTitle={i18n._(NOT_FOUND_TITLE)}
      notFoundMessage={t`Cette annonce n'existe pas ou a été supprimée.`}
      failureMessage={t`Impossible de charger les détails de la propriété.`}
      backTo="/proprietes"
      backLabel={t`Retour aux propriétés`}
    />
  );
}
