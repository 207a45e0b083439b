import { LISTING_KIND_LABELS, type TListingKind } from "~/kernel/kinds";

/** 'Administrateur', 'Particulier', or the kind's fallback when the role is unknown or missing. */
export function sellerRoleLabel(role: string | null | undefined, kind: TListingKind): string {
  if (role === "admin") return "Administrateur";
  if (role === "user") return "Particulier";
  return LISTING_KIND_LABELS[kind].sellerFallback;
}
