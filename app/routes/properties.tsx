import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, redirect, useNavigation } from "react-router";
import { HYDRATE_PERSONAL_PARTS, withPersonalParts } from "~/components/layout/personal-parts";
import { EmptyState } from "~/components/listing/empty-state";
import {
  activeFilterCount,
  FilterSheet,
  FilterSheetButton,
} from "~/components/listing/filter-sheet";
import { ListError } from "~/components/listing/list-error";
import { PageHeading } from "~/components/listing/page-heading";
import { Pagination } from "~/components/listing/pagination";
import { LoaderCircle } from "~/components/ui/icons";
import { CreateAlertLink } from "~/features/alerts/components/create-alert-link";
import { ListViewSwitch, MapPanel, ZoneNotice } from "~/features/listings/components/list-map-view";
import { PropertyCard } from "~/features/listings/components/property-card";
import { withDelegationNamesIn } from "~/features/listings/delegations.server";
import { favoriteIdsAmong } from "~/features/listings/favorite-ids.server";
import { MAP_VIEW, withListView } from "~/features/listings/list-view";
import { PlaceNotices } from "~/features/places/components/place-notices";
import { canonicalPlaceUrl, placesAsked } from "~/features/places/place-notices.server";
import { CardPriceContext } from "~/features/properties/components/card-price-context";
import {
  PROPERTY_FILTERS_FORM_ID,
  PropertyFilterPanel,
  PropertySortSelect,
  usePropertyFilters,
} from "~/features/properties/components/property-filters";
import { toFilterValues } from "~/features/properties/filter-values";
import { listProperties } from "~/features/properties/list-properties.server";
import { toPropertyListSearch } from "~/features/properties/list-query";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import { withPriceGaps } from "~/features/properties/price-context.server";
import { withSearchWordsRead } from "~/features/properties/search-words.server";
import { type TWiderSearch, widerSearches } from "~/features/properties/wider-searches.server";
import { listPageMeta } from "~/features/seo/list-indexing";
import { formatNumber } from "~/lib/format";
import { pageText } from "~/lib/i18n/catalogues.server";
import { DEFAULT_LOCALE, localeOfPath, pathInLocale, pathWithoutLocale } from "~/lib/i18n/locale";
import { i18nOf, type TPageLanguage } from "~/lib/i18n/page-i18n";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { withThumbnailCover } from "~/lib/property-photo-urls";
import { revalidateWhenGone } from "~/lib/revalidation";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { mapTiles } from "~/server/map-tiles.server";
import type { Route } from "./+types/properties";

/** A listing found gone (a heart's or a rating's 404) leaves the page: see revalidation.ts. */
export const shouldRevalidate = revalidateWhenGone;

const TITLE = msg`Propriétés | Darna`;
const DESCRIPTION = msg`Appartements, maisons, villas, terrains, locaux commerciaux et bureaux à vendre ou à louer partout en Tunisie.`;

export function meta({ location, loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const root = matches[0]?.loaderData as { language: TPageLanguage } | undefined;
  const i18n = root ? i18nOf(root.language) : null;
  return [
    ...(loaderData ? listPageMeta(loaderData.origin, location.pathname, location.search) : []),
    { title: i18n ? i18n._(TITLE) : "Propriétés | Darna" },
    ...(i18n ? [{ name: "description", content: i18n._(DESCRIPTION) }] : []),
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const text = pageText(locale);
  const query = parsePropertyListQuery(url.searchParams);
  // 'شقة للكراء أريانة', 'S+2': the words that name filters become those filters, in the URL.
  const read = withSearchWordsRead(query);
  if (read)
    throw redirect(
      pathInLocale(
        `/proprietes${withListView(toPropertyListSearch(toFilterValues(read)), read)}`,
        locale,
      ),
    );
  const places = placesAsked(
    {
      places: query.location ?? [],
      unknown: query.unknownPlaces ?? [],
      tooMany: query.tooManyPlaces ?? false,
    },
    text,
  );
  const canonical = canonicalPlaceUrl(url, places);
  if (canonical) throw redirect(canonical);
  const [result, viewer] = await Promise.all([listProperties(query), getSessionUser(request)]);
  const ids = result.items.map((item) => item.id);
  const [favoriteIds, items, wider] = await Promise.all([
    favoriteIdsAmong(viewer, "property", ids),
    withPriceGaps(result.items),
    result.total === 0 ? widerSearches(query, text) : [],
  ]);
  return {
    query,
    places,
    wider,
    result: { ...result, items: withDelegationNamesIn(locale, items.map(withThumbnailCover)) },
    favoriteIds,
    origin: env().PUBLIC_URL,
    // The map's tiles only for the map view: the list's data stays as it was.
    tiles: query.view === MAP_VIEW ? mapTiles() : null,
  };
}

/** The hearts of a signed-in person's list served as the visitor's (decision 0040). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPersonalParts(
    serverLoader,
    (data) => ({ property: data.result.items }),
    (data, { favoriteIds }) => ({ ...data, favoriteIds: favoriteIds.property }),
  );
}
clientLoader.hydrate = HYDRATE_PERSONAL_PARTS;

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { query, result, favoriteIds, places, wider, tiles } = loaderData;
  const filters = usePropertyFilters(query);
  // A new panel after the sheet is dismissed: fields that keep their own state (places) start over.
  const [panelKey, setPanelKey] = useState(0);
  const navigation = useNavigation();
  const { t, i18n } = useLingui();
  const localePath = useLocalePath();
  const loading =
    navigation.state !== "idle" &&
    pathWithoutLocale(navigation.location?.pathname ?? "") === "/proprietes";
  // The list's own address in the page's language, with `search` (a query string or nothing).
  const listHref = (search: string) => localePath(`/proprietes${search}`);
  const urlValues = toFilterValues(query);
  const search = toPropertyListSearch(urlValues);
  const { zone } = query;
  const map = query.view === MAP_VIEW;
  const count = formatNumber(result.total);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-3 pb-8 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading
        title={t`Propriétés`}
        subtitle={t`Appartements, maisons, villas, terrains et locaux à vendre ou à louer dans toute la Tunisie.`}
      />
      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <FilterSheet
          formId={PROPERTY_FILTERS_FORM_ID}
          label={t`Filtres des propriétés`}
          resultsId="property-results"
          onDismiss={() => {
            filters.reset();
            setPanelKey((key) => key + 1);
          }}
        >
          <PropertyFilterPanel key={panelKey} state={filters} places={places.chosen} />
        </FilterSheet>
        <section aria-labelledby="property-results" aria-busy={loading}>
          <PlaceNotices
            places={places}
            hrefFor={(location) =>
              listHref(withListView(toPropertyListSearch({ ...urlValues, location }), query))
            }
          />
          <ZoneNotice
            zone={zone}
            removeHref={listHref(withListView(search, { view: query.view }))}
          />
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <ListViewSwitch
                map={map}
                listHref={listHref(
                  withListView(toPropertyListSearch({ ...urlValues, page: result.page }), { zone }),
                )}
                mapHref={listHref(withListView(search, { zone, view: MAP_VIEW }))}
              />
              <h2
                id="property-results"
                aria-live="polite"
                className="scroll-mt-24 text-lg font-semibold"
              >
                {result.totalIsCapped
                  ? t`Plus de ${count} propriétés trouvées`
                  : // French says the singular for 0 as well, as Arabic's plural rules do theirs.
                    t`${plural(result.total, { one: `${count} propriété trouvée`, other: `${count} propriétés trouvées` })}`}
              </h2>
              {loading ? (
                <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  <Trans>Chargement…</Trans>
                </span>
              ) : null}
            </div>
            <div className="flex flex-wrap items-end gap-3">
              {/* An empty list offers it with its wider searches instead. */}
              {result.items.length > 0 ? (
                <CreateAlertLink kind="property" search={withListView(search, { zone })} />
              ) : null}
              <FilterSheetButton
                formId={PROPERTY_FILTERS_FORM_ID}
                count={activeFilterCount(urlValues)}
              />
              <PropertySortSelect state={filters} />
            </div>
          </div>
          {map ? (
            <MapPanel
              pointsUrl={mapPointsUrl(withListView(search, { zone }), i18n.locale)}
              tiles={tiles}
              countText={(shown, n) =>
                t`${plural(n, { one: `${shown} propriété`, other: `${shown} propriétés` })}`
              }
              zone={zone}
              searchHrefFor={(next) =>
                listHref(withListView(search, { zone: next, view: MAP_VIEW }))
              }
            />
          ) : null}
          {/* The map view keeps the list for a browser without JavaScript (MapPanel's note). */}
          <div
            data-map-fallback=""
            className={`${loading ? "opacity-60 transition-opacity" : "transition-opacity"}${map ? " hidden" : ""}`}
          >
            {result.items.length === 0 ? (
              <EmptyState message={t`Aucun résultat trouvé`}>
                <WiderSearches searches={wider} />
                <div className="flex flex-wrap items-center justify-center gap-3">
                  <CreateAlertLink kind="property" search={withListView(search, { zone })} />
                  <Link
                    to={listHref("")}
                    className="text-sm font-semibold text-primary hover:underline"
                  >
                    <Trans>Réinitialiser les filtres</Trans>
                  </Link>
                </div>
              </EmptyState>
            ) : (
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {result.items.map((property, index) => (
                  <PropertyCard
                    key={property.id}
                    property={property}
                    variant="list"
                    eagerImage={index < 3}
                    favorited={favoriteIds.includes(property.id)}
                  >
                    <CardPriceContext property={property} />
                  </PropertyCard>
                ))}
              </div>
            )}
          </div>
          <div data-map-fallback="" className={map ? "hidden" : undefined}>
            <Pagination
              page={result.page}
              pageCount={result.pageCount}
              hrefFor={(page) =>
                listHref(withListView(toPropertyListSearch({ ...urlValues, page }), query))
              }
            />
          </div>
        </section>
      </div>
    </div>
  );
}

/** The map's places, prices and links in the page's language (French without `langue`). */
function mapPointsUrl(search: string, locale: string): string {
  if (locale === DEFAULT_LOCALE) return `/carte/proprietes${search}`;
  return `/carte/proprietes${search}${search ? "&" : "?"}langue=${locale}`;
}

/** The same search a little wider, each with what it finds (wider-searches.server.ts). */
function WiderSearches({ searches }: { searches: readonly TWiderSearch[] }) {
  const { t } = useLingui();
  const localePath = useLocalePath();
  if (searches.length === 0) return null;
  return (
    <nav aria-label={t`Élargir la recherche`} className="flex flex-col items-center gap-2">
      <p className="text-sm font-medium">
        <Trans>Élargir la recherche :</Trans>
      </p>
      <ul className="flex flex-wrap justify-center gap-2">
        {searches.map((search) => (
          <li key={search.search}>
            <Link
              to={localePath(`/proprietes${search.search}`)}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border px-3 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              {search.label}
              <span className="font-semibold text-primary">
                {search.capped
                  ? t`(plus de ${formatNumber(search.total)})`
                  : `(${formatNumber(search.total)})`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ErrorBoundary() {
  const { t } = useLingui();
  return (
    <ListError
      message={t`Une erreur s'est produite lors du chargement des propriétés. Veuillez réessayer plus tard.`}
    />
  );
}
