import type { TPlacesAsked } from "~/features/places/place-chip";
import type { TListingKind } from "~/kernel/kinds";
import { governorateKey, governorateLabel } from "~/lib/constants";

/*
 * Services and stores are one catalogue: the same list, detail and form pages and the same
 * server functions, each configured by its kind file (service-kind.ts, store-kind.ts). The kind
 * file is a set of small named parts so that a page only ships the parts it uses (the home page
 * needs the card alone).
 */

export type TCatalogueKind = Exclude<TListingKind, "property">;

export type TOption = { readonly value: string; readonly label: string };

/**
 * One select of the list's filter panel. `value` is what the URL carries; `stored`, when it
 * differs, is what the rows hold ('materiaux_construction' in the URL, 'matériaux_construction'
 * in the table).
 */
export type TCatalogueFilter = {
  key: string;
  label: string;
  emptyLabel: string;
  options: readonly (TOption & { readonly stored?: string })[];
  /** The parsed query holds a number ('minRating=4' → 4). */
  numeric?: boolean;
  /**
   * A place box rather than a select (issue 23): several places, each a governorate, a
   * delegation or Grand Tunis; the query holds their keys, comma-separated ('la_marsa,ariana').
   * No options: the 289 places stay on the server.
   */
  places?: boolean;
};

/** A parsed list URL: the filters present (stored form), the sort and the page. */
export type TCatalogueQuery = {
  sort: string;
  page: number;
  /** The map's box and view (list-view.ts). */
  zone?: string;
  view?: "map";
  [filter: string]: string | number | undefined;
};

/** The places a list URL names, as the page shows them back (issue 23). */
export type TCataloguePlaces = TPlacesAsked;

/** What a card shows (one row of any catalogue list). */
export type TCatalogueCardItem = {
  id: string;
  name: string;
  /** The profession of a service, the category of a store, as stored. */
  label: string;
  location: string;
  /** The delegation's French name; null (or absent) on a listing published before delegations. */
  delegationName?: string | null;
  address: string | null;
  /** A URL the browser can show, or null for the placeholder. */
  image: string | null;
  avgRating: number;
  /**
   * Published less than NEW_LISTING_HOURS ago (card-columns.server.ts): 'Nouveau'. Services and
   * stores have one photo at most, so their cards count none.
   */
  isNew: boolean;
  /** The owner's identity was checked by the team (decision 0039): 'Vérifié'. Public lists only. */
  sellerVerified?: boolean;
};

export type TCatalogueCardPart = {
  kind: TCatalogueKind;
  /** What the label is called in a table's head: 'Profession', 'Catégorie'. */
  labelTitle: string;
  /** The line under the name: a profession, a category's label. */
  labelOf: (label: string) => string;
  /**
   * Under the label: the place as a visitor reads it. `translate` gives the governorate's label in
   * the page's language (`i18n._`), `separator` its way of joining names; without them the
   * place stays French.
   */
  placeOf: (
    item: Pick<TCatalogueCardItem, "location" | "delegationName" | "address">,
    translate?: (label: string) => string,
    separator?: string,
  ) => string;
  /** Services show their stars on cards; stores their place only. */
  showsRating: boolean;
};

export type TCatalogueListPart = {
  kind: TCatalogueKind;
  /** The first URL segment: '/services', '/boutiques'. */
  path: string;
  title: string;
  subtitle: string;
  metaTitle: string;
  metaDescription: string;
  /** The aside's accessible name: 'Filtres des services'. */
  filtersLabel: string;
  /** The DOM id prefix of the page's landmarks ('service-results'). */
  idPrefix: string;
  resultCount: (total: number) => string;
  /** How the map counts them: '12 professionnels à La Marsa, Tunis' (issue 23). */
  mapNouns: { one: string; many: string };
  empty: string;
  loadError: string;
  filters: readonly TCatalogueFilter[];
  sorts: readonly TOption[];
  defaultSort: string;
};

export type TCatalogueDetailPart = {
  kind: TCatalogueKind;
  /** DOM id prefix of the page's sections ('service-about'). */
  idPrefix: string;
  notFoundTitle: string;
  notFoundMessage: string;
  failureMessage: string;
  backTo: string;
  backLabel: string;
  rateTitle: string;
  unratedLabel: string;
  contactTitle: string;
  publishedByLabel: string;
  /** WhatsApp's prefilled greeting, naming the listing. */
  whatsappMessage: (listing: { name: string; locationLabel: string }) => string;
  /** The header names the address with the place (stores), or the place alone (services). */
  headerShowsAddress: boolean;
  /** Sections only some kinds have. */
  sections: {
    callButton: boolean;
    comments: boolean;
    gallery: boolean;
    map: boolean;
    openingHours: boolean;
  };
};

/**
 * Address, delegation and governorate, in that order, without naming the governorate twice:
 * 'Rue des Potiers, Nabeul' stays as typed rather than 'Rue des Potiers, Nabeul, Nabeul'.
 */
export function fullPlace(item: {
  location: string;
  address: string | null;
  delegationName?: string | null;
}): string {
  const address = item.address?.trim() ?? "";
  const governorate = governorateLabel(item.location).trim();
  // Compared as whole words, whatever the case and accents ('Kef' is not in 'Kefir').
  const words = (text: string) =>
    ` ${governorateKey(text)
      .split(/[^a-z0-9']+/)
      .join(" ")} `;
  const named = governorate !== "" && words(address).includes(words(governorate));
  return [address, item.delegationName ?? "", named ? "" : governorate]
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(", ");
}
