import { zoneParam } from "~/lib/map-zone";

/*
 * How a list is shown (issue 23, decision 0032), beside its filters in every list URL
 * (/proprietes, /services, /boutiques): `view=map` shows the map instead of the cards, and
 * `zone=west,south,east,north` keeps the listings of a map's box ('Rechercher dans cette zone').
 * Written after the filters, so that the writers the home page ships stay as they were.
 */

export const MAP_VIEW = "map";

export type TListView = {
  /** The canonical zone (zoneParam), absent when none or garbage. */
  zone?: string;
  view?: typeof MAP_VIEW;
};

/** Reads `zone` and `view` of a list URL; garbage is no zone, anything but 'map' is the list. */
export function listViewOf(searchParams: URLSearchParams): TListView {
  const read: TListView = {};
  const zone = zoneParam(searchParams.get("zone"));
  if (zone) read.zone = zone;
  if (searchParams.get("view") === MAP_VIEW) read.view = MAP_VIEW;
  return read;
}

/** A list's search string ('?category=villa' or '') with its zone and view after the filters. */
export function withListView(search: string, view: TListView): string {
  const params = new URLSearchParams(search);
  if (view.zone) params.set("zone", view.zone);
  if (view.view === MAP_VIEW) params.set("view", MAP_VIEW);
  // 'zone=10.1,36.7,…' and 'location=la_marsa,ariana' read better without %2C.
  const written = params.toString().replaceAll("%2C", ",");
  return written ? `?${written}` : "";
}
