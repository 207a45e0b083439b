import { type ReactNode, useCallback, useState } from "react";

type TProps = {
  src: string | null;
  alt: string;
  /** Shown instead when there is no image or it fails to load. */
  placeholder: ReactNode;
  /** The image above the fold: fetched first instead of lazily. */
  priority?: boolean;
};

/** A listing's picture, or its placeholder when there is none or it fails to load. */
export function DetailImage({ src, alt, placeholder, priority = false }: TProps) {
  const [broken, setBroken] = useState(false);
  // An image that failed before hydration never fires onError for React: check it on mount.
  const detectBroken = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);

  if (!src || broken) {
    return (
      <div className="flex size-full items-center justify-center bg-secondary text-secondary-foreground">
        {placeholder}
      </div>
    );
  }
  return (
    <img
      ref={detectBroken}
      src={src}
      alt={alt}
      className="size-full object-cover"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      onError={() => setBroken(true)}
    />
  );
}
