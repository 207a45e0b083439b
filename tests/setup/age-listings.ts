import { sql } from "drizzle-orm";
import { getDb } from "../../app/server/db/client.server";

/**
 * Moves every listing of the test database a day back in time, order kept: tests that publish
 * many listings with one account stay under the publishing limits (5 an hour, 20 a day) that
 * app/features/listings/publishing-limits.test.ts tests on its own.
 */
export async function ageListings() {
  const db = await getDb();
  for (const table of ["properties", "services", "stores"]) {
    await db.execute(
      sql`update ${sql.identifier(table)} set created_at = created_at - interval '25 hours'`,
    );
  }
}
