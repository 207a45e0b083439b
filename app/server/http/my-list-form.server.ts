import { redirect } from "react-router";
import type { TFailure } from "~/features/listings/failures";
import type { TMyActionAnswer } from "~/features/listings/my-lists";
import { ENHANCED_FIELD } from "~/lib/forms";
import { flashToastHeaders, type TFlashToast } from "../flash.server";
import { failureData } from "./failures.server";

/**
 * How my listings and my favourites answer their delete / remove form: data for the dialog (it
 * shows the toast; a refusal with its failure's status), or, for a plain form post, back to the
 * same list with the toast to show there.
 */
export async function answerMyListForm(
  request: Request,
  values: Record<string, string>,
  result: { ok: true } | TFailure,
  toasts: { success: string; failure: string },
) {
  if (values[ENHANCED_FIELD] === "1") {
    if (result.ok) return { ok: true } satisfies TMyActionAnswer;
    return failureData(result, { ok: false, message: result.message } satisfies TMyActionAnswer);
  }
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const toast: TFlashToast = result.ok
    ? { type: "success", title: toasts.success }
    : { type: "error", title: toasts.failure, description: result.message };
  throw redirect(`${url.pathname}${url.search}`, { headers: await flashToastHeaders(toast) });
}
