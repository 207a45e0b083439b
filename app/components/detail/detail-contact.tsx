import { Trans, useLingui } from "@lingui/react/macro";
import { ListChecks, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { VerifiedBadge } from "~/components/listing/verified-badge";
import { VERIFIED_SELLER_TITLE } from "~/components/listing/verified-seller-title";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { MapPin } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { TListingContact } from "~/features/listings/contact";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { PhoneContact, PhoneNote, SendMessageLink, whatsappOffer } from "./phone-reveal";

// WhatsApp green, darkened so white text keeps a 4.5:1 contrast.
const WHATSAPP_BUTTON =
  "inline-flex h-12 w-full items-center justify-center gap-2 rounded-md bg-green-700 px-6 font-medium text-white shadow-sm transition-colors hover:bg-green-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

/** The titled card that holds the ways to reach a listing's owner. */
export function ContactCard({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id={headingId} className="mb-4 font-semibold text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The WhatsApp button, disabled with a note when there is no number, and the login hint for visitors. */
export function WhatsappContactButton({
  href,
  needsLogin,
  stacked = false,
}: {
  /** wa.me link, the login page for visitors (signed-in required), or null without a number. */
  href: string | null;
  needsLogin: boolean;
  /** Inside a space-y-* stack, which already spaces the hint, so it takes no margin of its own. */
  stacked?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      {href && needsLogin ? (
        // Visitors are told, then sent to sign in (a client-side navigation, so the
        // toast survives it).
        <Link
          to={href}
          className={WHATSAPP_BUTTON}
          onClick={() => {
            void toast.error(t`Connexion requise`, {
              description: t`Veuillez vous connecter pour contacter via WhatsApp`,
            });
          }}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          <Trans>Contacter sur WhatsApp</Trans>
        </Link>
      ) : href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={WHATSAPP_BUTTON}>
          <MessageCircle aria-hidden="true" className="size-5" />
          <Trans>Contacter sur WhatsApp</Trans>
        </a>
      ) : (
        <button
          type="button"
          disabled
          aria-disabled="true"
          className={buttonClasses({ variant: "secondary", size: "lg", className: "w-full" })}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          <Trans>Contacter sur WhatsApp</Trans>
        </button>
      )}
      {href ? null : (
        <p className="mt-2 text-center text-muted-foreground text-xs">
          <Trans>Numéro WhatsApp non communiqué</Trans>
        </p>
      )}
      {href && needsLogin ? (
        <p className={cn(!stacked && "mt-2", "text-center text-muted-foreground text-xs")}>
          <Trans>Veuillez vous connecter pour contacter via WhatsApp</Trans>
        </p>
      ) : null}
    </>
  );
}

/**
 * A listing's ways to reach its owner (decision 0029): 'Envoyer un message' for all but the
 * owner, then the number and WhatsApp as the owner's choice and the viewer allow.
 */
export function ListingContactButtons({ contact }: { contact: TListingContact }) {
  const whatsapp = whatsappOffer(contact);
  return (
    <div className="space-y-2">
      {contact.messageHref ? <SendMessageLink href={contact.messageHref} /> : null}
      <PhoneContact contact={contact} />
      {whatsapp ? (
        <WhatsappContactButton href={whatsapp.href} needsLogin={whatsapp.needsLogin} stacked />
      ) : null}
      <PhoneNote contact={contact} />
    </div>
  );
}

type TOwner = { firstName: string | null; lastName: string | null; verified?: boolean };

/** Where the listing is and who published it ('Publié par' or 'Publiée par', agreeing with it). */
export function DetailPlaceAndPublisher({
  place,
  publishedByLabel,
  owner,
  roleLabel,
}: {
  place: string;
  publishedByLabel: string;
  owner: TOwner;
  roleLabel: string;
}) {
  const ownerName = [owner.firstName, owner.lastName].filter((part) => part?.trim()).join(" ");
  const { t, i18n } = useLingui();
  return (
    <div className="mt-5 space-y-3 border-border border-t pt-4 text-sm">
      <p className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>
          <span className="sr-only">
            <Trans>Adresse :</Trans>{" "}
          </span>
          {place || t`Non spécifiée`}
        </span>
      </p>
      <p>
        <span className="block text-muted-foreground">{publishedByLabel}</span>
        <span dir="auto" className="font-medium">
          {ownerName || t`Utilisateur`}
        </span>{" "}
        <span className="text-muted-foreground">· {roleLabel}</span>
        {owner.verified ? (
          <span className="mt-1 block">
            <VerifiedBadge title={i18n._(VERIFIED_SELLER_TITLE)} />
          </span>
        ) : null}
      </p>
    </div>
  );
}

/** The link to the owner's other listings. */
export function OtherListingsLink({ ownerId }: { ownerId: string }) {
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath(`/utilisateur/${encodeURIComponent(ownerId)}/annonces`)}
      className={buttonClasses({
        variant: "ghost",
        size: "lg",
        className: "mt-4 w-full text-primary",
      })}
    >
      <ListChecks aria-hidden="true" className="size-5" />
      <Trans>Voir les autres annonces</Trans>
    </Link>
  );
}
