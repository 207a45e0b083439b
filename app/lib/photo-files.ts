import { MAX_PROPERTY_PHOTOS } from "~/lib/constants";

/*
 * The browser's first look at chosen photos (at most 5, images only, the first files that
 * fit are kept). The server decodes every file again: these checks only spare a useless upload.
 */

export const PHOTO_FORMATS = "JPEG, PNG, WebP, GIF ou AVIF";

export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

/** '3 / 5 photos' */
export function photoCountLabel(count: number, max = MAX_PROPERTY_PHOTOS): string {
  return `${count} / ${max} photos`;
}

/**
 * What a photo field tells its form after a choice: whether files are still being checked, and
 * whether the check that just ended refused one (a waiting submission is then dropped).
 */
export type TPhotoPreparation = { preparing: boolean; refused: boolean };

/** The submit button while chosen photos are still being checked: sending waits for them. */
export const PHOTOS_PREPARING_LABEL = "Préparation des photos…";

export const PHOTOS_IGNORED_MESSAGE = `Seules les ${MAX_PROPERTY_PHOTOS} premières photos sont conservées.`;

/** The first `free` of the chosen files, in the order chosen, and how many did not fit. */
export function fitPhotos<T>(chosen: readonly T[], free: number): { kept: T[]; ignored: number } {
  const room = Math.max(0, free);
  const kept = chosen.slice(0, room);
  return { kept, ignored: chosen.length - kept.length };
}

type TFileFacts = { name: string; type: string; size: number };

/** What is wrong with a file whatever its size (its announced type, emptiness), or null. */
export function photoTypeProblem(file: TFileFacts): string | null {
  // Some systems announce no type for a known extension: decoding decides for those.
  if (file.type && !file.type.startsWith("image/")) return notAnImage(file.name);
  if (file.size === 0) return `« ${file.name} » est vide.`;
  return null;
}

export function tooLargeMessage(name: string, maxBytes: number): string {
  return `« ${name} » dépasse la taille maximale de ${megabytes(maxBytes)} Mo.`;
}

/** What is wrong with a file before reading it (its announced type, its size), or null. */
export function photoFileProblem(file: TFileFacts, maxBytes: number): string | null {
  return (
    photoTypeProblem(file) ?? (file.size > maxBytes ? tooLargeMessage(file.name, maxBytes) : null)
  );
}

export function notAnImage(name: string): string {
  return `« ${name} » n'est pas une image valide (${PHOTO_FORMATS}).`;
}
