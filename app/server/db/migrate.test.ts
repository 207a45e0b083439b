import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { defaultMigrationsFolder, openPglite, queryRows } from "./client.server";

/*
 * Drizzle's migrator applies only the migrations whose journal time is later than the last one a
 * database has recorded: a migration stamped earlier than its predecessor is silently skipped on
 * every database that was already up to date before it was added.
 */

type TJournal = { entries: { idx: number; when: number; tag: string }[] };

const folder = defaultMigrationsFolder();
const journal = JSON.parse(
  fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8"),
) as TJournal;

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as it was when `lastTag` was the newest. */
function folderUpTo(lastTag: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-migrations-"));
  scratch.push(dir);
  fs.mkdirSync(path.join(dir, "meta"));
  const upTo = journal.entries.findIndex((entry) => entry.tag === lastTag);
  const entries = journal.entries.slice(0, upTo + 1);
  for (const entry of entries) {
    fs.copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

describe("migrations", () => {
  it("are stamped in the order they run", () => {
    const late = journal.entries.filter(
      (entry, i) => i > 0 && entry.when <= (journal.entries[i - 1]?.when ?? 0),
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });

  it("bring a database made before the newest ones up to date", async () => {
    const handle = await openPglite(undefined);
    try {
      await handle.migrate(folderUpTo("0019_delegations_and_pins"));
      await handle.migrate(folder);
      const rows = await queryRows<{ column_name: string }>(
        handle.db,
        sql`select table_name || '.' || column_name as column_name from information_schema.columns
            where (table_name, column_name) in (('properties', 'amenities'),
              ('admin_audit_log', 'request_id'))`,
      );
      expect(rows.map((row) => row.column_name).sort()).toEqual([
        "admin_audit_log.request_id",
        "properties.amenities",
      ]);
      const recorded = await queryRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(recorded[0]?.count).toBe(journal.entries.length);
      // Started again: nothing left to apply, nothing applied twice.
      await handle.migrate(folder);
    } finally {
      await handle.close();
    }
  });
});
