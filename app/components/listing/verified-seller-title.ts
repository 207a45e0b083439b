/** The tooltip of the 'Vérifié' badge on detail and seller pages: what the team checked (decision 0039). */
// A catalogue id: pages show it with `i18n._()`.
export const VERIFIED_SELLER_TITLE =
  /*i18n*/ "Identité du professionnel vérifiée par l'équipe Darna";
