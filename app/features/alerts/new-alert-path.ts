import { LISTING_SEGMENT, type TListingKind } from "~/kernel/kinds";

/**
 * Where 'Créer une alerte' leads from a list page: the creation page with the list's filters (its
 * order and page left behind). Kept alone so that the list pages ship nothing else of alerts.
 */
export function newAlertPath(kind: TListingKind, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("sort");
  const rest = params.toString();
  return `/mes-alertes/nouvelle/${LISTING_SEGMENT[kind]}${rest ? `?${rest}` : ""}`;
}
