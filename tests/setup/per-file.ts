import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { installDatabase, type TDatabaseHandle } from "../../app/server/db/client.server";
import { stopJobQueue } from "../../app/server/jobs/queue.server";
import { createLocalStorage, installStorage } from "../../app/server/storage/storage.server";
import { createTestDatabase } from "./test-database";

// Every test file: its own migrated database and its own DATA_DIR (uploads, mail outbox).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-test-"));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "false";
process.env.AUTH_SECRET ??= "test-secret-for-darna-tests-0123456789abcdef";

let handle: TDatabaseHandle | undefined;

beforeAll(async () => {
  // Anything cached on globalThis by a previous file in this worker points at its database.
  (globalThis as { __darnaAuth?: unknown }).__darnaAuth = undefined;
  handle = await createTestDatabase(inject("baseDatabase"));
  installDatabase(handle);
  installStorage(createLocalStorage(path.join(dataDir, "uploads")));
});

afterAll(async () => {
  await stopJobQueue();
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
