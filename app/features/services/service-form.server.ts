import { fieldErrors, formValues, type TFieldErrors } from "~/lib/forms";
import { SERVICE_IMAGE_FIELD, type TServiceFormValues, ZServiceForm } from "./service-form";

/** What a publish or edit request carries once read: the checked fields and the photo, if any. */
export type TServiceSubmission =
  | { ok: true; values: TServiceFormValues; image: File | null }
  | { ok: false; fieldErrors: TFieldErrors; image: File | null };

/** The outcome every service or shop mutation reports. */
export type TListingMutationResult =
  | { ok: true; id: string }
  | {
      ok: false;
      status: 400 | 401 | 403 | 404 | 409 | 500;
      message: string;
      fieldErrors?: TFieldErrors;
    };

export const INVALID_FORM_MESSAGE = "Veuillez corriger les champs indiqués.";
export const NOT_SIGNED_IN_MESSAGE = "Utilisateur non authentifié";

/** The photo of a multipart form: an empty file input still sends one nameless, empty part. */
export function imageFile(formData: FormData, field: string): File | null {
  const value = formData.get(field);
  return value !== null && typeof value !== "string" && value.size > 0 ? value : null;
}

/** Reads a multipart publish/edit service form; never throws on what a browser or script sent. */
export function readServiceSubmission(formData: FormData): TServiceSubmission {
  const image = imageFile(formData, SERVICE_IMAGE_FIELD);
  const parsed = ZServiceForm.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error), image };
  return { ok: true, values: parsed.data, image };
}

/**
 * The field messages of a submission plus the photo's, when the photo is required and missing:
 * every problem is told at once. Null when the submission can be saved.
 */
export function submissionErrors(
  submission: { ok: boolean; fieldErrors?: TFieldErrors; image: File | null },
  imageField: string,
  missingImageMessage: string | null,
): TFieldErrors | null {
  const errors: TFieldErrors = { ...(submission.ok ? {} : submission.fieldErrors) };
  if (!submission.image && missingImageMessage) errors[imageField] = missingImageMessage;
  return Object.keys(errors).length > 0 ? errors : null;
}

export function invalidSubmission(errors: TFieldErrors): TListingMutationResult {
  return { ok: false, status: 400, message: INVALID_FORM_MESSAGE, fieldErrors: errors };
}
