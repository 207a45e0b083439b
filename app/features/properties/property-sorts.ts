/** The property list's sort choices. */
export const PROPERTY_SORTS = [
  { value: "price_asc", label: "Prix croissant" },
  { value: "price_desc", label: "Prix décroissant" },
  { value: "date_desc", label: "Date récente" },
  { value: "surface_asc", label: "Surface croissante" },
  { value: "surface_desc", label: "Surface décroissante" },
] as const;

export type TPropertySort = (typeof PROPERTY_SORTS)[number]["value"];
