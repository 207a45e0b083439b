import { TextField } from "~/components/ui/field";
import {
  ChoiceField,
  FormSection,
  RequiredMark,
  SelectInputField,
  TextAreaField,
} from "~/components/ui/form-controls";
import type { TListingFormState } from "~/features/listings/components/listing-form";
import { ANNOUNCEMENT_TYPES, MIN_CONSTRUCTION_YEAR, PROPERTY_TYPES } from "~/lib/constants";
import { FURNISHED_OPTIONS } from "../furnished";
import {
  BATHROOM_CHOICES,
  currentYear,
  DESCRIPTION_MAX,
  MAX_ROOMS,
  propertyFormFields,
  TITLE_MAX,
} from "../property-form";
import type { TPropertyFormField } from "./property-form-values";

/*
 * The sections only a property's form has: what the property is, and its price and
 * features, whose fields depend on its type. The sections every kind shares are drawn from specs
 * (PROPERTY_PLACE_SECTION, PROPERTY_CONTACT_SECTION).
 */

type TPropertyFormState = Pick<
  TListingFormState<TPropertyFormField>,
  "values" | "field" | "update" | "errors"
>;

const BATHROOM_OPTIONS = BATHROOM_CHOICES.map((choice) => ({
  value: String(choice),
  label: String(choice),
}));

export function PropertyGeneralSection({ state }: { state: TPropertyFormState }) {
  const { values, field, update, errors } = state;
  return (
    <FormSection title="Informations générales">
      <ChoiceField
        legend={
          <>
            Type d'annonce
            <RequiredMark />
          </>
        }
        name="announcement_type"
        value={values.announcement_type}
        options={ANNOUNCEMENT_TYPES}
        onChange={(value) => update("announcement_type", value)}
        error={errors.announcement_type}
      />
      <SelectInputField
        label={
          <>
            Type de bien
            <RequiredMark />
          </>
        }
        options={PROPERTY_TYPES}
        placeholder="Sélectionnez un type"
        required
        {...field("type")}
      />
      <TextField
        label={
          <>
            Titre
            <RequiredMark />
          </>
        }
        placeholder="Ex. : Appartement S+2 lumineux proche du centre"
        maxLength={TITLE_MAX}
        required
        fieldClassName="sm:col-span-2"
        {...field("title")}
      />
      <TextAreaField
        label={
          <>
            Description
            <RequiredMark />
          </>
        }
        placeholder="Décrivez le bien : état, exposition, équipements, environnement…"
        rows={6}
        maxLength={DESCRIPTION_MAX}
        required
        fieldClassName="sm:col-span-2"
        {...field("description")}
      />
    </FormSection>
  );
}

/** The price's unit and the rooms, bathrooms, furnishing and year the type asks for. */
export function PropertyPriceSection({ state }: { state: TPropertyFormState }) {
  const { values, field } = state;
  const shown = propertyFormFields(values.type);
  const renting = values.announcement_type === "location";
  const latestYear = currentYear();
  return (
    <FormSection title="Prix et caractéristiques">
      <TextField
        label={
          <>
            Prix ({renting ? "TND/mois" : "TND"})
            <RequiredMark />
          </>
        }
        inputMode="numeric"
        placeholder={renting ? "Ex. : 1 200" : "Ex. : 250 000"}
        required
        {...field("price")}
      />
      <TextField
        label={
          <>
            Surface (m²)
            <RequiredMark />
          </>
        }
        inputMode="numeric"
        placeholder="Ex. : 120"
        required
        {...field("surface")}
      />
      {shown.rooms ? (
        <TextField
          label={
            <>
              {shown.roomsLabel}
              <RequiredMark />
            </>
          }
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ROOMS}
          step={1}
          required
          {...field("rooms")}
        />
      ) : null}
      {shown.bathrooms ? (
        <SelectInputField
          label={
            <>
              Nombre de salles de bain
              <RequiredMark />
            </>
          }
          options={BATHROOM_OPTIONS}
          placeholder="Sélectionnez"
          required
          {...field("bathrooms")}
        />
      ) : null}
      {shown.furnished ? (
        <SelectInputField label="Meublé" options={FURNISHED_OPTIONS} {...field("furnished")} />
      ) : null}
      {shown.constructionYear ? (
        <TextField
          label="Année de construction"
          type="number"
          inputMode="numeric"
          min={MIN_CONSTRUCTION_YEAR}
          max={latestYear}
          step={1}
          placeholder={`Ex. : ${latestYear - 10}`}
          hint={`Facultatif, entre ${MIN_CONSTRUCTION_YEAR} et ${latestYear}.`}
          {...field("construction_year")}
        />
      ) : null}
      <TextField
        label="Disponible à partir du"
        type="date"
        hint="Laissez vide si le bien est disponible immédiatement."
        {...field("available_date")}
      />
    </FormSection>
  );
}

/** How far the upload has gone, for the bar under the form. */
export function PropertyUploadProgress({
  progress,
}: {
  progress: { percent: number; label: string } | null;
}) {
  if (!progress) return null;
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label="Progression de l'envoi"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={progress.label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">{progress.label}</p>
    </div>
  );
}
