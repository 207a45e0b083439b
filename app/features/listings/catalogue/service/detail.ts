import type { TCatalogueDetailPart } from "../catalogue-kind";

export const SERVICE_DETAIL: TCatalogueDetailPart = {
  kind: "service",
  idPrefix: "service",
  notFoundTitle: "Service non trouvé",
  notFoundMessage: "Ce service n'existe pas ou a été supprimé.",
  failureMessage: "Impossible de charger les détails du service.",
  backTo: "/services",
  backLabel: "Retour aux services",
  rateTitle: "Évaluer ce service",
  unratedLabel: "Pas encore évalué",
  contactTitle: "Contacter le professionnel",
  publishedByLabel: "Publié par",
  // WhatsApp's greeting names the service and its place.
  whatsappMessage: ({ name, locationLabel }) => {
    const where = locationLabel.trim() ? ` à ${locationLabel.trim()}` : "";
    return `Bonjour, je suis intéressé(e) par votre service « ${name.trim()} »${where} sur Darna.`;
  },
  headerShowsAddress: false,
  sections: { callButton: true, comments: true, gallery: false, map: false, openingHours: false },
};
