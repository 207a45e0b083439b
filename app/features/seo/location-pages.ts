import {
  GOVERNORATE_OPTIONS,
  inGovernorate,
  PROPERTY_TYPES,
  type TAnnouncementType,
  type TPropertyType,
} from "~/lib/constants";

/**
 * Location landing pages: /immobilier, /immobilier/{gouvernorat}, /immobilier/{gouvernorat}/{type}
 * and /immobilier/{gouvernorat}/{délégation} (issue 23: 'la_marsa', the key list URLs carry).
 * The governorate and type keys are the list URLs' own (`ben_arous`, `local_commercial`), so that a
 * landing page and the list it links to name a place alike.
 */

const TYPE_PLURALS: Record<TPropertyType, string> = {
  appartement: "Appartements",
  maison: "Maisons",
  villa: "Villas",
  terrain: "Terrains",
  local_commercial: "Locaux commerciaux",
  bureau: "Bureaux",
};

export type TLocationPage = {
  governorate?: { key: string; label: string };
  type?: { key: TPropertyType; plural: string };
  /** A delegation of the governorate; location-pages.server.ts knows them, not the browser. */
  delegation?: { key: string; label: string };
};

export function locationPagePath(governorate?: string, type?: string) {
  if (!governorate) return "/immobilier";
  return type ? `/immobilier/${governorate}/${type}` : `/immobilier/${governorate}`;
}

/** The page named by the URL's segments, or null for a governorate or type Darna does not know. */
export function locationPageOf(governorate?: string, type?: string): TLocationPage | null {
  if (governorate === undefined) return {};
  const place = GOVERNORATE_OPTIONS.find((option) => option.value === governorate);
  if (!place) return null;
  if (type === undefined) return { governorate: { key: place.value, label: place.label } };
  const kind = PROPERTY_TYPES.find((option) => option.value === type);
  if (!kind) return null;
  return {
    governorate: { key: place.value, label: place.label },
    type: { key: kind.value, plural: TYPE_PLURALS[kind.value] },
  };
}

export { inGovernorate as inPlace } from "~/lib/constants";

/** 'à La Marsa', 'au Bardo', 'aux Jardins' : the preposition French puts before a town's name. */
export function inTown(name: string): string {
  if (name.startsWith("Le ")) return `au ${name.slice(3)}`;
  if (name.startsWith("Les ")) return `aux ${name.slice(4)}`;
  return `à ${name}`;
}

/** Where the page is, as a sentence says it: 'à La Marsa', 'au Kef'. */
export function inLocation(page: TLocationPage): string {
  if (page.delegation) return inTown(page.delegation.label);
  return page.governorate ? inGovernorate(page.governorate.label) : "en Tunisie";
}

export function locationHeading(page: TLocationPage) {
  if (!page.governorate) return "L'immobilier en Tunisie, gouvernorat par gouvernorat";
  if (page.delegation) return `Immobilier ${inLocation(page)} (${page.governorate.label})`;
  const where = inGovernorate(page.governorate.label);
  return page.type ? `${page.type.plural} ${where}` : `Immobilier ${where}`;
}

/** The property list filtered as the landing page is, for one announcement type. */
export function locationListPath(page: TLocationPage, announcementType: TAnnouncementType) {
  const search = new URLSearchParams({ announcementType });
  if (page.type) search.set("category", page.type.key);
  const place = page.delegation ?? page.governorate;
  if (place) search.set("location", place.key);
  return `/proprietes?${search}`;
}

/** Every location page, for the sitemap and the index page's links. */
export const LOCATION_PAGES: readonly string[] = [
  locationPagePath(),
  ...GOVERNORATE_OPTIONS.flatMap((place) => [
    locationPagePath(place.value),
    ...PROPERTY_TYPES.map((type) => locationPagePath(place.value, type.value)),
  ]),
];

export const LOCATION_TYPE_LINKS = PROPERTY_TYPES.map((type) => ({
  key: type.value,
  plural: TYPE_PLURALS[type.value],
}));
