import { Trans, useLingui } from "@lingui/react/macro";
import { ImageOff } from "lucide-react";
import { type ReactNode, type TouchEvent, useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, House, X } from "~/components/ui/icons";
import { propertyThumbnailUrl } from "~/lib/property-photo-urls";

type TProps = {
  photos: string[];
  title: string;
  /** Top-right corner of the first photo, kept for the favourite button. */
  firstPhotoSlot?: ReactNode;
};

const SWIPE_MIN_PX = 40;

/** Carousel with thumbnails and a full-screen lightbox: the only interactive part of the page. */
export function PropertyGallery({ photos, title, firstPhotoSlot }: TProps) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const touchStartX = useRef<number | null>(null);
  const count = photos.length;
  const { t, i18n } = useLingui();
  // Right to left, the next photo is on the left: the arrow keys and swipes follow the page.
  const rtl = i18n.locale === "ar";

  const markBroken = useCallback((photoIndex: number) => {
    setBroken((previous) =>
      previous.has(photoIndex) ? previous : new Set(previous).add(photoIndex),
    );
  }, []);

  // An image that failed before hydration never fires onError for React: check it on mount.
  const detectBroken = useCallback(
    (photoIndex: number) => (element: HTMLImageElement | null) => {
      if (element?.complete && element.naturalWidth === 0) markBroken(photoIndex);
    },
    [markBroken],
  );

  const previous = useCallback(() => setIndex((value) => (value - 1 + count) % count), [count]);
  const next = useCallback(() => setIndex((value) => (value + 1) % count), [count]);

  // The native modal dialog gives the top layer, an inert page behind it, Escape and a focus
  // start on 'Fermer' without shipping a dialog library for this one screen.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      triggerRef.current?.focus();
    };
  }, [open]);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || count < 2) return;
    if (end - start > SWIPE_MIN_PX) (rtl ? next : previous)();
    if (start - end > SWIPE_MIN_PX) (rtl ? previous : next)();
  };

  if (count === 0) {
    return (
      <div className="relative flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-xl bg-muted text-muted-foreground sm:aspect-[16/10]">
        <House aria-hidden="true" className="size-12" />
        <p>
          <Trans>Aucune photo disponible</Trans>
        </p>
        {firstPhotoSlot ? <div className="absolute top-3 end-3">{firstPhotoSlot}</div> : null}
      </div>
    );
  }

  const current = photos[index] ?? photos[0] ?? "";
  const shown = index + 1;
  const position = `${shown} / ${count}`;
  const photosLabel = t`Photos de ${title}`;
  const currentAlt = t`${title} (${shown} sur ${count})`;

  return (
    <section aria-label={photosLabel} className="space-y-3">
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted sm:aspect-[16/10]"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <button
          ref={triggerRef}
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-ring"
          aria-label={t`Agrandir la photo ${shown} sur ${count}`}
        >
          {broken.has(index) ? (
            <PhotoPlaceholder />
          ) : (
            <img
              key={current}
              ref={detectBroken(index)}
              src={current}
              alt={currentAlt}
              className="size-full object-cover"
              fetchPriority={index === 0 ? "high" : "auto"}
              decoding="async"
              onError={() => markBroken(index)}
            />
          )}
        </button>

        {index === 0 && firstPhotoSlot ? (
          <div className="absolute top-3 end-3">{firstPhotoSlot}</div>
        ) : null}

        {count > 1 ? (
          <>
            <NavButton side="left" onClick={previous} />
            <NavButton side="right" onClick={next} />
            {/* '1 / 3' in both languages: right to left it would read '3 / 1'. */}
            <span
              dir="ltr"
              className="pointer-events-none absolute end-3 bottom-3 rounded-full bg-black/60 px-2.5 py-1 text-white text-xs tabular-nums"
            >
              {position}
            </span>
          </>
        ) : null}
      </div>

      <dialog
        ref={dialogRef}
        aria-modal="true"
        aria-label={photosLabel}
        className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden border-0 bg-transparent p-0 text-white backdrop:bg-black/95"
        // Escape: let React close it so the state, the scroll lock and the focus stay in step.
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        // The browser may still close it on its own (repeated Escape): keep the state in step.
        onClose={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft" && count > 1) {
            event.preventDefault();
            (rtl ? next : previous)();
          } else if (event.key === "ArrowRight" && count > 1) {
            event.preventDefault();
            (rtl ? previous : next)();
          }
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {open ? (
          <div className="relative flex size-full items-center justify-center px-2 py-16 sm:px-20 sm:py-14">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="absolute top-3 end-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
              aria-label={t`Fermer`}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
            {broken.has(index) ? (
              <div className="flex h-[60vh] w-full max-w-3xl items-center justify-center rounded-xl bg-white/5">
                <PhotoPlaceholder inverted />
              </div>
            ) : (
              <img
                key={current}
                src={current}
                alt={currentAlt}
                className="max-h-full max-w-full object-contain"
                onError={() => markBroken(index)}
              />
            )}
            {count > 1 ? (
              <>
                <NavButton side="left" onClick={previous} inverted />
                <NavButton side="right" onClick={next} inverted />
                <p
                  dir="ltr"
                  className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-white/10 px-3 py-1 text-sm text-white tabular-nums"
                  aria-live="polite"
                >
                  {position}
                </p>
              </>
            ) : null}
          </div>
        ) : null}
      </dialog>

      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, photoIndex) => (
            <li key={photo} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(photoIndex)}
                aria-label={t`Afficher la photo ${photoIndex + 1}`}
                aria-current={photoIndex === index ? "true" : undefined}
                className={`flex h-16 w-24 items-center justify-center overflow-hidden rounded-lg border-2 bg-muted sm:h-20 sm:w-28 ${
                  photoIndex === index
                    ? "border-primary"
                    : "border-transparent opacity-70 hover:opacity-100"
                }`}
              >
                {broken.has(photoIndex) ? (
                  <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
                ) : (
                  <img
                    ref={detectBroken(photoIndex)}
                    src={propertyThumbnailUrl(photo) ?? photo}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                    onError={() => markBroken(photoIndex)}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function NavButton({
  side,
  onClick,
  inverted = false,
}: {
  side: "left" | "right";
  onClick: () => void;
  inverted?: boolean;
}) {
  const { t } = useLingui();
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  const tone = inverted
    ? "bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white"
    : // Fixed colours, not the theme's: the button sits on a photo, which is no lighter in dark mode.
      "bg-white/90 text-neutral-900 shadow-md ring-1 ring-black/10 hover:bg-white focus-visible:outline-ring";
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === "left" ? t`Photo précédente` : t`Photo suivante`}
      className={`absolute top-1/2 ${side === "left" ? "start-3" : "end-3"} inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full focus-visible:outline-2 ${tone}`}
    >
      <Icon aria-hidden="true" className="size-6 rtl:-scale-x-100" />
    </button>
  );
}

function PhotoPlaceholder({ inverted = false }: { inverted?: boolean }) {
  return (
    <span
      className={`flex size-full flex-col items-center justify-center gap-2 ${
        inverted ? "text-white/70" : "text-muted-foreground"
      }`}
    >
      <ImageOff aria-hidden="true" className="size-10" />
      <span>
        <Trans>Photo indisponible</Trans>
      </span>
    </span>
  );
}
