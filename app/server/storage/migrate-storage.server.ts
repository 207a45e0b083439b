import fs from "node:fs/promises";
import path from "node:path";
import { isSafeKey } from "./contract.server";
import type { TS3Storage } from "./s3-storage.server";

export type TMigrationReport = {
  copied: number;
  skipped: number;
  failed: { key: string; reason: string }[];
};

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

// A few uploads in flight keep a remote bucket busy without holding many files in memory.
const CONCURRENCY = 8;

async function* localFiles(root: string, folder = root): AsyncGenerator<string> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* localFiles(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join("/");
  }
}

/**
 * Copies DATA_DIR/uploads to the bucket under the same keys, so the `/media/{key}` URLs the
 * database holds keep working. An object already there with the same size is left alone: a
 * second run copies nothing, and a run that was interrupted resumes where it stopped. Files
 * that cannot be keys (half-written `.tmp` files of the local storage, anything else) stay put.
 */
export async function migrateLocalUploads(
  root: string,
  storage: TS3Storage,
): Promise<TMigrationReport> {
  const report: TMigrationReport = { copied: 0, skipped: 0, failed: [] };
  const inFlight = new Set<Promise<void>>();

  const copy = async (key: string) => {
    try {
      const data = await fs.readFile(path.join(root, key));
      if ((await storage.size(key)) === data.byteLength) {
        report.skipped += 1;
        return;
      }
      const type = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
      await storage.put(key, data, type);
      report.copied += 1;
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
  };

  for await (const key of localFiles(root)) {
    if (key.endsWith(".tmp") || !isSafeKey(key)) continue;
    const task = copy(key).finally(() => inFlight.delete(task));
    inFlight.add(task);
    if (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return report;
}
