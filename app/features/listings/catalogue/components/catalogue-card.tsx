import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Link } from "react-router";
import { CardBadge } from "~/components/listing/card-badge";
import { ListingImage } from "~/components/listing/listing-image";
import { RatingStars } from "~/components/listing/rating-stars";
import { VerifiedBadge } from "~/components/listing/verified-badge";
import { MapPin } from "~/components/ui/icons";
import { FavoriteButton } from "~/features/listings/components/favorite-button";
import { listingPath } from "~/kernel/kinds";
import { LIST_SEPARATOR, type TLocale } from "~/lib/i18n/locale";
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
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const name = item.name;
  // 'Photo de Karim Électricité', 'Photo de la boutique Déco Carthage'.
  const imageAlt = kind.kind === "store" ? t`Photo de la boutique ${name}` : t`Photo de ${name}`;
  // Governorates, store categories (app/lib/constants.ts) and professions: French ids.
  const translate = (label: string) => (label ? i18n._(label) : label);
  const place = kind.placeOf(item, translate, LIST_SEPARATOR[i18n.locale as TLocale]);
  return (
    <article className="group listing-card">
      <div className="listing-card-media">
        <ListingImage
          src={item.image}
          alt={imageAlt}
          width={640}
          height={480}
          eager={eagerImage}
          className="listing-card-image"
        />
        {item.isNew ? (
          <div className="listing-card-badges">
            <CardBadge tone="new">
              <Trans>Nouveau</Trans>
            </CardBadge>
          </div>
        ) : null}
        {favorited === undefined ? null : (
          <FavoriteButton
            itemType={kind.kind}
            itemId={item.id}
            favorited={favorited}
            className="listing-card-favorite"
          />
        )}
      </div>
      <div className="listing-card-body">
        <h3 dir="auto" className="listing-card-title">
          <Link to={listingPath(kind.kind, item.id)} className="listing-card-link">
            {item.name}
          </Link>
        </h3>
        <p className="text-sm font-medium text-primary">{translate(kind.labelOf(item.label))}</p>
        {item.sellerVerified && <VerifiedBadge />}
        {place ? (
          <p className={kind.showsRating ? "listing-card-place" : "listing-card-place mt-auto"}>
            <MapPin aria-hidden="true" />
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
