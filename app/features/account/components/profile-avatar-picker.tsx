import { FileQuestion } from "lucide-react";
import {
  type ChangeEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { cn } from "~/components/ui/cn";
import { Camera, X } from "~/components/ui/icons";
import { fileList, shrinkPhoto } from "~/lib/photo-shrink";

type TPreview = { file: File; url: string | null };

/**
 * A local URL for the chosen file, revoked as soon as another file replaces it or we unmount.
 * The file is decoded first: one the browser cannot draw (a renamed text file, a HEIC photo)
 * gets no URL, so a placeholder shows instead of a broken image; the server still decides.
 */
function usePreview(file: File | null): { url: string | null; unreadable: boolean } {
  const [preview, setPreview] = useState<TPreview | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    let cancelled = false;
    let url: string | null = null;
    createImageBitmap(file)
      .then((bitmap) => {
        bitmap.close();
        if (cancelled) return;
        url = URL.createObjectURL(file);
        setPreview({ file, url });
      })
      .catch(() => {
        if (!cancelled) setPreview({ file, url: null });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  // A preview of a file that is no longer the chosen one is never shown.
  if (!file || preview?.file !== file) return { url: null, unreadable: false };
  return { url: preview.url, unreadable: preview.url === null };
}

export type TProfileAvatarPickerProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The saved photo, shown until a new file is chosen. */
  currentUrl: string | null;
  initials: string;
  file: File | null;
  /** Called with the chosen file, or null when the choice is dropped. */
  onFileChange: (file: File | null) => void;
  /** Files above this are refused right away instead of being uploaded for nothing. */
  maxBytes: number;
  onTooLarge: () => void;
  /** Id of the text that explains the accepted files. */
  describedBy?: string;
  disabled?: boolean;
};

/**
 * The avatar is the file picker: a click (or Enter on the focused, visually hidden input) opens
 * it, and the chosen image is previewed before anything is sent.
 */
export function ProfileAvatarPicker({
  inputRef,
  currentUrl,
  initials,
  file,
  onFileChange,
  maxBytes,
  onTooLarge,
  describedBy,
  disabled,
}: TProfileAvatarPickerProps) {
  const { url: previewUrl, unreadable } = usePreview(file);
  const src = previewUrl ?? currentUrl;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    void take(event.currentTarget);
  }

  // Only the photo chosen last counts: shrinking an earlier one may end after it.
  const latestChoice = useRef(0);

  async function take(input: HTMLInputElement) {
    const chosen = input.files?.[0] ?? null;
    const choice = ++latestChoice.current;
    if (!chosen) {
      onFileChange(null);
      return;
    }
    // The photo shrinks before it travels; one the browser cannot draw goes as it is, for the
    // server to judge (its message then says why it is refused).
    const { file } = await shrinkPhoto(chosen);
    if (choice !== latestChoice.current) return;
    if (file.size > maxBytes) {
      input.value = "";
      onFileChange(null);
      onTooLarge();
      return;
    }
    if (file !== chosen) input.files = fileList(file);
    onFileChange(file);
  }

  // A photo chosen in the page before it was hydrated is still in the input: it is the choice.
  const takeEarlyChoice = useRef(take);
  takeEarlyChoice.current = take;
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input?.files?.length) void takeEarlyChoice.current(input);
  }, [inputRef]);

  function dropFile() {
    if (inputRef.current) inputRef.current.value = "";
    onFileChange(null);
  }

  return (
    <div className="relative shrink-0">
      <label
        className={cn(
          "group relative block size-24 cursor-pointer rounded-full ring-offset-2 ring-offset-card has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:size-28",
          disabled && "pointer-events-none opacity-70",
        )}
      >
        <span className="flex size-full items-center justify-center overflow-hidden rounded-full bg-primary text-3xl font-semibold text-primary-foreground">
          {unreadable ? (
            <span className="flex size-full items-center justify-center bg-muted text-muted-foreground">
              <FileQuestion aria-hidden="true" className="size-8" />
              <span className="sr-only">Aperçu indisponible</span>
            </span>
          ) : src ? (
            <img
              src={src}
              alt={previewUrl ? "Aperçu de la nouvelle photo" : "Photo de profil"}
              className="size-full object-cover"
            />
          ) : (
            <span aria-hidden="true">{initials}</span>
          )}
        </span>
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center rounded-full bg-black/40 text-white opacity-0 transition-opacity group-hover:opacity-100"
        >
          <Camera className="size-6" />
        </span>
        <span
          aria-hidden="true"
          className="absolute end-0 bottom-0 flex size-8 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-md ring-2 ring-card"
        >
          <Camera className="size-4" />
        </span>
        <input
          ref={inputRef}
          type="file"
          name="avatar"
          accept="image/*"
          aria-label="Changer la photo de profil"
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={onChange}
          className="sr-only"
        />
      </label>
      {file ? (
        <button
          type="button"
          onClick={dropFile}
          aria-label="Annuler la nouvelle photo"
          title="Annuler la nouvelle photo"
          className="absolute -top-1 -end-1 flex size-7 items-center justify-center rounded-full border bg-card text-muted-foreground shadow-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
