/** The services a store offers, derived from its category. */

const BY_STORE_CATEGORY: Record<string, string[]> = {
  décoration: [
    "Conseil en décoration",
    "Luminaires et objets déco",
    "Rideaux et voilages",
    "Tableaux et miroirs",
    "Livraison à domicile",
  ],
  outillage: [
    "Vente d'outillage professionnel",
    "Location de matériel",
    "Réparation et affûtage",
    "Conseil technique",
  ],
  matériaux_construction: [
    "Ciment, sable et briques",
    "Fers et aciers",
    "Isolation et étanchéité",
    "Livraison sur chantier",
    "Devis pour professionnels",
  ],
  meubles: [
    "Salons et séjours",
    "Chambres à coucher",
    "Meubles sur mesure",
    "Livraison et montage",
  ],
  électroménager: [
    "Gros électroménager",
    "Petit électroménager",
    "Climatisation et chauffage",
    "Installation à domicile",
    "Service après-vente",
  ],
  jardinage: [
    "Plantes et arbustes",
    "Outils de jardin",
    "Arrosage et irrigation",
    "Engrais et terreaux",
    "Conseil en aménagement",
  ],
  sécurité: [
    "Alarmes et détecteurs",
    "Caméras de surveillance",
    "Serrures et portes blindées",
    "Installation et maintenance",
  ],
  revêtements: [
    "Carrelage et faïence",
    "Marbre et pierre",
    "Parquet et sols stratifiés",
    "Peintures et enduits",
    "Conseil et pose",
  ],
  plomberie: [
    "Sanitaires et robinetterie",
    "Tuyauterie et raccords",
    "Chauffe-eau",
    "Pompes et surpresseurs",
    "Conseil technique",
  ],
  électricité: [
    "Câbles et appareillage",
    "Éclairage LED",
    "Tableaux et disjoncteurs",
    "Énergie solaire",
    "Conseil technique",
  ],
};

const STORE_CATEGORY_DEFAULT = [
  "Conseil personnalisé",
  "Large choix de produits",
  "Livraison possible",
  "Devis sur demande",
];

/** The services list of a shop is derived from its category. */
export function offeredServicesForCategory(category: string): string[] {
  return BY_STORE_CATEGORY[category.trim().toLowerCase()] ?? STORE_CATEGORY_DEFAULT;
}
