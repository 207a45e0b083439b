import { prepareJobs } from "../jobs/runner.server";
import { DatabaseSetupError, type TDatabaseHandle } from "./client.server";

/**
 * Everything a database needs before any process serves from it: the application's migrations,
 * then the job queue's schema and queues (pg-boss keeps its own migrations).
 */
export async function migrateDatabase(handle: TDatabaseHandle, migrationsFolder: string) {
  await handle.migrate(migrationsFolder);
  try {
    await prepareJobs(handle);
  } catch (error) {
    throw new DatabaseSetupError(
      `La préparation de la file des tâches a échoué: ${(error as Error).message}. Corrigez la base ou restaurez une sauvegarde, puis relancez.`,
    );
  }
}
