import type { TSessionUser } from "~/kernel/actor";
import { failure, type TResult } from "~/kernel/failures";
import type { TLocale } from "~/lib/i18n/locale";
import { getDb } from "~/server/db/client.server";
import { profiles } from "~/server/db/schema";

/**
 * Keeps the language the person chose with the switch on their account (decision 0046), for the
 * mails they receive. Only their own; a visitor's choice lives in the cookie alone.
 */
export async function setMyLanguage(actor: TSessionUser | null, locale: TLocale): Promise<TResult> {
  if (!actor) return failure("unauthenticated", "Connexion requise");
  const db = await getDb();
  await db
    .insert(profiles)
    .values({ id: actor.id, locale })
    .onConflictDoUpdate({ target: profiles.id, set: { locale, updatedAt: new Date() } });
  return { ok: true };
}
