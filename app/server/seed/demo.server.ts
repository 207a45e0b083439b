import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { PROPERTY_THUMBNAIL_MAX_SIDE, propertyThumbnailUrl } from "~/lib/property-photo-urls";
import { queryRows, type TDatabase } from "../db/client.server";
import {
  account,
  favorites,
  notifications,
  photoFingerprints,
  profiles,
  properties,
  propertyPriceChanges,
  ratings,
  serviceComments,
  services,
  stores,
  user,
} from "../db/schema";
import { fingerprintFile } from "../images/photo-fingerprint.server";
import { logger } from "../logger.server";
import { isBucket } from "../storage/s3-storage.server";
import {
  createLocalStorage,
  getStorage,
  keyFromPublicUrl,
  publicUrlFor,
  type TStorage,
  uploadsDir,
} from "../storage/storage.server";
import { buildDemoData } from "./demo-data";
import { demoDelegation } from "./demo-delegations";
import { renderDemoImage, renderDemoThumbnail } from "./demo-images.server";
import type { TDemoData, TDemoPhoto, TImageSpec } from "./demo-parts";

export type TSeedResult = { password: string; accounts: { email: string; role: string }[] };

/**
 * The demo accounts' password is drawn for each new database and printed at start-up: a fixed
 * one, public in this repository, would open the demo administrator of any server first started
 * on an empty database.
 */
export function newDemoPassword(): string {
  return `Darna-${crypto.randomBytes(6).toString("base64url")}`;
}

// Two instances starting together on an empty PostgreSQL must not both load the demo.
const SEED_LOCK_KEY = 4_242_026;

// Images are the slow part; the libuv pool has 4 threads and sharp queues its work there.
const RENDER_CONCURRENCY = 4;
// Copies of one drawing stored at once.
const COPY_CONCURRENCY = 8;

/**
 * First start on an empty database (no account, no property): loads the demo marketplace.
 * Returns null and changes nothing when the database already holds data.
 */
export async function seedDemoIfEmpty(
  db: TDatabase,
  options: { dataDir: string; password?: string },
): Promise<TSeedResult | null> {
  if (!(await isEmpty(db))) return null;
  const startedAt = performance.now();
  const data = buildDemoData(new Date());
  // Every file goes to the bucket when one is installed (S3_BUCKET, checked at start-up);
  // local files go to this DATA_DIR explicitly.
  const installed = getStorage();
  const storage = isBucket(installed) ? installed : createLocalStorage(uploadsDir(options.dataDir));

  // Drawing runs on sharp's threads while the inserts run on this one; the transaction commits
  // only once every photo is stored, so no listing is ever visible without its files.
  const photos = storePhotos(storage, data);
  // Observed here so that a failure is not reported as unhandled if the transaction fails first;
  // the transaction awaits the same promise and fails with it.
  photos.catch(() => {});
  const password = options.password ?? newDemoPassword();
  // One hash for all: the demo accounts share their printed password, per-account salts would
  // protect nothing and each scrypt hash costs ~60 ms of the start-up budget.
  const passwordHash = hashPassword(password);
  passwordHash.catch(() => {});

  // Photo keys derive from the seeded generator, so a concurrent seeder that loses the race
  // below writes the very same files: nothing to clean up.
  let inserted: boolean;
  try {
    inserted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await isEmpty(tx))) return false;
      await insertDemoData(tx, data, passwordHash);
      await insertFingerprints(tx, data, await photos);
      return true;
    });
  } finally {
    // Never leave files being written behind the caller's back (tests delete the folder).
    await photos.catch(() => {});
  }
  if (!inserted) return null;

  logger.info(
    {
      ms: Math.round(performance.now() - startedAt),
      properties: data.properties.length,
      services: data.services.length,
      stores: data.stores.length,
    },
    "Données de démonstration chargées",
  );
  return {
    password,
    accounts: data.users.map((demoUser) => ({ email: demoUser.email, role: demoUser.role })),
  };
}

/**
 * Loads the demo on an empty database and prints its accounts and their password: drawn for
 * this database, it is shown nowhere else (server start-up and the development server alike).
 */
export async function seedDemoAndAnnounce(db: TDatabase, options: { dataDir: string }) {
  const seeded = await seedDemoIfEmpty(db, options);
  if (!seeded) return;
  const accounts = seeded.accounts.map((account) => `  - ${account.email} (${account.role})`);
  process.stdout.write(
    `\nDonnées de démonstration chargées. Comptes (mot de passe: ${seeded.password}):\n${accounts.join("\n")}\n\n`,
  );
}

async function isEmpty(db: TDatabase): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select (exists (select 1 from ${user}) or exists (select 1 from ${properties})) as used`,
  );
  return row?.used === false;
}

async function insertDemoData(db: TDatabase, data: TDemoData, passwordHash: Promise<string>) {
  const urls = (photos: TDemoPhoto[]) => photos.map((photo) => publicUrlFor(photo.key));
  await db.insert(user).values(
    data.users.map((demoUser) => ({
      id: demoUser.id,
      name: `${demoUser.firstName} ${demoUser.lastName}`,
      email: demoUser.email,
      emailVerified: true,
      createdAt: demoUser.createdAt,
      updatedAt: demoUser.createdAt,
    })),
  );
  const hash = await passwordHash;
  await db.insert(account).values(
    data.users.map((demoUser) => ({
      id: demoUser.accountId,
      // Better Auth's credential accounts use the user id as account id.
      accountId: demoUser.id,
      providerId: "credential",
      userId: demoUser.id,
      password: hash,
      createdAt: demoUser.createdAt,
      updatedAt: demoUser.createdAt,
    })),
  );
  await db.insert(profiles).values(
    data.users.map((demoUser) => ({
      id: demoUser.id,
      role: demoUser.role,
      firstName: demoUser.firstName,
      lastName: demoUser.lastName,
      email: demoUser.email,
      phone: demoUser.phone,
      city: demoUser.city,
      createdAt: demoUser.createdAt,
      updatedAt: demoUser.createdAt,
    })),
  );
  // The generated listings come with their delegation; the hand-written ones are placed by
  // their address.
  for (const rows of chunks(data.properties)) {
    await db.insert(properties).values(
      rows.map((item) => ({
        ...item.row,
        delegation: item.row.delegation ?? demoDelegation({ ...item.row, seed: item.row.title }),
        photoUrls: urls(item.photos),
      })),
    );
  }
  for (const rows of chunks(data.services)) {
    await db.insert(services).values(
      rows.map((item) => {
        const [url] = urls([item.photo]);
        const delegation =
          item.row.delegation ?? demoDelegation({ ...item.row, seed: item.row.name });
        return { ...item.row, delegation, image: url, imageUrl: url };
      }),
    );
  }
  for (const rows of chunks(data.stores)) {
    await db.insert(stores).values(
      rows.map((item) => ({
        ...item.row,
        delegation: item.row.delegation ?? demoDelegation({ ...item.row, seed: item.row.name }),
        image: urls([item.photo])[0],
      })),
    );
  }
  if (data.ratings.length > 0) await db.insert(ratings).values(data.ratings);
  if (data.comments.length > 0) await db.insert(serviceComments).values(data.comments);
  if (data.notifications.length > 0) await db.insert(notifications).values(data.notifications);
  if (data.favorites.length > 0) await db.insert(favorites).values(data.favorites);
  if (data.priceChanges.length > 0) {
    await db.insert(propertyPriceChanges).values(data.priceChanges);
  }
}

/**
 * The photos' fingerprints (decision 0020), written with the demo rather than left to the
 * start-up backfill: 1,500 listings share a few dozen drawings, each hashed once here, where the
 * backfill would read and decode every listing's copy again after the start.
 */
async function insertFingerprints(
  db: TDatabase,
  data: TDemoData,
  hashes: Map<string, bigint | null>,
): Promise<void> {
  const rowsOf = (
    itemType: "property" | "service" | "store",
    row: { id: string; userId: string; createdAt: Date },
    photos: TDemoPhoto[],
  ) =>
    photos.map((photo) => ({
      itemType,
      itemId: row.id,
      ownerId: row.userId,
      url: publicUrlFor(photo.key),
      hash: hashes.get(photo.image.id) ?? null,
      createdAt: row.createdAt,
    }));
  const rows = [
    ...data.properties.flatMap((item) => rowsOf("property", item.row, item.photos)),
    ...data.services.flatMap((item) => rowsOf("service", item.row, [item.photo])),
    ...data.stores.flatMap((item) => rowsOf("store", item.row, [item.photo])),
  ];
  for (const chunk of chunks(rows)) await db.insert(photoFingerprints).values(chunk);
}

/**
 * Draws each distinct image once and writes it under every key that uses it; returns each
 * drawing's fingerprint.
 */
async function storePhotos(
  storage: TStorage,
  data: TDemoData,
): Promise<Map<string, bigint | null>> {
  const hashes = new Map<string, bigint | null>();
  const byImage = new Map<string, { image: TImageSpec; keys: string[] }>();
  const photos = [
    ...data.properties.flatMap((item) => item.photos),
    ...data.services.map((item) => item.photo),
    ...data.stores.map((item) => item.photo),
  ];
  for (const photo of photos) {
    const entry = byImage.get(photo.image.id);
    if (entry) entry.keys.push(photo.key);
    else byImage.set(photo.image.id, { image: photo.image, keys: [photo.key] });
  }
  await forEachConcurrently([...byImage.values()], RENDER_CONCURRENCY, async (entry) => {
    const buffer = await renderDemoImage(entry.image);
    hashes.set(entry.image.id, await fingerprintFile(buffer));
    const thumbnailKeys = entry.keys
      .map((key) => keyFromPublicUrl(propertyThumbnailUrl(publicUrlFor(key))))
      .filter((key): key is string => key !== null);
    // Property cards load the 400 px thumbnail beside each photo, as for uploaded photos.
    const thumbnails = async () => {
      if (thumbnailKeys.length === 0) return;
      const thumbnail = await renderDemoThumbnail(buffer, PROPERTY_THUMBNAIL_MAX_SIDE);
      await storeUnderKeys(storage, thumbnailKeys, thumbnail);
    };
    await Promise.all([storeUnderKeys(storage, entry.keys, buffer), thumbnails()]);
  });
  return hashes;
}

/**
 * Writes the bytes once and copies them under the other keys where the storage can (a hard link
 * on disk: the generated listings share a few dozen drawings, and writing each copy again made
 * the first start several seconds slower). Every listing keeps files of its own, so deleting one
 * listing's photos never takes another's.
 */
async function storeUnderKeys(storage: TStorage, keys: string[], data: Buffer): Promise<void> {
  const [first, ...others] = keys;
  if (first === undefined) return;
  await storage.put(first, data, "image/webp");
  // A few at a time: a bucket answers hundreds of simultaneous uploads with errors.
  await forEachConcurrently(others, COPY_CONCURRENCY, (key) =>
    storage.copy ? storage.copy(first, key) : storage.put(key, data, "image/webp"),
  );
}

/** Rows per INSERT: a statement carries at most 65,535 parameters. */
const INSERT_CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / INSERT_CHUNK) }, (_, index) =>
    items.slice(index * INSERT_CHUNK, (index + 1) * INSERT_CHUNK),
  );
}

async function forEachConcurrently<T>(
  items: T[],
  concurrency: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
