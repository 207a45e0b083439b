import sharp from "sharp";
import { OG_IMAGE_SIZE } from "~/lib/seo";
import { logger } from "../logger.server";
import type { TStorage } from "../storage/contract.server";
import {
  getStorage,
  keyFromPublicUrl,
  ogImageKey,
  ogImageSourceKey,
  publicUrlFor,
} from "../storage/storage.server";

/**
 * The public URL of the preview image of a listing whose first photo is `photoUrl`, or null when
 * that photo is not one of ours (an outside URL, a placeholder): decision 0025.
 */
export function ogImageUrlFor(photoUrl: string | null | undefined): string | null {
  const photoKey = keyFromPublicUrl(photoUrl);
  const key = photoKey ? ogImageKey(photoKey) : null;
  return key ? publicUrlFor(key) : null;
}

/** The photo cropped to fill 1200×630 around its centre, as a JPEG (what every preview reads). */
export async function renderOgImage(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: 50_000_000, animated: false })
    .rotate()
    .resize(OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

// Keys known to be stored, so that a preview asked for again costs no storage round trip.
const KNOWN_LIMIT = 5000;
const known = new Set<string>();
const pending = new Map<string, Promise<boolean>>();

/**
 * Makes the preview image behind `key` ('og_images/…') when it is not stored yet: on the first
 * request for it, from the photo it is named after, then never again (decision 0025). False when
 * the key names no preview image or its photo is gone (the request then gets a 404).
 */
export function ensureOgImage(key: string, storage: TStorage = getStorage()): Promise<boolean> {
  const photoKey = ogImageSourceKey(key);
  if (!photoKey) return Promise.resolve(false);
  if (known.has(key)) return Promise.resolve(true);
  let making = pending.get(key);
  if (!making) {
    making = makeOgImage(key, photoKey, storage).finally(() => pending.delete(key));
    pending.set(key, making);
  }
  return making;
}

async function makeOgImage(key: string, photoKey: string, storage: TStorage): Promise<boolean> {
  if (!(await storage.exists(key))) {
    const photo = await storage.read(photoKey);
    if (!photo) return false;
    try {
      await storage.put(key, await renderOgImage(photo), "image/jpeg");
    } catch (error) {
      logger.warn({ err: error, key }, "image d'aperçu impossible à produire");
      return false;
    }
  }
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.add(key);
  return true;
}

/** Forgets the keys known to be stored (tests that delete files behind this process's back). */
export function forgetKnownOgImages() {
  known.clear();
}
