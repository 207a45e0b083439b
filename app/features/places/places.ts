import { z } from "zod";
import { governorateKey } from "~/lib/constants";
import type { TLocale } from "~/lib/i18n/locale";
import { MAX_PLACES, TOO_MANY_PLACES_MESSAGE, type TPlaceChip } from "./place-chip";
import {
  GRAND_TUNIS,
  placeSlug,
  type TDelegation,
  type TGovernoratePlace,
  TUNISIA_DELEGATIONS,
  TUNISIA_GOVERNORATES,
} from "./tunisia-places";

/*
 * Finding places by what people type (suggestions) and reading the places a URL names
 * (resolution). Everything runs in memory over tunisia-places.ts: 289 places, normalised once
 * when the module loads, answer in microseconds without a round trip to the database.
 */

export type TPlaceKind = "governorate" | "delegation" | "group";

export type TPlace = {
  kind: TPlaceKind;
  slug: string;
  /** What list URLs carry (placeKey): 'ben_arous', 'la_marsa', 'grand_tunis'. */
  key: string;
  nameFr: string;
  nameAr: string;
  lat: number;
  lng: number;
  /** The governorate a delegation lies in; null for governorates and Grand Tunis. */
  governorate: { slug: string; nameFr: string; nameAr: string } | null;
  /** The governorates the place covers: itself, its own governorate, or the four of Grand Tunis. */
  governorateSlugs: readonly string[];
};

export { MAX_PLACES, TOO_MANY_PLACES_MESSAGE } from "./place-chip";
/** 'Lieu inconnu : marsaa, xyz', in French: the server's validation message. */
export const unknownPlacesMessage = (values: readonly string[]) =>
  `Lieu inconnu : ${values.join(", ")}`;
/** The same for a page, in its language (`{places}`: the values as typed). */
export const UNKNOWN_PLACES_TEXT = /*i18n*/ "Lieu inconnu : {places}";

/** Typing more than this is not a place name; it only costs time. */
const MAX_QUERY_LENGTH = 60;
/** A URL with hundreds of values gets its first ones read, so a forged one costs nothing. */
const MAX_VALUES_READ = 100;
const MAX_UNKNOWN_ECHOED = 5;
const MAX_ECHOED_LENGTH = 40;

const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/**
 * The comparable form of a name, a slug or a query: 'Kalâat el-Andalous', 'kalaat-el-andalous'
 * and "KALAAT EL ANDALOUS" are one key; Arabic loses its vowel marks and the spelling variants
 * people mix (أ/إ/آ, ى/ي, ة/ه) so 'المرسى' typed either way finds La Marsa.
 */
export function normalisePlaceText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(ARABIC_MARKS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9\u0621-\u064a]+/g, " ")
    .trim();
}

/** 'المرسي' → 'مرسي': people often type an Arabic name without its article. */
function withoutArabicArticles(key: string): string {
  return key
    .split(" ")
    .map((word) => (word.startsWith("ال") && word.length > 3 ? word.slice(2) : word))
    .join(" ");
}

function governoratePlace(governorate: TGovernoratePlace): TPlace {
  return {
    kind: "governorate",
    slug: governorate.slug,
    key: placeKey(governorate),
    nameFr: governorate.nameFr,
    nameAr: governorate.nameAr,
    lat: governorate.lat,
    lng: governorate.lng,
    governorate: null,
    governorateSlugs: [governorate.slug],
  };
}

const GOVERNORATE_PLACES = new Map(
  TUNISIA_GOVERNORATES.map((governorate) => [governorate.slug, governoratePlace(governorate)]),
);

function delegationPlace(delegation: TDelegation): TPlace {
  const parent = GOVERNORATE_PLACES.get(delegation.governorateSlug);
  if (!parent) throw new Error(`Gouvernorat inconnu : ${delegation.governorateSlug}`);
  return {
    kind: "delegation",
    slug: delegation.slug,
    key: placeKey(delegation),
    nameFr: delegation.nameFr,
    nameAr: delegation.nameAr,
    lat: delegation.lat,
    lng: delegation.lng,
    governorate: { slug: parent.slug, nameFr: parent.nameFr, nameAr: parent.nameAr },
    governorateSlugs: [parent.slug],
  };
}

const GRAND_TUNIS_PLACE: TPlace = {
  kind: "group",
  slug: GRAND_TUNIS.slug,
  key: placeKey(GRAND_TUNIS),
  nameFr: GRAND_TUNIS.nameFr,
  nameAr: GRAND_TUNIS.nameAr,
  lat: GRAND_TUNIS.lat,
  lng: GRAND_TUNIS.lng,
  governorate: null,
  governorateSlugs: GRAND_TUNIS.governorateSlugs,
};

const ALIASES = new Map(TUNISIA_DELEGATIONS.map((d) => [d.slug, d.aliases]));

export const ALL_PLACES: readonly TPlace[] = [
  ...GOVERNORATE_PLACES.values(),
  GRAND_TUNIS_PLACE,
  ...TUNISIA_DELEGATIONS.map(delegationPlace),
];

const PLACES_BY_SLUG = new Map(ALL_PLACES.map((place) => [place.slug, place]));

/**
 * The value a list URL carries for a place (DESIGN: `location=ben_arous,la_marsa`): a
 * governorate's key as listings store it, a delegation's or Grand Tunis's slug with '_'.
 */
export function placeKey(place: Pick<TPlace, "slug">): string {
  return place.slug.replaceAll("-", "_");
}

const PLACES_BY_KEY = new Map(ALL_PLACES.map((place) => [place.key, place]));

/**
 * 'La Marsa (Tunis)': a delegation says its governorate, since names repeat across the country.
 * In Arabic, 'المرسى (تونس)'.
 */
export function placeLabel(place: TPlace, locale: TLocale = "fr"): string {
  const name = (named: { nameFr: string; nameAr: string }) =>
    locale === "ar" ? named.nameAr : named.nameFr;
  return place.governorate ? `${name(place)} (${name(place.governorate)})` : name(place);
}

const PLACES_BY_LABEL = new Map(
  ALL_PLACES.map((place) => [normalisePlaceText(placeLabel(place)), place]),
);

export function placeChip(place: TPlace, locale: TLocale = "fr"): TPlaceChip {
  return { key: place.key, label: placeLabel(place, locale), kind: place.kind };
}

const KIND_RANK: Record<TPlaceKind, number> = { governorate: 0, group: 1, delegation: 2 };

type TIndexed = { place: TPlace; keys: string[]; slugKey: string };

const INDEX: readonly TIndexed[] = ALL_PLACES.map((place) => {
  const names = [place.nameFr, place.nameAr, ...(ALIASES.get(place.slug) ?? [])];
  const keys = new Set<string>();
  for (const name of names) {
    const key = normalisePlaceText(name);
    keys.add(key);
    keys.add(withoutArabicArticles(key));
  }
  return { place, keys: [...keys].filter(Boolean), slugKey: normalisePlaceText(place.slug) };
});

/**
 * Places by their Arabic name as normalisePlaceText writes it; a name of several words also
 * without its articles ('حمام انف'), a name of one word only as it is written: 'جديده' is an
 * adjective, 'الجديده' may be El Jedaida. Where two places share a name, the governorate (or
 * Grand Tunis) wins.
 */
const PLACES_BY_ARABIC_NAME = new Map<string, TPlace>();
for (const kind of ["governorate", "group", "delegation"] as const) {
  for (const place of ALL_PLACES) {
    if (place.kind !== kind) continue;
    const key = normalisePlaceText(place.nameAr);
    const names = key.includes(" ") ? [key, withoutArabicArticles(key)] : [key];
    for (const name of names) {
      if (name && !PLACES_BY_ARABIC_NAME.has(name)) PLACES_BY_ARABIC_NAME.set(name, place);
    }
  }
}

/** The place an Arabic name designates, given as normalisePlaceText writes it ('اريانه'). */
export function placeByArabicName(normalised: string): TPlace | undefined {
  return PLACES_BY_ARABIC_NAME.get(normalised);
}

/** 0: a whole name; 1: the start of a name; 2: the start of an inner word; null: no match. */
function matchRank(keys: readonly string[], query: string): number | null {
  let best: number | null = null;
  for (const key of keys) {
    const rank =
      key === query ? 0 : key.startsWith(query) ? 1 : key.includes(` ${query}`) ? 2 : null;
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/**
 * The places whose French or Arabic name, slug or a well-known town inside them starts with
 * what was typed, best first: whole names, then name starts, then inner words; on a tie,
 * governorates and Grand Tunis before delegations, then alphabetical.
 */
export function suggestPlaces(query: string, limit = 8): TPlace[] {
  const normalised = normalisePlaceText(query.slice(0, MAX_QUERY_LENGTH));
  if (!normalised) return [];
  const max = Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_PLACES);
  const matches: { place: TPlace; rank: number }[] = [];
  for (const { place, keys, slugKey } of INDEX) {
    // A slug matches from its start only: the governorate that tells two Ezzouhour apart
    // ('ezzouhour-tunis') must not make 'tunis' suggest Ezzouhour.
    const slugRank = slugKey === normalised ? 0 : slugKey.startsWith(normalised) ? 1 : null;
    const nameRank = matchRank(keys, normalised);
    const rank =
      slugRank === null ? nameRank : nameRank === null ? slugRank : Math.min(slugRank, nameRank);
    if (rank !== null) matches.push({ place, rank });
  }
  matches.sort(
    (a, b) =>
      a.rank - b.rank ||
      KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind] ||
      a.place.nameFr.localeCompare(b.place.nameFr, "fr"),
  );
  return matches.slice(0, max).map((match) => match.place);
}

/**
 * One URL value as a place: a slug ('la-marsa', 'grand-tunis'), or what `location` has always
 * carried, a governorate's key or label ('ben_arous', 'Ben Arous'), or a delegation's name.
 */
export function findPlace(value: string): TPlace | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return (
    PLACES_BY_SLUG.get(trimmed) ??
    PLACES_BY_KEY.get(trimmed.toLowerCase()) ??
    GOVERNORATE_PLACES.get(governorateKey(trimmed)) ??
    PLACES_BY_SLUG.get(placeSlug(trimmed)) ??
    // What a place box shows, typed back without JavaScript: 'La Marsa (Tunis)'.
    PLACES_BY_LABEL.get(normalisePlaceText(trimmed)) ??
    null
  );
}

export type TResolvedPlaces = {
  places: TPlace[];
  /** The values that name no place, as typed (shortened), to say so rather than ignore them. */
  unknown: string[];
  /** More than MAX_PLACES places were asked: `places` holds the first ones. */
  tooMany: boolean;
};

/**
 * The places a URL asks for, each once: a delegation inside an asked governorate, or a
 * governorate of an asked Grand Tunis, adds nothing and is folded into it.
 */
export function resolvePlaces(values: readonly string[]): TResolvedPlaces {
  const found: TPlace[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const value of values.slice(0, MAX_VALUES_READ)) {
    const place = findPlace(value);
    if (!place) {
      const echoed = value.trim().slice(0, MAX_ECHOED_LENGTH);
      if (echoed && !unknown.includes(echoed) && unknown.length < MAX_UNKNOWN_ECHOED) {
        unknown.push(echoed);
      }
    } else if (!seen.has(place.slug)) {
      seen.add(place.slug);
      found.push(place);
    }
  }
  const wholeGovernorates = new Set(
    found.filter((place) => place.kind !== "delegation").flatMap((p) => p.governorateSlugs),
  );
  const folded = found.filter((place) => {
    if (place.kind === "delegation") {
      return place.governorateSlugs.every((slug) => !wholeGovernorates.has(slug));
    }
    if (place.kind === "governorate") return !seen.has(GRAND_TUNIS.slug) || !inGrandTunis(place);
    return true;
  });
  const tooMany = folded.length > MAX_PLACES || values.length > MAX_VALUES_READ;
  return { places: folded.slice(0, MAX_PLACES), unknown, tooMany };
}

function inGrandTunis(place: TPlace): boolean {
  return (GRAND_TUNIS.governorateSlugs as readonly string[]).includes(place.slug);
}

/**
 * The place list of a URL or a form: one string of comma-separated slugs ('la-marsa,ariana') or
 * repeated values. Unknown places and more than MAX_PLACES fail with a French message; the
 * caller decides whether that shows as an error or as a search without them.
 */
export const ZPlaceList = z.union([z.string(), z.array(z.string())]).transform((input, context) => {
  const values = (Array.isArray(input) ? input : [input])
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  const resolved = resolvePlaces(values);
  if (resolved.unknown.length > 0) {
    context.addIssue({ code: "custom", message: unknownPlacesMessage(resolved.unknown) });
  }
  if (resolved.tooMany) context.addIssue({ code: "custom", message: TOO_MANY_PLACES_MESSAGE });
  if (resolved.unknown.length > 0 || resolved.tooMany) return z.NEVER;
  return resolved.places;
});

/** Edit distance, stopped early: names further apart than `limit` are not a typo of each other. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * What an unknown place was probably meant to be: the suggestions for its start, or else the
 * places whose name is a typo or two away ('Marssa', 'Hammammet'), closest first.
 */
export function placesLike(value: string, limit = 3): TPlace[] {
  const started = suggestPlaces(value, limit);
  if (started.length > 0) return started;
  const query = withoutArabicArticles(normalisePlaceText(value.slice(0, MAX_QUERY_LENGTH)));
  if (query.length < 3) return [];
  const tolerance = query.length < 6 ? 1 : 2;
  return INDEX.map(({ place, keys }) => ({
    place,
    // 'Marssa' is a typo of 'Marsa', the word that makes 'La Marsa'.
    distance: Math.min(
      ...keys
        .flatMap((key) => [key, ...key.split(" ").filter((word) => word.length >= 4)])
        .map((key) => editDistance(query, withoutArabicArticles(key), tolerance)),
    ),
  }))
    .filter((match) => match.distance <= tolerance)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind] ||
        a.place.nameFr.localeCompare(b.place.nameFr, "fr"),
    )
    .slice(0, limit)
    .map((match) => match.place);
}
