import { MAX_PROPERTY_PHOTOS } from "~/lib/constants";
import { fieldErrors, formValues, type TFieldErrors } from "~/lib/forms";
import {
  PROPERTY_PHOTOS_FIELD,
  REMOVED_PHOTOS_FIELD,
  type TPropertyFormValues,
  ZPropertyForm,
} from "./property-form";

/** What a publish or edit request carries once read: checked fields, photo files, removals. */
export type TPropertySubmission =
  | { ok: true; values: TPropertyFormValues; photos: File[]; removedPhotoUrls: string[] }
  | { ok: false; fieldErrors: TFieldErrors };

/** The outcome every property mutation reports, for pages and API callers alike. */
export type TPropertyMutationResult =
  | { ok: true; id: string }
  | {
      ok: false;
      status: 400 | 401 | 403 | 404 | 409;
      message: string;
      fieldErrors?: TFieldErrors;
    };

export const INVALID_FORM_MESSAGE = "Veuillez corriger les champs indiqués.";

/** Reads a multipart publish/edit form; never throws on what the browser or a script sent. */
export function readPropertySubmission(formData: FormData): TPropertySubmission {
  const parsed = ZPropertyForm.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error) };
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

export function invalidSubmission(errors: TFieldErrors): TPropertyMutationResult {
  return { ok: false, status: 400, message: INVALID_FORM_MESSAGE, fieldErrors: errors };
}
