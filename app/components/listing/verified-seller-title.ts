/** The tooltip of the 'Vérifié' badge on detail and seller pages: what the team checked (decision 0039). */
export const VERIFIED_SELLER_TITLE = "Identité du professionnel vérifiée par l'équipe Darna";
