import { and, asc, count, eq, sql } from "drizzle-orm";
import { failure, invalid, type TFailure, type TResult } from "~/kernel/failures";
import type { TListingKind } from "~/kernel/kinds";
import { fieldErrors } from "~/lib/forms";
import { isListingId } from "~/lib/ids";
import { getDb } from "~/server/db/client.server";
import { savedSearches, user } from "~/server/db/schema";
import { readAlertFilters } from "./alert-filters.server";
import {
  MAX_ALERTS,
  type TAlertFilters,
  type TAlertFrequency,
  TOO_MANY_ALERTS_MESSAGE,
} from "./alert-texts";
import { type TAlertChange, ZAlertChange, ZCreateAlert } from "./schemas";
import { verifyUnsubscribeToken } from "./unsubscribe-token.server";

/*
 * Saved searches and their alerts (issue 15, decision 0023): each signed-in account keeps up to
 * ten, made from a list page's filters, and renames, pauses, resumes or deletes its own only.
 */

type TActor = { id: string } | null;

export type TSavedSearch = {
  id: string;
  kind: TListingKind;
  name: string;
  filters: TAlertFilters;
  frequency: TAlertFrequency;
  paused: boolean;
  createdAt: string;
};

const UNAUTHENTICATED = "Connectez-vous pour gérer vos alertes.";
const NOT_FOUND = "Cette alerte n'existe plus.";

const columns = {
  id: savedSearches.id,
  kind: savedSearches.kind,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  paused: savedSearches.paused,
  createdAt: savedSearches.createdAt,
};

function toSavedSearch(row: {
  id: string;
  kind: TListingKind;
  name: string;
  filters: TAlertFilters;
  frequency: TAlertFrequency;
  paused: boolean;
  createdAt: Date | string;
}): TSavedSearch {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** The actor's alerts, oldest first. */
export async function listMySavedSearches(
  actor: TActor,
): Promise<TResult<{ alerts: TSavedSearch[] }>> {
  if (!actor) return failure("unauthenticated", UNAUTHENTICATED);
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return { ok: true, alerts: rows.map(toSavedSearch) };
}

export async function countMySavedSearches(actor: { id: string }): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id));
  return Number(row?.n ?? 0);
}

/**
 * A new alert on `kind`'s list with the filters of `input.filters` (the list URL's search
 * string). Refused: forged filters, a bad name or frequency, an eleventh alert.
 */
export async function createSavedSearch(
  actor: TActor,
  kind: TListingKind,
  input: Record<string, unknown>,
): Promise<TResult<{ alert: TSavedSearch }>> {
  if (!actor) return failure("unauthenticated", UNAUTHENTICATED);
  const parsed = ZCreateAlert.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const read = readAlertFilters(kind, parsed.data.filters);
  if (!read.ok) return read;
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    // One account's creations wait for each other: the count below is then exact.
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${actor.id} for update`);
    const [counted] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, actor.id));
    if (Number(counted?.n ?? 0) >= MAX_ALERTS) return null;
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: actor.id,
        kind,
        name: parsed.data.name,
        filters: read.filters,
        frequency: parsed.data.frequency,
      })
      .returning(columns);
    return row ?? null;
  });
  if (!created) return failure("conflict", TOO_MANY_ALERTS_MESSAGE);
  return { ok: true, alert: toSavedSearch(created) };
}

/**
 * Rename, pause, resume or delete one of the actor's alerts. Resuming starts the alert again from
 * now: what was published during the pause is not mailed (decision 0023).
 */
export async function changeSavedSearch(
  actor: TActor,
  input: Record<string, unknown>,
): Promise<TResult<{ change: TAlertChange["intent"]; name: string }> | TFailure> {
  if (!actor) return failure("unauthenticated", UNAUTHENTICATED);
  const parsed = ZAlertChange.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.id || errors.intent) return failure("invalid", errors.id ?? errors.intent ?? "");
    return invalid(errors);
  }
  const change = parsed.data;
  const db = await getDb();
  const mine = and(eq(savedSearches.id, change.id), eq(savedSearches.userId, actor.id));
  const returning = { name: savedSearches.name };
  let rows: { name: string }[];
  if (change.intent === "delete") {
    rows = await db.delete(savedSearches).where(mine).returning(returning);
  } else if (change.intent === "rename") {
    rows = await db
      .update(savedSearches)
      .set({ name: change.name })
      .where(mine)
      .returning(returning);
  } else if (change.intent === "pause") {
    rows = await db.update(savedSearches).set({ paused: true }).where(mine).returning(returning);
  } else {
    rows = await db
      .update(savedSearches)
      .set({ paused: false, since: sql`now()` })
      .where(and(mine, eq(savedSearches.paused, true)))
      .returning(returning);
    // Already running: nothing to do, and its backlog stays as it was.
    if (rows.length === 0) {
      rows = await db.select(returning).from(savedSearches).where(mine);
    }
  }
  const [row] = rows;
  if (!row) return failure("not_found", NOT_FOUND);
  return { ok: true, change: change.intent, name: row.name };
}

/** The alert an unsubscribe link names, when its signature is ours. Changes nothing. */
export async function checkUnsubscribeLink(input: {
  id?: string;
  token?: string;
}): Promise<TResult<{ id: string; name: string }>> {
  const id = input.id ?? "";
  if (!isListingId(id) || !verifyUnsubscribeToken(id, input.token ?? "")) {
    return failure("invalid", INVALID_UNSUBSCRIBE_LINK);
  }
  const db = await getDb();
  const [row] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!row) return failure("not_found", UNSUBSCRIBED_ALREADY);
  return { ok: true, id, name: row.name };
}

export const INVALID_UNSUBSCRIBE_LINK =
  "Ce lien de désabonnement n'est pas valide. Ouvrez Mes alertes pour gérer vos alertes.";
export const UNSUBSCRIBED_ALREADY =
  "Cette alerte n'existe plus : vous ne recevez plus ses e-mails.";

/** The unsubscribe link, used: the alert is deleted, without signing in (the link is the proof). */
export async function unsubscribeWithLink(input: {
  id?: string;
  token?: string;
}): Promise<TResult<{ name: string }>> {
  const checked = await checkUnsubscribeLink(input);
  if (!checked.ok) return checked;
  const db = await getDb();
  const [row] = await db
    .delete(savedSearches)
    .where(eq(savedSearches.id, checked.id))
    .returning({ name: savedSearches.name });
  if (!row) return failure("not_found", UNSUBSCRIBED_ALREADY);
  return { ok: true, name: row.name };
}
