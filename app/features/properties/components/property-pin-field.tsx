import type { Circle, LatLng, Marker } from "leaflet";
import { Crosshair } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { MapPin, Trash2 } from "~/components/ui/icons";
import {
  isInTunisia,
  PIN_AREA_RADIUS_METRES,
  PIN_LAT_FIELD,
  PIN_LNG_FIELD,
  PIN_OUTSIDE_TUNISIA_MESSAGE,
  roundPin,
  type TMapTiles,
  type TPin,
} from "~/lib/map-area";
import { pinOfText } from "~/lib/map-pin";
import { PIN_ZOOM, pinMapCenter, type TPinCentres } from "../pin-centres";
import { MAP_LOAD_FAILED_MESSAGE, type TLoadedMap, useBaseMap } from "./use-base-map";

/*
 * 'Emplacement sur la carte (facultatif)' of the publish / edit property form (issue 23). Without
 * JavaScript: two plain fields, Latitude and Longitude, so the form stays whole (a stored pin is
 * shown, kept, changed or removed like any field). With it: hidden fields driven by a map loaded
 * only when the owner opens it.
 */

export const PIN_SECTION_TITLE = "Emplacement sur la carte (facultatif)";
export const OPEN_PIN_MAP_LABEL = "Placer un repère sur la carte";
export const MOVE_PIN_LABEL = "Déplacer le repère sur la carte";
export const PIN_AT_CENTRE_LABEL = "Placer le repère au centre de la carte";
export const REMOVE_PIN_LABEL = "Retirer le repère";
export const PIN_MARKER_LABEL = "Repère de l'annonce";
export const PIN_SECTION_HINT =
  "Le repère est enregistré à environ 200 m près et montré aux visiteurs comme une zone, jamais comme une adresse exacte.";

const degrees = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/** 'Repère placé : latitude 36,854, longitude 10,322.' */
export function pinStatus(pin: TPin | null): string {
  return pin
    ? `Repère placé : latitude ${degrees.format(pin.lat)}, longitude ${degrees.format(pin.lng)}.`
    : "Aucun repère placé.";
}

export type TPropertyPinFieldProps = {
  /** The two fields as text ('36.854'), both empty for no pin. */
  lat: string;
  lng: string;
  onChange: (pin: TPin | null) => void;
  /** Typed into the plain fields (the page before JavaScript). */
  onTyped: (name: typeof PIN_LAT_FIELD | typeof PIN_LNG_FIELD, value: string) => void;
  error?: string;
  centres: TPinCentres;
  governorate: string;
  delegation: string;
  tiles: TMapTiles | null;
  hydrated: boolean;
};

export function PropertyPinField(props: TPropertyPinFieldProps) {
  const { lat, lng, error, hydrated } = props;
  if (!hydrated) {
    return (
      <>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          {PIN_SECTION_HINT} Indiquez la latitude et la longitude en degrés décimaux (ex. : 36,85 et
          10,32), ou laissez vide.
        </p>
        <TextField
          label="Latitude"
          name={PIN_LAT_FIELD}
          value={lat}
          inputMode="decimal"
          placeholder="Ex. : 36,85"
          error={error}
          onChange={(event) => props.onTyped(PIN_LAT_FIELD, event.currentTarget.value)}
        />
        <TextField
          label="Longitude"
          name={PIN_LNG_FIELD}
          value={lng}
          inputMode="decimal"
          placeholder="Ex. : 10,32"
          onChange={(event) => props.onTyped(PIN_LNG_FIELD, event.currentTarget.value)}
        />
      </>
    );
  }
  return <PinPicker {...props} />;
}

function PinPicker({
  lat,
  lng,
  onChange,
  error,
  centres,
  governorate,
  delegation,
  tiles,
}: TPropertyPinFieldProps) {
  const pin = pinOfText(lat, lng);
  const [open, setOpen] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const hintId = useId();
  const statusId = useId();
  const mapElement = useRef<HTMLDivElement>(null);
  const center = pinMapCenter(centres, { pin, governorate, delegation });
  const { loaded, failed } = useBaseMap(mapElement, open, { tiles, center });

  // The latest handler, for Leaflet's listeners bound once.
  const place = useRef((_point: LatLng) => {});
  place.current = (point: LatLng) => {
    if (!isInTunisia(point.lat, point.lng)) {
      setLocalError(PIN_OUTSIDE_TUNISIA_MESSAGE);
      return;
    }
    setLocalError(null);
    onChange(roundPin(point.lat, point.lng));
  };

  useEffect(() => {
    if (!loaded) return;
    const onClick = (event: { latlng: LatLng }) => place.current(event.latlng);
    loaded.map.on("click", onClick);
    return () => {
      loaded.map.off("click", onClick);
    };
  }, [loaded]);

  usePinMarker(loaded, pin, (point) => place.current(point));

  // While no pin is placed, choosing another delegation (or governorate) brings the map there.
  const placeCentre = pinMapCenter(centres, { pin: null, governorate, delegation });
  const placeKey = placeCentre ? `${placeCentre.lat},${placeCentre.lng},${placeCentre.zoom}` : "";
  const shownPlace = useRef(placeKey);
  const pinned = pin !== null;
  useEffect(() => {
    if (!loaded || shownPlace.current === placeKey) return;
    shownPlace.current = placeKey;
    if (pinned || !placeKey) return;
    const [centreLat = 0, centreLng = 0, zoom = PIN_ZOOM.governorate] = placeKey
      .split(",")
      .map(Number);
    loaded.map.setView([centreLat, centreLng], zoom);
  }, [loaded, placeKey, pinned]);

  const shownError = localError ?? error;
  return (
    <div className="space-y-3">
      <input type="hidden" name={PIN_LAT_FIELD} value={lat} />
      <input type="hidden" name={PIN_LNG_FIELD} value={lng} />
      <p id={hintId} className="text-sm text-muted-foreground">
        {PIN_SECTION_HINT}
        {open
          ? " Touchez ou cliquez la carte pour placer le repère, puis faites-le glisser pour l'ajuster. Au clavier, les flèches déplacent la carte."
          : null}
      </p>
      <p id={statusId} aria-live="polite" className="text-sm font-medium">
        {pinStatus(pin)}
      </p>
      {open ? (
        <div className="relative">
          <div
            ref={mapElement}
            role="application"
            aria-label="Carte pour placer le repère"
            aria-describedby={`${hintId} ${statusId}`}
            className="h-72 w-full overflow-hidden rounded-lg border border-border bg-muted sm:h-96"
          />
          {/* The centre the keyboard button uses. */}
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-1/2 z-[500] size-5 -translate-x-1/2 -translate-y-1/2 text-foreground/70"
          >
            <Crosshair className="size-5" />
          </span>
        </div>
      ) : null}
      {open && failed ? (
        <p role="alert" className="text-sm text-destructive">
          {MAP_LOAD_FAILED_MESSAGE}
        </p>
      ) : null}
      {shownError ? (
        <p role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {open ? (
          <Button
            variant="outline"
            disabled={!loaded}
            onClick={() => {
              if (loaded) place.current(loaded.map.getCenter());
            }}
          >
            <Crosshair aria-hidden="true" />
            {PIN_AT_CENTRE_LABEL}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setOpen(true)}>
            <MapPin aria-hidden="true" />
            {pin ? MOVE_PIN_LABEL : OPEN_PIN_MAP_LABEL}
          </Button>
        )}
        {pin ? (
          <Button
            variant="ghost"
            onClick={() => {
              setLocalError(null);
              onChange(null);
            }}
          >
            <Trash2 aria-hidden="true" />
            {REMOVE_PIN_LABEL}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The draggable marker at the pin (snapped to its stored precision) and the area visitors will
 * see around it; both follow the pin and leave with it.
 */
function usePinMarker(
  loaded: TLoadedMap | null,
  pin: TPin | null,
  onDrop: (point: LatLng) => void,
) {
  const drop = useRef(onDrop);
  drop.current = onDrop;
  const parts = useRef<{ marker: Marker; area: Circle } | null>(null);
  const placed = useRef(pin);
  placed.current = pin;
  const pinLat = pin?.lat;
  const pinLng = pin?.lng;

  useEffect(() => {
    if (!loaded) return;
    return () => {
      parts.current?.marker.remove();
      parts.current?.area.remove();
      parts.current = null;
    };
  }, [loaded]);

  useEffect(() => {
    if (!loaded) return;
    if (pinLat === undefined || pinLng === undefined) {
      parts.current?.marker.remove();
      parts.current?.area.remove();
      parts.current = null;
      return;
    }
    const point: [number, number] = [pinLat, pinLng];
    if (parts.current) {
      parts.current.marker.setLatLng(point);
      parts.current.area.setLatLng(point);
      return;
    }
    const { L, map } = loaded;
    const area = L.circle(point, {
      radius: PIN_AREA_RADIUS_METRES,
      interactive: false,
      className: "stroke-primary fill-primary/15",
    }).addTo(map);
    const marker = L.marker(point, {
      draggable: true,
      keyboard: true,
      title: PIN_MARKER_LABEL,
      icon: L.divIcon({
        className:
          "rounded-full border-2 border-white bg-primary shadow-md outline-none focus-visible:ring-4 focus-visible:ring-ring",
        iconSize: [22, 22],
        iconAnchor: [11, 11],
      }),
    }).addTo(map);
    marker.getElement()?.setAttribute("aria-label", PIN_MARKER_LABEL);
    marker.on("dragend", () => {
      drop.current(marker.getLatLng());
      // Back to the pin: the new one once the form has it, the old one if refused (outside Tunisia).
      if (placed.current) marker.setLatLng([placed.current.lat, placed.current.lng]);
    });
    parts.current = { marker, area };
  }, [loaded, pinLat, pinLng]);
}
