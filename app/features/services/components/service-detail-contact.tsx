import { Phone } from "lucide-react";
import {
  ContactCard,
  DetailPlaceAndPublisher,
  OtherListingsLink,
  WhatsappContactButton,
} from "~/components/detail/detail-contact";
import { buttonClasses } from "~/components/ui/button";
import { sellerRoleLabel } from "~/features/listings/seller-role";

type TProps = {
  phone: string;
  /** wa.me link, the login page for visitors (001 §5: signed-in required), or null without a number. */
  whatsappHref: string | null;
  whatsappNeedsLogin: boolean;
  address: string | null;
  locationLabel: string;
  owner: { id: string; firstName: string | null; lastName: string | null; role: string | null };
  showOtherListings: boolean;
};

export function ServiceDetailContact({
  phone,
  whatsappHref,
  whatsappNeedsLogin,
  address,
  locationLabel,
  owner,
  showOtherListings,
}: TProps) {
  const telephone = phone.trim();
  return (
    <ContactCard headingId="service-contact" title="Contacter le professionnel">
      <div className="space-y-2">
        {telephone ? (
          <a
            href={`tel:${telephone.replace(/[^\d+]/g, "")}`}
            className={buttonClasses({ size: "lg", className: "w-full" })}
          >
            <Phone aria-hidden="true" className="size-5" />
            {telephone}
          </a>
        ) : null}
        <WhatsappContactButton href={whatsappHref} needsLogin={whatsappNeedsLogin} stacked />
      </div>

      <DetailPlaceAndPublisher
        place={[address, locationLabel].filter((part) => part?.trim()).join(", ")}
        publishedByLabel="Publié par"
        owner={owner}
        roleLabel={sellerRoleLabel(owner.role, "service")}
      />

      {showOtherListings ? <OtherListingsLink ownerId={owner.id} /> : null}
    </ContactCard>
  );
}
