import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { MapPin } from "~/components/ui/icons";
import { PIN_AREA_RADIUS_METRES, type TMapTiles, type TPin } from "~/lib/map-area";
import { useHydrated } from "~/lib/use-hydrated";
import { MAP_LOAD_FAILED_MESSAGE, useBaseMap } from "./use-base-map";

/** Close enough that the area fills the map without losing the streets around it. */
const AREA_ZOOM = 15;
/** The map starts to load this far before it scrolls into view. */
const NEAR_VIEWPORT = "300px";

/**
 * A property's pin on its detail page (issue 23): an area of PIN_AREA_RADIUS_METRES around the
 * stored point, never a marker at it. Leaflet loads when the section nears the viewport or on
 * the button; without tiles the circle shows on the map's plain background.
 */
export function PropertyAreaMap({ pin, tiles }: { pin: TPin; tiles: TMapTiles | null }) {
  const headingId = useId();
  const sentenceId = useId();
  const section = useRef<HTMLElement>(null);
  const mapElement = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const { t, i18n } = useLingui();
  const { loaded, failed } = useBaseMap(mapElement, open, {
    tiles,
    center: { ...pin, zoom: AREA_ZOOM },
    zoomTitles: { zoomIn: t`Zoom avant`, zoomOut: t`Zoom arrière` },
  });

  useEffect(() => {
    const target = section.current;
    if (open || !target) return;
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setOpen(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [open]);

  useEffect(() => {
    if (!loaded) return;
    const area = loaded.L.circle([pin.lat, pin.lng], {
      radius: PIN_AREA_RADIUS_METRES,
      interactive: false,
      className: "stroke-primary fill-primary/20",
      weight: 2,
    }).addTo(loaded.map);
    return () => {
      area.remove();
    };
  }, [loaded, pin.lat, pin.lng]);

  return (
    <section ref={section} aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>Emplacement approximatif</Trans>
      </h2>
      <p id={sentenceId} className="text-sm text-muted-foreground">
        <Trans>Emplacement approximatif, à environ 200 m près.</Trans>
      </p>
      <div className="relative">
        <section
          ref={mapElement}
          aria-label={t`Carte de l'emplacement approximatif`}
          aria-describedby={sentenceId}
          className="h-64 w-full overflow-hidden rounded-lg border border-border bg-muted sm:h-80"
        />
        {open || !hydrated ? null : (
          <div className="absolute inset-0 flex items-center justify-center">
            <Button variant="outline" onClick={() => setOpen(true)}>
              <MapPin aria-hidden="true" />
              <Trans>Afficher la carte</Trans>
            </Button>
          </div>
        )}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {i18n._(MAP_LOAD_FAILED_MESSAGE)}
        </p>
      ) : null}
    </section>
  );
}
