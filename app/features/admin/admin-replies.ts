import type { TFailure } from "~/kernel/failures";
import { ADMIN_INTENTS, type TAccountStatusIntent } from "./admin-intents";
import type { TAdminActionResult } from "./admin-query";
import { ADMIN_DELETION_BLOCKED, SYNC_TEXTS } from "./admin-texts";

/*
 * The panel's error toasts for the users tab: the domain says why an action was
 * refused (the failure's message is the toast's description); the title is the panel's.
 */

type TUserTabIntent =
  | typeof ADMIN_INTENTS.changeRole
  | typeof ADMIN_INTENTS.deleteUser
  | typeof ADMIN_INTENTS.syncProfiles
  | TAccountStatusIntent;

export const ADMIN_FAILURE_TITLES = {
  [ADMIN_INTENTS.changeRole]: "Erreur lors de la mise à jour",
  [ADMIN_INTENTS.deleteUser]: "Échec de suppression",
  [ADMIN_INTENTS.syncProfiles]: SYNC_TEXTS.failedTitle,
  [ADMIN_INTENTS.suspendUser]: "Impossible de suspendre le compte",
  [ADMIN_INTENTS.reactivateUser]: "Impossible de réactiver le compte",
  [ADMIN_INTENTS.verifyUser]: "Impossible de vérifier le compte",
  [ADMIN_INTENTS.unverifyUser]: "Impossible de retirer la vérification",
} as const satisfies Record<TUserTabIntent, string>;

/** An administrator account cannot be deleted: said as a rule, not as a failure. */
export const ADMIN_DELETION_BLOCKED_TITLE = "Action non autorisée";

/** The toast a refused users-tab action shows, with the refusal's reason for scripts. */
export function adminFailureReply(intent: TUserTabIntent, failure: TFailure): TAdminActionResult {
  const title =
    failure.reason === ADMIN_DELETION_BLOCKED
      ? ADMIN_DELETION_BLOCKED_TITLE
      : ADMIN_FAILURE_TITLES[intent];
  return {
    ok: false,
    title,
    description: failure.message,
    ...(failure.reason ? { code: failure.reason } : {}),
  };
}
