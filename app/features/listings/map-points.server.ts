import { TUNISIA_DELEGATIONS, TUNISIA_GOVERNORATES } from "~/features/places/tunisia-places";
import { governorateKey } from "~/lib/constants";
import type { TPageText } from "~/lib/i18n/locale";
import { formatZone, parseZone, ZONE_OUTSIDE_TUNISIA_MESSAGE } from "~/lib/map-zone";
import type { TMapPoint, TMapPoints } from "./map-points";

/*
 * Listings grouped by map position (map-points.ts): the database groups the matches by pin,
 * delegation and governorate, and this places each group where the zone condition
 * (zone-condition.server.ts) looks for it: the pin, else the delegation's centre, else the
 * governorate's.
 */

/** One group as the database counts it. */
export type TMapGroup = {
  pinLat: number | null;
  pinLng: number | null;
  delegation: string | null;
  /** The governorate's key, or an older row's free text ('Ben Arous, Radès'). */
  location: string;
  count: number;
  /** When count = 1: the listing's own values. */
  id: string;
  title: string;
  detail: string;
};

/** Links of a point: the list filtered by a place or by a pin's zone, and a listing's page. */
export type TMapLinks = {
  listFor: (narrowing: { location?: string; zone?: string }) => string;
  itemFor: (id: string) => string;
  /** The list page's language, for the places' names (French when absent). */
  text?: TPageText;
};

const DELEGATIONS = new Map(TUNISIA_DELEGATIONS.map((d) => [d.slug, d]));
const GOVERNORATES = new Map(TUNISIA_GOVERNORATES.map((g) => [g.slug, g]));
// Longest keys first: a free text naming 'ben_arous' is not read as another key inside it.
const GOVERNORATE_KEYS = [...GOVERNORATES.keys()].sort((a, b) => b.length - a.length);

/** The governorate a row's location names: its key, or the first key its free text contains. */
function governorateOf(location: string) {
  const exact = GOVERNORATES.get(location);
  if (exact) return exact;
  const text = governorateKey(location).replace(/-/g, "_");
  const key = GOVERNORATE_KEYS.find((candidate) => text.includes(candidate));
  return key ? GOVERNORATES.get(key) : undefined;
}

/** Half the pin's rounding (PIN_PRECISION): the box of one pin and no neighbouring one. */
const PIN_HALF_STEP = 0.001;

function placeOf(group: TMapGroup, links: TMapLinks): Omit<TMapPoint, "count" | "item"> | null {
  const governorate = governorateOf(group.location);
  const delegation = group.delegation ? DELEGATIONS.get(group.delegation) : undefined;
  const arabic = links.text?.locale === "ar";
  const name = (place: { nameFr: string; nameAr: string } | undefined) =>
    (arabic ? place?.nameAr : place?.nameFr) ?? "";
  const label = delegation
    ? `${name(delegation)}${arabic ? "، " : ", "}${name(GOVERNORATES.get(delegation.governorateSlug))}`
    : name(governorate);
  if (group.pinLat !== null && group.pinLng !== null) {
    const zone = formatZone({
      west: group.pinLng - PIN_HALF_STEP,
      south: group.pinLat - PIN_HALF_STEP,
      east: group.pinLng + PIN_HALF_STEP,
      north: group.pinLat + PIN_HALF_STEP,
    });
    return {
      lat: group.pinLat,
      lng: group.pinLng,
      label: label || (links.text?.translate(/*i18n*/ "Repère") ?? "Repère"),
      exact: true,
      href: links.listFor({ zone }),
    };
  }
  if (delegation) {
    const location = delegation.slug.replaceAll("-", "_");
    return {
      lat: delegation.lat,
      lng: delegation.lng,
      label,
      exact: false,
      href: links.listFor({ location }),
    };
  }
  if (governorate) {
    return {
      lat: governorate.lat,
      lng: governorate.lng,
      label,
      exact: false,
      href: links.listFor({ location: governorate.slug }),
    };
  }
  // A free text naming no governorate has no place on a map.
  return null;
}

/** Groups placed on the map; groups at one position (a pin in two delegations' rows) add up. */
export function mapPointsOf(
  groups: readonly TMapGroup[],
  counted: { total: number; capped: boolean },
  links: TMapLinks,
): TMapPoints {
  const points = new Map<string, TMapPoint>();
  for (const group of groups) {
    const place = placeOf(group, links);
    if (!place) continue;
    const key = `${place.exact ? "pin" : "centre"}:${place.lat},${place.lng}`;
    const known = points.get(key);
    if (known) {
      known.count += group.count;
      delete known.item;
      continue;
    }
    const point: TMapPoint = { ...place, count: group.count };
    if (group.count === 1) {
      point.item = { title: group.title, detail: group.detail, href: links.itemFor(group.id) };
    }
    points.set(key, point);
  }
  return { points: [...points.values()], ...counted };
}

/** A list's zone that lies outside Tunisia: said, with nothing to show. */
export function outsideZonePoints(zone: string | undefined): TMapPoints | null {
  const reading = parseZone(zone);
  return reading && "outside" in reading
    ? { points: [], total: 0, capped: false, message: ZONE_OUTSIDE_TUNISIA_MESSAGE }
    : null;
}
