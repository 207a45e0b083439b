import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PHOTO_BACKFILL_BATCH } from "~/edge/job-registry.server";
import { getDb, queryRows } from "~/server/db/client.server";
import { enqueueJob } from "~/server/jobs/queue.server";
import { runPendingJobs } from "~/server/jobs/runner.server";
import { seedDemoIfEmpty } from "~/server/seed/demo.server";
import {
  backfillPhotoFingerprints,
  findReusedPhotoListings,
  type TBackfillCursor,
} from "./photo-reuse.server";

/*
 * The backfill job on the demo marketplace (decision 0020): the demo arrives with its photos'
 * hashes; a photo without one gets it from storage, in batches that enqueue each other, and none
 * of the demo's deliberately shared drawings is reported.
 */

async function runBackfill(batchSize: number) {
  let total = 0;
  let batches = 0;
  let cursor: TBackfillCursor | undefined;
  do {
    const done = await backfillPhotoFingerprints(batchSize, cursor);
    total += done.fingerprinted;
    batches++;
    cursor = done.next ?? undefined;
  } while (cursor);
  return { total, batches };
}

beforeAll(async () => {
  const seeded = await seedDemoIfEmpty(await getDb(), { dataDir: process.env.DATA_DIR ?? "" });
  if (!seeded) throw new Error("démo non chargée");
}, 120_000);

describe("backfilling the demo's photos", () => {
  it("finds the demo hashed at its load, rehashes what is missing the same way, raises no report", async () => {
    const db = await getDb();
    const [expected] = await queryRows<{ photos: number }>(
      db,
      sql`select (select count(*) from properties, unnest(photo_urls) as u(url))
                + (select count(*) from services where image is not null)
                + (select count(*) from stores where image is not null) as photos`,
    );
    const photos = Number(expected?.photos);
    expect(photos).toBeGreaterThan(1_500);
    // The demo writes its fingerprints with its listings (each drawing hashed once).
    const hashesNow = () =>
      queryRows<{ item_id: string; url: string; hash: string | null }>(
        db,
        sql`select item_id, url, hash::text from photo_fingerprints order by item_id, url`,
      );
    const seeded = await hashesNow();
    expect(seeded).toHaveLength(photos);
    expect(seeded.every((row) => row.hash !== null)).toBe(true);

    // Those of the first 60 properties lost: the job a starting process enqueues reads their
    // files back and finds the very hashes the demo wrote, batch after batch.
    await db.execute(
      sql`delete from photo_fingerprints where item_type = 'property'
          and item_id in (select id from properties order by id limit 60)`,
    );
    expect((await hashesNow()).length).toBeLessThan(photos);
    await enqueueJob("photo-fingerprints");
    const jobs = await runPendingJobs("photo-fingerprints");
    expect(jobs).toBeGreaterThan(Math.ceil(1_500 / PHOTO_BACKFILL_BATCH));
    expect(await hashesNow()).toEqual(seeded);
    const [reports] = await queryRows<{ reports: number }>(
      db,
      sql`select count(*)::int as reports from listing_reports`,
    );
    expect(reports?.reports).toBe(0);

    // The demo shares drawings between owners: a new listing using one would be found.
    const [shared] = await queryRows<{ owner_id: string; hash: string }>(
      db,
      sql`select owner_id, hash::text from photo_fingerprints f
          where exists (select 1 from photo_fingerprints g
                        where g.hash = f.hash and g.owner_id <> f.owner_id) limit 1`,
    );
    if (!shared) throw new Error("aucune photo partagée dans la démo");
    expect(
      (await findReusedPhotoListings(db, shared.owner_id, [BigInt(shared.hash)])).length,
    ).toBeGreaterThan(0);

    expect((await runBackfill(500)).total).toBe(0);
  }, 120_000);
});
