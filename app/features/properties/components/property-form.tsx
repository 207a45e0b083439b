import { CircleAlert, LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation, useSubmit } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import {
  CheckboxField,
  ChoiceField,
  FormSection,
  RequiredMark,
  SelectInputField,
  TextAreaField,
} from "~/components/ui/form-controls";
import { toast } from "~/components/ui/toast";
import { DelegationSelectField } from "~/features/listings/components/delegation-select";
import {
  SHOW_PHONE_FIELD,
  SHOW_PHONE_HINT,
  SHOW_PHONE_LABEL,
  SHOW_PHONE_ON,
} from "~/features/listings/contact";
import type { TDelegationGroup } from "~/features/listings/delegation-field";
import { EDIT_FORBIDDEN_TITLE } from "~/features/listings/edit-refusal";
import { publishPath } from "~/features/listings/kinds";
import {
  ANNOUNCEMENT_TYPES,
  GOVERNORATE_OPTIONS,
  MIN_CONSTRUCTION_YEAR,
  PHONE_PLACEHOLDER,
  PROPERTY_TYPES,
} from "~/lib/constants";
import type { TFieldErrors } from "~/lib/forms";
import { PIN_LAT_FIELD, pinText, type TMapTiles } from "~/lib/map-area";
import { PHOTOS_PREPARING_LABEL } from "~/lib/photo-files";
import { useKeepEarlyInput } from "~/lib/use-early-input";
import { useHydrated } from "~/lib/use-hydrated";
import { usePhotoPreparation } from "~/lib/use-photo-preparation";
import { useZodForm } from "~/lib/use-zod-form";
import { AMENITIES_FIELD } from "../amenities";
import { FURNISHED_OPTIONS } from "../furnished";
import type { TPinCentres } from "../pin-centres";
import {
  ADDRESS_MAX,
  BATHROOM_CHOICES,
  currentYear,
  DESCRIPTION_MAX,
  MAX_ROOMS,
  PROPERTY_PHOTOS_FIELD,
  propertyFormFields,
  propertyFormInput,
  TITLE_MAX,
  ZPropertyForm,
} from "../property-form";
import { PropertyAmenitiesField } from "./property-amenities-field";
import { percentOf, photoShares, progressLabel, sendPropertyForm } from "./property-form-upload";
import {
  PROPERTY_FORM_TEXTS,
  photosNotStoredToast,
  propertyFailure,
  propertyFormTextFrom,
  readPropertyApiAnswer,
  type TPropertyFailure,
  type TPropertyFormField,
  type TPropertyFormMode,
  type TPropertyFormReply,
  type TPropertyFormText,
} from "./property-form-values";
import { PropertyPhotoPicker, type TNewPhoto } from "./property-photo-picker";
import { PIN_SECTION_TITLE, PropertyPinField } from "./property-pin-field";

export type TPropertyFormProps = {
  mode: TPropertyFormMode;
  /** The listing being edited; null when publishing. */
  propertyId: string | null;
  initialValues: TPropertyFormText;
  /** The listing's photos now (edit), the cover first. */
  currentPhotoUrls: readonly string[];
  /** The page action's last refusal (a submission without the JSON API). */
  reply: TPropertyFormReply | undefined;
  maxUploadBytes: number;
  /** The delegations of every governorate, for the 'Délégation' select. */
  delegations: readonly TDelegationGroup[];
  /** Where the pin map opens: delegation and governorate centres (issue 23). */
  pinCentres: TPinCentres;
  /** The map's tiles (MAP_TILES_URL); null: a plain background. */
  mapTiles: TMapTiles | null;
};

type TPhase =
  | { step: "idle" }
  | { step: "sending"; percent: number; sent: number; total: number }
  | { step: "processing" }
  | { step: "done" };

const BATHROOM_OPTIONS = BATHROOM_CHOICES.map((choice) => ({
  value: String(choice),
  label: String(choice),
}));

const LISTINGS_PATH = "/mes-annonces";

/**
 * The publish / edit property form. A real multipart form that the page's action
 * accepts without JavaScript; with it, the form is checked with the shared schema first, then sent
 * to the JSON API with a progress bar for the photos.
 */
export function PropertyForm({
  mode,
  propertyId,
  initialValues,
  currentPhotoUrls,
  reply,
  maxUploadBytes,
  delegations,
  pinCentres,
  mapTiles,
}: TPropertyFormProps) {
  const texts = PROPERTY_FORM_TEXTS[mode];
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState<TPropertyFormText>(() =>
    reply?.values ? propertyFormTextFrom(reply.values, initialValues) : initialValues,
  );
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(
    () => reply?.fieldErrors ?? null,
  );
  const [failure, setFailure] = useState<TPropertyFailure | null>(() =>
    reply ? propertyFailure(mode, reply) : null,
  );
  const [phase, setPhase] = useState<TPhase>({ step: "idle" });
  const [photos, setPhotos] = useState<TNewPhoto[]>([]);
  const [removedUrls, setRemovedUrls] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  const photoPreparation = usePhotoPreparation(formRef);
  const preparing = photoPreparation.preparing;
  const form = useZodForm(ZPropertyForm, serverErrors, propertyFormInput);
  const errors = form.errors;
  useKeepEarlyInput(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })));

  const shown = propertyFormFields(values.type);
  // This form sent through the page's action (no JSON API): not a sign-out or a search.
  const routerBusy =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.split("?")[0] === location.pathname;
  const busy = phase.step !== "idle" || routerBusy;

  // An answer of the page's action (the JSON API was not there) is shown once.
  const handledReply = useRef(reply);
  useEffect(() => {
    if (!reply || handledReply.current === reply) return;
    handledReply.current = reply;
    const told = propertyFailure(mode, reply);
    setServerErrors(reply.fieldErrors);
    setFailure(told);
    void toast.error(told.toast.title, { description: told.toast.description });
    setFocusRequest((count) => count + 1);
  }, [reply, mode]);

  // After a refusal the first field in error takes the focus, so the user lands on it.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // A request still going when the user leaves is abandoned, not answered into a gone page.
  const upload = useRef<AbortController | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  function update(name: TPropertyFormField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    form.clearError(name);
  }

  const field = (name: TPropertyFormField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      update(name, event.currentTarget.value),
  });

  function refuse(told: TPropertyFailure, fieldErrors: TFieldErrors = {}) {
    setServerErrors(fieldErrors);
    setFailure(told);
    setPhase({ step: "idle" });
    void toast.error(told.toast.title, { description: told.toast.description });
    if (Object.keys(fieldErrors).length > 0) setFocusRequest((count) => count + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (photoPreparation.holdSubmit(event)) return;
    form.onSubmit(event);
    if (event.defaultPrevented) {
      setFailure(null);
      setFocusRequest((count) => count + 1);
      return;
    }
    event.preventDefault();
    setServerErrors(null);
    setFailure(null);

    const formData = new FormData(event.currentTarget);
    // The picker keeps the chosen files; its input is emptied after each choice.
    formData.delete(PROPERTY_PHOTOS_FIELD);
    for (const photo of photos) formData.append(PROPERTY_PHOTOS_FIELD, photo.file);

    const controller = new AbortController();
    upload.current = controller;
    setPhase({ step: "sending", percent: 0, sent: 0, total: 0 });
    const outcome = await sendPropertyForm(
      propertyId ? `/api/proprietes/${propertyId}` : "/api/proprietes",
      formData,
      {
        onProgress: (sent, total) =>
          setPhase({ step: "sending", percent: percentOf(sent, total), sent, total }),
        onSent: () => setPhase({ step: "processing" }),
        signal: controller.signal,
      },
    );
    if (outcome.kind === "aborted") return;
    if (outcome.kind === "network") {
      refuse(propertyFailure(mode, { code: "network" }));
      return;
    }

    const answer = readPropertyApiAnswer(outcome.status, outcome.body);
    if (answer.kind === "saved" && answer.storedPhotos !== photos.length) {
      // Saved, but not with every photo sent: the edit page shows what was kept.
      const told = photosNotStoredToast(answer.storedPhotos ?? 0, photos.length);
      setPhotos([]);
      setRemovedUrls([]);
      setPhase({ step: "idle" });
      setFailure({ banner: `${told.title}. ${told.description}`, toast: told });
      void toast.error(told.title, { description: told.description });
      navigate(publishPath("property", answer.id), { replace: mode === "edit" });
      return;
    }
    if (answer.kind === "saved") {
      setPhase({ step: "done" });
      void toast.success(texts.success);
      navigate(LISTINGS_PATH);
      return;
    }
    if (answer.kind === "unavailable") {
      // The same form, through the page's action: it redirects or answers like the API.
      setPhase({ step: "idle" });
      void submit(formData, { method: "post", encType: "multipart/form-data" });
      return;
    }
    if (answer.code === "forbidden") {
      setPhase({ step: "done" });
      void toast.error(EDIT_FORBIDDEN_TITLE, { description: answer.message });
      navigate(LISTINGS_PATH);
      return;
    }
    refuse(propertyFailure(mode, answer), answer.fieldErrors);
  }

  const withPhotos = photos.length > 0;
  const progress =
    phase.step === "sending"
      ? { percent: phase.percent, label: progressLabel(phase.percent, withPhotos) }
      : phase.step === "processing" || phase.step === "done"
        ? {
            percent: 100,
            label: withPhotos ? "Traitement des photos…" : "Enregistrement de l'annonce…",
          }
        : null;

  // Each new photo's share of the upload, shown on its tile.
  const photosSent =
    phase.step === "sending"
      ? photoShares(
          phase.sent,
          phase.total,
          photos.map((photo) => photo.file.size),
        )
      : phase.step === "processing" || phase.step === "done"
        ? photos.map(() => 100)
        : null;

  const rentLabel = values.announcement_type === "location" ? "TND/mois" : "TND";
  const latestYear = currentYear();

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy || undefined}
      className="space-y-6"
    >
      <p className="text-sm text-muted-foreground">
        Les champs marqués d'un <RequiredMark /> sont obligatoires.
      </p>

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

      <FormSection title="Prix et caractéristiques">
        <TextField
          label={
            <>
              Prix ({rentLabel})
              <RequiredMark />
            </>
          }
          inputMode="numeric"
          placeholder={values.announcement_type === "location" ? "Ex. : 1 200" : "Ex. : 250 000"}
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

      <PropertyAmenitiesField
        value={values.amenities}
        onChange={(value) => update("amenities", value)}
        error={errors[AMENITIES_FIELD]}
      />

      <FormSection title="Localisation">
        <SelectInputField
          label={
            <>
              Gouvernorat
              <RequiredMark />
            </>
          }
          options={GOVERNORATE_OPTIONS}
          placeholder="Sélectionnez un gouvernorat"
          required
          {...field("governorate")}
          onChange={(event) => {
            // A delegation belongs to one governorate: another governorate asks for it again.
            const governorate = event.currentTarget.value;
            setValues((current) => ({ ...current, governorate, delegation: "" }));
            form.clearError("governorate");
          }}
        />
        <DelegationSelectField
          label={
            <>
              Délégation
              <RequiredMark />
            </>
          }
          groups={delegations}
          governorate={values.governorate}
          placeholder="Sélectionnez une délégation"
          required
          {...field("delegation")}
        />
        <TextField
          label={
            <>
              Adresse
              <RequiredMark />
            </>
          }
          autoComplete="street-address"
          placeholder="Ex. : 12 rue de Marseille, Lafayette"
          maxLength={ADDRESS_MAX}
          required
          {...field("address")}
        />
      </FormSection>

      <FormSection title={PIN_SECTION_TITLE} singleColumn={hydrated}>
        <PropertyPinField
          lat={values.pinLat}
          lng={values.pinLng}
          onChange={(pin) => {
            setValues((current) => ({
              ...current,
              pinLat: pinText(pin?.lat),
              pinLng: pinText(pin?.lng),
            }));
            form.clearError(PIN_LAT_FIELD);
          }}
          onTyped={update}
          error={errors[PIN_LAT_FIELD]}
          centres={pinCentres}
          governorate={values.governorate}
          delegation={values.delegation}
          tiles={mapTiles}
          hydrated={hydrated}
        />
      </FormSection>

      <FormSection
        title="Contact"
        description="Les acheteurs vous écrivent par la messagerie de Darna ; votre numéro, si vous le montrez."
      >
        <TextField
          label={
            <>
              Numéro WhatsApp
              <RequiredMark />
            </>
          }
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          maxLength={25}
          required
          {...field("whatsapp")}
        />
        <CheckboxField
          name={SHOW_PHONE_FIELD}
          label={SHOW_PHONE_LABEL}
          hint={SHOW_PHONE_HINT}
          checked={values.showPhone === SHOW_PHONE_ON}
          onCheckedChange={(checked) => update("showPhone", checked ? SHOW_PHONE_ON : "")}
          fieldClassName="sm:col-span-2"
        />
      </FormSection>

      <FormSection title="Photos" singleColumn>
        <PropertyPhotoPicker
          currentUrls={currentPhotoUrls}
          removedUrls={removedUrls}
          onRemovedUrlsChange={setRemovedUrls}
          photos={photos}
          onPhotosChange={(next) => {
            setPhotos(next);
            form.clearError(PROPERTY_PHOTOS_FIELD);
          }}
          maxBytes={maxUploadBytes}
          error={errors[PROPERTY_PHOTOS_FIELD]}
          disabled={busy}
          sentPercents={photosSent}
          onPreparingChange={photoPreparation.onPreparingChange}
        />
      </FormSection>

      <div className="space-y-4">
        {failure ? (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{failure.banner}</p>
          </div>
        ) : null}

        {progress ? (
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
        ) : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link
            to={LISTINGS_PATH}
            className={buttonClasses({ variant: "outline", size: "lg", className: "sm:w-auto" })}
          >
            Annuler
          </Link>
          <Button
            type="submit"
            size="lg"
            // Before hydration the plain HTML form must stay usable: only a running app disables it.
            // While the photos are checked a click stays possible: it is kept and sent after.
            disabled={hydrated && busy}
            aria-busy={busy || preparing || undefined}
            className="sm:min-w-56"
          >
            {busy || preparing ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : null}
            {busy ? texts.busy : preparing ? PHOTOS_PREPARING_LABEL : texts.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}
