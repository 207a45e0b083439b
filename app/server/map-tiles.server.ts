import type { TMapTiles } from "~/lib/map-area";
import { env } from "./env.server";

/** The tiles pages with a map pass to it (MAP_TILES_URL); null: markers on a plain background. */
export function mapTiles(): TMapTiles | null {
  const { MAP_TILES_URL, MAP_TILES_ATTRIBUTION } = env();
  return MAP_TILES_URL ? { url: MAP_TILES_URL, attribution: MAP_TILES_ATTRIBUTION } : null;
}

/** Where tiles come from (CSP img-src). */
export function mapTileOrigins(): string[] {
  const url = env().MAP_TILES_URL;
  // '{s}' subdomains ('https://{s}.tile.example.org') are allowed by a wildcard on the host.
  return url ? [new URL(url.replace("{s}", "*")).origin] : [];
}
