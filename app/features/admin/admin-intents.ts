/** The `intent` field of each form the admin panel posts to /admin. */
export const ADMIN_INTENTS = {
  changeRole: "changer-role",
  deleteUser: "supprimer-utilisateur",
  suspendUser: "suspendre-utilisateur",
  reactivateUser: "reactiver-utilisateur",
  verifyUser: "verifier-utilisateur",
  unverifyUser: "retirer-verification",
  syncProfiles: "synchroniser-profils",
  deleteListing: "supprimer-annonce",
  handleMessage: "traiter-message",
  hideListing: "masquer-annonce",
  restoreListing: "retablir-annonce",
  dismissReports: "classer-signalements",
  dismissConversationReports: "classer-conversation",
} as const;

export type TAdminIntent = (typeof ADMIN_INTENTS)[keyof typeof ADMIN_INTENTS];

/** The users tab's suspension and verification (decision 0039). */
export const ACCOUNT_STATUS_INTENTS = [
  ADMIN_INTENTS.suspendUser,
  ADMIN_INTENTS.reactivateUser,
  ADMIN_INTENTS.verifyUser,
  ADMIN_INTENTS.unverifyUser,
] as const;

export type TAccountStatusIntent = (typeof ACCOUNT_STATUS_INTENTS)[number];
