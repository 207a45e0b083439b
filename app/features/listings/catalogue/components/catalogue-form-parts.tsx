import { CircleAlert, ImagePlus, LoaderCircle, X } from "lucide-react";
import {
  type ChangeEvent,
  type FormEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Link, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { DetailErrorPage } from "~/components/detail/detail-error-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import type { TFieldErrors } from "~/lib/forms";
import {
  megabytes,
  PHOTO_FORMATS,
  PHOTOS_PREPARING_LABEL,
  type TPhotoPreparation,
} from "~/lib/photo-files";
import { fileList, preparePhotoFile } from "~/lib/photo-shrink";
import { useKeepEarlyInput } from "~/lib/use-early-input";
import { useHydrated } from "~/lib/use-hydrated";
import { usePhotoPreparation } from "~/lib/use-photo-preparation";
import { useZodForm } from "~/lib/use-zod-form";
import {
  formTextFrom,
  listingFormFailure,
  type TListingFormFailure,
  type TListingFormReply,
} from "../catalogue-form";

/*
 * What the catalogue's form (services, stores) shares with its page: their state (values, client and server messages, the
 * required photo), the photo field, the failure banner and the submit row. Both are plain
 * multipart forms posted to the page's action, with or without JavaScript.
 */

type TFormTexts = { failure: string; profileProblem: string };

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
  imageField,
  imageRequiredMessage,
}: {
  schema: z.ZodType;
  fields: readonly TField[];
  initialValues: Record<TField, string>;
  reply: TListingFormReply | undefined;
  texts: TFormTexts;
  imageField: string;
  /** Set while the photo is required (a store being published); null otherwise. */
  imageRequiredMessage: string | null;
}) {
  const busy = useFormBusy();
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
  const [imageError, setImageError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useZodForm(schema, serverErrors);
  const photoPreparation = usePhotoPreparation(formRef);
  useKeepEarlyInput(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })));

  // An answer of the page's action is told once: on the field, in the banner and as a toast.
  const handledReply = useRef(reply);
  useEffect(() => {
    if (!reply || handledReply.current === reply) return;
    handledReply.current = reply;
    const told = listingFormFailure(texts, reply);
    setServerErrors(reply.fieldErrors);
    setImageError(null);
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (photoPreparation.holdSubmit(event)) return;
    form.onSubmit(event);
    const image = new FormData(event.currentTarget).get(imageField);
    const hasImage = image !== null && typeof image !== "string" && image.size > 0;
    const missing = !hasImage && imageRequiredMessage !== null;
    setImageError(missing ? imageRequiredMessage : null);
    if (missing) event.preventDefault();
    setFailure(null);
    if (event.defaultPrevented) {
      setFocusRequest((count) => count + 1);
      return;
    }
    // The router sends the form; its answer comes back as `reply` (or a redirect).
    setServerErrors(null);
  }

  return {
    formRef,
    busy,
    preparing: photoPreparation.preparing,
    onPhotoPreparingChange: photoPreparation.onPreparingChange,
    values,
    field,
    update,
    updateAll,
    errors: form.errors,
    imageError: imageError ?? form.errors[imageField] ?? null,
    clearImageError() {
      setImageError(null);
      form.clearError(imageField);
    },
    failure,
    onSubmit,
  };
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
  /** The chosen photo is still being checked: a click is held until it is ready. */
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

/**
 * The one photo of a service or a store: the current one (edit), a preview of the file chosen and
 * a file input that stays the form's real field, so the same markup works without JavaScript.
 * A file the browser cannot draw is refused at once; the server decodes it again anyway.
 */
export function ListingPhotoField({
  name,
  label,
  hint,
  currentUrl,
  currentAlt,
  required,
  error,
  onChoose,
  maxBytes,
  disabled,
  onPreparingChange,
}: {
  name: string;
  label: string;
  hint: string;
  currentUrl: string | null;
  currentAlt: string;
  required: boolean;
  error: string | null;
  onChoose: () => void;
  maxBytes: number;
  disabled?: boolean;
  onPreparingChange?: (state: TPhotoPreparation) => void;
}) {
  const hydrated = useHydrated();
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // Only the check of the file chosen last counts: an earlier one may end after it.
  const latestCheck = useRef(0);

  useEffect(() => {
    if (!chosen) {
      setPreviewUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(chosen);
    setPreviewUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [chosen]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onChoose();
    void check(event.currentTarget);
  }

  async function check(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null;
    const checkId = ++latestCheck.current;
    setProblem(null);
    if (!file) {
      setChosen(null);
      setChecking(false);
      onPreparingChange?.({ preparing: false, refused: false });
      return;
    }
    setChecking(true);
    onPreparingChange?.({ preparing: true, refused: false });
    const prepared = await preparePhotoFile(file, maxBytes);
    if (checkId !== latestCheck.current) return;
    setChecking(false);
    onPreparingChange?.({ preparing: false, refused: prepared.problem !== null });
    if (prepared.problem !== null) {
      // The refused file must not be sent with the form.
      input.value = "";
      setChosen(null);
      setProblem(prepared.problem);
      return;
    }
    // The form sends the input's file: the shrunk one takes the chosen one's place.
    if (prepared.file !== file) input.files = fileList(prepared.file);
    setChosen(prepared.file);
  }

  // A file chosen in the page before it was hydrated is still in the input: check and show it.
  const checkEarlyChoice = useRef(check);
  checkEarlyChoice.current = check;
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input?.files?.length) void checkEarlyChoice.current(input);
  }, []);

  function removeChosen() {
    if (inputRef.current) inputRef.current.value = "";
    latestCheck.current += 1;
    setChecking(false);
    onPreparingChange?.({ preparing: false, refused: false });
    setChosen(null);
    setProblem(null);
    inputRef.current?.focus();
  }

  // The required-photo message and a refused file's reason can both apply: show both.
  const messages = [...new Set([error, problem].filter((text): text is string => Boolean(text)))];
  const describedBy = [hintId, messages.length > 0 ? errorId : null].filter(Boolean).join(" ");
  const shownUrl = previewUrl ?? currentUrl;
  const fullHint = `${hint} ${PHOTO_FORMATS}, ${megabytes(maxBytes)} Mo maximum.`;

  return (
    <div className="space-y-3">
      {shownUrl ? (
        <div className="relative w-full max-w-sm">
          <span className="block aspect-[4/3] overflow-hidden rounded-lg bg-muted">
            <img
              src={shownUrl}
              alt={previewUrl ? "Nouvelle photo" : currentAlt}
              className="size-full object-cover"
              decoding="async"
            />
          </span>
          {previewUrl ? (
            <span className="pointer-events-none absolute bottom-2 left-2 rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-accent-foreground shadow-sm">
              Nouvelle
            </span>
          ) : null}
          {previewUrl && hydrated ? (
            <button
              type="button"
              onClick={removeChosen}
              disabled={disabled}
              aria-label="Retirer la nouvelle photo"
              title="Retirer la nouvelle photo"
              className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md ring-1 ring-border transition-colors hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-medium">
          {checking ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-4" />
          )}
          {label}
          {required ? (
            <span aria-hidden="true" className="text-destructive">
              {" *"}
            </span>
          ) : null}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name={name}
          accept="image/*"
          disabled={hydrated && disabled}
          aria-describedby={describedBy}
          aria-invalid={messages.length > 0 ? true : undefined}
          required={required}
          onChange={onChange}
          className={inputClasses(
            "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground",
          )}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {fullHint}
        </p>
        <div id={errorId} role="alert" className="space-y-1 text-sm text-destructive empty:hidden">
          {messages.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </div>
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
      backTo="/mes-annonces"
      backLabel="Retour à mes annonces"
    />
  );
}
