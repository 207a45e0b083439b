import { RotateCcw, Search, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { SelectField } from "~/features/properties/components/select-field";
import { GOVERNORATE_OPTIONS } from "~/lib/constants";
import {
  SHOP_CATEGORY_OPTIONS,
  SHOP_SORTS,
  type TShopFilterValues,
  toShopFilterValues,
  toShopListSearch,
} from "../list-query";
import type { TShopListQuery } from "../list-query-schema";

export const SHOP_FILTERS_FORM_ID = "shop-filters";

type TFilterState = {
  values: TShopFilterValues;
  /** Changes one field and shows the new results at once. */
  change: (field: keyof TShopFilterValues, value: string) => void;
  apply: () => void;
};

/** The list's filter values, kept in sync with the URL: they follow back/forward and pagination. */
export function useShopFilters(query: TShopListQuery): TFilterState {
  const navigate = useNavigate();
  const fromUrl = toShopFilterValues(query);
  const urlKey = toShopListSearch(fromUrl);
  const [values, setValues] = useState(fromUrl);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (syncedKey !== urlKey) {
    setSyncedKey(urlKey);
    setValues(fromUrl);
  }
  const go = (next: TShopFilterValues) => {
    // A new filter starts again from page 1; the scroll stays on the panel being used.
    navigate(`/boutiques${toShopListSearch(next)}`, { preventScrollReset: true });
  };
  return {
    values,
    change(field, value) {
      const next = { ...values, [field]: value };
      setValues(next);
      go(next);
    },
    apply: () => go(values),
  };
}

const buttonClass =
  "inline-flex h-11 items-center whitespace-nowrap text-sm sm:flex-1 lg:flex-none justify-center gap-2 rounded-lg px-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function ShopFilterPanel({ state }: { state: TFilterState }) {
  const { values, change, apply } = state;
  return (
    <form
      id={SHOP_FILTERS_FORM_ID}
      method="get"
      action="/boutiques"
      aria-label="Filtres"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <SlidersHorizontal aria-hidden="true" className="size-5 text-primary" />
        Filtres
      </h2>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
        <SelectField
          label="Catégorie"
          name="category"
          value={values.category}
          onChange={(value) => change("category", value)}
          options={SHOP_CATEGORY_OPTIONS}
          emptyLabel="Toutes"
        />
        <SelectField
          label="Emplacement"
          name="location"
          value={values.location}
          onChange={(value) => change("location", value)}
          options={GOVERNORATE_OPTIONS}
          emptyLabel="Tous"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <button
          type="submit"
          className={`${buttonClass} bg-primary font-semibold text-primary-foreground shadow-sm hover:bg-primary/90`}
        >
          <Search aria-hidden="true" className="size-4" />
          Appliquer les filtres
        </button>
        <Link
          to="/boutiques"
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
export function ShopSortSelect({ state }: { state: TFilterState }) {
  const { values, change } = state;
  return (
    <SelectField
      label="Trier par"
      name="sort"
      form={SHOP_FILTERS_FORM_ID}
      value={values.sort}
      onChange={(value) => change("sort", value)}
      options={SHOP_SORTS}
      className="w-full sm:w-56"
    />
  );
}
