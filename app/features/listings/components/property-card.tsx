import { Link } from "react-router";
import { CardBadge } from "~/components/listing/card-badge";
import { ListingImage } from "~/components/listing/listing-image";
import { Bath, BedDouble, MapPin, Ruler } from "~/components/ui/icons";
import { FavoriteButton } from "~/features/listings/components/favorite-button";
import { listingPath } from "~/features/listings/kinds";
import { ANNOUNCEMENT_TYPES, governorateLabel, propertyTypeLabel } from "~/lib/constants";
import { formatNumber, formatPrice } from "~/lib/format";
import type { TPropertyCardItem } from "../cards";

/**
 * Specification 001 §2 (Property list): bathrooms are half the rooms, rounded up on the list
 * page and down on the home page.
 */
export function bathroomsFromRooms(rooms: number, variant: "list" | "home"): number {
  const half = rooms / 2;
  return variant === "list" ? Math.ceil(half) : Math.floor(half);
}

function plural(count: number, singular: string, pluralForm: string): string {
  return count > 1 ? pluralForm : singular;
}

type TPropertyCardProps = {
  property: TPropertyCardItem;
  variant: "list" | "home";
  eagerImage?: boolean;
  /** The viewer's favourite state; the heart is left out when not given. */
  favorited?: boolean;
};

export function PropertyCard({ property, variant, eagerImage, favorited }: TPropertyCardProps) {
  const bedrooms = property.rooms;
  const bathrooms = bathroomsFromRooms(property.rooms, variant);
  const announcementLabel =
    ANNOUNCEMENT_TYPES.find((option) => option.value === property.announcementType)?.label ?? "";
  const place = [governorateLabel(property.governorate || property.location), property.address]
    .filter(Boolean)
    .join(", ");

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <ListingImage
          // Loaders hand the 400 px thumbnail (withThumbnailCover): light on a phone's data plan.
          src={property.coverUrl}
          alt={`Photo de ${property.title}`}
          width={640}
          height={480}
          eager={eagerImage}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <CardBadge>{propertyTypeLabel(property.type)}</CardBadge>
          <CardBadge tone={property.announcementType === "location" ? "accent" : "primary"}>
            {announcementLabel}
          </CardBadge>
        </div>
        {favorited === undefined ? null : (
          <FavoriteButton
            itemType="property"
            itemId={property.id}
            favorited={favorited}
            className="absolute right-3 bottom-3 z-10"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-lg font-bold text-primary">
          {formatPrice(property.price, property.announcementType)}
        </p>
        <h3 className="line-clamp-2 font-semibold leading-snug">
          {/* The link covers the whole card; other controls sit above it with their own z-index. */}
          <Link
            to={listingPath("property", property.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-ring"
          >
            {property.title}
          </Link>
        </h3>
        {place ? (
          <p className="flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="line-clamp-1">{place}</span>
          </p>
        ) : null}
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-border pt-3 text-sm text-muted-foreground">
          {bedrooms > 0 ? (
            <li className="flex items-center gap-1.5">
              <BedDouble aria-hidden="true" className="size-4" />
              {bedrooms}
              <span className="sr-only">{plural(bedrooms, " chambre", " chambres")}</span>
            </li>
          ) : null}
          {bathrooms > 0 ? (
            <li className="flex items-center gap-1.5">
              <Bath aria-hidden="true" className="size-4" />
              {bathrooms}
              <span className="sr-only">
                {plural(bathrooms, " salle de bain", " salles de bain")}
              </span>
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <Ruler aria-hidden="true" className="size-4" />
            {`${formatNumber(property.surface)} m²`}
          </li>
        </ul>
      </div>
    </article>
  );
}
