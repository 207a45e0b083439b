import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabaseHandle = {
  db: TDatabase;
  driver: "pglite" | "postgres";
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the instance, whose listen() feeds the realtime relay. */
  pglite?: PGlite;
  /** PostgreSQL only: where the realtime relay opens its own LISTEN connection (not pooled). */
  databaseUrl?: string;
  /** PostgreSQL only: the pool, whose use the metrics report. */
  pool?: pg.Pool;
};

/** A problem the operator must fix; the message is one line saying what to do. */
export class DatabaseSetupError extends Error {}

export const defaultMigrationsFolder = () =>
  path.resolve(process.cwd(), "app/server/db/migrations");

export async function openPostgres(databaseUrl: string): Promise<TDatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseSetupError(
      `Impossible de se connecter à DATABASE_URL (${redactUrl(databaseUrl)}): ${(error as Error).message}. Vérifiez l'adresse, l'utilisateur et que PostgreSQL est démarré.`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as TDatabase;
  return {
    db,
    driver: "postgres",
    databaseUrl,
    pool,
    async migrate(migrationsFolder) {
      await runMigration(() =>
        migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder }),
      );
    },
    close: () => pool.end(),
  };
}

/** Opens PGlite persisted in `dataDir` (or in memory when `dataDir` is undefined). */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<TDatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    ensureWritableFolder(path.dirname(dataDir), "DATA_DIR");
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = takeLock(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      extensions: { pg_trgm, unaccent },
      loadDataDir: options.loadDataDir,
    });
  } catch (error) {
    releaseLock();
    throw new DatabaseSetupError(
      `Impossible d'ouvrir la base embarquée dans ${dataDir ?? "la mémoire"}: ${(error as Error).message}. Vérifiez DATA_DIR (dossier existant et accessible en écriture).`,
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as TDatabase;
  return {
    db,
    driver: "pglite",
    async migrate(migrationsFolder) {
      await runMigration(() =>
        migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder }),
      );
    },
    async close() {
      await client.close();
      releaseLock();
    },
    pglite: client,
  } as TDatabaseHandle & { pglite: PGlite };
}

async function runMigration(run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: Error }).cause;
    throw new DatabaseSetupError(
      `La migration de la base de données a échoué: ${(cause ?? (error as Error)).message}. Corrigez la base ou restaurez une sauvegarde, puis relancez.`,
    );
  }
}

/** Fails with one clear line when `folder` cannot hold the database and files. */
export function ensureWritableFolder(folder: string, variable: string) {
  const absolute = path.resolve(folder);
  const parent = path.dirname(absolute);
  if (!fs.existsSync(absolute)) {
    if (!fs.existsSync(parent)) {
      throw new DatabaseSetupError(
        `${variable}: le dossier parent ${parent} n'existe pas. Créez-le ou choisissez un autre ${variable}.`,
      );
    }
    try {
      fs.mkdirSync(absolute);
    } catch (error) {
      throw new DatabaseSetupError(
        `${variable}: impossible de créer ${absolute} (${(error as NodeJS.ErrnoException).code}). Choisissez un dossier accessible en écriture.`,
      );
    }
  }
  if (!fs.statSync(absolute).isDirectory()) {
    throw new DatabaseSetupError(`${variable}: ${absolute} n'est pas un dossier.`);
  }
  const probe = path.join(absolute, `.write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, "");
    fs.rmSync(probe);
  } catch (error) {
    throw new DatabaseSetupError(
      `${variable}: ${absolute} n'est pas accessible en écriture (${(error as NodeJS.ErrnoException).code}). Donnez les droits d'écriture ou choisissez un autre dossier.`,
    );
  }
}

// PGlite has no file lock of its own: a second process (CLI, drizzle-kit) opening a live
// database folder would corrupt it.
function takeLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "darna.lock");
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(fs.readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DatabaseSetupError(
        `La base embarquée ${dataDir} est déjà ouverte par le processus ${holder}. Arrêtez-le (ou utilisez DATABASE_URL) avant de relancer.`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.rmSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function redactUrl(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}

// ---------------------------------------------------------------------------------------------
// Process-wide handle. The HTTP entry and the React Router server build are separate bundles, so
// the handle lives on globalThis where both (and tests) find the same one.
// ---------------------------------------------------------------------------------------------

type TGlobal = { __darnaDatabase?: Promise<TDatabaseHandle> };
const store = globalThis as TGlobal;

export async function openConfiguredDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<TDatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  ensureWritableFolder(options.dataDir, "DATA_DIR");
  return openPglite(path.join(options.dataDir, "db"));
}

/** Installs `handle` as the database every domain function uses. */
export function installDatabase(handle: TDatabaseHandle | Promise<TDatabaseHandle>) {
  store.__darnaDatabase = Promise.resolve(handle);
}

export async function getDatabaseHandle(): Promise<TDatabaseHandle> {
  if (!store.__darnaDatabase) {
    // Every entry (server.ts, scripts/dev.ts, the CLI, tests) installs one before serving.
    throw new DatabaseSetupError("aucune base de données n'est installée dans ce processus");
  }
  return store.__darnaDatabase;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: TDatabase, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export async function getDb(): Promise<TDatabase> {
  return (await getDatabaseHandle()).db;
}
