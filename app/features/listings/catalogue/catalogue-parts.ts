import type {
  TCatalogueCardPart,
  TCatalogueDetailPart,
  TCatalogueKind,
  TCatalogueListPart,
} from "./catalogue-kind";
import { SERVICE_CARD } from "./service/card";
import { SERVICE_DETAIL } from "./service/detail";
import { SERVICE_LIST } from "./service/list";
import { STORE_CARD } from "./store/card";
import { STORE_DETAIL } from "./store/detail";
import { STORE_LIST } from "./store/list";

/**
 * Every kind of the catalogue with the parts its list and detail pages use. The forms are kept
 * apart (catalogue-forms.ts): they carry the Zod schemas, which only the publish pages need.
 */
export const CATALOGUE_PAGES: Record<
  TCatalogueKind,
  { card: TCatalogueCardPart; list: TCatalogueListPart; detail: TCatalogueDetailPart }
> = {
  service: { card: SERVICE_CARD, list: SERVICE_LIST, detail: SERVICE_DETAIL },
  store: { card: STORE_CARD, list: STORE_LIST, detail: STORE_DETAIL },
};

export function isCatalogueKind(kind: string | null | undefined): kind is TCatalogueKind {
  return kind === "service" || kind === "store";
}
