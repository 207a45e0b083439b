import { count, notExists, sql } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailure } from "~/kernel/failures";
import type { TDatabase } from "~/server/db/client.server";
import { getDb } from "~/server/db/client.server";
import { profiles, user } from "~/server/db/schema";
import { logger } from "~/server/logger.server";
import { SYNC_TEXTS } from "./admin-texts";
import { adminRefusal } from "./admin-users.server";
import { recordAdminAction } from "./audit-log.server";
import { missingProfileValues } from "./user-roles.server";

/** What the profile sync reports: accounts given a profile, and those it could not sync. */
export type TProfileSyncCounts = { syncedCount: number; missingCount: number };
export type TProfileSyncResult =
  | ({ ok: true; title: string; description: string } & TProfileSyncCounts)
  | TFailure;

const BATCH_SIZE = 500;

const withoutProfile = () =>
  notExists(sql`(select 1 from ${profiles} where ${profiles.id} = ${user.id})`);

/** Creates the missing profiles, a batch at a time; answers how many were created. */
async function createMissingProfiles(db: TDatabase): Promise<number> {
  let created = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // Locked so that an account erased meanwhile cannot make the insert fail.
      const accounts = await tx
        .select({ id: user.id, email: user.email, name: user.name })
        .from(user)
        .where(withoutProfile())
        .orderBy(user.id)
        .limit(BATCH_SIZE)
        .for("update");
      if (accounts.length === 0) return { seen: 0, inserted: 0 };
      const inserted = await tx
        .insert(profiles)
        .values(accounts.map((account) => missingProfileValues(account)))
        .onConflictDoNothing()
        .returning({ id: profiles.id });
      return { seen: accounts.length, inserted: inserted.length };
    });
    created += batch.inserted;
    // A short batch was the last; a batch that created nothing would only repeat itself.
    if (batch.seen < BATCH_SIZE || batch.inserted === 0) return created;
  }
}

/**
 * The admin panel's profile sync: every account without a profile row
 * gets one (role user, names split from the account's name, its e-mail). Answers synced_count
 * (profiles created) and missing_count (accounts still without one afterwards, normally 0).
 * Administrators only; the journal keeps a line of each run.
 */
export async function syncProfiles(actor: TSessionUser | null): Promise<TProfileSyncResult> {
  const refusal = adminRefusal(actor);
  if (refusal || !actor) return refusal ?? failure("unauthenticated", "");
  const db = await getDb();
  try {
    const syncedCount = await createMissingProfiles(db);
    const [missing] = await db.select({ value: count() }).from(user).where(withoutProfile());
    const missingCount = missing?.value ?? 0;
    await recordAdminAction(db, {
      actor,
      action: "profile_sync",
      outcome: "success",
      detail: `${syncedCount} profil(s) créé(s), ${missingCount} manquant(s)`,
    });
    return {
      ok: true,
      title: SYNC_TEXTS.doneTitle,
      description: SYNC_TEXTS.synced(syncedCount),
      syncedCount,
      missingCount,
    };
  } catch (error) {
    logger.error({ err: error }, "profile sync failed");
    await recordAdminAction(db, {
      actor,
      action: "profile_sync",
      outcome: "failed",
      detail: "Erreur inattendue",
    }).catch(() => {});
    return failure("unavailable", SYNC_TEXTS.failed);
  }
}
