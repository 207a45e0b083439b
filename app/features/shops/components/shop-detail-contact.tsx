import { Clock, ListChecks, MapPin, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { sellerRoleLabel } from "~/lib/seller";

// WhatsApp green, darkened so white text keeps a 4.5:1 contrast.
const WHATSAPP_BUTTON =
  "inline-flex h-12 w-full items-center justify-center gap-2 rounded-md bg-green-700 px-6 font-medium text-white shadow-sm transition-colors hover:bg-green-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

type TProps = {
  /** wa.me link, the login page for visitors (001 §5: signed-in required), or null without a number. */
  whatsappHref: string | null;
  whatsappNeedsLogin: boolean;
  address: string;
  locationLabel: string;
  owner: { id: string; firstName: string | null; lastName: string | null; role: string | null };
  showOtherListings: boolean;
};

export function ShopDetailContact({
  whatsappHref,
  whatsappNeedsLogin,
  address,
  locationLabel,
  owner,
  showOtherListings,
}: TProps) {
  const ownerName = [owner.firstName, owner.lastName].filter((part) => part?.trim()).join(" ");
  const place = [address, locationLabel]
    .map((part) => part.trim())
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(", ");
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="shop-contact"
        className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
      >
        <h2 id="shop-contact" className="mb-4 font-semibold text-lg">
          Contacter la boutique
        </h2>
        {whatsappHref ? (
          <a
            href={whatsappHref}
            {...(whatsappNeedsLogin ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            className={WHATSAPP_BUTTON}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Contacter sur WhatsApp
          </a>
        ) : (
          <button
            type="button"
            disabled
            aria-disabled="true"
            className={buttonClasses({ variant: "secondary", size: "lg", className: "w-full" })}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Contacter sur WhatsApp
          </button>
        )}
        {whatsappHref ? null : (
          <p className="mt-2 text-center text-muted-foreground text-xs">
            Numéro WhatsApp non communiqué
          </p>
        )}
        {whatsappHref && whatsappNeedsLogin ? (
          <p className="mt-2 text-center text-muted-foreground text-xs">
            Veuillez vous connecter pour contacter via WhatsApp
          </p>
        ) : null}

        <div className="mt-5 space-y-3 border-border border-t pt-4 text-sm">
          <p className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>
              <span className="sr-only">Adresse : </span>
              {place || "Non spécifiée"}
            </span>
          </p>
          <p>
            <span className="block text-muted-foreground">Publiée par</span>
            <span className="font-medium">{ownerName || "Utilisateur"}</span>{" "}
            <span className="text-muted-foreground">· {sellerRoleLabel(owner.role, "shop")}</span>
          </p>
        </div>

        {showOtherListings ? (
          <Link
            to={`/utilisateur/${encodeURIComponent(owner.id)}/annonces`}
            className={buttonClasses({
              variant: "ghost",
              size: "lg",
              className: "mt-4 w-full text-primary",
            })}
          >
            <ListChecks aria-hidden="true" className="size-5" />
            Voir les autres annonces
          </Link>
        ) : null}
      </section>

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
