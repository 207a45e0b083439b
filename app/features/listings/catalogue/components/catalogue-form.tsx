import { Form } from "react-router";
import { FormSection } from "~/components/ui/form-controls";
import {
  FormFailureBanner,
  FormSubmitRow,
  ListingFormSection,
  RequiredFieldsNote,
  useListingForm,
} from "../../components/listing-form";
import type { TDelegationGroup } from "../../delegation-field";
import type { TFormMode, TListingFormReply } from "../../listing-form";
import { CATALOGUE_IMAGE_FIELD, type TCatalogueFormPart } from "../catalogue-form";
import { ListingPhotoField } from "./catalogue-form-parts";

export type TCatalogueFormProps = {
  part: TCatalogueFormPart;
  mode: TFormMode;
  initialValues: Record<string, string>;
  /** The listing's photo now (edit), or null. */
  currentImageUrl: string | null;
  reply: TListingFormReply | undefined;
  maxUploadBytes: number;
  /** The delegations of every governorate, for the 'Délégation' select. */
  delegations: readonly TDelegationGroup[];
};

/**
 * The publish / edit form of a service or a store, drawn from its kind's form part:
 * checked with the kind's schema in the browser, then sent as a plain multipart form to the
 * page's action, which also accepts it without JavaScript.
 */
export function CatalogueForm({
  part,
  mode,
  initialValues,
  currentImageUrl,
  reply,
  maxUploadBytes,
  delegations,
}: TCatalogueFormProps) {
  const texts = part.texts[mode];
  const photoRequired = mode === "publish" && part.photo.requiredMessage !== null;
  const state = useListingForm({
    schema: part.schema,
    fields: part.fields,
    initialValues,
    reply,
    texts,
    photo: {
      field: CATALOGUE_IMAGE_FIELD,
      requiredMessage: photoRequired ? part.photo.requiredMessage : null,
    },
  });

  const photoHint = photoRequired
    ? part.photo.hint.required
    : currentImageUrl
      ? part.photo.hint.replace
      : part.photo.hint.optional;

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
      <RequiredFieldsNote />

      {part.sections.map((section) => (
        <ListingFormSection
          key={section.title}
          section={section}
          state={state}
          delegations={delegations}
        />
      ))}

      <FormSection title="Photo" singleColumn>
        <ListingPhotoField
          name={CATALOGUE_IMAGE_FIELD}
          label={part.photo.label}
          hint={photoHint}
          currentUrl={currentImageUrl}
          currentAlt={part.photo.currentAlt}
          required={photoRequired}
          error={state.photoError}
          onChoose={state.clearPhotoError}
          maxBytes={maxUploadBytes}
          disabled={state.busy}
          onPreparingChange={state.onPhotoPreparingChange}
        />
      </FormSection>

      <div className="space-y-4">
        <FormFailureBanner failure={state.failure} />
        <FormSubmitRow
          cancelTo={part.cancelPath[mode]}
          busy={state.busy}
          preparing={state.preparing}
          submitLabel={texts.submit}
          busyLabel={texts.busy}
        />
      </div>
    </Form>
  );
}
