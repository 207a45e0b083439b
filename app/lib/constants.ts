/** Business constants shared by the client and the server. */

export const GOVERNORATES = [
  "Tunis",
  "Ariana",
  "Ben Arous",
  "Manouba",
  "Nabeul",
  "Zaghouan",
  "Bizerte",
  "Béja",
  "Jendouba",
  "Kef",
  "Siliana",
  "Sousse",
  "Monastir",
  "Mahdia",
  "Sfax",
  "Kairouan",
  "Kasserine",
  "Sidi Bouzid",
  "Gabès",
  "Medenine",
  "Tataouine",
  "Tozeur",
  "Kebili",
  "Gafsa",
] as const;

export type TGovernorate = (typeof GOVERNORATES)[number];

/** 'Ben Arous' → 'ben_arous', 'Gabès' → 'gabes': the value stored in `location` and used in URLs. */
export function governorateKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "_");
}

export const GOVERNORATE_OPTIONS = GOVERNORATES.map((label) => ({
  value: governorateKey(label),
  label,
}));

export const GOVERNORATE_KEYS = GOVERNORATE_OPTIONS.map((option) => option.value) as [
  string,
  ...string[],
];

export function governorateLabel(key: string | null | undefined): string {
  if (!key) return "";
  const normalized = governorateKey(key);
  return GOVERNORATE_OPTIONS.find((option) => option.value === normalized)?.label ?? key;
}

/** 'à Tunis', but 'au Kef' (Le Kef): where a sentence places a governorate. */
export function inGovernorate(label: string): string {
  return label === "Kef" ? "au Kef" : `à ${label}`;
}

export const ANNOUNCEMENT_TYPES = [
  { value: "vente", label: "À Vendre" },
  { value: "location", label: "À Louer" },
] as const;

export type TAnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number]["value"];

export const PROPERTY_TYPES = [
  { value: "appartement", label: "Appartement" },
  { value: "maison", label: "Maison" },
  { value: "villa", label: "Villa" },
  { value: "terrain", label: "Terrain" },
  { value: "local_commercial", label: "Local commercial" },
  { value: "bureau", label: "Bureau" },
] as const;

export type TPropertyType = (typeof PROPERTY_TYPES)[number]["value"];

export function propertyTypeLabel(type: string): string {
  return PROPERTY_TYPES.find((option) => option.value === type)?.label ?? type;
}

export const STORE_CATEGORIES = [
  { value: "décoration", label: "Décoration" },
  { value: "outillage", label: "Outillage" },
  { value: "matériaux_construction", label: "Matériaux de construction" },
  { value: "meubles", label: "Meubles" },
  { value: "électroménager", label: "Électroménager" },
  { value: "jardinage", label: "Jardinage" },
  { value: "sécurité", label: "Sécurité" },
  { value: "revêtements", label: "Revêtements" },
  { value: "plomberie", label: "Plomberie" },
  { value: "électricité", label: "Électricité" },
] as const;

export function storeCategoryLabel(category: string): string {
  return STORE_CATEGORIES.find((option) => option.value === category)?.label ?? category;
}

export type TRange = { value: string; label: string; min: number; max: number | null };

export const SALE_PRICE_BANDS: TRange[] = [
  { value: "0-100000", label: "0 - 100 000 TND", min: 0, max: 100_000 },
  { value: "100000-300000", label: "100 000 - 300 000 TND", min: 100_000, max: 300_000 },
  { value: "300000-500000", label: "300 000 - 500 000 TND", min: 300_000, max: 500_000 },
  { value: "500000-1000000", label: "500 000 - 1 000 000 TND", min: 500_000, max: 1_000_000 },
  { value: "1000000-", label: "1 000 000 TND et plus", min: 1_000_000, max: null },
];

export const RENT_PRICE_BANDS: TRange[] = [
  { value: "0-500", label: "0 - 500 TND/mois", min: 0, max: 500 },
  { value: "500-1000", label: "500 - 1 000 TND/mois", min: 500, max: 1_000 },
  { value: "1000-2000", label: "1 000 - 2 000 TND/mois", min: 1_000, max: 2_000 },
  { value: "2000-3000", label: "2 000 - 3 000 TND/mois", min: 2_000, max: 3_000 },
  { value: "3000-", label: "3 000 TND/mois et plus", min: 3_000, max: null },
];

export function priceBandsFor(announcementType: string | null | undefined): TRange[] {
  if (announcementType === "location") return RENT_PRICE_BANDS;
  if (announcementType === "vente") return SALE_PRICE_BANDS;
  return [];
}

export const HOME_LIST_SIZE = 4;
export const INSTALL_PROMPT_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 5000;
export const CONFIRMATION_ERROR_TOAST_MS = 6000;
export const MESSAGING_COUNTRY_PREFIX = "216";
export const PHONE_PLACEHOLDER = "+216 XX XXX XXX";
export const MAX_PROPERTY_PHOTOS = 5;
export const MIN_CONSTRUCTION_YEAR = 1900;
