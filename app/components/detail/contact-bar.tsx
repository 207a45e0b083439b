import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { Phone } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { type TListingContact, telHref } from "~/features/listings/contact";
import { PhoneRevealForm, usePhoneReveal, whatsappOffer } from "./phone-reveal";

const BAR_BUTTON =
  "inline-flex h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-md px-3 font-medium text-sm shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";
const MESSAGE_BUTTON = cn(BAR_BUTTON, "bg-primary text-primary-foreground hover:bg-primary/90");
const CALL_BUTTON = cn(
  BAR_BUTTON,
  "border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground",
);
// WhatsApp green, darkened so white text keeps a 4.5:1 contrast (as the side card's button).
const WHATSAPP_BUTTON = cn(BAR_BUTTON, "bg-green-700 text-white hover:bg-green-800");

/**
 * The contact bar of a listing page on phones (below md, where the side card has scrolled away):
 * fixed at the bottom above the safe area, the page padded for it (app.css, `data-contact-bar`).
 * Never for the owner, who has no one to reach here.
 */
export function ContactBar({ contact }: { contact: TListingContact }) {
  const { number } = usePhoneReveal(contact);
  const { t } = useLingui();
  if (contact.isOwner || !contact.messageHref) return null;
  const whatsapp = whatsappOffer(contact);
  const { phone } = contact;
  return (
    <nav
      aria-label={t`Contacter l'annonceur`}
      data-contact-bar=""
      className="fixed inset-x-0 bottom-0 z-40 border-border border-t bg-background/95 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-xl gap-2">
        <Link to={contact.messageHref} className={MESSAGE_BUTTON}>
          <MessageSquare aria-hidden="true" className="size-5 shrink-0" />
          <Trans>Message</Trans>
        </Link>
        {number ? (
          <a href={telHref(number)} className={CALL_BUTTON} aria-label={t`Appeler le ${number}`}>
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            <Trans>Appeler</Trans>
          </a>
        ) : phone.state === "reveal" ? (
          <div className="flex min-w-0 flex-1 [&>form]:flex [&>form]:flex-1 [&>form]:flex-col">
            <PhoneRevealForm contact={contact} className={cn(CALL_BUTTON, "w-full")}>
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              <Trans>Appeler</Trans>
            </PhoneRevealForm>
          </div>
        ) : phone.state === "sign_in" ? (
          <Link
            to={phone.signInHref}
            className={CALL_BUTTON}
            onClick={() => {
              void toast.error(t`Connexion requise`, {
                description: t`Connectez-vous pour voir le numéro de l'annonceur.`,
              });
            }}
          >
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            <Trans>Appeler</Trans>
          </Link>
        ) : null}
        {whatsapp?.href ? (
          whatsapp.needsLogin ? (
            <Link
              to={whatsapp.href}
              className={WHATSAPP_BUTTON}
              onClick={() => {
                void toast.error(t`Connexion requise`, {
                  description: t`Veuillez vous connecter pour contacter via WhatsApp`,
                });
              }}
            >
              <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
              WhatsApp
            </Link>
          ) : (
            <a
              href={whatsapp.href}
              target="_blank"
              rel="noopener noreferrer"
              className={WHATSAPP_BUTTON}
            >
              <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
              WhatsApp
            </a>
          )
        ) : null}
      </div>
    </nav>
  );
}
