import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useSubmit } from "react-router";
import { FormSection } from "~/components/ui/form-controls";
import { toast } from "~/components/ui/toast";
import {
  FormFailureBanner,
  FormSubmitRow,
  ListingFormSection,
  RequiredFieldsNote,
  useListingForm,
} from "~/features/listings/components/listing-form";
import type { TDelegationGroup } from "~/features/listings/delegation-field";
import { EDIT_FORBIDDEN_TITLE } from "~/features/listings/edit-refusal";
import { MY_LISTINGS_PATH, type TListingFormReply } from "~/features/listings/listing-form";
import { publishPath } from "~/kernel/kinds";
import { PIN_LAT_FIELD, pinText, type TMapTiles } from "~/lib/map-area";
import { useHydrated } from "~/lib/use-hydrated";
import { AMENITIES_FIELD } from "../amenities";
import type { TPinCentres } from "../pin-centres";
import { PROPERTY_PHOTOS_FIELD, propertyFormInput, ZPropertyForm } from "../property-form";
import { PropertyAmenitiesField } from "./property-amenities-field";
import {
  PropertyGeneralSection,
  PropertyPriceSection,
  PropertyUploadProgress,
} from "./property-form-sections";
import { percentOf, photoShares, progressLabel, sendPropertyForm } from "./property-form-upload";
import {
  PROPERTY_CONTACT_SECTION,
  PROPERTY_FORM_FIELDS,
  PROPERTY_FORM_TEXTS,
  PROPERTY_PLACE_SECTION,
  photosNotStoredToast,
  propertyFailure,
  readPropertyApiAnswer,
  type TPropertyFormMode,
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
  reply: TListingFormReply | undefined;
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

/** The bar's value and words at each step of the upload; null before anything is sent. */
function progressOf(phase: TPhase, withPhotos: boolean) {
  if (phase.step === "sending") {
    return { percent: phase.percent, label: progressLabel(phase.percent, withPhotos) };
  }
  if (phase.step === "idle") return null;
  return {
    percent: 100,
    label: withPhotos ? "Traitement des photos…" : "Enregistrement de l'annonce…",
  };
}

/** Each new photo's share of the upload, shown on its tile. */
function photosSentOf(phase: TPhase, photos: readonly TNewPhoto[]) {
  if (phase.step === "sending") {
    return photoShares(
      phase.sent,
      phase.total,
      photos.map((photo) => photo.file.size),
    );
  }
  return phase.step === "idle" ? null : photos.map(() => 100);
}

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
  const submit = useSubmit();
  const [phase, setPhase] = useState<TPhase>({ step: "idle" });
  const [photos, setPhotos] = useState<TNewPhoto[]>([]);
  const [removedUrls, setRemovedUrls] = useState<string[]>([]);
  const state = useListingForm({
    schema: ZPropertyForm,
    fields: PROPERTY_FORM_FIELDS,
    initialValues,
    reply,
    texts,
    read: propertyFormInput,
    sending: phase.step !== "idle",
  });

  // A request still going when the user leaves is abandoned, not answered into a gone page.
  const upload = useRef<AbortController | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  function refuse(...told: Parameters<typeof state.tell>) {
    setPhase({ step: "idle" });
    state.tell(...told);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!state.onSubmit(event)) return;
    event.preventDefault();

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
      refuse({ banner: `${told.title}. ${told.description}`, toast: told });
      navigate(publishPath("property", answer.id), { replace: mode === "edit" });
      return;
    }
    if (answer.kind === "saved") {
      setPhase({ step: "done" });
      void toast.success(texts.success);
      navigate(MY_LISTINGS_PATH);
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
      navigate(MY_LISTINGS_PATH);
      return;
    }
    refuse(propertyFailure(mode, answer), answer.fieldErrors);
  }

  return (
    <form
      ref={state.formRef}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      aria-busy={state.busy || undefined}
      className="space-y-6"
    >
      <RequiredFieldsNote />
      <PropertyGeneralSection state={state} />
      <PropertyPriceSection state={state} />
      <PropertyAmenitiesField
        value={state.values.amenities}
        onChange={(value) => state.update("amenities", value)}
        error={state.errors[AMENITIES_FIELD]}
      />
      <ListingFormSection
        section={PROPERTY_PLACE_SECTION}
        state={state}
        delegations={delegations}
      />

      <FormSection title={PIN_SECTION_TITLE} singleColumn={hydrated}>
        <PropertyPinField
          lat={state.values.pinLat}
          lng={state.values.pinLng}
          onChange={(pin) => {
            state.setValues((current) => ({
              ...current,
              pinLat: pinText(pin?.lat),
              pinLng: pinText(pin?.lng),
            }));
            state.clearError(PIN_LAT_FIELD);
          }}
          onTyped={state.update}
          error={state.errors[PIN_LAT_FIELD]}
          centres={pinCentres}
          governorate={state.values.governorate}
          delegation={state.values.delegation}
          tiles={mapTiles}
          hydrated={hydrated}
        />
      </FormSection>

      <ListingFormSection
        section={PROPERTY_CONTACT_SECTION}
        state={state}
        delegations={delegations}
      />

      <FormSection title="Photos" singleColumn>
        <PropertyPhotoPicker
          currentUrls={currentPhotoUrls}
          removedUrls={removedUrls}
          onRemovedUrlsChange={setRemovedUrls}
          photos={photos}
          onPhotosChange={(next) => {
            setPhotos(next);
            state.clearError(PROPERTY_PHOTOS_FIELD);
          }}
          maxBytes={maxUploadBytes}
          error={state.errors[PROPERTY_PHOTOS_FIELD]}
          disabled={state.busy}
          sentPercents={photosSentOf(phase, photos)}
          onPreparingChange={state.onPhotoPreparingChange}
        />
      </FormSection>

      <div className="space-y-4">
        <FormFailureBanner failure={state.failure} />
        <PropertyUploadProgress progress={progressOf(phase, photos.length > 0)} />
        <FormSubmitRow
          cancelTo={MY_LISTINGS_PATH}
          busy={state.busy}
          preparing={state.preparing}
          submitLabel={texts.submit}
          busyLabel={texts.busy}
        />
      </div>
    </form>
  );
}
