import sharp from "sharp";

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

/**
 * Decodes the upload to prove it is an image (the file name and type say nothing), turns it
 * upright from its EXIF orientation, drops every metadata block (GPS included), bounds its size
 * and re-encodes it as WebP.
 */
export async function processImage(
  input: Buffer | Uint8Array,
  options: { maxSide: number; quality?: number; square?: boolean },
): Promise<TProcessedImage> {
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
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: "error",
      animated: false,
    })
      .rotate()
      .resize({
        width: options.maxSide,
        height: options.maxSide,
        fit: options.square ? "cover" : "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: options.quality ?? 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ImageRejectedError("not_an_image", "Cette image est endommagée ou illisible.");
  }
}
