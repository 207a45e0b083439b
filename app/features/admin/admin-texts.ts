/*
 * Words of the users tab shared by the table and the journal lines the server writes
 * (the role badge reads Admin or Utilisateur).
 */

export const ROLE_LABELS = { admin: "Admin", user: "Utilisateur" } as const;

export const UNNAMED_USER = "Utilisateur sans nom";

export const OWN_ROLE_MESSAGE = "Vous ne pouvez pas modifier votre propre rôle";

export const OWN_ACCOUNT_DELETION_MESSAGE =
  "Vous ne pouvez pas supprimer votre propre compte depuis le panneau d'administration.";

/**
 * The reason a deletion of an administrator account is refused with: demote
 * first. The API answers it as its `code`, the panel's toast has its own title.
 */
export const ADMIN_DELETION_BLOCKED = "ADMIN_DELETION_BLOCKED";

/** The deletion dialog of an administrator account, without a confirm button. */
export const ADMIN_ACCOUNT_BLOCKED_MESSAGE =
  "Impossible de supprimer un compte administrateur. Veuillez d'abord rétrograder cet utilisateur à un rôle standard avant de tenter la suppression.";

/** First and last name, or null for an unnamed user ('Utilisateur sans nom' on screen). */
export function userDisplayName(names: {
  firstName: string | null;
  lastName: string | null;
}): string | null {
  return [names.firstName, names.lastName].filter(Boolean).join(" ").trim() || null;
}

/** The profile sync's texts. */
export const SYNC_TEXTS = {
  doneTitle: "Synchronisation terminée",
  synced: (count: number) => `${count} utilisateurs synchronisés avec succès.`,
  succeeded: "Synchronisation réussie",
  missing: (count: number) => `${count} utilisateurs n'ont pas pu être synchronisés.`,
  failedTitle: "Erreur de synchronisation",
  failed: "Une erreur est survenue lors de la synchronisation",
} as const;

/** The longest reason an administrator gives when hiding a listing (its owner reads it). */
export const MODERATION_REASON_MAX = 300;

/** The users tab's suspension and verification (decision 0039): buttons, toasts and refusals. */
export const ACCOUNT_STATUS_TEXTS = {
  suspend: "Suspendre",
  reactivate: "Réactiver",
  verify: "Vérifier",
  unverify: "Retirer la vérification",
  suspendedBadge: "Suspendu",
  verifiedBadge: "Vérifié",
  suspended: "Compte suspendu",
  reactivated: "Compte réactivé",
  verified: "Compte vérifié",
  unverified: "Vérification retirée",
  reasonLabel: "Motif (envoyé par e-mail à l'utilisateur)",
  reasonMissing: "Indiquez le motif, que l'utilisateur recevra par e-mail.",
  reasonTooLong: `Le motif ne peut pas dépasser ${MODERATION_REASON_MAX} caractères.`,
  own: "Vous ne pouvez pas suspendre votre propre compte.",
  adminBlocked:
    "Impossible de suspendre un compte administrateur. Veuillez d'abord changer son rôle.",
  alreadySuspended: "Ce compte est déjà suspendu.",
  notSuspended: "Ce compte n'est pas suspendu.",
  alreadyVerified: "Ce compte est déjà vérifié.",
  notVerified: "Ce compte n'est pas vérifié.",
} as const;
