import { formatNumber } from "~/lib/format";
import type { TCatalogueListPart } from "../catalogue-kind";
import { SERVICE_PROFESSIONS } from "./professions";

/** Minimum rating options 3, 4 and 5. */
export const MIN_RATING_OPTIONS = [
  { value: "3", label: "3+ étoiles" },
  { value: "4", label: "4+ étoiles" },
  { value: "5", label: "5 étoiles" },
] as const;

export const PROFESSION_OPTIONS = /* @__PURE__ */ SERVICE_PROFESSIONS.map((profession) => ({
  value: profession,
  label: profession,
}));

export const SERVICE_LIST: TCatalogueListPart = {
  kind: "service",
  path: "/services",
  title: "Services Immobiliers",
  subtitle:
    "Des professionnels pour construire, rénover et entretenir votre bien : électriciens, plombiers, peintres et bien d'autres.",
  metaTitle: "Services Immobiliers | Darna",
  metaDescription:
    "Électriciens, plombiers, peintres, architectes et autres professionnels de l'immobilier en Tunisie.",
  filtersLabel: "Filtres des services",
  idPrefix: "service",
  resultCount: (total) =>
    total > 1 ? `${formatNumber(total)} professionnels trouvés` : `${total} professionnel trouvé`,
  mapNouns: { one: "professionnel", many: "professionnels" },
  empty: "Aucun professionnel disponible actuellement.",
  loadError: "Impossible de charger les services. Veuillez réessayer plus tard.",
  // Profession contains the category, rating at least the minimum, location contains;
  // issue 23: several places, each a governorate, a delegation or Grand Tunis.
  filters: [
    { key: "category", label: "Catégorie", emptyLabel: "Toutes", options: PROFESSION_OPTIONS },
    {
      key: "minRating",
      label: "Note minimale",
      emptyLabel: "Toutes",
      options: MIN_RATING_OPTIONS,
      numeric: true,
    },
    { key: "location", label: "Emplacement", emptyLabel: "Tous", options: [], places: true },
  ],
  // The service list's sorts; the first one is the default.
  sorts: [
    { value: "rating", label: "Meilleures notes" },
    { value: "name_asc", label: "Nom (A-Z)" },
    { value: "name_desc", label: "Nom (Z-A)" },
    { value: "profession", label: "Profession" },
  ],
  defaultSort: "rating",
};
