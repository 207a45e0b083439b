import { redirect } from "react-router";
import { parseMyListQuery, type TMyListQuery } from "~/features/listings/my-listings.server";
import type { TMyActionAnswer } from "~/features/listings/my-lists";
import type { TSessionUser } from "~/kernel/actor";
import type { TFailure } from "~/kernel/failures";
import { ENHANCED_FIELD, formValues } from "~/lib/forms";
import { failureData } from "./failures.server";
import { flashToastHeaders, type TFlashToast } from "./flash.server";
import { requireUser } from "./guards.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "./read-form.server";

/** My listings' and my favourites' loader: the signed-in user's list, a tab and a page at a time. */
export async function loadMyList<TPage>(
  request: Request,
  list: (user: TSessionUser, query: TMyListQuery) => Promise<TPage>,
) {
  const user = await requireUser(request);
  const query = parseMyListQuery(new URL(request.url).searchParams);
  return { kind: query.kind, result: await list(user, query) };
}

/** The signed-in user and the text fields of their delete / remove form (none when unreadable). */
export async function readMyListForm(request: Request) {
  const user = await requireUser(request);
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  return { user, values: form ? formValues(form) : {} };
}

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
