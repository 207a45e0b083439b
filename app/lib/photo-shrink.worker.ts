/// <reference lib="webworker" />
import {
  SHRINK_MAX_SIDE,
  SHRINK_QUALITY,
  type TShrinkAnswer,
  type TShrinkOutcome,
  type TShrinkRequest,
} from "./photo-shrink-protocol";

/*
 * Decodes, scales and re-encodes one photo away from the page's thread (photo-shrink.ts): a phone
 * photo of 12 megapixels takes a few hundred milliseconds to draw, which would freeze the form.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;

async function shrink({ file }: TShrinkRequest): Promise<TShrinkOutcome> {
  let bitmap: ImageBitmap;
  try {
    // The EXIF orientation is applied: the photo travels upright, without its metadata.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { kind: "undecodable" };
  }
  const { width, height } = bitmap;
  const scale = SHRINK_MAX_SIDE / Math.max(width, height);
  // Already small enough, or an animation whose frames a canvas would lose: sent as it is.
  if (scale >= 1 || file.type === "image/gif") {
    bitmap.close();
    return { kind: "kept" };
  }
  const target = { width: Math.round(width * scale), height: Math.round(height * scale) };
  const canvas = new OffscreenCanvas(target.width, target.height);
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return { kind: "kept" };
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, target.width, target.height);
  bitmap.close();
  // A camera's JPEG stays a JPEG; anything else (PNG screenshots, transparency) becomes WebP.
  const type = file.type === "image/jpeg" ? "image/jpeg" : "image/webp";
  const blob = await canvas.convertToBlob({ type, quality: SHRINK_QUALITY });
  // A browser that cannot write the type asked for answers PNG, far larger: keep the original.
  if (blob.type !== type || blob.size >= file.size) return { kind: "kept" };
  return { kind: "shrunk", blob, ...target };
}

scope.onmessage = async (event: MessageEvent<TShrinkRequest>) => {
  let answer: TShrinkOutcome;
  try {
    answer = await shrink(event.data);
  } catch {
    answer = { kind: "kept" };
  }
  const message: TShrinkAnswer = { id: event.data.id, ...answer };
  scope.postMessage(message);
};
