import { Clock } from "lucide-react";
import {
  ContactCard,
  DetailPlaceAndPublisher,
  OtherListingsLink,
  WhatsappContactButton,
} from "~/components/detail/detail-contact";
import { sellerRoleLabel } from "~/features/listings/seller-role";

type TProps = {
  /** wa.me link, the login page for visitors (001 §5: signed-in required), or null without a number. */
  whatsappHref: string | null;
  whatsappNeedsLogin: boolean;
  /** Address and governorate, already joined without repeats. */
  place: string;
  owner: { id: string; firstName: string | null; lastName: string | null; role: string | null };
  showOtherListings: boolean;
};

export function ShopDetailContact({
  whatsappHref,
  whatsappNeedsLogin,
  place,
  owner,
  showOtherListings,
}: TProps) {
  return (
    <div className="space-y-6">
      <ContactCard headingId="shop-contact" title="Contacter la boutique">
        <WhatsappContactButton href={whatsappHref} needsLogin={whatsappNeedsLogin} />

        <DetailPlaceAndPublisher
          place={place}
          publishedByLabel="Publiée par"
          owner={owner}
          roleLabel={sellerRoleLabel(owner.role, "store")}
        />

        {showOtherListings ? <OtherListingsLink ownerId={owner.id} /> : null}
      </ContactCard>

      <section
        aria-labelledby="shop-hours"
        className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
      >
        <h2 id="shop-hours" className="mb-2 flex items-center gap-2 font-semibold text-lg">
          <Clock aria-hidden="true" className="size-5 text-primary" />
          Horaires d'ouverture
        </h2>
        <p className="text-muted-foreground text-sm">
          Contactez la boutique pour connaître ses horaires.
        </p>
      </section>
    </div>
  );
}
