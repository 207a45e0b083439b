/**
 * The furnished options. Kept out of lib/constants.ts, which ships with every page's first
 * load: only the property form and detail read them.
 */
export const FURNISHED_OPTIONS = [
  { value: "yes", label: "Oui, meublé" },
  { value: "no", label: "Non, non meublé" },
  { value: "partial", label: "Partiellement meublé" },
] as const;
