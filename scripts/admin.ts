/**
 * Operator CLI: `npm run admin -- promote <email>` / `npm run admin -- demote <email>` /
 * `npm run admin -- storage:migrate` / `npm run admin -- jobs:run <tâche>`.
 * The process shell is at the bottom; runAdminCommand holds the logic so tests can call it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { jobDefinition, jobDefinitions } from "../app/edge/job-registry.server";
import { setUserRoleByEmail, type TUserRole } from "../app/features/admin/user-roles.server";
import {
  DatabaseSetupError,
  defaultMigrationsFolder,
  installDatabase,
  openConfiguredDatabase,
  type TDatabase,
  type TDatabaseHandle,
} from "../app/server/db/client.server";
import { migrateDatabase } from "../app/server/db/migrate.server";
import { EnvError, parseEnv } from "../app/server/env.server";
import { enqueueJob, stopJobQueue } from "../app/server/jobs/queue.server";
import { migrateLocalUploads } from "../app/server/storage/migrate-storage.server";
import {
  createS3Storage,
  s3ConfigFromEnv,
  type TS3Storage,
} from "../app/server/storage/s3-storage.server";
import { uploadsDir } from "../app/server/storage/storage.server";

export type TAdminDatabase = { db: TDatabase; close(): Promise<void> };
export type TAdminCommandResult = { exitCode: 0 | 1 | 2; message: string };
export type TAdminDeps = {
  openDatabase: () => Promise<TAdminDatabase>;
  /** The bucket of S3_BUCKET, checked; null when the environment names none. */
  openBucket?: () => Promise<TS3Storage | null>;
  /** The database whose job queue `jobs:run` writes to (the environment's by default). */
  openQueueDatabase?: () => Promise<TDatabaseHandle>;
  /** The local uploads folder (DATA_DIR/uploads). */
  uploadsDir?: () => string;
};

export const ADMIN_USAGE = [
  "Usage : npm run admin -- <commande> <email>",
  "",
  "Commandes :",
  "  promote <email>   donne le rôle administrateur au compte",
  "  demote <email>    rend au compte le rôle utilisateur",
  "  storage:migrate   copie les fichiers locaux (DATA_DIR/uploads) vers le seau S3_BUCKET",
  "  jobs:run <tâche>  met une tâche de fond en file (un processus Darna en service l'exécute)",
].join("\n");

const COMMAND_ROLES: Record<"promote" | "demote", TUserRole> = {
  promote: "admin",
  demote: "user",
};

const ROLE_LABELS: Record<TUserRole, string> = { admin: "administrateur", user: "utilisateur" };

const HELP_FLAGS = new Set(["help", "--help", "-h"]);

function isCommand(value: string): value is keyof typeof COMMAND_ROLES {
  return value === "promote" || value === "demote";
}

/**
 * Runs one CLI invocation. The database is opened only for a well-formed command (a typo must
 * not wait for, or be blocked by, the database) and is always closed afterwards.
 */
export async function runAdminCommand(
  argv: readonly string[],
  deps: TAdminDeps,
): Promise<TAdminCommandResult> {
  const [command, email, ...extra] = argv;
  if (command === undefined) return { exitCode: 2, message: ADMIN_USAGE };
  if (HELP_FLAGS.has(command)) return { exitCode: 0, message: ADMIN_USAGE };
  if (command === "storage:migrate") {
    if (argv.length > 1) {
      return {
        exitCode: 2,
        message: `La commande storage:migrate ne prend aucun argument.\n\n${ADMIN_USAGE}`,
      };
    }
    return migrateStorage(deps);
  }
  if (command === "jobs:run") return enqueueJobByHand(argv.slice(1), deps);
  if (!isCommand(command)) {
    return { exitCode: 2, message: `Commande inconnue : ${command}\n\n${ADMIN_USAGE}` };
  }
  if (email === undefined || extra.length > 0) {
    return {
      exitCode: 2,
      message: `La commande ${command} attend une seule adresse e-mail.\n\n${ADMIN_USAGE}`,
    };
  }

  let database: TAdminDatabase;
  try {
    database = await deps.openDatabase();
  } catch (error) {
    if (error instanceof DatabaseSetupError || error instanceof EnvError) {
      return { exitCode: 1, message: error.message };
    }
    throw error;
  }
  try {
    const result = await setUserRoleByEmail(database.db, email, COMMAND_ROLES[command]);
    if (result.ok) {
      const label = ROLE_LABELS[result.role];
      return {
        exitCode: 0,
        message: result.changed
          ? `${result.email} est maintenant ${label}.`
          : `${result.email} est déjà ${label}.`,
      };
    }
    switch (result.reason) {
      case "unknown_email":
        return {
          exitCode: 1,
          message: `Aucun compte ne correspond à l'adresse ${email.trim()}.`,
        };
      case "invalid_email":
        return {
          exitCode: 2,
          message: `« ${email} » n'est pas une adresse e-mail valide.\n\n${ADMIN_USAGE}`,
        };
      case "invalid_role":
        return { exitCode: 2, message: ADMIN_USAGE };
    }
  } finally {
    await database.close();
  }
}

/** `jobs:run <name>`: one job of a queue that needs no data, for an operator or a test. */
async function enqueueJobByHand(
  args: readonly string[],
  deps: TAdminDeps,
): Promise<TAdminCommandResult> {
  const names = jobDefinitions.filter((job) => job.runByHand).map((job) => job.name);
  const [name] = args;
  const definition = name === undefined ? undefined : jobDefinition(name);
  if (args.length !== 1 || !definition?.runByHand) {
    return {
      exitCode: 2,
      message: `La commande jobs:run attend le nom d'une tâche parmi : ${names.join(", ") || "(aucune)"}.\n\n${ADMIN_USAGE}`,
    };
  }
  let handle: TDatabaseHandle;
  try {
    handle = await (deps.openQueueDatabase ?? openFromEnvironment)();
  } catch (error) {
    if (error instanceof DatabaseSetupError || error instanceof EnvError) {
      return { exitCode: 1, message: error.message };
    }
    throw error;
  }
  try {
    installDatabase(handle);
    await enqueueJob(definition.name);
    return {
      exitCode: 0,
      message: `Tâche ${definition.name} mise en file : un processus Darna en service (JOBS actif) l'exécute dans les secondes qui viennent.`,
    };
  } finally {
    await stopJobQueue();
    await handle.close();
  }
}

/** `storage:migrate`: needs no database, only the local folder and the bucket. */
async function migrateStorage(deps: TAdminDeps): Promise<TAdminCommandResult> {
  let bucket: TS3Storage | null;
  let source: string;
  try {
    bucket = await (deps.openBucket ?? openBucketFromEnvironment)();
    source = (deps.uploadsDir ?? (() => uploadsDir(parseEnv().DATA_DIR)))();
  } catch (error) {
    if (error instanceof EnvError) return { exitCode: 1, message: error.message };
    throw error;
  }
  if (!bucket) {
    return {
      exitCode: 1,
      message:
        "S3_BUCKET n'est pas défini : indiquez le seau de destination (S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).",
    };
  }
  const report = await migrateLocalUploads(source, bucket);
  const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;
  const lines = [
    `Fichiers de ${source} vers le seau « ${bucket.bucket} » : ${plural(report.copied, "copié", "copiés")}, ${plural(report.skipped, "déjà présent", "déjà présents")}, ${plural(report.failed.length, "en échec", "en échec")}.`,
    ...report.failed.slice(0, 10).map((failure) => `  - ${failure.key} : ${failure.reason}`),
  ];
  if (report.failed.length > 0) {
    lines.push("Relancez la commande : les fichiers déjà copiés ne seront pas recopiés.");
  }
  return { exitCode: report.failed.length > 0 ? 1 : 0, message: lines.join("\n") };
}

async function openBucketFromEnvironment(): Promise<TS3Storage | null> {
  const config = s3ConfigFromEnv(parseEnv());
  if (!config) return null;
  const storage = createS3Storage(config);
  await storage.check();
  return storage;
}

async function openFromEnvironment(): Promise<TDatabaseHandle> {
  const env = parseEnv();
  const handle = await openConfiguredDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
  });
  try {
    await migrateDatabase(handle, defaultMigrationsFolder());
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function main() {
  const result = await runAdminCommand(process.argv.slice(2), {
    openDatabase: openFromEnvironment,
  });
  (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.message}\n`);
  process.exitCode = result.exitCode;
}

// Only when run as a program: tests import runAdminCommand from this module.
const invokedPath = process.argv[1] ? path.resolve(process.argv[1]) : "";
if (invokedPath === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `Erreur inattendue : ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  });
}
