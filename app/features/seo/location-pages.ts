import {
  GOVERNORATE_OPTIONS,
  PROPERTY_TYPES,
  type TAnnouncementType,
  type TPropertyType,
} from "~/lib/constants";

/**
 * Location landing pages: /immobilier, /immobilier/{gouvernorat}, /immobilier/{gouvernorat}/{type}.
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

/** 'à Tunis', but 'au Kef' (Le Kef). */
export function inPlace(label: string) {
  return label === "Kef" ? "au Kef" : `à ${label}`;
}

export function locationHeading(page: TLocationPage) {
  if (!page.governorate) return "L'immobilier en Tunisie, gouvernorat par gouvernorat";
  const where = inPlace(page.governorate.label);
  return page.type ? `${page.type.plural} ${where}` : `Immobilier ${where}`;
}

/** The property list filtered as the landing page is, for one announcement type. */
export function locationListPath(page: TLocationPage, announcementType: TAnnouncementType) {
  const search = new URLSearchParams({ announcementType });
  if (page.type) search.set("category", page.type.key);
  if (page.governorate) search.set("location", page.governorate.key);
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
