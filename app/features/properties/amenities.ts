/**
 * The amenities an owner ticks on the publish and edit forms (issue 24, decision 0034): the only
 * 'Caractéristiques' a property's page lists besides its furnishing. Zod-free and small: the
 * form, the filter panel, the page and the alerts' texts all read this one list, in this order.
 */
export const AMENITIES = [
  { value: "balcon", label: "Balcon" },
  { value: "terrasse", label: "Terrasse" },
  { value: "jardin", label: "Jardin" },
  { value: "piscine", label: "Piscine" },
  { value: "parking", label: "Parking / garage" },
  { value: "ascenseur", label: "Ascenseur" },
  { value: "climatisation", label: "Climatisation" },
  { value: "chauffage_central", label: "Chauffage central" },
  { value: "cuisine_equipee", label: "Cuisine équipée" },
  { value: "vue_mer", label: "Vue sur mer" },
] as const;

export type TAmenity = (typeof AMENITIES)[number]["value"];

/** The form field (repeated, one per ticked box) and the list URL's parameter ('balcon,piscine'). */
export const AMENITIES_FIELD = "amenities";
export const AMENITIES_LEGEND = "Équipements";

export function isAmenity(value: string): value is TAmenity {
  return AMENITIES.some((amenity) => amenity.value === value);
}

/** The known slugs among `values`, each once, in the list's order (unknown ones dropped). */
export function knownAmenities(values: Iterable<string>): TAmenity[] {
  const asked = new Set(values);
  return AMENITIES.map((amenity) => amenity.value).filter((value) => asked.has(value));
}

/** 'Balcon', 'Parking / garage'…, in the list's order; unknown slugs are left out. */
export function amenityLabels(values: Iterable<string>): string[] {
  const asked = new Set(values);
  return AMENITIES.filter((amenity) => asked.has(amenity.value)).map((amenity) => amenity.label);
}

/** The joined slugs ('balcon,piscine') with one box ticked or unticked, in the list's order. */
export function toggleAmenity(joined: string, slug: string, ticked: boolean): string {
  const chosen = new Set(joined.split(",").filter(Boolean));
  if (ticked) chosen.add(slug);
  else chosen.delete(slug);
  return knownAmenities(chosen).join(",");
}
