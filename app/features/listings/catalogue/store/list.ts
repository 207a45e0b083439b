import { governorateKey, STORE_CATEGORIES } from "~/lib/constants";
import { formatNumber } from "~/lib/format";
import type { TCatalogueListPart } from "../catalogue-kind";

/**
 * The URL writes a category without accents, like a governorate ('materiaux_construction',
 * 'electromenager'); rows store the accented value ('matériaux_construction').
 */
export const STORE_CATEGORY_OPTIONS = /* @__PURE__ */ STORE_CATEGORIES.map((category) => ({
  value: governorateKey(category.value),
  label: category.label,
  stored: category.value,
}));

export const STORE_LIST: TCatalogueListPart = {
  kind: "store",
  path: "/boutiques",
  title: "Boutiques Spécialisées",
  subtitle:
    "Matériaux, décoration et équipement : trouvez les boutiques spécialisées près de chez vous.",
  metaTitle: "Boutiques Spécialisées | Darna",
  metaDescription:
    "Matériaux de construction, décoration, meubles, électroménager et équipement : les boutiques spécialisées de Tunisie.",
  filtersLabel: "Filtres des boutiques",
  idPrefix: "store",
  resultCount: (total) =>
    total > 1 ? `${formatNumber(total)} boutiques trouvées` : `${total} boutique trouvée`,
  mapNouns: { one: "boutique", many: "boutiques" },
  empty: "Aucune boutique disponible actuellement.",
  loadError: "Impossible de charger les boutiques. Veuillez réessayer plus tard.",
  // Category equals, location contains; issue 23: several places, delegations too.
  filters: [
    { key: "category", label: "Catégorie", emptyLabel: "Toutes", options: STORE_CATEGORY_OPTIONS },
    { key: "location", label: "Emplacement", emptyLabel: "Tous", options: [], places: true },
  ],
  // The shop list's sorts; the first one is the default.
  sorts: [
    { value: "name_asc", label: "Nom (A-Z)" },
    { value: "name_desc", label: "Nom (Z-A)" },
    { value: "category", label: "Catégorie" },
    { value: "date_desc", label: "Date récente" },
  ],
  defaultSort: "name_asc",
};
