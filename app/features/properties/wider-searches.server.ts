import { findPlace, placeLabel, type TPlace } from "~/features/places/places";
import { TUNISIA_DELEGATIONS } from "~/features/places/tunisia-places";
import { formatNumber } from "~/lib/format";
import type { TPageText } from "~/lib/i18n/locale";
import { getDb } from "~/server/db/client.server";
import { formatRange, toFilterValues } from "./filter-values";
import { PROPERTY_COUNT_CAP, propertyListStatements } from "./list-properties.server";
import { type TPropertyFilterValues, toPropertyListSearch } from "./list-query";
import { parsePropertyListQuery, type TPropertyListQuery } from "./list-query-schema";

/*
 * 'Aucun résultat trouvé' leads somewhere (issue 23): the same search a little wider — in the
 * delegations around the ones asked, in their whole governorate, at a wider price, without the
 * S+n — each offered only when it finds something, with how many.
 */

export type TWiderSearch = { label: string; search: string; total: number; capped: boolean };

const NEIGHBOURS_PER_PLACE = 3;
const MAX_WIDER_SEARCHES = 6;
/** A budget a quarter higher (or lower) is still the same search for most people. */
const PRICE_STRETCH = 0.25;

function distance(a: Pick<TPlace, "lat" | "lng">, b: Pick<TPlace, "lat" | "lng">): number {
  const dLat = a.lat - b.lat;
  const dLng = (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
}

/** The delegations of the same governorate closest to `place`, nearest first. */
function neighboursOf(place: TPlace, excluded: ReadonlySet<string>): TPlace[] {
  return TUNISIA_DELEGATIONS.filter(
    (delegation) =>
      delegation.governorateSlug === place.governorate?.slug && !excluded.has(delegation.slug),
  )
    .sort((a, b) => distance(a, place) - distance(b, place))
    .slice(0, NEIGHBOURS_PER_PLACE)
    .map((delegation) => findPlace(delegation.slug))
    .filter((neighbour): neighbour is TPlace => neighbour !== null);
}

function withPlaces(
  values: TPropertyFilterValues,
  places: readonly TPlace[],
): TPropertyFilterValues {
  return { ...values, location: places.map((place) => place.key).join(",") };
}

/** A wider price, as its link says it: one text per shape of range and per announcement type. */
const PRICE_TEXTS = {
  vente: {
    from: /*i18n*/ "À partir de {min} TND",
    upTo: /*i18n*/ "Jusqu'à {max} TND",
    between: /*i18n*/ "De {min} à {max} TND",
  },
  location: {
    from: /*i18n*/ "À partir de {min} TND/mois",
    upTo: /*i18n*/ "Jusqu'à {max} TND/mois",
    between: /*i18n*/ "De {min} à {max} TND/mois",
  },
};

function candidates(
  query: TPropertyListQuery,
  { locale, translate }: TPageText,
): { label: string; values: TPropertyFilterValues }[] {
  const values = toFilterValues(query);
  const found: { label: string; values: TPropertyFilterValues }[] = [];
  const places = query.location ?? [];
  const delegations = places.filter((place) => place.kind === "delegation");
  const asked = new Set(delegations.map((place) => place.slug));
  for (const delegation of delegations) {
    for (const neighbour of neighboursOf(delegation, asked)) {
      asked.add(neighbour.slug);
      found.push({
        label: translate(/*i18n*/ "À {place}", { place: placeLabel(neighbour, locale) }),
        values: withPlaces(values, [neighbour]),
      });
    }
  }
  const governorates = [
    ...new Set(delegations.map((place) => place.governorate?.slug).filter(Boolean)),
  ]
    .map((slug) => findPlace(slug ?? ""))
    .filter((place): place is TPlace => place !== null);
  for (const governorate of governorates) {
    const others = places.filter((place) => !place.governorateSlugs.includes(governorate.slug));
    found.push({
      label: translate(/*i18n*/ "Dans tout le gouvernorat de {governorate}", {
        governorate: locale === "ar" ? governorate.nameAr : governorate.nameFr,
      }),
      values: withPlaces(values, [...others, governorate]),
    });
  }
  const price = query.price;
  if (price && (price.min !== null || price.max !== null)) {
    const wider = {
      min: price.min === null ? null : Math.floor(price.min * (1 - PRICE_STRETCH)),
      max: price.max === null ? null : Math.ceil(price.max * (1 + PRICE_STRETCH)),
    };
    const texts = PRICE_TEXTS[query.announcementType === "location" ? "location" : "vente"];
    const label =
      wider.max === null
        ? translate(texts.from, { min: formatNumber(wider.min ?? 0) })
        : wider.min === null || wider.min === 0
          ? translate(texts.upTo, { max: formatNumber(wider.max) })
          : translate(texts.between, {
              min: formatNumber(wider.min),
              max: formatNumber(wider.max),
            });
    found.push({ label, values: { ...values, price: formatRange(wider) } });
  }
  if (query.rooms)
    found.push({
      label: translate(/*i18n*/ "Quel que soit le nombre de pièces"),
      values: { ...values, rooms: "" },
    });
  // Several amenities: the rarest one asked is often the one that empties the list; all of them
  // dropped is the widest step, offered last.
  if (query.amenities)
    found.push({
      label: translate(/*i18n*/ "Sans les équipements cochés"),
      values: { ...values, amenities: "" },
    });
  return found;
}

/** The wider searches that find something, for a search that found nothing. */
export async function widerSearches(
  query: TPropertyListQuery,
  text: TPageText,
): Promise<TWiderSearch[]> {
  const db = await getDb();
  const counted = await Promise.all(
    candidates(query, text).map(async ({ label, values }) => {
      const search = toPropertyListSearch(values);
      const wider = parsePropertyListQuery(new URLSearchParams(search));
      const [row] = await propertyListStatements(db, wider, 1).count;
      const matches = Number(row?.total ?? 0);
      return {
        label,
        search,
        total: Math.min(matches, PROPERTY_COUNT_CAP),
        capped: matches > PROPERTY_COUNT_CAP,
      };
    }),
  );
  return counted.filter((wider) => wider.total > 0).slice(0, MAX_WIDER_SEARCHES);
}
