import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardBadge } from "~/components/listing/card-badge";
import { ListingImage } from "~/components/listing/listing-image";
import { VerifiedBadge } from "~/components/listing/verified-badge";
import { Bath, BedDouble, Camera, MapPin, Ruler } from "~/components/ui/icons";
import { FavoriteButton } from "~/features/listings/components/favorite-button";
import { listingPath } from "~/kernel/kinds";
import { ANNOUNCEMENT_TYPES, propertyTypeLabel } from "~/lib/constants";
import { formatNumber } from "~/lib/format";
import { LIST_SEPARATOR, pathInLocale, type TLocale } from "~/lib/i18n/locale";
import { priceMessage } from "~/lib/price-message";
import type { TPropertyCardItem } from "../cards";
import { listingPlaceLabel } from "../listing-place";
import { propertyStatusBadgeMessage } from "../property-status-messages";

/**
 * Bathrooms are half the rooms, rounded up on the list
 * page and down on the home page.
 */
export function bathroomsFromRooms(rooms: number, variant: "list" | "home"): number {
  const half = rooms / 2;
  return variant === "list" ? Math.ceil(half) : Math.floor(half);
}

type TPropertyCardProps = {
  property: TPropertyCardItem;
  variant: "list" | "home";
  eagerImage?: boolean;
  /** The viewer's favourite state; the heart is left out when not given. */
  favorited?: boolean;
  /** Under the price: what a list adds (the price per m² in context on /proprietes). */
  children?: ReactNode;
};

export function PropertyCard({
  property,
  variant,
  eagerImage,
  favorited,
  children,
}: TPropertyCardProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  // The labels of app/lib/constants.ts (types, governorates) are their own French ids.
  const translate = (label: string) => (label ? i18n._(label) : label);
  const bedrooms = property.rooms;
  const bathrooms = bathroomsFromRooms(property.rooms, variant);
  const statusBadge = propertyStatusBadgeMessage(property.status);
  const announcementLabel = translate(
    ANNOUNCEMENT_TYPES.find((option) => option.value === property.announcementType)?.label ?? "",
  );
  const name = property.title;
  const photoCount = property.photoCount;
  const surface = formatNumber(property.surface);
  const separator = LIST_SEPARATOR[i18n.locale as TLocale];
  const placeLabel = listingPlaceLabel(
    property.governorate || property.location,
    property.delegationName,
    translate,
    separator,
  );

  return (
    <article className="group listing-card">
      <div className="listing-card-media">
        <ListingImage
          // Loaders hand the 400 px thumbnail (withThumbnailCover): light on a phone's data plan.
          src={property.coverUrl}
          alt={t`Photo de ${name}`}
          width={640}
          height={480}
          eager={eagerImage}
          className="listing-card-image"
        />
        <div className="listing-card-badges">
          <CardBadge>{translate(propertyTypeLabel(property.type))}</CardBadge>
          <div>
            <CardBadge tone={property.announcementType === "location" ? "accent" : "primary"}>
              {announcementLabel}
            </CardBadge>
            {property.isNew ? (
              <CardBadge tone="new">
                <Trans>Nouveau</Trans>
              </CardBadge>
            ) : null}
            {statusBadge ? <CardBadge tone="status">{i18n._(statusBadge)}</CardBadge> : null}
            {property.expired ? (
              <CardBadge tone="status">
                <Trans>Expirée</Trans>
              </CardBadge>
            ) : null}
          </div>
        </div>
        {/* One photo is what every card shows: the count tells something from two on. */}
        {photoCount > 1 ? (
          <CardBadge className="listing-card-photos">
            <Camera />
            {photoCount}
            <span className="sr-only">
              {t`${plural(photoCount, { one: " photo", other: " photos" })}`}
            </span>
          </CardBadge>
        ) : null}
        {favorited === undefined ? null : (
          <FavoriteButton
            itemType="property"
            itemId={property.id}
            favorited={favorited}
            className="listing-card-favorite"
          />
        )}
      </div>
      <div className="listing-card-body">
        <p className="listing-card-price">
          {i18n._(priceMessage(property.price, property.announcementType))}
        </p>
        {children}
        <h3 dir="auto" className="listing-card-title">
          <Link
            to={pathInLocale(listingPath("property", property.id), i18n.locale as TLocale)}
            className="listing-card-link"
          >
            {property.title}
          </Link>
        </h3>
        {property.sellerVerified && <VerifiedBadge />}
        {placeLabel || property.address ? (
          <p className="listing-card-place">
            <MapPin aria-hidden="true" />
            <span className="line-clamp-1">
              {placeLabel}
              {/* The owner's own text, in its own direction inside the page's. */}
              {property.address ? (
                <>
                  {placeLabel ? separator : null}
                  <bdi>{property.address}</bdi>
                </>
              ) : null}
            </span>
          </p>
        ) : null}
        <ul className="listing-card-facts">
          {bedrooms > 0 ? (
            <li>
              <BedDouble aria-hidden="true" />
              {bedrooms}
              <span className="sr-only">
                {t`${plural(bedrooms, { one: " chambre", other: " chambres" })}`}
              </span>
            </li>
          ) : null}
          {bathrooms > 0 ? (
            <li>
              <Bath aria-hidden="true" />
              {bathrooms}
              <span className="sr-only">
                {t`${plural(bathrooms, { one: " salle de bain", other: " salles de bain" })}`}
              </span>
            </li>
          ) : null}
          <li>
            <Ruler aria-hidden="true" />
            {t`${surface} m²`}
          </li>
        </ul>
      </div>
    </article>
  );
}
