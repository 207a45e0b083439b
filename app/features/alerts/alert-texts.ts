import { CATALOGUE_PAGES } from "~/features/listings/catalogue/catalogue-parts";
import { amenityLabels } from "~/features/properties/amenities";
import { roomChoiceLabel } from "~/features/properties/filter-options";
import { LISTING_SEGMENT, type TListingKind } from "~/kernel/kinds";
import { governorateLabel, PROPERTY_TYPES } from "~/lib/constants";
import { formatNumber } from "~/lib/format";

/*
 * Saved-search alerts (issue 15, decision 0023): the texts both the pages and the mails use.
 * Filters are the list URL's values ('announcementType=location', 'price=-1500'), as stored.
 */

/** An account keeps at most this many alerts. */
export const MAX_ALERTS = 10;
export const MAX_ALERT_NAME_LENGTH = 80;
export const TOO_MANY_ALERTS_MESSAGE = `Vous avez déjà ${MAX_ALERTS} alertes, le maximum. Supprimez-en une pour en créer une autre.`;

export const ALERT_FREQUENCIES = [
  { value: "instant", label: "Immédiate", hint: "Un e-mail dans les 5 minutes" },
  { value: "daily", label: "Résumé quotidien", hint: "Un e-mail par jour, le matin" },
] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number]["value"];

export function frequencyLabel(frequency: string): string {
  return ALERT_FREQUENCIES.find((option) => option.value === frequency)?.label ?? frequency;
}

export type TAlertFilters = Record<string, string>;

/** An alert for a map's zone ('Rechercher dans cette zone'): the box has no name. */
export const ZONE_PART = "Zone de la carte";

const ANNOUNCEMENT_WORDS: Record<string, string> = { vente: "à vendre", location: "à louer" };

/** '≤ 1 500 TND', '≥ 100 000 TND', '100 000 – 300 000 TND' from a URL range ('-1500'). */
function rangeText(value: string | undefined, unit: string): string | null {
  const match = value ? /^(\d*)-(\d*)$/.exec(value) : null;
  if (!match) return null;
  const [, min, max] = match;
  // The lists' first bands start at 0 ('0-500'): nothing is cheaper, so it reads as a ceiling.
  if (max && Number(min) === 0) return `≤ ${formatNumber(Number(max))} ${unit}`;
  if (min && max) return `${formatNumber(Number(min))} – ${formatNumber(Number(max))} ${unit}`;
  if (max) return `≤ ${formatNumber(Number(max))} ${unit}`;
  if (min) return `≥ ${formatNumber(Number(min))} ${unit}`;
  return null;
}

function optionLabel(kind: Exclude<TListingKind, "property">, key: string, value: string) {
  const filter = CATALOGUE_PAGES[kind].list.filters.find((candidate) => candidate.key === key);
  return filter?.options.find((option) => option.value === value)?.label ?? value;
}

/** How places read: the server passes their names ('La Marsa (Tunis)'); governorates by default. */
export type TPlaceNamer = (location: string) => string;

const governorateNames: TPlaceNamer = (location) =>
  location
    .split(",")
    .map((key) => governorateLabel(key))
    .join(", ");

/** 'S+2 ou S+3', 'S+5 et plus'. */
function roomsText(value: string | undefined): string | null {
  if (!value) return null;
  const labels = value.split(",").map((rooms) => roomChoiceLabel(Number(rooms)));
  return labels.join(" ou ");
}

/** 'Équipements : Jardin, Piscine'. */
function amenitiesText(value: string | undefined): string | null {
  const labels = value ? amenityLabels(value.split(",")) : [];
  return labels.length > 0 ? `Équipements : ${labels.join(", ")}` : null;
}

/** What an alert looks for, one part per filter: ['Appartement à louer', 'Tunis', '≤ 1 500 TND']. */
export function alertFilterParts(
  kind: TListingKind,
  filters: TAlertFilters,
  namePlaces: TPlaceNamer = governorateNames,
): string[] {
  const parts: (string | null)[] = [];
  if (kind === "property") {
    const type = PROPERTY_TYPES.find((option) => option.value === filters.category)?.label;
    const announcement = filters.announcementType
      ? ANNOUNCEMENT_WORDS[filters.announcementType]
      : undefined;
    parts.push(
      type || announcement
        ? [type ?? "Bien", announcement].filter(Boolean).join(" ")
        : "Toutes les propriétés",
    );
    parts.push(filters.location ? namePlaces(filters.location) : null);
    parts.push(rangeText(filters.price, "TND"));
    parts.push(rangeText(filters.surface, "m²"));
    parts.push(filters.bedrooms ? `${filters.bedrooms}+ chambres` : null);
    parts.push(roomsText(filters.rooms));
    parts.push(amenitiesText(filters.amenities));
    parts.push(filters.q ? `« ${filters.q} »` : null);
  } else if (kind === "service") {
    parts.push(filters.category ? optionLabel(kind, "category", filters.category) : "Services");
    parts.push(filters.location ? namePlaces(filters.location) : null);
    parts.push(filters.minRating ? `Note ≥ ${filters.minRating}` : null);
  } else {
    parts.push(filters.category ? optionLabel(kind, "category", filters.category) : "Boutiques");
    parts.push(filters.location ? namePlaces(filters.location) : null);
  }
  // A box drawn on the map (list-view.ts) has no name: said as such.
  parts.push(filters.zone ? ZONE_PART : null);
  return parts.filter((part): part is string => Boolean(part));
}

/** The name an alert is offered: 'Appartement à louer · Tunis · ≤ 1 500 TND'. */
export function proposedAlertName(
  kind: TListingKind,
  filters: TAlertFilters,
  namePlaces: TPlaceNamer = governorateNames,
): string {
  const name = alertFilterParts(kind, filters, namePlaces).join(" · ");
  return name.length > MAX_ALERT_NAME_LENGTH
    ? `${name.slice(0, MAX_ALERT_NAME_LENGTH - 1).trimEnd()}…`
    : name;
}

/** The list page an alert's filters show: '/proprietes?announcementType=location&location=tunis'. */
export function alertListPath(kind: TListingKind, filters: TAlertFilters): string {
  const search = new URLSearchParams(filters).toString();
  return `/${LISTING_SEGMENT[kind]}${search ? `?${search}` : ""}`;
}
