import { Clock, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import {
  ContactCard,
  DetailPlaceAndPublisher,
  ListingContactButtons,
  OtherListingsLink,
} from "~/components/detail/detail-contact";
import { DetailImage } from "~/components/detail/detail-image";
import { buttonClasses } from "~/components/ui/button";
import { MapPin } from "~/components/ui/icons";
import { sellerRoleLabel } from "../../seller-role";
import type { TCatalogueDetailPart } from "../catalogue-kind";
import type { TCatalogueDetail } from "../get-catalogue-item.server";

type TContactProps = {
  part: TCatalogueDetailPart;
  listing: Pick<TCatalogueDetail, "contact" | "place" | "owner" | "showOtherListings">;
};

/**
 * The contact column of a service or a store: 'Envoyer un message', the number and WhatsApp as
 * the owner's choice allows (decision 0029), the place, who published it, the link to their
 * other listings, and the opening-hours note (stores).
 */
export function CatalogueContact({ part, listing }: TContactProps) {
  return (
    <>
      <ContactCard headingId={`${part.idPrefix}-contact`} title={part.contactTitle}>
        <ListingContactButtons contact={listing.contact} />

        <DetailPlaceAndPublisher
          place={listing.place}
          publishedByLabel={part.publishedByLabel}
          owner={listing.owner}
          roleLabel={sellerRoleLabel(listing.owner.role, part.kind)}
        />

        {listing.showOtherListings ? <OtherListingsLink ownerId={listing.owner.id} /> : null}
      </ContactCard>

      {part.sections.openingHours ? (
        <section
          aria-labelledby={`${part.idPrefix}-hours`}
          className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
        >
          <h2
            id={`${part.idPrefix}-hours`}
            className="mb-2 flex items-center gap-2 font-semibold text-lg"
          >
            <Clock aria-hidden="true" className="size-5 text-primary" />
            Horaires d'ouverture
          </h2>
          <p className="text-muted-foreground text-sm">
            Contactez la boutique pour connaître ses horaires.
          </p>
        </section>
      ) : null}
    </>
  );
}

/** The photo once more, large: the shop page's gallery. */
export function CatalogueGallery({
  part,
  imageSrc,
  alt,
  placeholder,
}: {
  part: TCatalogueDetailPart;
  imageSrc: string | null;
  alt: string;
  placeholder: ReactNode;
}) {
  if (!part.sections.gallery || !imageSrc) return null;
  return (
    <section aria-labelledby={`${part.idPrefix}-gallery`}>
      <h2 id={`${part.idPrefix}-gallery`} className="mb-3 font-semibold text-xl">
        Galerie
      </h2>
      <div className="aspect-[16/9] overflow-hidden rounded-xl bg-muted">
        <DetailImage src={imageSrc} alt={alt} placeholder={placeholder} />
      </div>
    </section>
  );
}

/** No map tiles are embedded (no third-party scripts or keys): a box that opens Google Maps. */
export function CatalogueMap({
  part,
  place,
  mapsUrl,
}: {
  part: TCatalogueDetailPart;
  place: string;
  mapsUrl: string;
}) {
  if (!part.sections.map) return null;
  return (
    <section aria-labelledby={`${part.idPrefix}-map`}>
      <h2 id={`${part.idPrefix}-map`} className="mb-3 font-semibold text-xl">
        Localisation
      </h2>
      <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-border border-dashed bg-muted px-4 py-10 text-center">
        <MapPin aria-hidden="true" className="size-10 text-primary" />
        <p className="max-w-md text-muted-foreground">{place || "Adresse non spécifiée"}</p>
        <a
          href={mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: "lg" })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Ouvrir dans Google Maps
        </a>
      </div>
    </section>
  );
}
