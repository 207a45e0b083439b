const SAFE_KEY = /^[a-z_]+\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Keys are relative paths such as 'property_images/{userId}/{uuid}.webp', never '..'. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split("/").includes("..");
}

/** Where uploaded files live. Keys are relative paths such as 'property_images/{userId}/{uuid}.webp'. */
export type TStorage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores under `toKey` the file already stored under `fromKey`, where the storage can do that
   * without writing the bytes again (local folder: a hard link). Each key stays a file of its own:
   * deleting one leaves the other. The demo's first start stores its shared photos this way.
   */
  copy?(fromKey: string, toKey: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix` (a user's folder). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file's bytes, or null when there is none (photo fingerprints' backfill reads them). */
  read(key: string): Promise<Buffer | null>;
};
