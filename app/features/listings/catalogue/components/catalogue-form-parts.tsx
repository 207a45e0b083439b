import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { inputClasses } from "~/components/ui/field";
import { LoaderCircle, X } from "~/components/ui/icons";
import { megabytes, PHOTO_FORMATS, type TPhotoPreparation } from "~/lib/photo-files";
import { fileList, preparePhotoFile } from "~/lib/photo-shrink";
import { useHydrated } from "~/lib/use-hydrated";

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
            <span className="pointer-events-none absolute bottom-2 start-2 rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-accent-foreground shadow-sm">
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
              className="absolute top-1.5 end-1.5 flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md ring-1 ring-border transition-colors hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
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
            "h-auto py-2 file:me-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground",
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
