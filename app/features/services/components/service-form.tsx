import { Form } from "react-router";
import { TextField } from "~/components/ui/field";
import {
  FormSection,
  RequiredMark,
  SelectInputField,
  TextAreaField,
} from "~/features/properties/components/property-form-controls";
import { GOVERNORATE_OPTIONS, PHONE_PLACEHOLDER } from "~/lib/constants";
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  PHONE_MAX,
  PROFESSION_OPTIONS,
  SERVICE_FORM_FIELDS,
  SERVICE_FORM_TEXTS,
  SERVICE_IMAGE_FIELD,
  type TListingFormReply,
  type TServiceFormMode,
  type TServiceFormText,
  ZServiceForm,
} from "../service-form";
import {
  FormFailureBanner,
  FormSubmitRow,
  ListingPhotoField,
  useListingForm,
} from "./service-form-parts";

export type TServiceFormProps = {
  mode: TServiceFormMode;
  initialValues: TServiceFormText;
  /** The service's photo now (edit), or null. */
  currentImageUrl: string | null;
  reply: TListingFormReply | undefined;
  maxUploadBytes: number;
};

const LISTINGS_PATH = "/mes-annonces";

/**
 * The publish / edit service form (001 §2, §5 Service form): checked with the shared schema in
 * the browser, then sent as a plain multipart form to the page's action, which also accepts it
 * without JavaScript.
 */
export function ServiceForm({
  mode,
  initialValues,
  currentImageUrl,
  reply,
  maxUploadBytes,
}: TServiceFormProps) {
  const texts = SERVICE_FORM_TEXTS[mode];
  // 001 §5: always optional, since a service without a photo shows the placeholder.
  const state = useListingForm({
    schema: ZServiceForm,
    fields: SERVICE_FORM_FIELDS,
    initialValues,
    reply,
    texts,
    imageField: SERVICE_IMAGE_FIELD,
    imageRequiredMessage: null,
  });
  const { field } = state;

  return (
    <Form
      ref={state.formRef}
      method="post"
      encType="multipart/form-data"
      onSubmit={state.onSubmit}
      noValidate
      aria-busy={state.busy || undefined}
      className="space-y-6"
    >
      <p className="text-sm text-muted-foreground">
        Les champs marqués d'un <RequiredMark /> sont obligatoires.
      </p>

      <FormSection title="Votre activité">
        <TextField
          label={
            <>
              Nom
              <RequiredMark />
            </>
          }
          placeholder="Ex. : Sami Électricité"
          maxLength={NAME_MAX}
          required
          {...field("name")}
        />
        <SelectInputField
          label={
            <>
              Profession
              <RequiredMark />
            </>
          }
          options={PROFESSION_OPTIONS}
          placeholder="Sélectionnez une profession"
          required
          {...field("profession")}
        />
        <TextAreaField
          label={
            <>
              Description
              <RequiredMark />
            </>
          }
          placeholder="Décrivez vos prestations, votre expérience, vos zones d'intervention…"
          rows={6}
          maxLength={DESCRIPTION_MAX}
          required
          fieldClassName="sm:col-span-2"
          {...field("description")}
        />
      </FormSection>

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
        />
        <TextField
          label="Adresse"
          autoComplete="street-address"
          placeholder="Ex. : 12 rue de Marseille, Lafayette"
          hint="Facultatif."
          maxLength={ADDRESS_MAX}
          {...field("address")}
        />
      </FormSection>

      <FormSection
        title="Contact"
        description="Les visiteurs vous appellent ou vous écrivent sur WhatsApp depuis votre fiche."
      >
        <TextField
          label={
            <>
              Téléphone
              <RequiredMark />
            </>
          }
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          maxLength={PHONE_MAX}
          required
          {...field("phone")}
        />
        <TextField
          label={
            <>
              Numéro WhatsApp
              <RequiredMark />
            </>
          }
          type="tel"
          inputMode="tel"
          placeholder={PHONE_PLACEHOLDER}
          maxLength={PHONE_MAX}
          required
          {...field("whatsapp")}
        />
      </FormSection>

      <FormSection title="Photo" singleColumn>
        <ListingPhotoField
          name={SERVICE_IMAGE_FIELD}
          label="Photo du service"
          hint={
            currentImageUrl
              ? "Facultatif : choisissez une photo pour remplacer l'actuelle."
              : "Facultatif : sans photo, une image par défaut est affichée."
          }
          currentUrl={currentImageUrl}
          currentAlt="Photo actuelle du service"
          required={false}
          error={state.imageError}
          onChoose={state.clearImageError}
          maxBytes={maxUploadBytes}
          disabled={state.busy}
        />
      </FormSection>

      <div className="space-y-4">
        <FormFailureBanner failure={state.failure} />
        <FormSubmitRow
          cancelTo={LISTINGS_PATH}
          busy={state.busy}
          submitLabel={texts.submit}
          busyLabel={texts.busy}
        />
      </div>
    </Form>
  );
}
