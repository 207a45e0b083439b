import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { TDatabase } from "~/server/db/client.server";
import { profiles, user } from "~/server/db/schema";

export const USER_ROLES = ["user", "admin"] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const ZSetUserRoleInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  role: z.enum(USER_ROLES),
});

export type TSetUserRoleResult =
  | { ok: true; email: string; role: TUserRole; changed: boolean }
  | { ok: false; reason: "invalid_email" | "invalid_role" | "unknown_email" };

/** 'Salma Ben Youssef' → first name 'Salma', last name 'Ben Youssef' (null when absent). */
export function profileNamesOf(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const [firstName, ...rest] = (name ?? "").trim().split(/\s+/);
  return { firstName: firstName || null, lastName: rest.join(" ") || null };
}

/** The profile row a user without one gets: names from the account, role `role`. */
export function missingProfileValues(
  account: { id: string; email: string; name: string | null },
  role: TUserRole = "user",
): typeof profiles.$inferInsert {
  return { id: account.id, email: account.email, role, ...profileNamesOf(account.name) };
}

/**
 * Writes `role` on the user's profile, creating the profile from the account when it has none.
 * No permission check: callers decide (the operator CLI, or changeUserRole for the panel).
 */
export async function writeUserRole(
  db: Pick<TDatabase, "insert">,
  account: { id: string; email: string; name: string | null },
  role: TUserRole,
): Promise<void> {
  await db
    .insert(profiles)
    .values(missingProfileValues(account, role))
    .onConflictDoUpdate({ target: profiles.id, set: { role, updatedAt: new Date() } });
}

/**
 * Gives the account registered under `email` the role `role`. Operator level: the caller (the
 * admin CLI) already holds the database, so there is no acting user to check; the admin panel
 * goes through changeUserRole (change-role.server.ts), which checks its own rules.
 * `role` is checked at run time as well, since it may come from a command line or a form.
 */
export async function setUserRoleByEmail(
  db: TDatabase,
  email: string,
  role: TUserRole,
): Promise<TSetUserRoleResult> {
  const parsed = ZSetUserRoleInput.safeParse({ email, role });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return { ok: false, reason: field === "role" ? "invalid_role" : "invalid_email" };
  }
  const wanted = parsed.data;

  // Better Auth stores addresses in lower case, but accounts imported or created by hand may
  // not: compare without case and prefer an exact match if both spellings exist.
  const [found] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      profileId: profiles.id,
      role: profiles.role,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(sql`lower(${user.email}) = ${wanted.email}`)
    .orderBy(sql`${user.email} = ${wanted.email} desc`)
    .limit(1);
  if (!found) return { ok: false, reason: "unknown_email" };

  // A user without a profile row is treated everywhere as a plain user.
  const previous: TUserRole = found.role ?? "user";
  if (found.profileId !== null && previous === wanted.role) {
    return { ok: true, email: found.email, role: wanted.role, changed: false };
  }

  await writeUserRole(db, found, wanted.role);
  return { ok: true, email: found.email, role: wanted.role, changed: previous !== wanted.role };
}
