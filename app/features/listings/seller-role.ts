import { LISTING_KIND_LABELS, type TListingKind } from "~/kernel/kinds";

/**
 * 'Administrateur', 'Particulier', or the kind's fallback when the role is unknown or missing: in
 * French, each its own catalogue id, which a page shows with `i18n._()`.
 */
export function sellerRoleLabel(role: string | null | undefined, kind: TListingKind): string {
  if (role === "admin") return /*i18n*/ "Administrateur";
  if (role === "user") return /*i18n*/ "Particulier";
  return LISTING_KIND_LABELS[kind].sellerFallback;
}
