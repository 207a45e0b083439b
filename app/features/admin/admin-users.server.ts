import { eq } from "drizzle-orm";
import { z } from "zod";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure } from "~/kernel/failures";
import { isAdmin } from "~/kernel/policy";
import { USER_ID_PATTERN } from "~/lib/ids";
import type { TDatabase } from "~/server/db/client.server";
import { profiles, user } from "~/server/db/schema";
import { UNNAMED_USER, userDisplayName } from "./admin-texts";
import { ADMIN_ONLY_MESSAGE } from "./audit-log.server";
import { profileNamesOf, type TUserRole } from "./user-roles.server";

/*
 * What the users tab's actions (role change, deletion, sync) share: the refusal of anyone who is
 * not an administrator, the target user as read from the database, and the journal's label.
 */

/**
 * What a users-tab action answers: the words of its success toast, or why not (a failure whose
 * message is the error toast's description; the page and the API choose the rest).
 */
export type TAdminUserActionResult = { ok: true; title: string; description?: string } | TFailure;

export const NOT_SIGNED_IN_MESSAGE = "Vous devez être connecté en tant qu'administrateur.";
export const USER_NOT_FOUND_MESSAGE = "Utilisateur introuvable : il a peut-être déjà été supprimé.";

/** Better Auth ids are short random strings; anything else cannot name a user. */
export const ZTargetUserId = z
  .string({ error: "Identifiant d'utilisateur manquant." })
  .trim()
  .min(1, "Identifiant d'utilisateur manquant.")
  .regex(USER_ID_PATTERN, "Identifiant d'utilisateur invalide.");

/** Why `actor` may not act as an administrator, or null when they may. */
export function adminRefusal(
  actor: TSessionUser | null,
): TFailure<"unauthenticated" | "forbidden"> | null {
  if (!actor) return failure("unauthenticated", NOT_SIGNED_IN_MESSAGE);
  if (!isAdmin(actor)) return failure("forbidden", ADMIN_ONLY_MESSAGE);
  return null;
}

export type TTargetUser = {
  id: string;
  email: string;
  name: string;
  role: TUserRole;
  label: string;
};

/** 'Salma Ben Youssef (salma@exemple.tn)', the way the journal names a user. */
function targetLabel(names: { firstName: string | null; lastName: string | null }, email: string) {
  return `${userDisplayName(names) ?? UNNAMED_USER} (${email})`;
}

/**
 * The user `id` with their role (no profile counts as user), locked until the end of the
 * transaction `tx` so that a concurrent change cannot slip between the checks and the write.
 */
export async function lockTargetUser(
  tx: Pick<TDatabase, "select">,
  id: string,
): Promise<TTargetUser | null> {
  const [found] = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: profiles.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, id))
    .for("update", { of: user });
  if (!found) return null;
  const names =
    found.firstName || found.lastName
      ? { firstName: found.firstName, lastName: found.lastName }
      : profileNamesOf(found.name);
  return {
    id: found.id,
    email: found.email,
    name: found.name,
    role: found.role ?? "user",
    label: targetLabel(names, found.email),
  };
}
