/** The `intent` field of each form the admin panel posts to /admin. */
export const ADMIN_INTENTS = {
  changeRole: "changer-role",
  deleteUser: "supprimer-utilisateur",
  syncProfiles: "synchroniser-profils",
  deleteListing: "supprimer-annonce",
  handleMessage: "traiter-message",
  hideListing: "masquer-annonce",
  restoreListing: "retablir-annonce",
  dismissReports: "classer-signalements",
  dismissConversationReports: "classer-conversation",
} as const;

export type TAdminIntent = (typeof ADMIN_INTENTS)[keyof typeof ADMIN_INTENTS];
