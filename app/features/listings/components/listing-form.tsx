import { CircleAlert } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { DetailErrorPage } from "~/components/detail/detail-error-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import {
  CheckboxField,
  FormSection,
  RequiredMark,
  SelectInputField,
  TextAreaField,
} from "~/components/ui/form-controls";
import { LoaderCircle } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { TFieldErrors } from "~/lib/forms";
import { PHOTOS_PREPARING_LABEL } from "~/lib/photo-files";
import { useKeepEarlyInput } from "~/lib/use-early-input";
import { useHydrated } from "~/lib/use-hydrated";
import { usePhotoPreparation } from "~/lib/use-photo-preparation";
import { useZodForm } from "~/lib/use-zod-form";
import { SHOW_PHONE_ON } from "../contact";
import type { TDelegationGroup } from "../delegation-field";
import {
  formTextFrom,
  listingFormFailure,
  MY_LISTINGS_PATH,
  type TFormFieldSpec,
  type TFormSectionSpec,
  type TFormTexts,
  type TListingFormFailure,
  type TListingFormReply,
} from "../listing-form";
import { DelegationSelectField } from "./delegation-select";

/*
 * The publish / edit form of every listing kind, in the browser (decision 0041): its state
 * (values, client and server messages, the page action's refusal), the fields drawn from a spec,
 * the failure banner and the submit row. Every form is a plain multipart form that the page's
 * action accepts without JavaScript.
 */

/** Whether this page's form is being sent through the router (not a sign-out or a search). */
export function useFormBusy(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction?.split("?")[0] === location.pathname
  );
}

export function useListingForm<TField extends string>({
  schema,
  fields,
  initialValues,
  reply,
  texts,
  read,
  sending = false,
  photo,
}: {
  schema: z.ZodType;
  fields: readonly TField[];
  initialValues: Record<TField, string>;
  reply: TListingFormReply | undefined;
  texts: Pick<TFormTexts, "failure" | "profileProblem">;
  /** How the schema reads the form, when it has repeated fields (useZodForm). */
  read?: (formData: FormData) => Record<string, unknown>;
  /** The page is sending the form itself (to a JSON API), not through the router. */
  sending?: boolean;
  /** One photo checked on submit: required while `requiredMessage` is set (a store published). */
  photo?: { field: string; requiredMessage: string | null };
}) {
  const routerBusy = useFormBusy();
  const busy = sending || routerBusy;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<TField, string>>(() =>
    formTextFrom(fields, reply?.values, initialValues),
  );
  const [serverErrors, setServerErrors] = useState<TFieldErrors | null>(
    () => reply?.fieldErrors ?? null,
  );
  const [failure, setFailure] = useState<TListingFormFailure | null>(() =>
    reply ? listingFormFailure(texts, reply) : null,
  );
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useZodForm(schema, serverErrors, read);
  const photoPreparation = usePhotoPreparation(formRef);
  useKeepEarlyInput(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })));

  // An answer of the page's action is told once: on the field, in the banner and as a toast.
  const handledReply = useRef(reply);
  useEffect(() => {
    if (!reply || handledReply.current === reply) return;
    handledReply.current = reply;
    const told = listingFormFailure(texts, reply);
    setServerErrors(reply.fieldErrors);
    setPhotoError(null);
    setFailure(told);
    void toast.error(told.toast.title, { description: told.toast.description });
    setFocusRequest((count) => count + 1);
  }, [reply, texts]);

  // After a refusal the first field in error takes the focus, so the user lands on it.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function update(name: TField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    form.clearError(name);
  }

  /** Several fields at once, in one render (a governorate and the delegation it empties). */
  function updateAll(changed: Partial<Record<TField, string>>) {
    setValues((current) => ({ ...current, ...changed }));
    for (const name of Object.keys(changed) as TField[]) form.clearError(name);
  }

  const field = (name: TField) => ({
    name,
    value: values[name],
    error: form.errors[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      update(name, event.currentTarget.value),
  });

  /**
   * Checks a submission in the browser: false when it does not leave (sent already, photos still
   * being checked, or refused with the messages on the fields).
   */
  function onSubmit(event: FormEvent<HTMLFormElement>): boolean {
    if (busy) {
      event.preventDefault();
      return false;
    }
    if (photoPreparation.holdSubmit(event)) return false;
    form.onSubmit(event);
    if (photo) {
      const image = new FormData(event.currentTarget).get(photo.field);
      const hasImage = image !== null && typeof image !== "string" && image.size > 0;
      const missing = !hasImage && photo.requiredMessage !== null;
      setPhotoError(missing ? photo.requiredMessage : null);
      if (missing) event.preventDefault();
    }
    setFailure(null);
    if (event.defaultPrevented) {
      setFocusRequest((count) => count + 1);
      return false;
    }
    setServerErrors(null);
    return true;
  }

  /** A refusal the page learnt itself (its API's answer): banner, toast, and the fields' messages. */
  function tell(told: TListingFormFailure, fieldErrors: TFieldErrors = {}) {
    setServerErrors(fieldErrors);
    setFailure(told);
    void toast.error(told.toast.title, { description: told.toast.description });
    if (Object.keys(fieldErrors).length > 0) setFocusRequest((count) => count + 1);
  }

  return {
    formRef,
    busy,
    preparing: photoPreparation.preparing,
    onPhotoPreparingChange: photoPreparation.onPreparingChange,
    values,
    setValues,
    field,
    update,
    updateAll,
    errors: form.errors,
    clearError: form.clearError,
    photoError: photo ? (photoError ?? form.errors[photo.field] ?? null) : null,
    clearPhotoError() {
      setPhotoError(null);
      if (photo) form.clearError(photo.field);
    },
    failure,
    onSubmit,
    tell,
  };
}

export type TListingFormState<TField extends string> = ReturnType<typeof useListingForm<TField>>;

function FieldLabel({ spec }: { spec: TFormFieldSpec }) {
  return (
    <>
      {spec.label}
      {spec.required ? <RequiredMark /> : null}
    </>
  );
}

/** One input of a listing form, drawn from its spec; the governorate empties the delegation. */
export function ListingFormControl<TField extends string>({
  spec,
  state,
  delegations,
}: {
  spec: TFormFieldSpec;
  state: Pick<TListingFormState<TField>, "field" | "values" | "update" | "updateAll">;
  /** The delegations of every governorate, for the 'Délégation' select. */
  delegations: readonly TDelegationGroup[];
}) {
  const name = spec.name as TField;
  const field = state.field(name);
  const label = <FieldLabel spec={spec} />;
  const fieldClassName = spec.wide ? "sm:col-span-2" : undefined;
  switch (spec.control) {
    case "select":
      return (
        <SelectInputField
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
                  state.updateAll({
                    governorate: event.currentTarget.value,
                    delegation: "",
                  } as Partial<Record<TField, string>>)
              : field.onChange
          }
        />
      );
    case "delegation":
      return (
        <DelegationSelectField
          label={label}
          groups={delegations}
          governorate={(state.values as Record<string, string>).governorate ?? ""}
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
          name={spec.name}
          label={spec.label}
          hint={spec.hint}
          checked={state.values[name] === SHOW_PHONE_ON}
          onCheckedChange={(checked) => state.update(name, checked ? SHOW_PHONE_ON : "")}
          fieldClassName={fieldClassName}
        />
      );
    case "textarea":
      return (
        <TextAreaField
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

/** A section of a listing form drawn from its spec. */
export function ListingFormSection<TField extends string>({
  section,
  state,
  delegations,
}: {
  section: TFormSectionSpec;
  state: Pick<TListingFormState<TField>, "field" | "values" | "update" | "updateAll">;
  delegations: readonly TDelegationGroup[];
}) {
  return (
    <FormSection title={section.title} description={section.description}>
      {section.fields.map((spec) => (
        <ListingFormControl key={spec.name} spec={spec} state={state} delegations={delegations} />
      ))}
    </FormSection>
  );
}

export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-muted-foreground">
      Les champs marqués d'un <RequiredMark /> sont obligatoires.
    </p>
  );
}

export function FormFailureBanner({ failure }: { failure: TListingFormFailure | null }) {
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{failure.banner}</p>
    </div>
  );
}

export function FormSubmitRow({
  cancelTo,
  busy,
  preparing = false,
  submitLabel,
  busyLabel,
}: {
  cancelTo: string;
  busy: boolean;
  /** The chosen photos are still being checked: a click is kept and sent once they are ready. */
  preparing?: boolean;
  submitLabel: string;
  busyLabel: string;
}) {
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Link
        to={cancelTo}
        className={buttonClasses({ variant: "outline", size: "lg", className: "sm:w-auto" })}
      >
        Annuler
      </Link>
      <Button
        type="submit"
        size="lg"
        // Before hydration the plain HTML form must stay usable: only a running app disables it.
        disabled={hydrated && busy}
        aria-busy={busy || preparing || undefined}
        className="sm:min-w-56"
      >
        {busy || preparing ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {busy ? busyLabel : preparing ? PHOTOS_PREPARING_LABEL : submitLabel}
      </Button>
    </div>
  );
}

/** The edit page of a missing listing shows the not-found panel, with a way back. */
export function EditNotFoundPanel({
  error,
  title,
  notFoundMessage,
}: {
  error: unknown;
  title: string;
  notFoundMessage: string;
}) {
  return (
    <DetailErrorPage
      error={error}
      notFoundTitle={title}
      notFoundMessage={notFoundMessage}
      failureMessage="Une erreur s'est produite lors du chargement des données."
      backTo={MY_LISTINGS_PATH}
      backLabel="Retour à mes annonces"
    />
  );
}
