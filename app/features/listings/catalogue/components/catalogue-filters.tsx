import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { FILTER_ACTIONS_CLASS, inOpenSheet } from "~/components/listing/filter-sheet";
import { RotateCcw, Search, SlidersHorizontal } from "~/components/ui/icons";
import { SelectField } from "~/components/ui/select-field";
import { PlaceField } from "~/features/places/components/place-field";
import { placeListValue, type TPlaceChip } from "~/features/places/place-chip";
import { withListView } from "../../list-view";
import type { TCatalogueListPart, TCatalogueQuery } from "../catalogue-kind";
import {
  type TCatalogueFilterValues,
  toCatalogueFilterValues,
  toCatalogueListSearch,
} from "../list-query";

type TFilterState = {
  values: TCatalogueFilterValues;
  /** Changes one field and shows the new results at once (in the phone's sheet: on 'Appliquer'). */
  change: (field: string, value: string) => void;
  /** Changes one field; the results follow on 'Appliquer les filtres'. */
  edit: (field: string, value: string) => void;
  /** Shows the results of the values, with `typed` (what the form's fields hold) over them. */
  apply: (typed?: TCatalogueFilterValues) => void;
  /** Back to the URL's values: the phone's sheet closed without applying. */
  reset: () => void;
};

export const catalogueFiltersFormId = (list: TCatalogueListPart) => `${list.idPrefix}-filters`;

/** The list's filter values, kept in sync with the URL: they follow back/forward and pagination. */
export function useCatalogueFilters(
  list: TCatalogueListPart,
  query: TCatalogueQuery,
): TFilterState {
  const navigate = useNavigate();
  const fromUrl = toCatalogueFilterValues(list, query);
  const urlKey = toCatalogueListSearch(list, fromUrl);
  const [values, setValues] = useState(fromUrl);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (syncedKey !== urlKey) {
    setSyncedKey(urlKey);
    setValues(fromUrl);
  }
  const go = (next: TCatalogueFilterValues) => {
    // A new filter starts again from page 1; the scroll stays on the panel being used.
    // The map's zone and view stay: the filters narrow what the map or the list shows.
    navigate(`${list.path}${withListView(toCatalogueListSearch(list, next), query)}`, {
      preventScrollReset: true,
    });
  };
  return {
    values,
    change(field, value) {
      const next = { ...values, [field]: value };
      setValues(next);
      if (!inOpenSheet(catalogueFiltersFormId(list))) go(next);
    },
    edit(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
    },
    apply: (typed) => go({ ...values, ...typed }),
    reset: () => setValues(fromUrl),
  };
}

const buttonClass =
  "inline-flex h-11 items-center whitespace-nowrap text-sm sm:flex-1 lg:flex-none justify-center gap-2 rounded-lg px-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** A plain GET form: without JavaScript it still filters, through the page's URL. */
export function CatalogueFilterPanel({
  list,
  state,
  places,
}: {
  list: TCatalogueListPart;
  state: TFilterState;
  /** The places the URL searches, shown in the place box. */
  places: readonly TPlaceChip[];
}) {
  const { values, change, edit, apply } = state;
  return (
    <form
      id={catalogueFiltersFormId(list)}
      method="get"
      action={list.path}
      aria-label="Filtres"
      onSubmit={(event) => {
        event.preventDefault();
        // Places typed before the page came alive never reached `edit`: the field has them.
        const form = new FormData(event.currentTarget);
        const typed: TCatalogueFilterValues = {};
        for (const filter of list.filters) {
          if (!filter.places || !form.has(filter.key)) continue;
          typed[filter.key] = form
            .getAll(filter.key)
            .map((value) => String(value).trim())
            .filter(Boolean)
            .join(",");
        }
        apply(typed);
      }}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <SlidersHorizontal aria-hidden="true" className="size-5 text-primary" />
        Filtres
      </h2>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
        {list.filters.map((filter) =>
          filter.places ? (
            // Typed places are applied with the button (or Enter): each keystroke is not a
            // search. Keyed by the URL's places so that back, forward and reset show them.
            <PlaceField
              key={`${filter.key}:${placeListValue(places)}`}
              label={filter.label}
              name={filter.key}
              places={places}
              onChange={(chosen) => edit(filter.key, chosen.join(","))}
              className="col-span-2 lg:col-span-1"
            />
          ) : (
            <SelectField
              key={filter.key}
              label={filter.label}
              name={filter.key}
              value={values[filter.key] ?? ""}
              onChange={(value) => change(filter.key, value)}
              options={filter.options}
              emptyLabel={filter.emptyLabel}
            />
          ),
        )}
      </div>
      <div className={FILTER_ACTIONS_CLASS}>
        <button
          type="submit"
          className={`${buttonClass} bg-primary font-semibold text-primary-foreground shadow-sm hover:bg-primary/90`}
        >
          <Search aria-hidden="true" className="size-4" />
          Appliquer les filtres
        </button>
        <Link
          to={list.path}
          className={`${buttonClass} border border-border font-medium hover:bg-muted`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Réinitialiser les filtres
        </Link>
      </div>
    </form>
  );
}

/** Beside the result count; submits with the filter form when JavaScript is off. */
export function CatalogueSortSelect({
  list,
  state,
}: {
  list: TCatalogueListPart;
  state: TFilterState;
}) {
  return (
    <SelectField
      label="Trier par"
      name="sort"
      form={catalogueFiltersFormId(list)}
      value={state.values.sort ?? list.defaultSort}
      onChange={(value) => state.change("sort", value)}
      options={list.sorts}
      className="w-full sm:w-56"
    />
  );
}
