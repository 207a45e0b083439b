import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  defaultMigrationsFolder,
  openPglite,
  openPostgres,
  type TDatabaseHandle,
} from "../../app/server/db/client.server";
import { migrateDatabase } from "../../app/server/db/migrate.server";

/**
 * One migrated base database per test run; every test file gets its own copy of it:
 * PGlite: a dump of the migrated data folder, loaded into a new in-memory instance.
 * PostgreSQL (TEST_DATABASE_URL): a template database, copied with CREATE DATABASE … TEMPLATE.
 */

// One template per run, so two runs on the same server never drop each other's.
const TEMPLATE_DATABASE = `darna_test_template_${process.pid}`;
type TBase = { pgliteDump?: string; template?: string };
const dumpFile = path.join(os.tmpdir(), `darna-test-base-${process.ppid}-${process.pid}.tar.gz`);

export async function prepareBaseDatabase(): Promise<TBase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await withAdminClient(url, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    });
    const handle = await openPostgres(databaseUrlFor(url, TEMPLATE_DATABASE));
    await migrateDatabase(handle, defaultMigrationsFolder());
    await handle.close();
    return { template: TEMPLATE_DATABASE };
  }
  const handle = (await openPglite(undefined)) as TDatabaseHandle & {
    pglite: { dumpDataDir(compression?: "gzip" | "none"): Promise<Blob> };
  };
  await migrateDatabase(handle, defaultMigrationsFolder());
  const dump = await handle.pglite.dumpDataDir("gzip");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { pgliteDump: dumpFile };
}

export async function dropBaseDatabase(base: TBase) {
  if (base.pgliteDump) fs.rmSync(base.pgliteDump, { force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url && base.template) {
    const template = base.template;
    await withAdminClient(url, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
    );
  }
}

/** A fresh database for one test file, already migrated. */
export async function createTestDatabase(base: TBase): Promise<TDatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && base.template) {
    const template = base.template;
    const name = `darna_test_${crypto.randomBytes(6).toString("hex")}`;
    await withAdminClient(url, (client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
    );
    const handle = await openPostgres(databaseUrlFor(url, name));
    return {
      ...handle,
      async close() {
        await handle.close();
        await withAdminClient(url, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      },
    };
  }
  if (!base.pgliteDump) throw new Error("La base de test PGlite n'a pas été préparée");
  const blob = new Blob([fs.readFileSync(base.pgliteDump)]);
  return openPglite(undefined, { loadDataDir: blob });
}

function databaseUrlFor(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
