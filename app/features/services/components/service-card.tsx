import { Link } from "react-router";
import { ListingImage } from "~/components/listing/listing-image";
import { RatingStars } from "~/components/listing/rating-stars";
import { MapPin } from "~/components/ui/icons";
import { FavoriteButton } from "~/features/favorites/components/favorite-button";
import { listingPath } from "~/features/listings/kinds";
import { governorateLabel } from "~/lib/constants";
import type { TServiceCardItem } from "../list-services.server";

export function ServiceCard({
  service,
  eagerImage,
  favorited,
}: {
  service: TServiceCardItem;
  eagerImage?: boolean;
  /** The viewer's favourite state; the heart is left out when not given. */
  favorited?: boolean;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <ListingImage
          src={service.image}
          alt={`Photo de ${service.name}`}
          width={640}
          height={480}
          eager={eagerImage}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {favorited === undefined ? null : (
          <FavoriteButton
            itemType="service"
            itemId={service.id}
            favorited={favorited}
            className="absolute right-3 bottom-3 z-10"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug">
          {/* The link covers the whole card; other controls sit above it with their own z-index. */}
          <Link
            to={listingPath("service", service.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-ring"
          >
            {service.name}
          </Link>
        </h3>
        <p className="text-sm font-medium text-primary">{service.profession}</p>
        {service.location ? (
          <p className="flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="line-clamp-1">{governorateLabel(service.location)}</span>
          </p>
        ) : null}
        <div className="mt-auto border-t border-border pt-3">
          <RatingStars value={service.avgRating} />
        </div>
      </div>
    </article>
  );
}
