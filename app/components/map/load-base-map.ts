/** Leaflet and its styles reach the browser only when a map opens: never in a page's first load. */
export const loadBaseMap = () => import("./base-map");
