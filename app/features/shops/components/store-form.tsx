import { Form } from "react-router";
import { TextField } from "~/components/ui/field";
import {
  FormSection,
  RequiredMark,
  SelectInputField,
  TextAreaField,
} from "~/features/properties/components/property-form-controls";
import {
  FormFailureBanner,
  FormSubmitRow,
  ListingPhotoField,
  useListingForm,
} from "~/features/services/components/service-form-parts";
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  NAME_MAX,
  PHONE_MAX,
  type TListingFormReply,
} from "~/features/services/service-form";
import { GOVERNORATE_OPTIONS, PHONE_PLACEHOLDER, SHOP_CATEGORIES } from "~/lib/constants";
import {
  STORE_FORM_FIELDS,
  STORE_FORM_TEXTS,
  STORE_IMAGE_FIELD,
  STORE_IMAGE_REQUIRED_MESSAGE,
  type TStoreFormMode,
  type TStoreFormText,
  ZStoreForm,
} from "../store-form";

export type TStoreFormProps = {
  mode: TStoreFormMode;
  initialValues: TStoreFormText;
  /** The shop's photo now (edit), or null. */
  currentImageUrl: string | null;
  reply: TListingFormReply | undefined;
  maxUploadBytes: number;
};

/**
 * The publish / edit shop form (001 §2, §5 Shop form): checked with the shared schema in the
 * browser, then sent as a plain multipart form to the page's action, which also accepts it
 * without JavaScript.
 */
export function StoreForm({
  mode,
  initialValues,
  currentImageUrl,
  reply,
  maxUploadBytes,
}: TStoreFormProps) {
  const texts = STORE_FORM_TEXTS[mode];
  // 001 §5: a shop needs a photo; on edit the one it has is enough.
  // 001 §5: required at publication; an edit keeps the photo the shop already has.
  const imageRequired = mode === "publish";
  const state = useListingForm({
    schema: ZStoreForm,
    fields: STORE_FORM_FIELDS,
    initialValues,
    reply,
    texts,
    imageField: STORE_IMAGE_FIELD,
    imageRequiredMessage: imageRequired ? STORE_IMAGE_REQUIRED_MESSAGE : null,
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

      <FormSection title="Votre boutique">
        <TextField
          label={
            <>
              Nom de la boutique
              <RequiredMark />
            </>
          }
          placeholder="Ex. : Déco Carthage"
          maxLength={NAME_MAX}
          required
          {...field("name")}
        />
        <SelectInputField
          label={
            <>
              Catégorie
              <RequiredMark />
            </>
          }
          options={SHOP_CATEGORIES}
          placeholder="Sélectionnez une catégorie"
          required
          {...field("category")}
        />
        <TextAreaField
          label={
            <>
              Description
              <RequiredMark />
            </>
          }
          placeholder="Présentez vos produits, vos marques, vos services…"
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
          label={
            <>
              Adresse complète
              <RequiredMark />
            </>
          }
          autoComplete="street-address"
          placeholder="Ex. : 12 avenue Habib Bourguiba, Sousse"
          maxLength={ADDRESS_MAX}
          required
          {...field("address")}
        />
      </FormSection>

      <FormSection
        title="Contact"
        description="Les visiteurs connectés vous écrivent sur WhatsApp depuis la fiche de la boutique."
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
          maxLength={PHONE_MAX}
          required
          {...field("whatsapp")}
        />
      </FormSection>

      <FormSection title="Photo" singleColumn>
        <ListingPhotoField
          name={STORE_IMAGE_FIELD}
          label="Photo de la boutique"
          hint={
            imageRequired
              ? "Obligatoire : la vitrine ou l'intérieur de la boutique."
              : "Facultatif : choisissez une photo pour remplacer l'actuelle."
          }
          currentUrl={currentImageUrl}
          currentAlt="Photo actuelle de la boutique"
          required={imageRequired}
          error={state.imageError}
          onChoose={state.clearImageError}
          maxBytes={maxUploadBytes}
          disabled={state.busy}
        />
      </FormSection>

      <div className="space-y-4">
        <FormFailureBanner failure={state.failure} />
        <FormSubmitRow
          cancelTo={mode === "edit" ? "/mes-annonces" : "/boutiques"}
          busy={state.busy}
          submitLabel={texts.submit}
          busyLabel={texts.busy}
        />
      </div>
    </Form>
  );
}
