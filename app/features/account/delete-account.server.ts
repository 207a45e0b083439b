import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { invalid, type TFailure } from "~/kernel/failures";
import { getDb } from "~/server/db/client.server";
import { account } from "~/server/db/schema";
import { eraseUser } from "./erase-user.server";
import { signOut } from "./sign-out.server";

export const WRONG_PASSWORD_MESSAGE = "Mot de passe incorrect";

/** `headers` clear the session cookies; invalid: the password is wrong, nothing changed. */
export type TDeleteAccountResult = { ok: true; headers: Headers } | TFailure<"invalid">;

/** Deletes the actor's own account once their password is confirmed, then signs them out. */
export async function deleteMyAccount(
  actor: TSessionUser,
  password: string,
  requestHeaders: Headers,
): Promise<TDeleteAccountResult> {
  const db = await getDb();
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, actor.id), eq(account.providerId, "credential")))
    .limit(1);
  const valid = credential?.password
    ? await verifyPassword({ hash: credential.password, password })
    : false;
  if (!valid) return invalid({ password: WRONG_PASSWORD_MESSAGE }, WRONG_PASSWORD_MESSAGE);
  // Erase first: should it fail, the user keeps both the account and the session to retry.
  await eraseUser(actor.id);
  // The session rows went with the user; this only builds the cookie-clearing headers.
  const headers = await signOut(requestHeaders);
  return { ok: true, headers };
}
