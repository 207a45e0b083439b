/**
 * The service professions. Kept out of lib/constants.ts, which every page's first load carries:
 * only the service list filters, the service form and the demo data read them.
 */
export const SERVICE_PROFESSIONS = [
  "Électricien",
  "Plombier",
  "Peintre",
  "Menuisier",
  "Architecte",
  "Designer d'intérieur",
  "Jardinier",
  "Service de nettoyage",
  "Déménageur",
  "Sécurité",
  "Autre",
] as const;
