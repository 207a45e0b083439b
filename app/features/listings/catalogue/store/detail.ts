import type { TCatalogueDetailPart } from "../catalogue-kind";

export const STORE_DETAIL: TCatalogueDetailPart = {
  kind: "store",
  idPrefix: "store",
  notFoundTitle: "Boutique non trouvée",
  notFoundMessage: "Cette boutique n'existe pas ou a été supprimée.",
  failureMessage: "Impossible de charger les détails de la boutique.",
  backTo: "/boutiques",
  backLabel: "Retour aux boutiques",
  rateTitle: "Évaluer cette boutique",
  unratedLabel: "Pas encore évaluée",
  contactTitle: "Contacter la boutique",
  publishedByLabel: "Publiée par",
  // WhatsApp's greeting names the store.
  whatsappMessage: ({ name }) =>
    `Bonjour, je suis intéressé(e) par votre boutique « ${name.trim()} » sur Darna.`,
  headerShowsAddress: true,
  sections: { callButton: false, comments: false, gallery: true, map: true, openingHours: true },
};
