import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ListingImage } from "~/components/listing/listing-image";
import { type TListingView, ViewToggle } from "~/components/listing/view-toggle";
import { Badge } from "~/components/ui/badge";
import { PropertyCard } from "~/features/listings/components/property-card";
import { listingPath, publishPath, type TListingKind } from "~/kernel/kinds";
import { propertyTypeLabel } from "~/lib/constants";
import { formatLongDate } from "~/lib/dates";
import { formatPrice } from "~/lib/format";
import { CATALOGUE_PAGES } from "../catalogue/catalogue-parts";
import { CatalogueCard } from "../catalogue/components/catalogue-card";
import { listingPlaceLabel } from "../listing-place";
import type { TMyItem } from "../my-listings.server";

export const MY_ITEM_KIND_LABELS: Record<TListingKind, string> = {
  property: "Propriété",
  service: "Service",
  store: "Boutique",
};

/** What a row, a card footer and a dialog say about an item, whatever its kind. */
export type TMyItemSummary = {
  name: string;
  href: string;
  /** The publish form in edit mode. */
  editHref: string;
  kindLabel: string;
  /** Property type, profession or store category. */
  detail: string;
  /** Properties only: '650 TND/mois'. */
  price: string | null;
  place: string;
  image: string | null;
};

/** 'La Marsa, Tunis, Rue du Maroc': the place as cards say it, then the address, each once. */
function placeOf(place: string, address: string | null | undefined): string {
  const parts = [place, address?.trim()].filter((part) => part);
  return [...new Set(parts)].join(", ");
}

export function summarizeMyItem(item: TMyItem): TMyItemSummary {
  const kindLabel = MY_ITEM_KIND_LABELS[item.kind];
  switch (item.kind) {
    case "property": {
      const { card } = item;
      return {
        name: card.title,
        href: listingPath("property", item.id),
        editHref: publishPath("property", item.id),
        kindLabel,
        detail: propertyTypeLabel(card.type),
        price: formatPrice(card.price, card.announcementType),
        place: placeOf(
          listingPlaceLabel(card.governorate || card.location, card.delegationName),
          card.address,
        ),
        image: card.coverUrl,
      };
    }
    case "service":
    case "store": {
      const card = CATALOGUE_PAGES[item.kind].card;
      return {
        name: item.card.name,
        href: listingPath(item.kind, item.id),
        editHref: publishPath(item.kind, item.id),
        kindLabel,
        detail: card.labelOf(item.card.label),
        price: null,
        place: card.placeOf(item.card),
        image: item.card.image,
      };
    }
  }
}

/** A listing hidden by moderation, in its owner's list; its page says why. */
function HiddenBadge() {
  return (
    <Badge
      variant="accent"
      title="Annonce masquée par la modération : ouvrez-la pour lire le motif"
    >
      Masquée
    </Badge>
  );
}

/** A property past its expiry, in its owner's list; 'Renouveler' puts it back online. */
function ExpiredBadge({ expiresAt }: { expiresAt: string | undefined }) {
  return (
    <Badge
      variant="accent"
      title={expiresAt ? `Expirée le ${formatLongDate(expiresAt)}` : undefined}
    >
      Expirée
    </Badge>
  );
}

function isExpired(item: TMyItem): boolean {
  return item.kind === "property" && item.card.expired === true;
}

/** The public card of the item, as the lists show it (without the heart). */
function MyItemCard({ item, eager }: { item: TMyItem; eager: boolean }) {
  switch (item.kind) {
    case "property":
      return <PropertyCard property={item.card} variant="list" eagerImage={eager} />;
    case "service":
    case "store":
      return (
        <CatalogueCard kind={CATALOGUE_PAGES[item.kind].card} item={item.card} eagerImage={eager} />
      );
  }
}

/** Cards in 1, 2 then 3 columns, each with a footer of its own (date, actions). */
export function MyItemGrid<T extends TMyItem>({
  items,
  footer,
}: {
  items: T[];
  footer: (item: T, summary: TMyItemSummary) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item, index) => (
        <li key={`${item.kind}-${item.id}`} className="flex flex-col gap-2">
          <div className="flex-1 [&>article]:h-full">
            <MyItemCard item={item} eager={index < 3} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-card px-3 py-2">
            {item.hidden ? <HiddenBadge /> : null}
            {isExpired(item) ? <ExpiredBadge expiresAt={item.expiresAt} /> : null}
            {footer(item, summarizeMyItem(item))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The list view: one table row per item; columns that do not fit a phone fold under the title. */
export function MyItemTable<T extends TMyItem>({
  caption,
  items,
  dateHeader,
  dateOf,
  actions,
  details,
}: {
  caption: string;
  items: T[];
  dateHeader: string;
  dateOf: (item: T) => string;
  actions: (item: T, summary: TMyItemSummary) => ReactNode;
  /** Under the title at every width, e.g. my listings' statistics. */
  details?: (item: T) => ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              Titre
            </th>
            <th scope="col" className="hidden px-3 py-3 sm:px-4 font-semibold md:table-cell">
              Type
            </th>
            <th scope="col" className="hidden px-3 py-3 sm:px-4 font-semibold md:table-cell">
              Détails
            </th>
            <th scope="col" className="hidden px-3 py-3 sm:px-4 font-semibold lg:table-cell">
              Emplacement
            </th>
            <th scope="col" className="hidden px-3 py-3 sm:px-4 font-semibold lg:table-cell">
              {dateHeader}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 text-end font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item) => {
            const summary = summarizeMyItem(item);
            return (
              <tr key={`${item.kind}-${item.id}`} className="align-middle">
                <td className="px-3 py-3 sm:px-4">
                  <div className="flex items-center gap-3">
                    <ListingImage
                      src={summary.image}
                      alt=""
                      width={64}
                      height={48}
                      className="size-12 shrink-0 rounded-md bg-muted object-cover sm:h-12 sm:w-16"
                    />
                    <div className="min-w-0">
                      <Link
                        to={summary.href}
                        className="line-clamp-2 font-semibold hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      >
                        {summary.name}
                      </Link>
                      {item.hidden ? <HiddenBadge /> : null}
                      {isExpired(item) ? <ExpiredBadge expiresAt={item.expiresAt} /> : null}
                      <p className="mt-0.5 text-xs text-muted-foreground md:hidden">
                        {summary.kindLabel} · {summary.detail}
                        {summary.price ? (
                          <span className="block whitespace-nowrap font-semibold text-primary">
                            {summary.price}
                          </span>
                        ) : null}
                      </p>
                      {details ? <div className="mt-1">{details(item)}</div> : null}
                    </div>
                  </div>
                </td>
                <td className="hidden px-3 py-3 sm:px-4 md:table-cell">
                  <Badge variant="secondary">{summary.kindLabel}</Badge>
                </td>
                <td className="hidden px-3 py-3 sm:px-4 md:table-cell">
                  {summary.detail}
                  {summary.price ? (
                    <span className="block whitespace-nowrap font-semibold text-primary">
                      {summary.price}
                    </span>
                  ) : null}
                </td>
                <td className="hidden px-3 py-3 sm:px-4 text-muted-foreground lg:table-cell">
                  {summary.place}
                </td>
                <td className="hidden whitespace-nowrap px-3 py-3 sm:px-4 text-muted-foreground lg:table-cell">
                  {dateOf(item)}
                </td>
                <td className="px-3 py-3 sm:px-4">
                  <div className="flex justify-end gap-1">{actions(item, summary)}</div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export const MY_LIST_COUNT_ID = "my-list-count";

/** Above the list: how many items the tab holds, the loading sign, and the view switch. */
export function MyListToolbar({
  countText,
  loading,
  loadingText,
  view,
  search,
}: {
  countText: string;
  loading: boolean;
  loadingText: string;
  view: TListingView;
  search: URLSearchParams;
}) {
  return (
    <div className="mb-4 flex items-center justify-between gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2
          id={MY_LIST_COUNT_ID}
          aria-live="polite"
          // Focused after a deletion took away the button that had the focus.
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {countText}
        </h2>
        {loading ? (
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {loadingText}
          </span>
        ) : null}
      </div>
      <ViewToggle view={view} search={search} />
    </div>
  );
}
