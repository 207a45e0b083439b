import { Store } from "lucide-react";
import { useCallback, useState } from "react";

/** The shop's image, or a placeholder when there is none or it fails to load (001 §5). */
export function ShopDetailImage({
  src,
  alt,
  priority = false,
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  // An image that failed before hydration never fires onError for React: check it on mount.
  const detectBroken = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);

  if (!src || broken) {
    return (
      <div className="flex size-full items-center justify-center bg-secondary text-secondary-foreground">
        <Store aria-hidden="true" className="size-1/3 max-h-24 max-w-24" />
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
