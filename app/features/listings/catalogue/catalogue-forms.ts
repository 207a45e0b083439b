import type { TCatalogueFormPart } from "./catalogue-form";
import type { TCatalogueKind } from "./catalogue-kind";
import { SERVICE_FORM } from "./service/form";
import { STORE_FORM } from "./store/form";

/** The publish / edit form of every kind of the catalogue. */
export const CATALOGUE_FORMS: Record<TCatalogueKind, TCatalogueFormPart> = {
  service: SERVICE_FORM as unknown as TCatalogueFormPart,
  store: STORE_FORM as unknown as TCatalogueFormPart,
};
