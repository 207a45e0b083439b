import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { PLACEHOLDER_IMAGE, usableImageUrl } from "../../lib/listing-image-source";

type TListingImageProps = {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The first cards of a page are worth fetching at once. */
  eager?: boolean;
};

/** A listing picture that falls back to a placeholder when missing or broken. */
export function ListingImage({ src, alt, width, height, className, eager }: TListingImageProps) {
  const { t } = useLingui();
  const url = usableImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const broken = url === null || failedUrl === url;

  useEffect(() => {
    // A picture that failed before hydration fired its error event before React listened.
    const image = ref.current;
    if (url && image?.complete && image.naturalWidth === 0) setFailedUrl(url);
  }, [url]);

  return (
    <img
      ref={ref}
      src={broken ? PLACEHOLDER_IMAGE : url}
      alt={broken ? t`Image non disponible` : alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className ? `listing-image ${className}` : "listing-image"}
      onError={() => {
        if (url) setFailedUrl(url);
      }}
    />
  );
}
