/** What kind of listing the seller is shown beside: the fallback label depends on it (001 §6). */
export type TListingKind = "property" | "service" | "shop";

const FALLBACK_LABEL: Record<TListingKind, string> = {
  property: "Agent",
  service: "Professionnel",
  shop: "Propriétaire",
};

/** 'Administrateur', 'Particulier', or the kind's fallback when the role is unknown or missing. */
export function sellerRoleLabel(role: string | null | undefined, kind: TListingKind): string {
  if (role === "admin") return "Administrateur";
  if (role === "user") return "Particulier";
  return FALLBACK_LABEL[kind];
}
