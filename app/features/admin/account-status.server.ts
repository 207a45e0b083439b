import { eq } from "drizzle-orm";
import { z } from "zod";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TFailureCode } from "~/kernel/failures";
import { USER_ID_PATTERN } from "~/lib/ids";
import { getDb, type TDatabase } from "~/server/db/client.server";
import {
  profiles,
  properties,
  services,
  session,
  stores,
  suspendedListings,
} from "~/server/db/schema";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail/mail.server";
import { accountSuspensionMail } from "~/server/mail/templates.server";
import { accountContact } from "~/server/people/account-contact.server";
import { ADMIN_INTENTS, type TAccountStatusIntent } from "./admin-intents";
import { ACCOUNT_STATUS_TEXTS, MODERATION_REASON_MAX } from "./admin-texts";
import {
  adminRefusal,
  lockTargetUser,
  type TAdminUserActionResult,
  type TTargetUser,
  USER_NOT_FOUND_MESSAGE,
  ZTargetUserId,
} from "./admin-users.server";
import { recordAdminAction, type TAdminAuditEntry } from "./audit-log.server";
import { missingProfileValues } from "./user-roles.server";

/*
 * Suspension and verification of accounts by an administrator (decision 0039). A suspended
 * account cannot sign in (the session hook of auth.server.ts), its sessions end in the
 * transaction of the suspension, and its listings leave every public page through the same rule
 * as hidden ones (listings/visibility.server.ts). A verified account's listings carry the
 * 'Vérifié' badge.
 */

const ZAccountReason = z
  .string({ error: ACCOUNT_STATUS_TEXTS.reasonMissing })
  .trim()
  .min(1, ACCOUNT_STATUS_TEXTS.reasonMissing)
  .max(MODERATION_REASON_MAX, ACCOUNT_STATUS_TEXTS.reasonTooLong);

/** 'Suspendre' and 'Réactiver': the account and the reason the user reads in their e-mail. */
export const ZAccountSuspension = z.object({ userId: ZTargetUserId, reason: ZAccountReason });

/** 'Vérifier' and 'Retirer la vérification': the account only. */
export const ZAccountVerification = z.object({ userId: ZTargetUserId });

type TStatusAction = "user_suspended" | "user_reactivated" | "user_verified" | "user_unverified";

type TStep = { code: TFailureCode; message: string } | { code: null; detail?: string };

/** The id as sent when it could be one (a forged one, with a NUL byte…, cannot even be stored). */
function rawTargetOf(input: { userId?: unknown }): string {
  return typeof input.userId === "string" && USER_ID_PATTERN.test(input.userId.trim())
    ? input.userId.trim()
    : "";
}

/**
 * What the four actions share: the administrator's check, the input's, the target locked for the
 * transaction, and a journal line for every decision (refusals too).
 */
async function changeAccountStatus<TInput extends { userId: string }>(
  actor: TSessionUser | null,
  action: TStatusAction,
  schema: z.ZodType<TInput>,
  input: { userId?: unknown; reason?: unknown },
  change: (tx: TDatabase, target: TTargetUser, data: TInput) => Promise<TStep>,
): Promise<{ result: TAdminUserActionResult; target?: TTargetUser; data?: TInput }> {
  const refusal = adminRefusal(actor);
  if (refusal || !actor) {
    return { result: refusal ?? failure("unauthenticated", "") };
  }
  const db = await getDb();
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? "Requête invalide.";
    const rawTarget = rawTargetOf(input);
    await recordAdminAction(db, {
      actor,
      action,
      target: rawTarget ? { type: "user", id: rawTarget } : undefined,
      outcome: "refused",
      detail: message,
    });
    const field = issue?.path[0] === "reason" ? "reason" : undefined;
    return {
      result: failure("invalid", message, field ? { fieldErrors: { [field]: message } } : {}),
    };
  }
  const data = parsed.data;
  const outcome = await db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, data.userId);
    if (!target) return { step: { code: "not_found", message: USER_NOT_FOUND_MESSAGE } as TStep };
    const entry: TAdminAuditEntry = {
      actor,
      action,
      target: { type: "user", id: target.id, label: target.label },
      outcome: "success",
    };
    const step = await change(tx, target, data);
    if (step.code) {
      await recordAdminAction(tx, { ...entry, outcome: "refused", detail: step.message });
    } else {
      await recordAdminAction(tx, { ...entry, detail: step.detail });
    }
    return { step, target };
  });
  if (outcome.step.code === "not_found") {
    await recordAdminAction(db, {
      actor,
      action,
      target: { type: "user", id: data.userId },
      outcome: "refused",
      detail: outcome.step.message,
    });
  }
  if (outcome.step.code) {
    return { result: failure(outcome.step.code, outcome.step.message) };
  }
  return { result: { ok: true, title: "" }, target: outcome.target, data };
}

/** The profile row the status is written on, created from the account when it has none. */
async function ensureProfile(tx: TDatabase, target: TTargetUser): Promise<void> {
  await tx.insert(profiles).values(missingProfileValues(target)).onConflictDoNothing();
}

async function readStatus(tx: TDatabase, id: string) {
  const [row] = await tx
    .select({ suspendedAt: profiles.suspendedAt, verifiedAt: profiles.verifiedAt })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ?? { suspendedAt: null, verifiedAt: null };
}

/**
 * An administrator suspends an account with a reason (1 to 300 characters). Refused, with nothing
 * changed: anyone not an administrator, a missing or too long reason, an unknown account, the
 * administrator themself, an administrator account (demote first) and an account already
 * suspended. In one transaction: the mark on the profile, the end of every session, and the
 * account's listings out of public pages; the e-mail with the reason follows the commit.
 */
export async function suspendUser(
  actor: TSessionUser | null,
  input: { userId?: unknown; reason?: unknown },
): Promise<TAdminUserActionResult> {
  const { result, target, data } = await changeAccountStatus(
    actor,
    "user_suspended",
    ZAccountSuspension,
    input,
    async (tx, found, { reason }) => {
      if (found.id === actor?.id) return { code: "forbidden", message: ACCOUNT_STATUS_TEXTS.own };
      if (found.role === "admin") {
        return { code: "forbidden", message: ACCOUNT_STATUS_TEXTS.adminBlocked };
      }
      if ((await readStatus(tx, found.id)).suspendedAt) {
        return { code: "conflict", message: ACCOUNT_STATUS_TEXTS.alreadySuspended };
      }
      await ensureProfile(tx, found);
      await tx
        .update(profiles)
        .set({ suspendedAt: new Date(), suspensionReason: reason, updatedAt: new Date() })
        .where(eq(profiles.id, found.id));
      // Better Auth has no session cache configured (no cookieCache, no secondary storage): the
      // row is the session, so deleting it ends it on the very next request.
      await tx.delete(session).where(eq(session.userId, found.id));
      await suspendListingsOf(tx, found.id);
      return { code: null, detail: `Motif : ${reason}` };
    },
  );
  if (!result.ok || !target || !data) return result;
  await mailAccountStatus(target, { suspended: true, reason: data.reason });
  return { ok: true, title: ACCOUNT_STATUS_TEXTS.suspended };
}

/** Every listing of `userId`, of the three kinds, into the suspended listings. */
async function suspendListingsOf(tx: TDatabase, userId: string): Promise<void> {
  const sources = [
    { kind: "property", table: properties },
    { kind: "service", table: services },
    { kind: "store", table: stores },
  ] as const;
  for (const { kind, table } of sources) {
    const ids = await tx.select({ id: table.id }).from(table).where(eq(table.userId, userId));
    if (ids.length === 0) continue;
    await tx
      .insert(suspendedListings)
      .values(ids.map(({ id }) => ({ itemType: kind, itemId: id, userId })))
      .onConflictDoNothing();
  }
}

/**
 * An administrator lifts a suspension, with a reason the user reads. The account may sign in again
 * and its listings are back on every public page. Refused when the account is not suspended.
 */
export async function reactivateUser(
  actor: TSessionUser | null,
  input: { userId?: unknown; reason?: unknown },
): Promise<TAdminUserActionResult> {
  const { result, target, data } = await changeAccountStatus(
    actor,
    "user_reactivated",
    ZAccountSuspension,
    input,
    async (tx, found, { reason }) => {
      if (!(await readStatus(tx, found.id)).suspendedAt) {
        return { code: "conflict", message: ACCOUNT_STATUS_TEXTS.notSuspended };
      }
      await tx
        .update(profiles)
        .set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
        .where(eq(profiles.id, found.id));
      await tx.delete(suspendedListings).where(eq(suspendedListings.userId, found.id));
      return { code: null, detail: `Motif : ${reason}` };
    },
  );
  if (!result.ok || !target || !data) return result;
  await mailAccountStatus(target, { suspended: false, reason: data.reason });
  return { ok: true, title: ACCOUNT_STATUS_TEXTS.reactivated };
}

/**
 * An administrator marks an account as verified (the team checked the professional's identity)
 * or takes the mark back. Refused when it is already as asked, so that the journal only says
 * what changed.
 */
export async function setUserVerified(
  actor: TSessionUser | null,
  input: { userId?: unknown },
  verified: boolean,
): Promise<TAdminUserActionResult> {
  const { result } = await changeAccountStatus(
    actor,
    verified ? "user_verified" : "user_unverified",
    ZAccountVerification,
    input,
    async (tx, found) => {
      const isVerified = (await readStatus(tx, found.id)).verifiedAt !== null;
      if (isVerified === verified) {
        return {
          code: "conflict",
          message: verified
            ? ACCOUNT_STATUS_TEXTS.alreadyVerified
            : ACCOUNT_STATUS_TEXTS.notVerified,
        };
      }
      await ensureProfile(tx, found);
      await tx
        .update(profiles)
        .set({ verifiedAt: verified ? new Date() : null, updatedAt: new Date() })
        .where(eq(profiles.id, found.id));
      return { code: null };
    },
  );
  if (!result.ok) return result;
  return {
    ok: true,
    title: verified ? ACCOUNT_STATUS_TEXTS.verified : ACCOUNT_STATUS_TEXTS.unverified,
  };
}

/** The e-mail with the reason, once the change is saved; a failed mail is logged, not undone. */
async function mailAccountStatus(
  target: TTargetUser,
  change: { suspended: boolean; reason: string },
): Promise<void> {
  try {
    const owner = await accountContact(target.id);
    if (!owner) return;
    await sendMail(
      accountSuspensionMail(owner.email, owner.firstName, {
        ...change,
        contactUrl: `${env().PUBLIC_URL}/contact`,
        signInUrl: `${env().PUBLIC_URL}/auth/login`,
      }),
    );
  } catch (error) {
    logger.error({ err: error, user: target.id }, "avis de suspension non envoyé par e-mail");
  }
}

/** The users tab's four actions by their form intent, for the panel and the JSON API alike. */
export function changeAccountStatusAsAdmin(
  actor: TSessionUser | null,
  intent: TAccountStatusIntent,
  input: { userId?: unknown; reason?: unknown },
): Promise<TAdminUserActionResult> {
  switch (intent) {
    case ADMIN_INTENTS.suspendUser:
      return suspendUser(actor, input);
    case ADMIN_INTENTS.reactivateUser:
      return reactivateUser(actor, input);
    case ADMIN_INTENTS.verifyUser:
      return setUserVerified(actor, input, true);
    case ADMIN_INTENTS.unverifyUser:
      return setUserVerified(actor, input, false);
  }
}
