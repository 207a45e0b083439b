import { UserRound } from "lucide-react";
import { useCallback, useState } from "react";

/** The provider's photo, or a placeholder when there is none or it fails to load (001 §5). */
export function ServiceDetailPhoto({ src, alt }: { src: string | null; alt: string }) {
  const [broken, setBroken] = useState(false);
  // An image that failed before hydration never fires onError for React: check it on mount.
  const detectBroken = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);

  if (!src || broken) {
    return (
      <div className="flex size-full items-center justify-center bg-secondary text-secondary-foreground">
        <UserRound aria-hidden="true" className="size-1/2" />
      </div>
    );
  }
  return (
    <img
      ref={detectBroken}
      src={src}
      alt={alt}
      className="size-full object-cover"
      fetchPriority="high"
      onError={() => setBroken(true)}
    />
  );
}
