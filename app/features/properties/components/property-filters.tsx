import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { FILTER_ACTIONS_CLASS, inOpenSheet } from "~/components/listing/filter-sheet";
import { RotateCcw, Search, SlidersHorizontal } from "~/components/ui/icons";
import { fieldControlClass, SelectField, type TSelectOption } from "~/components/ui/select-field";
import { withListView } from "~/features/listings/list-view";
import { PlaceField } from "~/features/places/components/place-field";
import type { TPlaceChip } from "~/features/places/place-chip";
import { ANNOUNCEMENT_TYPES, PROPERTY_TYPES, priceBandsFor } from "~/lib/constants";
import { formatNumber } from "~/lib/format";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { AMENITIES, AMENITIES_FIELD, toggleAmenity } from "../amenities";
import { BEDROOM_OPTIONS, ROOM_CHOICES, roomChoiceLabel, SURFACE_BANDS } from "../filter-options";
import { formatRange, parseRange, toFilterValues } from "../filter-values";
import {
  INCLUDE_CLOSED_VALUE,
  MAX_ROOM_CHOICE,
  MAX_SEARCH_LENGTH,
  type TPropertyFilterValues,
  toPropertyListSearch,
} from "../list-query";
import type { TPropertyListQuery } from "../list-query-schema";
import { PROPERTY_SORTS } from "../property-sorts";

export const PROPERTY_FILTERS_FORM_ID = "property-filters";

type TFilterState = {
  values: TPropertyFilterValues;
  /**
   * Changes one field and, for a select, shows the new results at once (in the phone's sheet:
   * on 'Appliquer les filtres').
   */
  change: (field: keyof TPropertyFilterValues, value: string, apply?: boolean) => void;
  apply: () => void;
  /** Back to the URL's values: the phone's sheet closed without applying. */
  reset: () => void;
};

/**
 * The list's filter values, kept in sync with the URL: they follow back/forward and pagination,
 * and an edit in progress (the search text) survives until it is submitted.
 */
export function usePropertyFilters(query: TPropertyListQuery): TFilterState {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const fromUrl = toFilterValues(query);
  const urlKey = toPropertyListSearch(fromUrl);
  const [values, setValues] = useState(fromUrl);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (syncedKey !== urlKey) {
    setSyncedKey(urlKey);
    setValues(fromUrl);
  }

  const go = (next: TPropertyFilterValues) => {
    // A new filter starts again from page 1; the scroll stays on the panel being used.
    // The map's zone and view stay: the filters narrow what the map or the list shows.
    navigate(localePath(`/proprietes${withListView(toPropertyListSearch(next), query)}`), {
      preventScrollReset: true,
    });
  };

  return {
    values,
    change(field, value, apply = true) {
      const next = { ...values, [field]: value };
      // Sale and rental bands differ: a price chosen for one means nothing for the other.
      if (field === "announcementType" && value !== values.announcementType) next.price = "";
      setValues(next);
      if (apply && !inOpenSheet(PROPERTY_FILTERS_FORM_ID)) go(next);
    },
    apply: () => go(values),
    reset: () => setValues(fromUrl),
  };
}

/**
 * '100 000 - 300 000 TND', '1 000 000 TND et plus', 'Jusqu'à 500 TND', in the page's language
 * (`unit` already is).
 */
export function rangeLabel(value: string, unit: string, i18n: I18n): string {
  const range = parseRange(value);
  if (!range) return value;
  if (range.min !== null && range.max !== null) {
    return `${formatNumber(range.min)} - ${formatNumber(range.max)} ${unit}`;
  }
  if (range.min !== null) {
    const min = formatNumber(range.min);
    return i18n._(msg`${min} ${unit} et plus`);
  }
  const max = formatNumber(range.max ?? 0);
  return i18n._(msg`Jusqu'à ${max} ${unit}`);
}

/** The bands, plus the URL's own range when it is not one of them (a shared or older link). */
function withCurrent(options: readonly TSelectOption[], current: string, unit: string, i18n: I18n) {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: rangeLabel(current, unit, i18n) }, ...options];
}

/** The digits of a free bound as typed ('1 500' → 1500), or null for an empty or bad field. */
function typedBound(text: string): number | null {
  const digits = text.replace(/[\s.\u202f\u00a0]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * 'Prix min' / 'Prix max' (and surface): free bounds beside the bands. They write the URL's one
 * `price=min-max`; without JavaScript they are sent as `priceMin`/`priceMax`, read the same way.
 */
function FreeRange({
  name,
  label,
  boundLabels,
  unit,
  value,
  onChange,
}: {
  name: "price" | "surface";
  label: string;
  /** The two fields' names for a screen reader ('Prix min', 'Prix max'). */
  boundLabels: { min: string; max: string };
  unit: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  // The ends as written, not as parseRange orders them: a minimum typed above the maximum
  // stays where it was typed (the list reads the range either way round).
  const [typedMin = "", typedMax = ""] = value.split("-");
  const range = { min: typedBound(typedMin), max: typedBound(typedMax) };
  const write = (end: "min" | "max", text: string) => {
    const next = { ...range, [end]: typedBound(text) };
    onChange(next.min === null && next.max === null ? "" : formatRange(next));
  };
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{`${label} (${unit})`}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(["min", "max"] as const).map((end) => (
          <input
            key={end}
            type="text"
            inputMode="numeric"
            name={`${name}${end === "min" ? "Min" : "Max"}`}
            aria-label={boundLabels[end]}
            placeholder={end === "min" ? t`Min` : t`Max`}
            value={range[end] ?? ""}
            onChange={(event) => write(end, event.target.value)}
            maxLength={11}
            className={fieldControlClass}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** 'S+1' … 'S+5 et plus', several at once ('S+2 ou S+3'). */
function RoomChoices({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const chosen = value.split(",").filter(Boolean).map(Number);
  const toggle = (rooms: number, on: boolean) => {
    const next = on ? [...chosen, rooms] : chosen.filter((choice) => choice !== rooms);
    onChange([...new Set(next)].sort((a, b) => a - b).join(","));
  };
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Pièces</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {ROOM_CHOICES.map((rooms) => (
          <label
            key={rooms}
            className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-border px-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="checkbox"
              name="rooms"
              value={rooms}
              checked={chosen.includes(rooms)}
              onChange={(event) => toggle(rooms, event.target.checked)}
              className="size-4 accent-primary"
            />
            {rooms >= MAX_ROOM_CHOICE ? t`S+${rooms} et plus` : roomChoiceLabel(rooms)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'Équipements': a listing matches when it has every ticked one. */
function AmenityChoices({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { i18n } = useLingui();
  const chosen = new Set(value.split(",").filter(Boolean));
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Équipements</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 lg:grid-cols-1">
        {AMENITIES.map((amenity) => (
          <label
            key={amenity.value}
            className="flex min-h-9 cursor-pointer items-center gap-2 text-sm"
          >
            <input
              type="checkbox"
              name={AMENITIES_FIELD}
              value={amenity.value}
              checked={chosen.has(amenity.value)}
              onChange={(event) =>
                onChange(toggleAmenity(value, amenity.value, event.target.checked))
              }
              className="size-4 shrink-0 accent-primary"
            />
            {i18n._(amenity.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PropertyFilterPanel({
  state,
  places,
}: {
  state: TFilterState;
  /** The places of the URL, as the place box shows them. */
  places: readonly TPlaceChip[];
}) {
  const { values, change, apply } = state;
  const { t, i18n } = useLingui();
  const localePath = useLocalePath();
  const priceUnit = values.announcementType === "location" ? t`TND/mois` : t`TND`;
  const surfaceUnit = t`m²`;
  return (
    <form
      id={PROPERTY_FILTERS_FORM_ID}
      method="get"
      action={localePath("/proprietes")}
      aria-label={t`Filtres`}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <SlidersHorizontal aria-hidden="true" className="size-5 text-primary" />
        <Trans>Filtres</Trans>
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="property-search" className="text-sm font-medium">
          <Trans>Recherche</Trans>
        </label>
        <input
          id="property-search"
          type="search"
          name="q"
          maxLength={MAX_SEARCH_LENGTH}
          value={values.q}
          onChange={(event) => change("q", event.target.value, false)}
          placeholder={t`Ex. : appartement meublé`}
          className={fieldControlClass}
        />
      </div>
      <PlaceField
        label={t`Emplacement`}
        places={places}
        onChange={(keys) => change("location", keys.join(","), false)}
      />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-1">
        <SelectField
          label={t`Type d'annonce`}
          name="announcementType"
          value={values.announcementType}
          onChange={(value) => change("announcementType", value)}
          options={ANNOUNCEMENT_TYPES}
          emptyLabel={t`Tous`}
        />
        <SelectField
          label={t`Catégorie`}
          name="category"
          value={values.category}
          onChange={(value) => change("category", value)}
          options={PROPERTY_TYPES}
          emptyLabel={t`Toutes`}
        />
        <SelectField
          label={t`Prix`}
          name="price"
          value={values.price}
          onChange={(value) => change("price", value)}
          options={withCurrent(
            priceBandsFor(values.announcementType),
            values.price,
            priceUnit,
            i18n,
          )}
          emptyLabel={t`Tous`}
        />
        <SelectField
          label={t`Chambres`}
          name="bedrooms"
          value={values.bedrooms}
          onChange={(value) => change("bedrooms", value)}
          options={BEDROOM_OPTIONS}
          emptyLabel={t`Toutes`}
        />
        <SelectField
          label={t`Surface`}
          name="surface"
          value={values.surface}
          onChange={(value) => change("surface", value)}
          options={withCurrent(SURFACE_BANDS, values.surface, surfaceUnit, i18n)}
          emptyLabel={t`Toutes`}
        />
      </div>
      <FreeRange
        name="price"
        label={t`Prix`}
        boundLabels={{ min: t`Prix min`, max: t`Prix max` }}
        unit={priceUnit}
        value={values.price}
        onChange={(value) => change("price", value, false)}
      />
      <FreeRange
        name="surface"
        label={t`Surface`}
        boundLabels={{ min: t`Surface min`, max: t`Surface max` }}
        unit={surfaceUnit}
        value={values.surface}
        onChange={(value) => change("surface", value, false)}
      />
      <RoomChoices value={values.rooms} onChange={(value) => change("rooms", value)} />
      <AmenityChoices value={values.amenities} onChange={(value) => change("amenities", value)} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="includeClosed"
          value={INCLUDE_CLOSED_VALUE}
          checked={values.includeClosed === INCLUDE_CLOSED_VALUE}
          onChange={(event) =>
            change("includeClosed", event.target.checked ? INCLUDE_CLOSED_VALUE : "")
          }
          className="size-4 accent-primary"
        />
        <Trans>Inclure les biens vendus/loués</Trans>
      </label>
      <div className={FILTER_ACTIONS_CLASS}>
        <button
          type="submit"
          className="inline-flex h-11 items-center whitespace-nowrap text-sm sm:flex-1 lg:flex-none justify-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Search aria-hidden="true" className="size-4" />
          <Trans>Appliquer les filtres</Trans>
        </button>
        <Link
          to={localePath("/proprietes")}
          className="inline-flex h-11 items-center whitespace-nowrap text-sm sm:flex-1 lg:flex-none justify-center gap-2 rounded-lg border border-border px-4 font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Réinitialiser les filtres</Trans>
        </Link>
      </div>
    </form>
  );
}

/** Beside the result count; submits with the filter form when JavaScript is off. */
export function PropertySortSelect({ state }: { state: TFilterState }) {
  const { values, change } = state;
  const { t } = useLingui();
  return (
    <SelectField
      label={t`Trier par`}
      name="sort"
      form={PROPERTY_FILTERS_FORM_ID}
      value={values.sort}
      onChange={(value) => change("sort", value)}
      options={PROPERTY_SORTS}
      className="w-full sm:w-56"
    />
  );
}
