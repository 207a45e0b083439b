import { eraseUser } from "~/features/account/erase-user.server";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure, type TFailureCode } from "~/kernel/failures";
import { getDb } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { ADMIN_DELETION_BLOCKED, OWN_ACCOUNT_DELETION_MESSAGE } from "./admin-texts";
import {
  adminRefusal,
  lockTargetUser,
  type TAdminUserActionResult,
  USER_NOT_FOUND_MESSAGE,
  ZTargetUserId,
} from "./admin-users.server";
import { recordAdminAction, type TAdminAuditEntry } from "./audit-log.server";

export { ADMIN_DELETION_BLOCKED };

/** The machine-readable reason of each refusal, the `code` POST /api/admin/delete-user answers. */
export type TDeleteUserReason =
  | "NOT_AUTHENTICATED"
  | "FORBIDDEN"
  | "INVALID_REQUEST"
  | "SELF_DELETION_BLOCKED"
  | "USER_NOT_FOUND"
  | typeof ADMIN_DELETION_BLOCKED
  | "DELETION_FAILED";

/** The toast after an administrator deletes a user. */
export const USER_DELETED = {
  title: "Utilisateur supprimé",
  description: "L'utilisateur et toutes ses données ont été supprimés avec succès.",
};
export const ADMIN_DELETION_BLOCKED_MESSAGE =
  "Impossible de supprimer un administrateur. Veuillez d'abord changer son rôle.";
const CALL_FAILED_MESSAGE = "Impossible de supprimer l'utilisateur. Veuillez réessayer.";

const refused = (code: TFailureCode, reason: TDeleteUserReason, message: string): TFailure =>
  failure(code, message, { reason });

/** Why `actor` may not delete users, with the reason the API names; null for an administrator. */
export function deletionRefusal(actor: TSessionUser | null): TFailure | null {
  const refusal = adminRefusal(actor);
  if (!refusal) return null;
  return { ...refusal, reason: refusal.code === "forbidden" ? "FORBIDDEN" : "NOT_AUTHENTICATED" };
}

/**
 * An administrator deletes a user and everything they own, irreversibly, with
 * the same erasure as a user deleting their own account. Refused, with nothing changed: anyone
 * who is not an administrator, a malformed or unknown id, the administrator themself, and any
 * administrator account (ADMIN_DELETION_BLOCKED: demote first). Every decision an administrator
 * gets is written to the journal.
 */
export async function deleteUserAsAdmin(
  actor: TSessionUser | null,
  input: { targetUserId: unknown },
): Promise<TAdminUserActionResult> {
  const refusal = deletionRefusal(actor);
  if (refusal || !actor) {
    return refusal ?? refused("unauthenticated", "NOT_AUTHENTICATED", "");
  }
  const db = await getDb();
  const journal = (entry: Omit<TAdminAuditEntry, "actor" | "action">) =>
    recordAdminAction(db, { actor, action: "user_deletion", ...entry });

  const parsed = ZTargetUserId.safeParse(input.targetUserId);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Requête invalide.";
    await journal({ outcome: "refused", detail: message });
    return refused("invalid", "INVALID_REQUEST", message);
  }
  const targetId = parsed.data;

  // The checks run inside the erasure's transaction and lock the account: a promotion by another
  // administrator either lands before (and the deletion is refused) or waits for it.
  type TDecision =
    | { kind: "not_found" }
    | {
        kind: "self" | "admin" | "allowed";
        target: NonNullable<Awaited<ReturnType<typeof lockTargetUser>>>;
      };
  let decision = { kind: "not_found" } as TDecision;
  let erased: boolean;
  try {
    erased = await eraseUser(targetId, {
      mayErase: async (tx) => {
        const target = await lockTargetUser(tx, targetId);
        if (!target) decision = { kind: "not_found" };
        else if (target.id === actor.id) decision = { kind: "self", target };
        else if (target.role === "admin") decision = { kind: "admin", target };
        else decision = { kind: "allowed", target };
        return decision.kind === "allowed";
      },
    });
  } catch (error) {
    logger.error({ err: error, userId: targetId }, "admin user deletion failed");
    const label = decision.kind === "not_found" ? undefined : decision.target.label;
    await journal({
      target: { type: "user", id: targetId, label },
      outcome: "failed",
      detail: "Erreur inattendue",
    });
    return refused("unavailable", "DELETION_FAILED", CALL_FAILED_MESSAGE);
  }

  if (decision.kind === "not_found") {
    await journal({
      target: { type: "user", id: targetId },
      outcome: "refused",
      detail: USER_NOT_FOUND_MESSAGE,
    });
    return refused("not_found", "USER_NOT_FOUND", USER_NOT_FOUND_MESSAGE);
  }
  const target = { type: "user" as const, id: decision.target.id, label: decision.target.label };
  if (decision.kind === "self") {
    await journal({ target, outcome: "refused", detail: OWN_ACCOUNT_DELETION_MESSAGE });
    return refused("forbidden", "SELF_DELETION_BLOCKED", OWN_ACCOUNT_DELETION_MESSAGE);
  }
  if (decision.kind === "admin") {
    await journal({
      target,
      outcome: "refused",
      detail: `${ADMIN_DELETION_BLOCKED} : ${ADMIN_DELETION_BLOCKED_MESSAGE}`,
    });
    // Forbidden, not a conflict: POST /api/admin/delete-user answers it 403.
    return refused("forbidden", ADMIN_DELETION_BLOCKED, ADMIN_DELETION_BLOCKED_MESSAGE);
  }

  if (!erased) throw new Error("deletion allowed but not carried out");
  await journal({ target, outcome: "success" });
  return { ok: true, ...USER_DELETED };
}
