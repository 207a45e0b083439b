import { notAnImage, photoTypeProblem, tooLargeMessage } from "./photo-files";
import type { TShrinkAnswer } from "./photo-shrink-protocol";

/*
 * Photos shrink on the phone before they travel (issue 24, docs/decisions/0033): decoded upright,
 * scaled to a long edge of 2,048 px and re-encoded in a worker, they weigh a few hundred
 * kilobytes instead of several megabytes. The server still decodes and re-encodes every file: what
 * the browser did is never trusted, it only spares the upload.
 */

export type TPreparedPhoto = { file: File; problem: null } | { file: null; problem: string };

/** Image formats a browser may not draw but the server reads (TIFF, HEIF, AVIF…): sent as they are. */
function looksLikeImage(bytes: Uint8Array): boolean {
  const starts = (...signature: number[]) =>
    signature.every((byte, index) => bytes[index] === byte);
  const ascii = (offset: number, text: string) =>
    [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
  return (
    starts(0xff, 0xd8, 0xff) ||
    starts(0x89, 0x50, 0x4e, 0x47) ||
    ascii(0, "GIF8") ||
    (ascii(0, "RIFF") && ascii(8, "WEBP")) ||
    starts(0x49, 0x49, 0x2a, 0x00) ||
    starts(0x4d, 0x4d, 0x00, 0x2a) ||
    ascii(4, "ftyp")
  );
}

let worker: Worker | null | undefined;
let sequence = 0;
const waiting = new Map<number, (answer: TShrinkAnswer | null) => void>();
// One photo at a time: three 12-megapixel bitmaps at once would weigh on a cheap phone's memory.
let queue: Promise<unknown> = Promise.resolve();

function shrinkWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") {
    worker = null;
    return worker;
  }
  try {
    worker = new Worker(new URL("./photo-shrink.worker.ts", import.meta.url), { type: "module" });
  } catch {
    worker = null;
    return worker;
  }
  worker.onmessage = (event: MessageEvent<TShrinkAnswer>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  // A worker that cannot start (an old browser, a blocked script): photos travel as they are.
  worker.onerror = () => {
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

function askWorker(file: File): Promise<TShrinkAnswer | null> {
  const running = queue.then(
    () =>
      new Promise<TShrinkAnswer | null>((resolve) => {
        const target = shrinkWorker();
        if (!target) {
          resolve(null);
          return;
        }
        sequence += 1;
        waiting.set(sequence, resolve);
        target.postMessage({ id: sequence, file });
      }),
  );
  queue = running;
  return running;
}

/** Without a worker, the page only checks that the browser can draw the file. */
async function drawable(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

function renamed(name: string, type: string): string {
  const extension = type === "image/jpeg" ? "jpg" : "webp";
  const base = name.replace(/\.[^.]*$/, "") || "photo";
  return `${base}.${extension}`;
}

/**
 * The photo as it should travel: shrunk, or as it is (small enough, or not worth it), and whether
 * the browser could draw it at all.
 */
export async function shrinkPhoto(file: File): Promise<{ file: File; drawable: boolean }> {
  const answer = await askWorker(file);
  if (answer?.kind === "shrunk") {
    const shrunk = new File([answer.blob], renamed(file.name, answer.blob.type), {
      type: answer.blob.type,
      lastModified: file.lastModified,
    });
    return { file: shrunk, drawable: true };
  }
  if (answer?.kind === "undecodable") return { file, drawable: false };
  return { file, drawable: answer !== null || (await drawable(file)) };
}

/**
 * A chosen photo ready to travel (shrunk, or as it is) or the reason it is refused at once: not an
 * image, empty, or still above `maxBytes` once shrunk. A file the browser cannot draw but whose
 * first bytes are an image's goes as it is, for the server to judge.
 */
export async function preparePhotoFile(file: File, maxBytes: number): Promise<TPreparedPhoto> {
  const problem = photoTypeProblem(file);
  if (problem) return { file: null, problem };
  const shrunk = await shrinkPhoto(file);
  if (!shrunk.drawable) {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!looksLikeImage(head)) return { file: null, problem: notAnImage(file.name) };
  }
  if (shrunk.file.size > maxBytes) {
    return { file: null, problem: tooLargeMessage(file.name, maxBytes) };
  }
  return { file: shrunk.file, problem: null };
}

/** The files of an `<input type="file">` made of one prepared photo, so that a plain form sends it. */
export function fileList(file: File): FileList {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  return transfer.files;
}
