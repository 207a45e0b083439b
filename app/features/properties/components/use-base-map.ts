import type { Map as LeafletMap } from "leaflet";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { TBaseMapOptions } from "~/components/map/base-map";
import { loadBaseMap } from "~/components/map/load-base-map";

export type TLoadedMap = {
  map: LeafletMap;
  L: Awaited<ReturnType<typeof loadBaseMap>>["L"];
};

/**
 * A base map drawn into `element` once `open` turns true: Leaflet is downloaded then, never with
 * the page. `loaded` holds the map while it lives; `failed` says the download did not come (an
 * offline phone), for the page to say so instead of an empty box.
 */
export function useBaseMap(
  element: RefObject<HTMLElement | null>,
  open: boolean,
  options: TBaseMapOptions,
): { loaded: TLoadedMap | null; failed: boolean } {
  const [loaded, setLoaded] = useState<TLoadedMap | null>(null);
  const [failed, setFailed] = useState(false);
  // Where the map opens is read when it opens; later changes are the caller's to apply.
  const opening = useRef(options);
  opening.current = options;
  useEffect(() => {
    if (!open) return;
    let map: LeafletMap | null = null;
    let cancelled = false;
    setFailed(false);
    loadBaseMap().then(
      ({ createBaseMap, L }) => {
        const target = element.current;
        if (cancelled || !target) return;
        // French unless the caller names them: the publish form's page is not in Arabic yet.
        map = createBaseMap(target, { zoomTitles: FRENCH_ZOOM_TITLES, ...opening.current });
        setLoaded({ map, L });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      map?.remove();
      setLoaded(null);
    };
  }, [open, element]);
  return { loaded, failed };
}

/** Leaflet names its zoom buttons in English ('Zoom in'); screen readers read these names. */
const FRENCH_ZOOM_TITLES = { zoomIn: "Zoom avant", zoomOut: "Zoom arrière" };

/** Said where a map could not be downloaded; a catalogue id (Arabic pages translate it). */
export const MAP_LOAD_FAILED_MESSAGE =
  /*i18n*/ "La carte n'a pas pu être chargée. Vérifiez votre connexion puis réessayez.";
