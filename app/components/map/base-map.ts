import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { type TMapTiles, TUNISIA_BOUNDS } from "~/lib/map-area";

/*
 * The one way Darna draws a map (issue 23, decision 0032): Leaflet, loaded only when a map opens
 * (loadBaseMap), tiles from MAP_TILES_URL with their attribution. Without tiles (none configured,
 * or the network cannot reach them) the map keeps a plain background and its markers still show.
 */

export { L };

export const TUNISIA_LAT_LNG_BOUNDS = L.latLngBounds(
  [TUNISIA_BOUNDS.south, TUNISIA_BOUNDS.west],
  [TUNISIA_BOUNDS.north, TUNISIA_BOUNDS.east],
);

export type TBaseMapOptions = {
  tiles: TMapTiles | null;
  /** Where the map opens; the whole of Tunisia when absent. */
  center?: { lat: number; lng: number; zoom: number };
  /** The zoom buttons' names in the page's language (Leaflet's own are English). */
  zoomTitles?: { zoomIn: string; zoomOut: string };
};

export function createBaseMap(element: HTMLElement, options: TBaseMapOptions): L.Map {
  const map = L.map(element, {
    // Panning far from Tunisia would only show empty sea; a little slack keeps the coasts easy.
    maxBounds: TUNISIA_LAT_LNG_BOUNDS.pad(0.5),
    minZoom: 5,
    maxZoom: 18,
    zoomSnap: 0.5,
    attributionControl: true,
    zoomControl: !options.zoomTitles,
  });
  if (options.zoomTitles) {
    L.control
      .zoom({ zoomInTitle: options.zoomTitles.zoomIn, zoomOutTitle: options.zoomTitles.zoomOut })
      .addTo(map);
  }
  map.attributionControl.setPrefix(false);
  if (options.tiles) {
    L.tileLayer(options.tiles.url, {
      attribution: options.tiles.attribution,
      maxZoom: 19,
      crossOrigin: false,
    }).addTo(map);
  }
  if (options.center) {
    map.setView([options.center.lat, options.center.lng], options.center.zoom);
  } else {
    map.fitBounds(TUNISIA_LAT_LNG_BOUNDS);
  }
  return map;
}
