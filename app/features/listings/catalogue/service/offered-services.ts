/** The services offered, derived from the profession. */

const BY_PROFESSION: Record<string, string[]> = {
  electricien: [
    "Installation électrique complète",
    "Dépannage et réparation",
    "Mise aux normes",
    "Éclairage intérieur et extérieur",
    "Tableaux électriques",
  ],
  plombier: [
    "Réparation de fuites",
    "Installation sanitaire",
    "Débouchage de canalisations",
    "Chauffe-eau et chaudières",
    "Rénovation de salle de bain",
  ],
  peintre: [
    "Peinture intérieure",
    "Peinture extérieure et façades",
    "Enduits et finitions",
    "Papier peint et revêtements muraux",
    "Traitement de l'humidité",
  ],
  menuisier: [
    "Meubles sur mesure",
    "Pose de portes et fenêtres",
    "Cuisines et placards",
    "Réparation de menuiserie",
    "Parquet et escaliers",
  ],
  architecte: [
    "Conception de plans",
    "Dossier de permis de bâtir",
    "Suivi de chantier",
    "Rénovation et extension",
    "Étude de faisabilité",
  ],
  "designer d'interieur": [
    "Aménagement d'espaces",
    "Conseil en décoration",
    "Choix des matériaux et des couleurs",
    "Plans et rendus 3D",
    "Home staging",
  ],
  jardinier: [
    "Entretien de jardins",
    "Taille de haies et d'arbres",
    "Création d'espaces verts",
    "Arrosage automatique",
    "Tonte de pelouse",
  ],
  "service de nettoyage": [
    "Nettoyage de logements",
    "Nettoyage de bureaux",
    "Nettoyage après travaux",
    "Lavage de vitres",
    "Entretien régulier",
  ],
  demenageur: [
    "Déménagement de logements",
    "Déménagement de bureaux",
    "Emballage et protection",
    "Montage et démontage de meubles",
    "Garde-meubles",
  ],
  securite: [
    "Installation d'alarmes",
    "Vidéosurveillance",
    "Contrôle d'accès",
    "Portes blindées",
    "Maintenance des systèmes",
  ],
};

const PROFESSION_DEFAULT = [
  "Devis gratuit",
  "Conseil personnalisé",
  "Intervention à domicile",
  "Suivi après intervention",
];

function professionKey(profession: string): string {
  return profession
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’`]/g, "'")
    .trim()
    .toLowerCase();
}

/** The list of offered services is derived from the profession ('Autre' → a generic list). */
export function offeredServicesFor(profession: string): string[] {
  return BY_PROFESSION[professionKey(profession)] ?? PROFESSION_DEFAULT;
}
