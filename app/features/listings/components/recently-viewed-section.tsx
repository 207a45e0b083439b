import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ListingImage } from "~/components/listing/listing-image";
import type { TListingKind } from "~/kernel/kinds";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { readRecentlyViewed, type TRecentlyViewed } from "../recently-viewed";

const KIND_LABEL: Record<TListingKind, MessageDescriptor> = {
  property: msg`Propriété`,
  service: msg`Service`,
  store: msg`Boutique`,
};

/**
 * The price as its page recorded it, in French ('250 000 TND', '1 200 TND/mois'), said again in
 * the page's language with the cards' messages; anything else is shown as stored.
 */
function recordedPrice(price: string): MessageDescriptor | null {
  const match = /^(.+) TND(\/mois)?$/.exec(price);
  if (!match) return null;
  const amount = match[1] ?? "";
  return match[2] ? msg`${amount} TND/mois` : msg`${amount} TND`;
}

/**
 * 'Consultés récemment' on the home page: the listings this browser opened, newest first, as
 * their pages recorded them (decision 0025). Nothing at all when there is none. Loaded on demand
 * (recently-viewed-slot.tsx), so it is the default export.
 */
export default function RecentlyViewedSection() {
  const { i18n } = useLingui();
  const localePath = useLocalePath();
  const priceOf = (price: string) => {
    const message = recordedPrice(price);
    return message ? i18n._(message) : price;
  };
  const headingId = useId();
  const [items, setItems] = useState<TRecentlyViewed[]>([]);
  useEffect(() => setItems(readRecentlyViewed()), []);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        <Trans>Consultés récemment</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Link
              to={localePath(item.url)}
              className="group block h-full overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <ListingImage
                src={item.thumbnail}
                alt={item.title}
                width={320}
                height={240}
                className="aspect-[4/3] w-full bg-muted object-cover"
              />
              <div className="space-y-1 p-3">
                <p className="text-xs text-muted-foreground">{i18n._(KIND_LABEL[item.kind])}</p>
                <p dir="auto" className="line-clamp-2 text-sm font-medium group-hover:underline">
                  {item.title}
                </p>
                {item.price ? (
                  <p className="text-sm font-semibold text-primary">{priceOf(item.price)}</p>
                ) : null}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
