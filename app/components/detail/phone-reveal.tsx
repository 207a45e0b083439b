import { Trans, useLingui } from "@lingui/react/macro";
import { MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Phone } from "~/components/ui/icons";
import {
  PHONE_REVEAL_ACTION,
  phoneRevealKey,
  type TListingContact,
  type TPhoneRevealData,
  telHref,
} from "~/features/listings/contact";
import { useHydrated } from "~/lib/use-hydrated";

/*
 * The ways to reach a listing's owner (decision 0029), drawn from what the server decided the
 * viewer may have: the side card's buttons and the phone bar share one reveal (a fetcher key).
 */

/** The number this page has for its viewer: given by the loader, or revealed on request. */
export function usePhoneReveal(contact: TListingContact) {
  const fetcher = useFetcher<TPhoneRevealData>({ key: phoneRevealKey(contact.kind, contact.id) });
  const revealed = fetcher.data?.ok ? fetcher.data.phone : null;
  const given = contact.phone.state === "shown" ? contact.phone.number : null;
  return { fetcher, number: given ?? revealed, busy: fetcher.state !== "idle" };
}

/**
 * 'Afficher le numéro' as a form: with JavaScript the number appears in place, without it the
 * page comes back with the number shown (routes/phone-reveal-action.ts).
 */
export function PhoneRevealForm({
  contact,
  className,
  children,
}: {
  contact: TListingContact;
  className: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const { fetcher, busy } = usePhoneReveal(contact);
  const refusal = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const { i18n } = useLingui();
  return (
    <fetcher.Form method="post" action={PHONE_REVEAL_ACTION}>
      <input type="hidden" name="kind" value={contact.kind} />
      <input type="hidden" name="id" value={contact.id} />
      {/* Without JavaScript, the answer comes back to the page in its language. */}
      <input type="hidden" name="langue" value={i18n.locale} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <button type="submit" className={className} aria-busy={busy || undefined}>
        {children}
      </button>
      {refusal?.message ? (
        <p role="alert" className="mt-2 text-center text-destructive text-xs">
          {refusal.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** 'Envoyer un message': the compose page, which asks a visitor to sign in first. */
export function SendMessageLink({ href, className }: { href: string; className?: string }) {
  return (
    <Link to={href} className={cn(buttonClasses({ size: "lg" }), "w-full", className)}>
      <MessageSquare aria-hidden="true" className="size-5" />
      <Trans>Envoyer un message</Trans>
    </Link>
  );
}

/** The call part of the side card: the number, 'Afficher le numéro', or why there is none. */
export function PhoneContact({ contact }: { contact: TListingContact }) {
  const { number } = usePhoneReveal(contact);
  const outline = buttonClasses({ variant: "outline", size: "lg", className: "w-full" });
  if (number) {
    return (
      <a href={telHref(number)} className={outline}>
        <Phone aria-hidden="true" className="size-5" />
        {/* A number reads left to right on an Arabic page too. */}
        <span dir="ltr">{number}</span>
      </a>
    );
  }
  switch (contact.phone.state) {
    case "reveal":
      return (
        <PhoneRevealForm contact={contact} className={outline}>
          <Phone aria-hidden="true" className="size-5" />
          <Trans>Afficher le numéro</Trans>
        </PhoneRevealForm>
      );
    case "sign_in":
      return (
        <>
          <Link to={contact.phone.signInHref} className={outline}>
            <Phone aria-hidden="true" className="size-5" />
            <Trans>Afficher le numéro</Trans>
          </Link>
          <p className="text-center text-muted-foreground text-xs">
            <Trans>Connectez-vous pour voir le numéro de l'annonceur.</Trans>
          </p>
        </>
      );
    default:
      return null;
  }
}

/** What the side card says about the number, to the owner and to those who will not get it. */
export function PhoneNote({ contact }: { contact: TListingContact }) {
  const { t } = useLingui();
  let text: string | null = null;
  if (contact.isOwner) {
    text = contact.ownerShowsPhone
      ? t`Votre numéro est visible des utilisateurs connectés.`
      : t`Votre numéro n'est visible que par vous et les administrateurs.`;
  } else if (contact.phone.state === "none") {
    text = t`L'annonceur préfère être contacté par message.`;
  }
  return text ? <p className="text-center text-muted-foreground text-xs">{text}</p> : null;
}

/** The WhatsApp offer of a contact, as the WhatsApp button takes it; null when none is offered. */
export function whatsappOffer(
  contact: TListingContact,
): { href: string | null; needsLogin: boolean } | null {
  switch (contact.phone.state) {
    case "shown":
    case "reveal":
      return { href: contact.phone.whatsappHref, needsLogin: false };
    case "sign_in":
      return { href: contact.phone.signInHref, needsLogin: true };
    default:
      return null;
  }
}
