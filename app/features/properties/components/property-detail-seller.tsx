import { ListChecks, Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { sellerRoleLabel } from "~/features/listings/seller-role";

// WhatsApp green, darkened so white text keeps a 4.5:1 contrast.
const WHATSAPP_BUTTON =
  "inline-flex h-12 w-full items-center justify-center gap-2 rounded-md bg-green-700 px-6 font-medium text-white shadow-sm transition-colors hover:bg-green-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

/** 001 §5: everyone gets an e-mail link; a seller without an address gets this placeholder. */
export const PLACEHOLDER_SELLER_EMAIL = "contact@darna.tn";

type TProps = {
  propertyTitle: string;
  seller: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    role: string | null;
    email: string | null;
  };
  /** Only given to the owner and administrators by the loader (001 §5). */
  contact: { whatsappHref: string | null; phone: string | null } | null;
};

export function sellerDisplayName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName].filter((part) => part?.trim()).join(" ") || "Utilisateur";
}

function initials(firstName: string | null, lastName: string | null): string {
  const letters = `${firstName?.trim()[0] ?? ""}${lastName?.trim()[0] ?? ""}`.toUpperCase();
  return letters || "U";
}

export function PropertyDetailSeller({ propertyTitle, seller, contact }: TProps) {
  const name = sellerDisplayName(seller.firstName, seller.lastName);
  const email = seller.email?.trim() || PLACEHOLDER_SELLER_EMAIL;
  const mailto = `mailto:${email}?subject=${encodeURIComponent(`Votre annonce « ${propertyTitle} » sur Darna`)}`;

  return (
    <section
      aria-labelledby="seller-heading"
      className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id="seller-heading" className="mb-4 font-semibold text-lg">
        Contacter le vendeur
      </h2>
      <div className="mb-5 flex items-center gap-3">
        {seller.avatarUrl ? (
          <img
            src={seller.avatarUrl}
            alt=""
            className="size-12 rounded-full bg-muted object-cover"
            loading="lazy"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
          >
            {initials(seller.firstName, seller.lastName)}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-medium">{name}</p>
          <p className="text-muted-foreground text-sm">
            {sellerRoleLabel(seller.role, "property")}
          </p>
        </div>
      </div>

      <div className="space-y-2">
        {contact?.whatsappHref ? (
          <a
            href={contact.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className={WHATSAPP_BUTTON}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Contacter sur WhatsApp
          </a>
        ) : null}
        {contact?.phone ? (
          <a
            href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
            className={buttonClasses({ variant: "outline", size: "lg", className: "w-full" })}
          >
            <Phone aria-hidden="true" className="size-5" />
            {contact.phone}
          </a>
        ) : null}
        <a href={mailto} className={buttonClasses({ size: "lg", className: "w-full" })}>
          <Mail aria-hidden="true" className="size-5" />
          Contacter par email
        </a>
        <Link
          to={`/utilisateur/${encodeURIComponent(seller.id)}/annonces`}
          className={buttonClasses({
            variant: "ghost",
            size: "lg",
            className: "w-full text-primary",
          })}
        >
          <ListChecks aria-hidden="true" className="size-5" />
          Voir les autres annonces
        </Link>
      </div>
      {contact ? (
        <p className="mt-3 text-muted-foreground text-xs">
          Le numéro n'est visible que par le propriétaire de l'annonce et les administrateurs.
        </p>
      ) : null}
    </section>
  );
}
