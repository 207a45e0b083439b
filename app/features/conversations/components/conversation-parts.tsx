import { Link } from "react-router";
import { ListingImage } from "~/components/listing/listing-image";
import { ArrowLeft } from "~/components/ui/icons";
import { listingPath } from "~/kernel/kinds";
import { formatPrice } from "~/lib/format";
import { propertyThumbnailUrl } from "~/lib/property-photo-urls";
import type { TConversationListing, TListingState } from "../schemas";

/*
 * What the inbox, the conversation page and the compose page share: the listing's summary, its
 * banner when it left the offer, the safety notice, and a message's text with its links.
 */

/** Conversation dates read in Tunisia's time, the same on the server and in the browser. */
const TIME_ZONE = "Africa/Tunis";
const dayKeyFormat = new Intl.DateTimeFormat("fr-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
});
const shortDayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
});

/** '2026-11-26': which day a message belongs to, in Tunisia. */
export function dayKey(iso: string): string {
  return dayKeyFormat.format(new Date(iso));
}

/** 'Aujourd'hui', 'Hier' or 'jeudi 20 novembre 2026'. */
export function dayLabel(iso: string, now = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return "Aujourd'hui";
  if (key === dayKey(new Date(now.getTime() - 86_400_000).toISOString())) return "Hier";
  const label = dayFormat.format(new Date(iso));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function timeLabel(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The inbox's date of the last message: its time today, else its day. */
export function inboxDateLabel(iso: string, now = new Date()): string {
  return dayKey(iso) === dayKey(now.toISOString())
    ? timeLabel(iso)
    : shortDayFormat.format(new Date(iso));
}

export const LISTING_STATE_BANNERS: Record<Exclude<TListingState, "on_offer">, string> = {
  hidden: "Cette annonce a été masquée par la modération : elle n'est plus visible sur Darna.",
  expired: "Cette annonce a expiré : elle n'est plus visible sur Darna.",
  deleted: "Cette annonce a été supprimée par son propriétaire.",
};

export function listingThumbnail(listing: Pick<TConversationListing, "photoUrl" | "state">) {
  // A deleted listing's photo went with it: the placeholder, without a request that fails.
  if (listing.state === "deleted") return null;
  return propertyThumbnailUrl(listing.photoUrl) ?? listing.photoUrl;
}

/** The listing a conversation is about: photo, title (a link while it has a page), price. */
export function ListingSummary({
  listing,
  subtitle,
}: {
  listing: TConversationListing;
  subtitle?: string;
}) {
  const linked = listing.state === "on_offer";
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <ListingImage
          src={listingThumbnail(listing)}
          alt=""
          width={64}
          height={64}
          eager
          className="size-16 shrink-0 rounded-md object-cover"
        />
        <div className="min-w-0">
          {linked ? (
            <Link
              to={listingPath(listing.kind, listing.id)}
              className="block truncate font-semibold hover:underline"
            >
              {listing.title}
            </Link>
          ) : (
            <p className="truncate font-semibold">{listing.title}</p>
          )}
          {listing.price != null ? (
            <p className="text-sm font-medium text-primary">{formatPrice(listing.price)}</p>
          ) : null}
          {subtitle ? <p className="truncate text-sm text-muted-foreground">{subtitle}</p> : null}
        </div>
      </div>
      {listing.state !== "on_offer" ? (
        <p
          role="note"
          className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
        >
          {LISTING_STATE_BANNERS[listing.state]}
        </p>
      ) : null}
    </div>
  );
}

/** The advice shown at the start of every conversation (issue 22), in Darna's words. */
export const SAFETY_ADVICE = [
  "Ne payez jamais d'avance : aucun acompte, aucune réservation ni frais de dossier avant d'avoir visité le bien et rencontré la personne.",
  "N'envoyez jamais la copie de votre carte d'identité, de votre passeport ou de vos coordonnées bancaires.",
  "Rencontrez-vous dans un lieu public ou visitez le bien sur place, de préférence accompagné.",
  "Méfiez-vous de qui vous demande de quitter Darna pour continuer sur une autre messagerie : gardez vos échanges ici.",
] as const;

export function SafetyNotice() {
  return (
    <aside
      aria-labelledby="conseils-securite"
      className="rounded-lg border border-sky-500/40 bg-sky-500/10 p-4 text-sm"
    >
      <h2 id="conseils-securite" className="mb-2 font-semibold">
        Conseils de sécurité
      </h2>
      <ul className="list-disc space-y-1 ps-5">
        {SAFETY_ADVICE.map((advice) => (
          <li key={advice}>{advice}</li>
        ))}
      </ul>
    </aside>
  );
}

// http(s) addresses and bare www. ones; trailing punctuation stays outside the link.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'»]/gi;

/** A message as typed: text nodes only (React escapes them), its addresses made links. */
export function MessageText({ body }: { body: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(body.slice(last, start));
    const text = match[0];
    parts.push(
      <a
        key={start}
        href={text.startsWith("www.") ? `https://${text}` : text}
        rel="nofollow ugc noopener"
        target="_blank"
        className="break-all underline underline-offset-2"
      >
        {text}
      </a>,
    );
    last = start + text.length;
  }
  if (last < body.length) parts.push(body.slice(last));
  return (
    <p dir="auto" className="whitespace-pre-wrap break-words">
      {parts}
    </p>
  );
}

/** The inbox's thumbnail of a conversation's listing. */
export function ListingImageCell({ listing }: { listing: TConversationListing }) {
  return (
    <ListingImage
      src={listingThumbnail(listing)}
      alt=""
      width={56}
      height={56}
      className="size-14 shrink-0 rounded-md object-cover"
    />
  );
}

/** The way back to the inbox, above a conversation or the compose page. */
export function BackToInbox() {
  return (
    <Link
      to="/messages"
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      Messagerie
    </Link>
  );
}
