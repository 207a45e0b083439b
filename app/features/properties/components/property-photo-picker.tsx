import { ImagePlus } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import { inputClasses } from "~/components/ui/field";
import { LoaderCircle, X } from "~/components/ui/icons";
import { MAX_PROPERTY_PHOTOS } from "~/lib/constants";
import {
  fitPhotos,
  megabytes,
  PHOTO_FORMATS,
  PHOTOS_IGNORED_MESSAGE,
  photoCountLabel,
  type TPhotoPreparation,
} from "~/lib/photo-files";
import { preparePhotoFile } from "~/lib/photo-shrink";
import { propertyThumbnailUrl } from "~/lib/property-photo-urls";
import { useHydrated } from "~/lib/use-hydrated";
import { PROPERTY_PHOTOS_FIELD, REMOVED_PHOTOS_FIELD } from "../property-form";

/** A file chosen in this visit, not sent yet. */
export type TNewPhoto = { id: string; file: File };

let photoSequence = 0;
function newPhoto(file: File): TNewPhoto {
  photoSequence += 1;
  return { id: `photo-${photoSequence}`, file };
}

export type TPropertyPhotoPickerProps = {
  /** The photos the listing has now (edit), in order; the first is the cover. */
  currentUrls: readonly string[];
  /** Current photos the user took out: sent as `removed_photos`. */
  removedUrls: readonly string[];
  onRemovedUrlsChange: (urls: string[]) => void;
  photos: readonly TNewPhoto[];
  onPhotosChange: (photos: TNewPhoto[]) => void;
  /** Larger files are refused at once instead of being uploaded for nothing. */
  maxBytes: number;
  /** The server's message about the photos, if it refused them. */
  error?: string | null;
  disabled?: boolean;
  /** While the form is sent: how much of each new photo has gone out (percent), in order. */
  sentPercents?: readonly number[] | null;
  /**
   * Told when chosen files start being checked and after each check: whether some are still
   * being checked, and whether that check refused a file. The form is not sent meanwhile.
   */
  onPreparingChange?: (state: TPhotoPreparation) => void;
};

/**
 * The listing's photos: previews of the current ones and of the files just chosen, each with a
 * remove button, and a picker that keeps only the first files that fit. Without
 * JavaScript it is a plain multiple file input and a 'Retirer' box per current photo.
 */
export function PropertyPhotoPicker({
  currentUrls,
  removedUrls,
  onRemovedUrlsChange,
  photos,
  onPhotosChange,
  maxBytes,
  error,
  disabled,
  sentPercents,
  onPreparingChange,
}: TPropertyPhotoPickerProps) {
  const hydrated = useHydrated();
  const id = useId();
  const hintId = `${id}-hint`;
  const messagesId = `${id}-messages`;
  const inputRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [ignored, setIgnored] = useState(0);
  const [checking, setChecking] = useState(false);
  // Choices may overlap: the photos are ready when the last check ends.
  const pendingChecks = useRef(0);
  const plainInputRef = useRef<HTMLInputElement>(null);
  const plainPickerRef = useRef<HTMLDivElement>(null);

  const kept = currentUrls.filter((url) => !removedUrls.includes(url));
  const count = kept.length + photos.length;
  const full = count >= MAX_PROPERTY_PHOTOS;

  // A choice is checked asynchronously: it must merge with the list as it is when it ends.
  const latest = useRef({ photos, keptCount: kept.length });
  latest.current = { photos, keptCount: kept.length };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // The list lives here; the input is emptied so that the next choice adds to it.
    input.value = "";
    void choose(chosen);
  }

  async function choose(chosen: File[]) {
    if (chosen.length === 0) return;
    pendingChecks.current += 1;
    setChecking(true);
    onPreparingChange?.({ preparing: true, refused: false });
    const prepared = await Promise.all(chosen.map((file) => preparePhotoFile(file, maxBytes)));
    if (!mounted.current) return;
    pendingChecks.current -= 1;
    const done = pendingChecks.current === 0;
    if (done) setChecking(false);
    const accepted = prepared.flatMap((photo) => (photo.file ? [photo.file] : []));
    const refused = prepared.flatMap((photo) => (photo.problem ? [photo.problem] : []));
    const now = latest.current;
    const fit = fitPhotos(accepted, MAX_PROPERTY_PHOTOS - now.keptCount - now.photos.length);
    setProblems(refused);
    setIgnored(fit.ignored);
    if (fit.kept.length > 0) {
      const next = [...now.photos, ...fit.kept.map(newPhoto)];
      // The next choice may end before this render: it must add to this one.
      latest.current = { ...now, photos: next };
      onPhotosChange(next);
    }
    onPreparingChange?.({ preparing: !done, refused: refused.length > 0 });
  }

  // Files chosen and photos ticked for removal in the page before it was hydrated are kept:
  // the plain inputs holding them are replaced by the picker right after this.
  const adoptEarlyChoice = useRef({ choose, onRemovedUrlsChange });
  adoptEarlyChoice.current = { choose, onRemovedUrlsChange };
  useLayoutEffect(() => {
    const removed = Array.from(
      plainPickerRef.current?.querySelectorAll<HTMLInputElement>(
        `input[name="${REMOVED_PHOTOS_FIELD}"]:checked`,
      ) ?? [],
      (box) => box.value,
    );
    if (removed.length > 0) adoptEarlyChoice.current.onRemovedUrlsChange(removed);
    const files = Array.from(plainInputRef.current?.files ?? []);
    if (files.length > 0) void adoptEarlyChoice.current.choose(files);
  }, []);

  /** Focus moves to the tile that took the removed one's place, or to the picker. */
  function refocus(position: number) {
    requestAnimationFrame(() => {
      const buttons = gridRef.current?.querySelectorAll<HTMLButtonElement>("[data-remove-photo]");
      const next = buttons?.[position] ?? buttons?.[position - 1];
      (next ?? inputRef.current)?.focus();
    });
  }

  function removeCurrent(url: string, position: number) {
    onRemovedUrlsChange([...removedUrls, url]);
    setIgnored(0);
    refocus(position);
  }

  function removeNew(photoId: string, position: number) {
    onPhotosChange(photos.filter((photo) => photo.id !== photoId));
    setIgnored(0);
    refocus(position);
  }

  const messages = [...problems, ...(ignored > 0 ? [PHOTOS_IGNORED_MESSAGE] : [])];
  const describedBy = [hintId, messages.length > 0 || error ? messagesId : null]
    .filter(Boolean)
    .join(" ");
  const hint = `Jusqu'à ${MAX_PROPERTY_PHOTOS} photos (${PHOTO_FORMATS}, ${megabytes(maxBytes)} Mo maximum chacune). La première sert de couverture.`;

  if (!hydrated) {
    return (
      <div ref={plainPickerRef} className="space-y-3">
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
        {currentUrls.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {currentUrls.map((url, index) => (
              <li key={url} className="space-y-1.5">
                <PhotoFrame src={propertyThumbnailUrl(url) ?? url} alt={`Photo ${index + 1}`} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name={REMOVED_PHOTOS_FIELD} value={url} />
                  Retirer la photo {index + 1}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="space-y-1.5">
          <label htmlFor={`${id}-input`} className="block text-sm font-medium">
            Ajouter des photos
          </label>
          <input
            ref={plainInputRef}
            id={`${id}-input`}
            type="file"
            name={PROPERTY_PHOTOS_FIELD}
            accept="image/*"
            multiple
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className={inputClasses(
              "h-auto py-2 file:me-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground",
            )}
          />
        </div>
        <PhotoMessages id={messagesId} messages={[]} error={error} />
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
        <p
          aria-live="polite"
          className={cn(
            "shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold tabular-nums",
            full && "bg-primary text-primary-foreground",
          )}
        >
          {photoCountLabel(count)}
        </p>
      </div>

      <ul ref={gridRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {kept.map((url, index) => (
          <PhotoTile
            key={url}
            position={index}
            src={propertyThumbnailUrl(url) ?? url}
            disabled={disabled}
            onRemove={() => removeCurrent(url, index)}
          />
        ))}
        {photos.map((photo, index) => (
          <NewPhotoTile
            key={photo.id}
            position={kept.length + index}
            file={photo.file}
            sentPercent={sentPercents?.[index] ?? null}
            disabled={disabled}
            onRemove={() => removeNew(photo.id, kept.length + index)}
          />
        ))}
        <li>
          <label
            className={cn(
              "flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border-2 border-dashed border-input bg-background p-2 text-center text-sm font-medium text-muted-foreground transition-colors hover:border-primary hover:text-primary has-[:focus-visible]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              (full || disabled) && "pointer-events-none opacity-60",
            )}
          >
            {checking ? (
              <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
            ) : (
              <ImagePlus aria-hidden="true" className="size-6" />
            )}
            <span>{full ? "Nombre maximal atteint" : "Ajouter des photos"}</span>
            <input
              ref={inputRef}
              type="file"
              name={PROPERTY_PHOTOS_FIELD}
              accept="image/*"
              multiple
              disabled={full || disabled}
              aria-label="Ajouter des photos"
              aria-describedby={describedBy}
              aria-invalid={error || problems.length > 0 ? true : undefined}
              onChange={onChoose}
              className="sr-only"
            />
          </label>
        </li>
      </ul>

      {removedUrls.map((url) => (
        <input key={url} type="hidden" name={REMOVED_PHOTOS_FIELD} value={url} />
      ))}
      <PhotoMessages id={messagesId} messages={messages} error={error} />
    </div>
  );
}

function PhotoMessages({
  id,
  messages,
  error,
}: {
  id: string;
  messages: string[];
  error?: string | null;
}) {
  // Always in the page so that screen readers announce what appears in it.
  return (
    <div id={id} role="alert" className="space-y-1 text-sm empty:hidden">
      {error ? <p className="text-destructive">{error}</p> : null}
      {messages.map((message) => (
        <p
          key={message}
          className={message === PHOTOS_IGNORED_MESSAGE ? "text-accent" : "text-destructive"}
        >
          {message}
        </p>
      ))}
    </div>
  );
}

function PhotoFrame({ src, alt }: { src: string | null; alt: string }) {
  return (
    <span className="block aspect-[4/3] overflow-hidden rounded-lg bg-muted">
      {src ? <img src={src} alt={alt} className="size-full object-cover" decoding="async" /> : null}
    </span>
  );
}

function PhotoTile({
  position,
  src,
  isNew,
  sentPercent = null,
  disabled,
  onRemove,
}: {
  position: number;
  src: string | null;
  isNew?: boolean;
  /** While the form is sent: how much of this photo has gone out. */
  sentPercent?: number | null;
  disabled?: boolean;
  onRemove: () => void;
}) {
  const label = `Photo ${position + 1}`;
  return (
    <li className="relative">
      <PhotoFrame src={src} alt={isNew ? `${label} (nouvelle)` : label} />
      {sentPercent !== null ? (
        <span className="pointer-events-none absolute top-2.5 end-11 start-2 flex items-center gap-1.5 rounded-full bg-background/90 px-2 py-1 shadow-sm">
          <span
            role="progressbar"
            aria-label={`Envoi de la photo ${position + 1}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={sentPercent}
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <span
              className="block h-full rounded-full bg-primary transition-[width] duration-200"
              style={{ width: `${sentPercent}%` }}
            />
          </span>
          <span className="text-[11px] font-semibold tabular-nums">{`${sentPercent}\u00a0%`}</span>
        </span>
      ) : null}
      <span className="pointer-events-none absolute bottom-2 start-2 flex gap-1">
        {position === 0 ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-primary-foreground shadow-sm">
            Couverture
          </span>
        ) : null}
        {isNew ? (
          <span className="rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold text-accent-foreground shadow-sm">
            Nouvelle
          </span>
        ) : null}
      </span>
      <button
        type="button"
        data-remove-photo
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Retirer la photo ${position + 1}`}
        title={`Retirer la photo ${position + 1}`}
        className="absolute top-1.5 end-1.5 flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md ring-1 ring-border transition-colors hover:bg-destructive hover:text-destructive-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** A chosen file's preview through a local URL, revoked when the tile goes away. */
function NewPhotoTile({
  file,
  ...tile
}: {
  file: File;
  sentPercent: number | null;
  position: number;
  disabled?: boolean;
  onRemove: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <PhotoTile {...tile} src={url} isNew />;
}
