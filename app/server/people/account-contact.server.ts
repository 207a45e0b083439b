import { eq } from "drizzle-orm";
import { getDb } from "../db/client.server";
import { profiles, user } from "../db/schema";

export type TAccountContact = { email: string; firstName: string | null };

/**
 * Where a notice by e-mail to one account goes and the first name it greets (moderation of a
 * listing, suspension of the account); null once the account is erased. An account without a
 * profile is still written to, greeted without a name.
 */
export async function accountContact(userId: string): Promise<TAccountContact | null> {
  const db = await getDb();
  const [contact] = await db
    .select({ email: user.email, firstName: profiles.firstName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return contact ?? null;
}
