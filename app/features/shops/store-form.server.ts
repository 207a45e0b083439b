import { imageFile } from "~/features/services/service-form.server";
import { fieldErrors, formValues, type TFieldErrors } from "~/lib/forms";
import { STORE_IMAGE_FIELD, type TStoreFormValues, ZStoreForm } from "./store-form";

/** What a publish or edit request carries once read: the checked fields and the photo, if any. */
export type TStoreSubmission =
  | { ok: true; values: TStoreFormValues; image: File | null }
  | { ok: false; fieldErrors: TFieldErrors; image: File | null };

/** Reads a multipart publish/edit shop form; never throws on what a browser or script sent. */
export function readStoreSubmission(formData: FormData): TStoreSubmission {
  const image = imageFile(formData, STORE_IMAGE_FIELD);
  const parsed = ZStoreForm.safeParse(formValues(formData));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrors(parsed.error), image };
  return { ok: true, values: parsed.data, image };
}
