import { Form } from "react-router";
import { TextField } from "~/components/ui/field";
import {
  CheckboxField,
  FormSection,
  RequiredMark,
  SelectInputField,
  TextAreaField,
} from "~/components/ui/form-controls";
import { DelegationSelectField } from "../../components/delegation-select";
import { SHOW_PHONE_ON } from "../../contact";
import type { TDelegationGroup } from "../../delegation-field";
import {
  CATALOGUE_IMAGE_FIELD,
  type TCatalogueFormPart,
  type TFormFieldSpec,
  type TFormMode,
  type TListingFormReply,
} from "../catalogue-form";
import {
  FormFailureBanner,
  FormSubmitRow,
  ListingPhotoField,
  useListingForm,
} from "./catalogue-form-parts";

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

function FieldLabel({ spec }: { spec: TFormFieldSpec }) {
  return (
    <>
      {spec.label}
      {spec.required ? <RequiredMark /> : null}
    </>
  );
}

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
    imageField: CATALOGUE_IMAGE_FIELD,
    imageRequiredMessage: photoRequired ? part.photo.requiredMessage : null,
  });

  function control(spec: TFormFieldSpec) {
    const field = state.field(spec.name);
    const label = <FieldLabel spec={spec} />;
    const fieldClassName = spec.wide ? "sm:col-span-2" : undefined;
    switch (spec.control) {
      case "select":
        return (
          <SelectInputField
            key={spec.name}
            label={label}
            options={spec.options ?? []}
            placeholder={spec.placeholder}
            required={spec.required}
            hint={spec.hint}
            fieldClassName={fieldClassName}
            {...field}
            onChange={
              spec.name === "governorate"
                ? (event) =>
                    // A delegation belongs to one governorate: another one asks for it again.
                    state.updateAll({ governorate: event.currentTarget.value, delegation: "" })
                : field.onChange
            }
          />
        );
      case "delegation":
        return (
          <DelegationSelectField
            key={spec.name}
            label={label}
            groups={delegations}
            governorate={state.values.governorate ?? ""}
            placeholder={spec.placeholder}
            required={spec.required}
            hint={spec.hint}
            fieldClassName={fieldClassName}
            {...field}
          />
        );
      case "checkbox":
        return (
          <CheckboxField
            key={spec.name}
            name={spec.name}
            label={spec.label}
            hint={spec.hint}
            checked={state.values[spec.name] === SHOW_PHONE_ON}
            onCheckedChange={(checked) => state.update(spec.name, checked ? SHOW_PHONE_ON : "")}
            fieldClassName={fieldClassName}
          />
        );
      case "textarea":
        return (
          <TextAreaField
            key={spec.name}
            label={label}
            placeholder={spec.placeholder}
            rows={spec.rows}
            maxLength={spec.maxLength}
            required={spec.required}
            hint={spec.hint}
            fieldClassName={fieldClassName}
            {...field}
          />
        );
      default:
        return (
          <TextField
            key={spec.name}
            label={label}
            type={spec.control === "tel" ? "tel" : undefined}
            inputMode={spec.control === "tel" ? "tel" : undefined}
            autoComplete={spec.autoComplete}
            placeholder={spec.placeholder}
            maxLength={spec.maxLength}
            required={spec.required}
            hint={spec.hint}
            fieldClassName={fieldClassName}
            {...field}
          />
        );
    }
  }

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
      <p className="text-sm text-muted-foreground">
        Les champs marqués d'un <RequiredMark /> sont obligatoires.
      </p>

      {part.sections.map((section) => (
        <FormSection key={section.title} title={section.title} description={section.description}>
          {section.fields.map(control)}
        </FormSection>
      ))}

      <FormSection title="Photo" singleColumn>
        <ListingPhotoField
          name={CATALOGUE_IMAGE_FIELD}
          label={part.photo.label}
          hint={photoHint}
          currentUrl={currentImageUrl}
          currentAlt={part.photo.currentAlt}
          required={photoRequired}
          error={state.imageError}
          onChoose={state.clearImageError}
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
