import { data, redirect } from "react-router";
import { flashToastHeaders } from "~/edge/flash.server";
import { EDIT_PAGE_REFUSAL } from "~/features/listings/edit-refusal";
import type { TFormTexts, TListingFormReply } from "~/features/listings/listing-form";
import type { TResult } from "~/kernel/failures";
import { logger } from "~/server/logger.server";
import { failureData, throwPageFailure } from "./failures.server";
import { FORM_BODY_REFUSALS, readFormBody } from "./read-form.server";

/**
 * The action of every publish / edit page (decision 0041), whatever the listing's kind: the
 * form's body within its limit, the kind's domain function with the session's user, then a
 * redirect with the success toast, the edit page's refusal (forbidden, not found) or the form
 * again with what was sent and why it was refused. An unexpected error is logged and told with
 * the kind's failure text: never a bare 500 page.
 */
export async function answerListingForm({
  request,
  maxBytes,
  texts,
  successPath,
  save,
  sent,
  log,
}: {
  request: Request;
  /** FORM_BODY_LIMITS: several photos or one image. */
  maxBytes: number;
  texts: Pick<TFormTexts, "success" | "failure">;
  successPath: string;
  /** Reads the submission and saves it; may throw on an unexpected error. */
  save: (form: FormData) => Promise<TResult>;
  /** The text fields as sent, given back with a refusal. */
  sent: (form: FormData) => Record<string, string>;
  log: { message: string; fields?: Record<string, unknown> };
}) {
  const reply = (body: Omit<TListingFormReply, "ok">, status: number) =>
    data<TListingFormReply>({ ok: false, ...body }, { status });

  const body = await readFormBody(request, maxBytes);
  if (body.status !== "ok") {
    const { status, message } = FORM_BODY_REFUSALS[body.status];
    return reply({ code: "invalid", message, fieldErrors: {} }, status);
  }

  let result: TResult;
  try {
    result = await save(body.form);
  } catch (error) {
    logger.error({ err: error, ...log.fields }, log.message);
    return reply({ code: "unavailable", message: texts.failure, fieldErrors: {} }, 500);
  }

  if (result.ok) {
    return redirect(successPath, {
      headers: await flashToastHeaders({ type: "success", title: texts.success }),
    });
  }
  if (result.code === "forbidden" || result.code === "not_found") {
    return throwPageFailure(request, result, EDIT_PAGE_REFUSAL);
  }
  return failureData(result, {
    ok: false,
    code: result.code,
    message: result.message,
    fieldErrors: result.fieldErrors ?? {},
    values: sent(body.form),
  } satisfies TListingFormReply);
}
