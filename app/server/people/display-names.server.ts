import { eq, inArray } from "drizzle-orm";
import type { TDatabase } from "../db/client.server";
import { profiles, user } from "../db/schema";

/**
 * How people are named to each other (conversations, and the administrators' queue of reported
 * ones): first and last name, else the account's name. Erased accounts are absent from the map.
 */
export async function displayNames(
  db: Pick<TDatabase, "select">,
  ids: (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id != null))];
  const names = new Map<string, string>();
  if (wanted.length === 0) return names;
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, wanted));
  for (const row of rows) {
    const full = [row.firstName, row.lastName].filter(Boolean).join(" ").trim();
    names.set(row.id, full || row.name);
  }
  return names;
}
