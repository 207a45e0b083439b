import { z } from "zod";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure, type TFailureCode } from "~/kernel/failures";
import { USER_ID_PATTERN } from "~/lib/ids";
import { getDb } from "~/server/db/client.server";
import { OWN_ROLE_MESSAGE, ROLE_LABELS } from "./admin-texts";
import {
  adminRefusal,
  lockTargetUser,
  type TAdminUserActionResult,
  USER_NOT_FOUND_MESSAGE,
  ZTargetUserId,
} from "./admin-users.server";
import { recordAdminAction } from "./audit-log.server";
import { USER_ROLES, writeUserRole } from "./user-roles.server";

export const ZChangeUserRole = z.object({
  userId: ZTargetUserId,
  role: z.enum(USER_ROLES, {
    error: "Rôle inconnu : les rôles possibles sont Utilisateur et Admin.",
  }),
});

/** The toast of a role change. */
export const ROLE_UPDATED = "Rôle mis à jour";
/** The description of a refused role change's toast. */
const refused = (code: TFailureCode, message: string): TFailure =>
  failure(code, `Impossible de modifier le rôle: ${message}`);

/**
 * An administrator promotes a user to admin or demotes an admin to user. Refused,
 * with nothing changed: anyone who is not an administrator, an unknown role, an unknown user,
 * and the administrator's own role (there is always at least one admin left, the one
 * acting). Every decision an administrator gets is written to the journal.
 */
export async function changeUserRole(
  actor: TSessionUser | null,
  input: { userId: unknown; role: unknown },
): Promise<TAdminUserActionResult> {
  const refusal = adminRefusal(actor);
  if (refusal || !actor) return refused(refusal?.code ?? "unauthenticated", refusal?.message ?? "");

  const parsed = ZChangeUserRole.safeParse(input);
  // Journaled only when it could be an id: a forged one (a NUL byte…) cannot even be stored.
  const rawTarget =
    typeof input.userId === "string" && USER_ID_PATTERN.test(input.userId.trim())
      ? input.userId.trim()
      : "";
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Requête invalide.";
    const db = await getDb();
    await recordAdminAction(db, {
      actor,
      action: "role_change",
      target: rawTarget ? { type: "user", id: rawTarget } : undefined,
      outcome: "refused",
      detail: message,
    });
    return refused("invalid", message);
  }
  const { userId, role } = parsed.data;

  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    if (!target) return { code: "not_found" as const, message: USER_NOT_FOUND_MESSAGE };
    const entry = {
      actor,
      action: "role_change",
      target: { type: "user", id: target.id, label: target.label },
    } as const;
    if (target.id === actor.id) {
      await recordAdminAction(tx, { ...entry, outcome: "refused", detail: OWN_ROLE_MESSAGE });
      return { code: "forbidden" as const, message: OWN_ROLE_MESSAGE };
    }
    await writeUserRole(tx, target, role);
    await recordAdminAction(tx, {
      ...entry,
      outcome: "success",
      detail: `${ROLE_LABELS[target.role]} → ${ROLE_LABELS[role]}`,
    });
    return { code: null };
  });
  if (outcome.code === "not_found") {
    await recordAdminAction(db, {
      actor,
      action: "role_change",
      target: { type: "user", id: userId },
      outcome: "refused",
      detail: outcome.message,
    });
  }
  if (outcome.code) return refused(outcome.code, outcome.message);
  return { ok: true, title: ROLE_UPDATED };
}
