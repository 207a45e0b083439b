import { installDatabase, openConfiguredDatabase, type TDatabaseHandle } from "./db/client.server";
import { migrateDatabase } from "./db/migrate.server";
import type { TEnv } from "./env.server";
import { createS3Storage, s3ConfigFromEnv } from "./storage/s3-storage.server";
import { installStorage } from "./storage/storage.server";

type TBootEnv = Pick<
  TEnv,
  | "DATA_DIR"
  | "DATABASE_URL"
  | "SEED_DEMO"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/**
 * The bucket named by S3_BUCKET, checked and installed for the domain functions; nothing when
 * files stay on local disk. A bucket that cannot be used stops the start (StorageSetupError,
 * one line) rather than failing every upload later.
 */
export async function prepareStorage(env: TBootEnv): Promise<void> {
  const config = s3ConfigFromEnv(env);
  if (!config) return;
  const storage = createS3Storage(config);
  await storage.check();
  installStorage(storage);
}

/**
 * The database every process entry (production server, development server) starts with:
 * opened, migrated, installed for the domain functions, and with the demo data when asked.
 * The storage is checked meanwhile: the demo photos go there.
 * `setUp: false` skips the migrations and the demo data: the workers of a cluster, whose primary
 * has done both once before forking them (two processes migrating at once would race).
 */
export async function prepareDatabase(
  env: TBootEnv,
  migrationsFolder: string,
  { setUp = true }: { setUp?: boolean } = {},
): Promise<TDatabaseHandle> {
  const checkingStorage = prepareStorage(env);
  // Awaited below; observed now so that a failure is not reported as unhandled meanwhile.
  checkingStorage.catch(() => {});
  const handle = await openConfiguredDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
  });
  try {
    await checkingStorage;
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (setUp) await migrateDatabase(handle, migrationsFolder);
  installDatabase(handle);
  if (setUp && env.SEED_DEMO) {
    const { seedDemoAndAnnounce } = await import("./seed/demo.server");
    await seedDemoAndAnnounce(handle.db, { dataDir: env.DATA_DIR });
  }
  return handle;
}
