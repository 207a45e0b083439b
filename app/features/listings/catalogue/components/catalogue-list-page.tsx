import { type ReactNode, useState } from "react";
import { Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/listing/empty-state";
import {
  activeFilterCount,
  FilterSheet,
  FilterSheetButton,
} from "~/components/listing/filter-sheet";
import { PageHeading } from "~/components/listing/page-heading";
import { Pagination } from "~/components/listing/pagination";
import { LoaderCircle } from "~/components/ui/icons";
import { PlaceNotices } from "~/features/places/components/place-notices";
import type { TMapTiles } from "~/lib/map-area";
import { ListViewSwitch, MapPanel, ZoneNotice } from "../../components/list-map-view";
import { MAP_VIEW, withListView } from "../../list-view";
import type {
  TCatalogueCardItem,
  TCatalogueCardPart,
  TCatalogueListPart,
  TCataloguePlaces,
  TCatalogueQuery,
} from "../catalogue-kind";
import { toCatalogueFilterValues, toCatalogueListSearch } from "../list-query";
import { CatalogueCard } from "./catalogue-card";
import {
  CatalogueFilterPanel,
  CatalogueSortSelect,
  catalogueFiltersFormId,
  useCatalogueFilters,
} from "./catalogue-filters";

export type TCatalogueListData = {
  query: TCatalogueQuery;
  places: TCataloguePlaces;
  result: { items: TCatalogueCardItem[]; total: number; page: number; pageCount: number };
  favoriteIds: string[];
  /** The map view's tiles (null: none configured, or the list view). */
  tiles: TMapTiles | null;
};

/** /services and /boutiques: filters, sort, the result count, cards and pages. */
export function CatalogueListPage({
  list,
  card,
  data,
  resultsAction,
}: {
  list: TCatalogueListPart;
  card: TCatalogueCardPart;
  data: TCatalogueListData;
  /** Beside the sort, e.g. 'Créer une alerte'. */
  resultsAction?: ReactNode;
}) {
  const { query, places, result, favoriteIds, tiles } = data;
  const filters = useCatalogueFilters(list, query);
  // A new panel after the sheet is dismissed: fields that keep their own state (places) start over.
  const [panelKey, setPanelKey] = useState(0);
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && navigation.location?.pathname === list.path;
  const urlValues = toCatalogueFilterValues(list, query);
  const filtered = list.filters.some((filter) => query[filter.key] !== undefined);
  const resultsId = `${list.idPrefix}-results`;
  const search = toCatalogueListSearch(list, urlValues);
  const { zone } = query;
  const map = query.view === MAP_VIEW;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-3 pb-8 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading title={list.title} subtitle={list.subtitle} />
      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <FilterSheet
          formId={catalogueFiltersFormId(list)}
          label={list.filtersLabel}
          resultsId={resultsId}
          onDismiss={() => {
            filters.reset();
            setPanelKey((key) => key + 1);
          }}
        >
          <CatalogueFilterPanel key={panelKey} list={list} state={filters} places={places.chosen} />
        </FilterSheet>
        <section aria-labelledby={resultsId} aria-busy={loading}>
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <ListViewSwitch
                map={map}
                listHref={`${list.path}${withListView(toCatalogueListSearch(list, urlValues, result.page), { zone })}`}
                mapHref={`${list.path}${withListView(search, { zone, view: MAP_VIEW })}`}
              />
              <h2 id={resultsId} aria-live="polite" className="scroll-mt-24 text-lg font-semibold">
                {list.resultCount(result.total)}
              </h2>
              {loading ? (
                <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  Chargement…
                </span>
              ) : null}
            </div>
            <div className="flex flex-wrap items-end gap-3">
              {resultsAction}
              <FilterSheetButton
                formId={catalogueFiltersFormId(list)}
                count={activeFilterCount(urlValues)}
              />
              <CatalogueSortSelect list={list} state={filters} />
            </div>
          </div>
          <PlaceNotices
            places={places}
            hrefFor={(location) =>
              `${list.path}${withListView(toCatalogueListSearch(list, { ...urlValues, location }), query)}`
            }
          />
          <ZoneNotice
            zone={zone}
            removeHref={`${list.path}${withListView(search, { view: query.view })}`}
          />
          {map ? (
            <MapPanel
              pointsUrl={`/carte${list.path}${withListView(search, { zone })}`}
              tiles={tiles}
              countText={(count, n) => `${count} ${n > 1 ? list.mapNouns.many : list.mapNouns.one}`}
              zone={zone}
              searchHrefFor={(next) =>
                `${list.path}${withListView(search, { zone: next, view: MAP_VIEW })}`
              }
            />
          ) : null}
          {/* The map view keeps the list for a browser without JavaScript (MapPanel's note). */}
          <div
            data-map-fallback=""
            className={`${loading ? "opacity-60 transition-opacity" : "transition-opacity"}${map ? " hidden" : ""}`}
          >
            {result.items.length === 0 ? (
              <EmptyState message={list.empty}>
                {filtered ? (
                  <Link
                    to={list.path}
                    className="text-sm font-semibold text-primary hover:underline"
                  >
                    Réinitialiser les filtres
                  </Link>
                ) : null}
              </EmptyState>
            ) : (
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {result.items.map((item, index) => (
                  <CatalogueCard
                    key={item.id}
                    kind={card}
                    item={item}
                    eagerImage={index < 3}
                    favorited={favoriteIds.includes(item.id)}
                  />
                ))}
              </div>
            )}
          </div>
          <div data-map-fallback="" className={map ? "hidden" : undefined}>
            <Pagination
              page={result.page}
              pageCount={result.pageCount}
              hrefFor={(page) =>
                `${list.path}${withListView(toCatalogueListSearch(list, urlValues, page), query)}`
              }
            />
          </div>
        </section>
      </div>
    </div>
  );
}
