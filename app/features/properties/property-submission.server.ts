import { delegationProblem } from "~/features/listings/delegations.server";
import type { TResult } from "~/kernel/failures";
import { MAX_PROPERTY_PHOTOS } from "~/lib/constants";
import { fieldErrors, type TFieldErrors } from "~/lib/forms";
import {
  PROPERTY_PHOTOS_FIELD,
  propertyFormInput,
  REMOVED_PHOTOS_FIELD,
  type TPropertyFormValues,
  ZPropertyForm,
} from "./property-form";

/** What a publish or edit request carries once read: checked fields, photo files, removals. */
export type TPropertySubmission =
  | { ok: true; values: TPropertyFormValues; photos: File[]; removedPhotoUrls: string[] }
  | { ok: false; fieldErrors: TFieldErrors };

/**
 * The outcome every property mutation reports, for pages and API callers alike; `storedPhotos`
 * counts the files of this request that were stored, so that a sender can tell none was lost.
 */
export type TPropertyMutationResult = TResult<{ id: string; storedPhotos: number }>;

/** Reads a multipart publish/edit form; never throws on what the browser or a script sent. */
export function readPropertySubmission(formData: FormData): TPropertySubmission {
  const raw = propertyFormInput(formData);
  const parsed = ZPropertyForm.safeParse(raw);
  // The schema, shared with the browser, cannot know the places: the server says where a
  // delegation lies, with the other messages so that every problem is told at once.
  const outside = delegationProblem(raw);
  if (!parsed.success) {
    return { ok: false, fieldErrors: { ...fieldErrors(parsed.error), ...outside } };
  }
  if (outside) return { ok: false, fieldErrors: outside };
  const photos = formData
    .getAll(PROPERTY_PHOTOS_FIELD)
    // An empty file input still sends one nameless, empty part.
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
  const removedPhotoUrls = formData
    .getAll(REMOVED_PHOTOS_FIELD)
    .filter((value): value is string => typeof value === "string")
    .slice(0, MAX_PROPERTY_PHOTOS * 2);
  return { ok: true, values: parsed.data, photos, removedPhotoUrls };
}
