/**
 * The listing kinds, defined once: how code names them, how URLs name them, and how pages
 * label them. Cards and menus on the home page import it: each table stands alone so that a
 * page pays only for the ones it uses (the home page's links need the segments alone).
 */
export const LISTING_KINDS = ["property", "service", "store"] as const;
export type TListingKind = (typeof LISTING_KINDS)[number];

/** The list page and the detail pages under it: /proprietes, /proprietes/{id}. */
export const LISTING_SEGMENT = {
  property: "proprietes",
  service: "services",
  store: "boutiques",
} as const satisfies Record<TListingKind, string>;

/** The publish form: /publier/propriete, and /publier/propriete/{id} to edit. */
const PUBLISH_SEGMENT = {
  property: "propriete",
  service: "service",
  store: "boutique",
} as const satisfies Record<TListingKind, string>;

export const LISTING_KIND_LABELS = {
  property: {
    /** Tabs and section titles (Propriétés, Services, Boutiques). */
    plural: "Propriétés",
    /** The seller's label beside a listing of this kind when the role is unknown (a catalogue id). */
    sellerFallback: /*i18n*/ "Agent",
  },
  service: { plural: "Services", sellerFallback: /*i18n*/ "Professionnel" },
  store: { plural: "Boutiques", sellerFallback: /*i18n*/ "Propriétaire" },
} as const satisfies Record<TListingKind, { plural: string; sellerFallback: string }>;

export type TListingSegment = (typeof LISTING_SEGMENT)[TListingKind];

export const LISTING_SEGMENTS = LISTING_KINDS.map((kind) => LISTING_SEGMENT[kind]) as [
  TListingSegment,
  ...TListingSegment[],
];

/** '/services/{id}' */
export function listingPath(kind: TListingKind, id: string) {
  return `/${LISTING_SEGMENT[kind]}/${id}`;
}

/** '/publier/boutique', or '/publier/boutique/{id}' to edit. */
export function publishPath(kind: TListingKind, id?: string) {
  const base = `/publier/${PUBLISH_SEGMENT[kind]}`;
  return id ? `${base}/${id}` : base;
}

/** The kind a URL segment names ('boutiques' → 'store'), or null. */
export function kindOfSegment(segment: string | null | undefined): TListingKind | null {
  return LISTING_KINDS.find((kind) => LISTING_SEGMENT[kind] === segment) ?? null;
}

/** The kind a publish URL segment names ('boutique' → 'store'), or null. */
export function kindOfPublishSegment(segment: string | null | undefined): TListingKind | null {
  return LISTING_KINDS.find((kind) => PUBLISH_SEGMENT[kind] === segment) ?? null;
}

/**
 * The kind a page's URL is about: '/boutiques/…' and '/publier/boutique/…' are stores. One route
 * module serves the same page for several kinds and reads its kind here.
 */
export function kindOfPath(pathname: string): TListingKind | null {
  const [first, second] = pathname.split("/").filter(Boolean);
  return first === "publier" ? kindOfPublishSegment(second) : kindOfSegment(first);
}
