import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { account } from "~/server/db/schema";
import { eraseUser } from "./erase-user.server";
import { signOut } from "./sign-out.server";

export type TDeleteAccountResult =
  | { status: "deleted"; headers: Headers }
  | { status: "wrong_password" };

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
  if (!valid) return { status: "wrong_password" };
  // Sign out first, while the session still exists, to get the cookie-clearing headers.
  const headers = await signOut(requestHeaders);
  await eraseUser(actor.id);
  return { status: "deleted", headers };
}
