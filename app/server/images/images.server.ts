import sharp from "sharp";
import { fingerprintPixels } from "./photo-fingerprint.server";

/** Larger uploads are refused before any decoding. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
// Decompression bombs: a small file can claim billions of pixels.
const MAX_INPUT_PIXELS = 50_000_000;

export class ImageRejectedError extends Error {
  constructor(
    public readonly reason: "too_large" | "not_an_image" | "empty",
    message: string,
  ) {
    super(message);
  }
}

export type TProcessedImage = { data: Buffer; width: number; height: number };

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

async function assertImage(input: Buffer | Uint8Array): Promise<void> {
  if (input.byteLength === 0) throw new ImageRejectedError("empty", "Le fichier est vide.");
  if (input.byteLength > MAX_UPLOAD_BYTES) {
    throw new ImageRejectedError("too_large", "L'image dépasse la taille maximale de 10 Mo.");
  }
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new ImageRejectedError(
      "not_an_image",
      "Ce fichier n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF).",
    );
  }
}

export type TImageVariant = {
  maxSide: number;
  quality?: number;
  /** Lower qualities are tried, down to a floor, until the file fits. */
  maxBytes?: number;
  /** WebP encoder effort, 0 (fast) to 6 (small); 4 by default. */
  effort?: number;
};

const MIN_QUALITY = 45;
const QUALITY_STEP = 12;

async function encodeWebp(
  pixels: { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 },
  variant: TImageVariant,
): Promise<TProcessedImage> {
  const raw = { width: pixels.width, height: pixels.height, channels: pixels.channels };
  let quality = variant.quality ?? 80;
  for (;;) {
    const { data, info } = await sharp(pixels.data, { raw })
      .resize({
        width: variant.maxSide,
        height: variant.maxSide,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality, effort: variant.effort ?? 4 })
      .toBuffer({ resolveWithObject: true });
    const fits = variant.maxBytes === undefined || data.byteLength <= variant.maxBytes;
    if (fits || quality <= MIN_QUALITY) return { data, width: info.width, height: info.height };
    quality = Math.max(MIN_QUALITY, quality - QUALITY_STEP);
  }
}

/**
 * Decodes the upload once to prove it is an image (the file name and type say nothing), turns it
 * upright from its EXIF orientation, drops every metadata block (GPS included) and re-encodes each
 * variant as WebP, largest first.
 */
export async function processImageVariants(
  input: Buffer | Uint8Array,
  variants: TImageVariant[],
  options: { square?: boolean } = {},
): Promise<TProcessedImage[]> {
  return (await processListingPhoto(input, variants, options, false)).images;
}

/**
 * processImageVariants for a listing photo, with its perceptual hash (null when the picture is
 * too uniform to compare), computed from the pixels already decoded: a few milliseconds.
 */
export async function processPhotoVariants(
  input: Buffer | Uint8Array,
  variants: TImageVariant[],
): Promise<{ images: TProcessedImage[]; fingerprint: bigint | null }> {
  return processListingPhoto(input, variants, {}, true);
}

async function processListingPhoto(
  input: Buffer | Uint8Array,
  variants: TImageVariant[],
  options: { square?: boolean },
  withFingerprint: boolean,
): Promise<{ images: TProcessedImage[]; fingerprint: bigint | null }> {
  await assertImage(input);
  const largest = Math.max(...variants.map((variant) => variant.maxSide));
  let pixels: { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: "error",
      animated: false,
    })
      .rotate()
      .resize({
        width: largest,
        height: largest,
        fit: options.square ? "cover" : "inside",
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = { data, width: info.width, height: info.height, channels: info.channels };
  } catch {
    throw new ImageRejectedError("not_an_image", "Cette image est endommagée ou illisible.");
  }
  const [images, fingerprint] = await Promise.all([
    Promise.all(variants.map((variant) => encodeWebp(pixels, variant))),
    withFingerprint ? fingerprintPixels(pixels) : null,
  ]);
  return { images, fingerprint };
}

/** One WebP no larger than `maxSide` (see processImageVariants). */
export async function processImage(
  input: Buffer | Uint8Array,
  options: { maxSide: number; quality?: number; square?: boolean },
): Promise<TProcessedImage> {
  const [image] = await processImageVariants(
    input,
    [{ maxSide: options.maxSide, quality: options.quality }],
    { square: options.square },
  );
  return image as TProcessedImage;
}
