/*
 * What a list's map shows (issue 23, decision 0032): its listings grouped by map position, as
 * GET /carte/proprietes (and /carte/services, /carte/boutiques) answers. Client-safe: the map
 * reads these types, the server writes them (map-points.server.ts).
 */

/** At most this many positions in one answer; `capped` says when more matched. */
export const MAX_MAP_POINTS = 2_000;

export type TMapPoint = {
  lat: number;
  lng: number;
  /** Listings at this position. */
  count: number;
  /** 'La Marsa, Tunis', or a governorate alone for listings that know only theirs. */
  label: string;
  /** The owner's pin (an area of about 200 m), rather than a delegation's or a governorate's centre. */
  exact: boolean;
  /** The list of the listings of this position: its place, or the pin's small zone. */
  href: string;
  /** When count = 1: the listing itself. */
  item?: { title: string; detail: string; href: string };
};

export type TMapPoints = {
  points: TMapPoint[];
  /** Listings matched by the list's filters (all of them, even past the cap). */
  total: number;
  /** More positions than MAX_MAP_POINTS: the busiest ones are sent. */
  capped: boolean;
  /** Why nothing can be found (a zone outside Tunisia), said on the map. */
  message?: string;
};
