import type { TPropertyCardItem } from "~/features/listings/cards";
import { ALL_PLACES, findPlace } from "~/features/places/places";
import { listProperties } from "~/features/properties/list-properties.server";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import type { TAnnouncementType } from "~/lib/constants";
import { locationPageOf, locationPagePath, type TLocationPage } from "./location-pages";

export type TLocationCount = { total: number; capped: boolean };

export type TLocationSummary = Record<
  TAnnouncementType,
  TLocationCount & { newest: TPropertyCardItem[] }
>;

/** Listings the landing page shows of each announcement type: one row of cards. */
export const LOCATION_NEWEST_COUNT = 4;

/**
 * What a location page says: the counts of its two filtered lists and their newest listings,
 * read with the list's own query, so the figures match what its links open.
 */
export async function locationSummary(page: TLocationPage): Promise<TLocationSummary> {
  const query = (announcementType: TAnnouncementType) =>
    parsePropertyListQuery(
      new URLSearchParams({
        announcementType,
        ...(page.governorate ? { location: (page.delegation ?? page.governorate).key } : {}),
        ...(page.type ? { category: page.type.key } : {}),
        sort: "date_desc",
      }),
    );
  const [sale, rent] = await Promise.all([
    listProperties(query("vente")),
    listProperties(query("location")),
  ]);
  const summary = (result: typeof sale) => ({
    total: result.total,
    capped: result.totalIsCapped,
    newest: result.items.slice(0, LOCATION_NEWEST_COUNT),
  });
  return { vente: summary(sale), location: summary(rent) };
}

/**
 * The page the URL's segments name, a delegation's included ('/immobilier/tunis/la_marsa'); a
 * delegation written otherwise ('la-marsa', 'La Marsa') is sent to its key. Null: not found.
 */
export function locationPageFor(
  governorate?: string,
  segment?: string,
): { page: TLocationPage } | { redirect: string } | null {
  const page = locationPageOf(governorate, segment);
  if (page) return { page };
  if (governorate === undefined || segment === undefined) return null;
  const base = locationPageOf(governorate);
  const place = findPlace(segment);
  if (!base?.governorate || place?.kind !== "delegation") return null;
  if (place.governorate?.slug !== base.governorate.key) return null;
  if (segment !== place.key) return { redirect: locationPagePath(base.governorate.key, place.key) };
  return { page: { ...base, delegation: { key: place.key, label: place.nameFr } } };
}

/** A governorate's delegations, for its page's links, in alphabetical order. */
export function delegationsOf(governorate: string): { key: string; label: string }[] {
  return ALL_PLACES.filter(
    (place) => place.kind === "delegation" && place.governorate?.slug === governorate,
  )
    .map((place) => ({ key: place.key, label: place.nameFr }))
    .sort((a, b) => a.label.localeCompare(b.label, "fr"));
}

/** Every delegation page, for the sitemap: its path by the delegation's slug as listings store it. */
export const DELEGATION_PAGES: ReadonlyMap<string, string> = new Map(
  ALL_PLACES.filter((place) => place.kind === "delegation").map((place) => [
    place.slug,
    locationPagePath(place.governorate?.slug, place.key),
  ]),
);
