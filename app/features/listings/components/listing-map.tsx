import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import Supercluster from "supercluster";
import { loadBaseMap } from "~/components/map/load-base-map";
import { LoaderCircle } from "~/components/ui/icons";
import { formatNumber } from "~/lib/format";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import type { TMapTiles } from "~/lib/map-area";
import { formatZone, parseZone } from "~/lib/map-zone";
import type { TMapPoint, TMapPoints } from "../map-points";

/*
 * A list's 'Carte' view (issue 23, decision 0032), in its own chunk with Leaflet (loadBaseMap)
 * and supercluster: the list's listings as clustered markers, a popup per position, and
 * 'Rechercher dans cette zone' once the visitor has moved the map.
 */

/**
 * How a kind counts its listings, in the page's language: '1 propriété', '12 propriétés'.
 * `count` is `n` written with formatNumber. The caller builds it with its catalogue's plural.
 */
export type TMapCountText = (count: string, n: number) => string;

export type TListingMapProps = {
  /** GET /carte/…?<the list's parameters>. */
  pointsUrl: string;
  tiles: TMapTiles | null;
  countText: TMapCountText;
  /** The list's zone (zoneParam), fitted when present. */
  zone?: string;
  /** The list's URL for a zone: 'Rechercher dans cette zone'. */
  searchHrefFor: (zone: string) => string;
};

type TClusterProps = { count: number; label: string; top: number };

/** What the map writes outside React (markers, popups), in the page's language. */
type TMapTexts = {
  marker: (count: number, place: string, cluster: boolean) => string;
  here: (n: number) => string;
  seeListing: string;
  seeListings: string;
  zoomTitles: { zoomIn: string; zoomOut: string };
  /** A site path in the page's language (useLocalePath). */
  path: (href: string) => string;
};

function markerSize(count: number): number {
  return count >= 100 ? 48 : count >= 10 ? 40 : 32;
}

/** A popup's content, built as nodes: titles are the owners' text, never HTML. */
function popupContent(point: TMapPoint, go: (href: string) => void, texts: TMapTexts): HTMLElement {
  const box = document.createElement("div");
  box.className = "flex flex-col gap-1 text-sm";
  const line = (text: string, className: string, ownersText = false) => {
    const element = document.createElement("p");
    element.className = className;
    element.textContent = text;
    // The owner's title, as written, in its own direction.
    if (ownersText) element.dir = "auto";
    box.append(element);
  };
  const link = (text: string, to: string) => {
    const href = texts.path(to);
    const anchor = document.createElement("a");
    anchor.href = href;
    anchor.textContent = text;
    anchor.className = "font-semibold text-primary hover:underline";
    anchor.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      go(href);
    });
    box.append(anchor);
  };
  if (point.item) {
    line(point.item.title, "!m-0 font-semibold text-foreground", true);
    line(point.item.detail, "!m-0 text-muted-foreground");
    line(point.label, "!m-0 text-xs text-muted-foreground");
    link(texts.seeListing, point.item.href);
  } else {
    line(texts.here(point.count), "!m-0 font-semibold text-foreground");
    line(point.label, "!m-0 text-xs text-muted-foreground");
    link(texts.seeListings, point.href);
  }
  return box;
}

export default function ListingMap({
  pointsUrl,
  tiles,
  countText,
  zone,
  searchHrefFor,
}: TListingMapProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const localePath = useLocalePath();
  const element = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [message, setMessage] = useState<string | null>(null);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const go = useRef(navigate);
  go.current = navigate;
  // Read when the map is made: a revalidation that returns the same tiles keeps the map.
  const tilesNow = useRef(tiles);
  tilesNow.current = tiles;
  const tilesKey = tiles ? `${tiles.url} ${tiles.attribution}` : "";
  const texts: TMapTexts = {
    marker: (n, place, cluster) => {
      const listings = countText(formatNumber(n), n);
      return cluster ? t`${listings} près de ${place}` : t`${listings} à ${place}`;
    },
    here: (n) => {
      const count = formatNumber(n);
      return t`${plural(n, { one: `${count} annonce ici`, other: `${count} annonces ici` })}`;
    },
    seeListing: t`Voir l'annonce`,
    seeListings: t`Voir ces annonces`,
    zoomTitles: { zoomIn: t`Zoom avant`, zoomOut: t`Zoom arrière` },
    path: localePath,
  };
  // Read when markers and popups are made: a new render's functions keep the map as it is.
  const textsNow = useRef(texts);
  textsNow.current = texts;

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let cancelled = false;
    let cleanup = () => {};
    setStatus("loading");
    setMessage(null);
    setMovedTo(null);
    Promise.all([
      loadBaseMap(),
      fetch(pointsUrl, { headers: { Accept: "application/json" } }).then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        return (await response.json()) as TMapPoints;
      }),
    ])
      .then(([{ createBaseMap, L }, answer]) => {
        if (cancelled) return;
        const map = createBaseMap(container, {
          tiles: tilesKey ? tilesNow.current : null,
          zoomTitles: textsNow.current.zoomTitles,
        });
        const markers = L.layerGroup().addTo(map);
        const index = new Supercluster<TMapPoint, TClusterProps>({
          radius: 56,
          maxZoom: 16,
          map: (point) => ({ count: point.count, label: point.label, top: point.count }),
          reduce: (merged, other) => {
            if (other.top > merged.top) {
              merged.top = other.top;
              merged.label = other.label;
            }
            merged.count += other.count;
          },
        });
        index.load(
          answer.points.map((point) => ({
            type: "Feature" as const,
            geometry: { type: "Point" as const, coordinates: [point.lng, point.lat] },
            properties: point,
          })),
        );
        const open = (href: string) => go.current(href);

        // Markers kept by key between redraws: a pan keeps those still shown, and their popups.
        const shown = new Map<string, L.Marker>();
        const draw = () => {
          const bounds = map.getBounds();
          const features = index.getClusters(
            [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
            Math.floor(map.getZoom()),
          );
          const wanted = new Set<string>();
          for (const feature of features) {
            const [lng, lat] = feature.geometry.coordinates as [number, number];
            const cluster = "cluster" in feature.properties && feature.properties.cluster;
            const key = cluster
              ? `cluster:${(feature.properties as { cluster_id: number }).cluster_id}`
              : `point:${lat},${lng},${(feature.properties as TMapPoint).exact}`;
            wanted.add(key);
            if (shown.has(key)) continue;
            const marker = markerOf(feature.properties, lat, lng, cluster);
            if (cluster) {
              const id = (feature.properties as { cluster_id: number }).cluster_id;
              marker.on("click", () => {
                map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), 16));
              });
            } else {
              marker.bindPopup(
                popupContent(feature.properties as TMapPoint, open, textsNow.current),
              );
            }
            shown.set(key, marker);
            markers.addLayer(marker);
          }
          for (const [key, marker] of shown) {
            if (wanted.has(key)) continue;
            markers.removeLayer(marker);
            shown.delete(key);
          }
        };
        const markerOf = (
          properties: TClusterProps | TMapPoint,
          lat: number,
          lng: number,
          cluster: boolean,
        ) => {
          const { count, label: place } = properties;
          const exact = !cluster && (properties as TMapPoint).exact;
          const size = markerSize(count);
          const label = textsNow.current.marker(count, place, cluster);
          const marker = L.marker([lat, lng], {
            keyboard: true,
            title: label,
            icon: L.divIcon({
              className: "",
              iconSize: [size, size],
              html: `<span class="flex size-full items-center justify-center rounded-full border-2 text-xs font-bold shadow-md ${
                exact
                  ? "border-white bg-primary text-primary-foreground"
                  : "border-primary bg-background text-primary"
              }">${formatNumber(count)}</span>`,
            }),
          });
          marker.on("add", () => marker.getElement()?.setAttribute("aria-label", label));
          return marker;
        };
        map.on("popupopen", (event) => {
          event.popup.getElement()?.querySelector("a")?.focus({ preventScroll: true });
        });

        // The list's zone, else its markers, else the whole of Tunisia.
        const reading = parseZone(zone);
        const asked = reading && "zone" in reading ? reading.zone : null;
        if (asked) {
          map.fitBounds([
            [asked.south, asked.west],
            [asked.north, asked.east],
          ]);
        } else if (answer.points.length > 0) {
          map.fitBounds(L.latLngBounds(answer.points.map((point) => [point.lat, point.lng])), {
            // Room for 'Rechercher dans cette zone' above the markers.
            padding: [64, 64],
            maxZoom: 13,
          });
        }
        draw();
        // Moves the visitor makes (drag, wheel, keys, the zoom buttons, a cluster opened) offer
        // the search; the map's own fitting does not.
        let touched = false;
        const touch = () => {
          touched = true;
        };
        for (const type of ["pointerdown", "wheel", "keydown", "touchstart"]) {
          container.addEventListener(type, touch, { passive: true });
        }
        map.on("moveend", () => {
          draw();
          if (!touched) return;
          const box = map.getBounds();
          setMovedTo(
            formatZone({
              west: box.getWest(),
              south: box.getSouth(),
              east: box.getEast(),
              north: box.getNorth(),
            }),
          );
        });
        setMessage(answer.message ?? null);
        setStatus("ready");
        cleanup = () => {
          for (const type of ["pointerdown", "wheel", "keydown", "touchstart"]) {
            container.removeEventListener(type, touch);
          }
          map.remove();
        };
      })
      .catch(() => {
        if (!cancelled) setStatus("error");
      });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [pointsUrl, tilesKey, zone]);

  return (
    <div className="relative">
      <section
        ref={element}
        aria-label={t`Carte des résultats`}
        className="h-[28rem] w-full overflow-hidden rounded-lg border border-border bg-muted sm:h-[36rem]"
      />
      {status === "loading" ? (
        <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-background/60">
          <span role="status" className="inline-flex items-center gap-2 text-sm">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            <Trans>Chargement de la carte…</Trans>
          </span>
        </div>
      ) : null}
      {status === "error" ? (
        <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-background/80 p-4">
          <p role="alert" className="text-sm font-medium text-destructive">
            <Trans>Impossible de charger la carte. Veuillez réessayer plus tard.</Trans>
          </p>
        </div>
      ) : null}
      {message ? (
        <p
          role="status"
          className="absolute inset-x-4 top-4 z-[1000] rounded-lg bg-background p-3 text-sm shadow"
        >
          {/* The answer's French (ZONE_OUTSIDE_TUNISIA_TEXT, list-map-view.tsx) is its catalogue id. */}
          {i18n._(message)}
        </p>
      ) : null}
      {movedTo ? (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <button
            type="button"
            onClick={() => navigate(searchHrefFor(movedTo), { preventScrollReset: true })}
            className="pointer-events-auto inline-flex h-10 items-center rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-md hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Trans>Rechercher dans cette zone</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
