import { count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure } from "~/kernel/failures";
import { isAdmin } from "~/kernel/policy";
import { getDb } from "~/server/db/client.server";
import { profiles, user } from "~/server/db/schema";
import { containsText } from "~/server/db/text-match.server";
import { ADMIN_PAGE_SIZE, adminPage, type TAdminListQuery, type TAdminPage } from "./admin-query";
import { userDisplayName } from "./admin-texts";
import { ADMIN_ONLY_MESSAGE } from "./audit-log.server";
import { profileNamesOf, type TUserRole } from "./user-roles.server";

export type TAdminUserRow = {
  id: string;
  /** First and last name; null for an unnamed user. */
  name: string | null;
  email: string;
  role: TUserRole;
  /** Whether the user has a profile row (the sync creates the missing ones). */
  hasProfile: boolean;
  /**
   * 'Inscrit le': the account's creation date. The specification shows profiles.updated_at "used
   * as registration date", but that one moves whenever the role changes; user.created_at is when
   * the person actually registered.
   */
  createdAt: string;
  /** Suspended by an administrator (decision 0039), with the reason the user was mailed. */
  suspension: { reason: string } | null;
  /** The team checked the professional's identity: the 'Vérifié' badge on their listings. */
  verified: boolean;
};

/**
 * The users tab: every account, newest first, 50 a page, searched by name or
 * e-mail. Accounts come from Better Auth's user table, so that one without a profile row still
 * shows up (as a plain user) and can be repaired by the sync.
 */
export async function listAdminUsers(
  actor: Pick<TSessionUser, "role"> | null,
  query: TAdminListQuery,
): Promise<
  { ok: true; page: TAdminPage<TAdminUserRow> } | TFailure<"unauthenticated" | "forbidden">
> {
  if (!isAdmin(actor)) {
    return failure(actor ? "forbidden" : "unauthenticated", ADMIN_ONLY_MESSAGE);
  }
  const db = await getDb();
  const where: SQL | undefined = query.q
    ? or(
        containsText(user.email, query.q),
        containsText(user.name, query.q),
        containsText(sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})`, query.q),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        accountName: user.name,
        createdAt: user.createdAt,
        profileId: profiles.id,
        role: profiles.role,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        suspendedAt: profiles.suspendedAt,
        suspensionReason: profiles.suspensionReason,
        verifiedAt: profiles.verifiedAt,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ value: count() })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where),
  ]);
  const users = rows.map(
    (row): TAdminUserRow => ({
      id: row.id,
      // The profile's names are the ones the user edits; the account's name is the fallback.
      name:
        userDisplayName(row) ??
        (row.profileId ? null : userDisplayName(profileNamesOf(row.accountName))),
      email: row.email,
      role: row.role ?? "user",
      hasProfile: row.profileId !== null,
      createdAt: new Date(row.createdAt).toISOString(),
      suspension: row.suspendedAt ? { reason: row.suspensionReason ?? "" } : null,
      verified: row.verifiedAt !== null,
    }),
  );
  return { ok: true, page: adminPage(users, total?.value ?? 0, query) };
}
