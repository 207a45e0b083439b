import fs from "node:fs/promises";
import path from "node:path";
import { env } from "../env.server";
import { logger } from "../logger.server";
import { isSafeKey, type TStorage } from "./contract.server";
import { createS3Storage, s3ConfigFromEnv } from "./s3-storage.server";

export const MEDIA_URL_PREFIX = "/media/";

export function publicUrlFor(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The storage key behind one of our public URLs, or null for anything else. */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

/** The folders of listing photos, whose files may have an Open Graph image made from them. */
const LISTING_PHOTO_FOLDERS = ["property_images/", "service_images/", "store_images/"];
const OG_IMAGE_FOLDER = "og_images/";

/**
 * The key of the 1200×630 JPEG made from a listing photo for link previews (decision 0025):
 * 'og_images/property_images/{userId}/{uuid}.webp.jpg'. Derived from the photo's key alone, so a
 * new first photo names a new image, and the image goes wherever the photo goes. Null for any
 * other file (avatars, outside URLs).
 */
export function ogImageKey(photoKey: string): string | null {
  if (!LISTING_PHOTO_FOLDERS.some((folder) => photoKey.startsWith(folder))) return null;
  return isSafeKey(photoKey) ? `${OG_IMAGE_FOLDER}${photoKey}.jpg` : null;
}

/** The photo an Open Graph image key was made from, or null when the key is not one. */
export function ogImageSourceKey(key: string): string | null {
  if (!key.startsWith(OG_IMAGE_FOLDER) || !key.endsWith(".jpg")) return null;
  const photoKey = key.slice(OG_IMAGE_FOLDER.length, -".jpg".length);
  return ogImageKey(photoKey) === key ? photoKey : null;
}

/**
 * Removes the files behind our own public URLs (each once), with the Open Graph image made from
 * each; outside URLs (demo links, http images) are left alone. A file that cannot be removed is
 * only wasted space once nothing points to it: it is logged, never an error for the caller.
 */
export async function deleteStoredFiles(urls: readonly (string | null | undefined)[]) {
  const photoKeys = urls.map(keyFromPublicUrl).filter((key) => key !== null);
  const ogKeys = photoKeys.map(ogImageKey).filter((key) => key !== null);
  const keys = [...new Set([...photoKeys, ...ogKeys])];
  const storage = getStorage();
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === "rejected") logger.warn({ err: result.reason }, "fichier non supprimé");
  }
}

export { isSafeKey, type TStorage };

export function uploadsDir(dataDir = env().DATA_DIR): string {
  return path.resolve(dataDir, "uploads");
}

export function createLocalStorage(root: string): TStorage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Clé de stockage invalide: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async copy(fromKey, toKey) {
      const source = resolve(fromKey);
      const file = resolve(toKey);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      // A hard link costs no write; a folder that cannot hold one (another disk) gets a copy.
      await fs.link(source, temporary).catch(() => fs.copyFile(source, temporary));
      await fs.rename(temporary, file);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
    async exists(key) {
      return fs
        .access(resolve(key))
        .then(() => true)
        .catch(() => false);
    },
    async read(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

const store = globalThis as { __darnaStorage?: TStorage };

/**
 * The bucket named by S3_BUCKET, else DATA_DIR/uploads. Servers install it at start-up after
 * checking it (boot.server.ts); scripts and tests get the same choice on first use.
 */
export function getStorage(): TStorage {
  const s3 = s3ConfigFromEnv(env());
  store.__darnaStorage ??= s3 ? createS3Storage(s3) : createLocalStorage(uploadsDir());
  return store.__darnaStorage;
}

export function installStorage(storage: TStorage) {
  store.__darnaStorage = storage;
}
