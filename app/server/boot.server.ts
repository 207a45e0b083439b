import { installDatabase, openConfiguredDatabase, type TDatabaseHandle } from "./db/client.server";
import type { TEnv } from "./env.server";

/**
 * The database every process entry (production server, development server) starts with:
 * opened, migrated, installed for the domain functions, and with the demo data when asked.
 * `setUp: false` only opens and installs it: the workers of a cluster, whose primary has
 * migrated and seeded once before forking them (two processes migrating at once would race).
 */
export async function prepareDatabase(
  env: Pick<TEnv, "DATA_DIR" | "DATABASE_URL" | "SEED_DEMO">,
  migrationsFolder: string,
  { setUp = true }: { setUp?: boolean } = {},
): Promise<TDatabaseHandle> {
  const handle = await openConfiguredDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
  });
  if (setUp) await handle.migrate(migrationsFolder);
  installDatabase(handle);
  if (setUp && env.SEED_DEMO) {
    const { seedDemoAndAnnounce } = await import("./seed/demo.server");
    await seedDemoAndAnnounce(handle.db, { dataDir: env.DATA_DIR });
  }
  return handle;
}
