import { Link } from "react-router";
import { ListingImage } from "~/components/listing/listing-image";
import { RatingStars } from "~/components/listing/rating-stars";
import { MapPin } from "~/components/ui/icons";
import { FavoriteButton } from "~/features/listings/components/favorite-button";
import { listingPath } from "../../kinds";
import type { TCatalogueCardItem, TCatalogueCardPart } from "../catalogue-kind";

/** A service or a store in a list: photo, name, label, place and (services) the stars. */
export function CatalogueCard({
  kind,
  item,
  eagerImage,
  favorited,
}: {
  kind: TCatalogueCardPart;
  item: TCatalogueCardItem;
  eagerImage?: boolean;
  /** The viewer's favourite state; the heart is left out when not given. */
  favorited?: boolean;
}) {
  const place = kind.placeOf(item);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <ListingImage
          src={item.image}
          alt={kind.imageAlt(item.name)}
          width={640}
          height={480}
          eager={eagerImage}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {favorited === undefined ? null : (
          <FavoriteButton
            itemType={kind.kind}
            itemId={item.id}
            favorited={favorited}
            className="absolute right-3 bottom-3 z-10"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug">
          {/* The link covers the whole card; other controls sit above it with their own z-index. */}
          <Link
            to={listingPath(kind.kind, item.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-ring"
          >
            {item.name}
          </Link>
        </h3>
        <p className="text-sm font-medium text-primary">{kind.labelOf(item.label)}</p>
        {place ? (
          <p
            className={`flex items-start gap-1 text-sm text-muted-foreground ${kind.showsRating ? "" : "mt-auto"}`}
          >
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="line-clamp-1">{place}</span>
          </p>
        ) : null}
        {kind.showsRating ? (
          <div className="mt-auto border-t border-border pt-3">
            <RatingStars value={item.avgRating} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
