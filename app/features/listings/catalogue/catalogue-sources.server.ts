import type { TCatalogueKind } from "./catalogue-kind";
import type { TCatalogueSource } from "./catalogue-source.server";
import { SERVICE_SOURCE } from "./service/source.server";
import { STORE_SOURCE } from "./store/source.server";

/** Every kind of the catalogue and where it lives (catalogue-source.server.ts). */
export const CATALOGUE_SOURCES: Record<TCatalogueKind, TCatalogueSource> = {
  service: SERVICE_SOURCE,
  store: STORE_SOURCE,
};
