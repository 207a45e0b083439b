import { data, redirect } from "react-router";
import { failureData } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { FORM_BODY_LIMITS, FORM_BODY_REFUSALS, readFormBody } from "~/edge/read-form.server";
import { refererPath } from "~/edge/referer-path.server";
import { requestInfoContext } from "~/edge/request-context.server";
import { reportListing } from "~/features/listings/report-listing.server";
import { REPORT_TEXTS, type TReportActionData } from "~/features/listings/report-texts";
import { failure } from "~/kernel/failures";
import { formValues } from "~/lib/forms";
import { getSessionUser } from "~/server/auth.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/report-action";

export function loader() {
  throw data("Introuvable", { status: 404 });
}

/**
 * 'Signaler cette annonce' (issue 14). The enhanced form reads the answer in place, a refusal
 * with its failure's status; a plain form post goes back to its page with the answer as a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, FORM_BODY_LIMITS.text);
  if (body.status === "too_large") {
    return data<TReportActionData>(
      { ok: false, message: FORM_BODY_REFUSALS.too_large.message },
      { status: FORM_BODY_REFUSALS.too_large.status },
    );
  }
  const values = body.status === "ok" ? formValues(body.form) : {};
  const enhanced = values.enhanced === "1";
  let result: Awaited<ReturnType<typeof reportListing>>;
  try {
    result = await reportListing(await getSessionUser(request), values, {
      clientIp: context.get(requestInfoContext).clientIp,
    });
  } catch (error) {
    logger.error({ err: error }, "signalement d'une annonce");
    result = failure(
      "unavailable",
      "Le signalement n'a pas pu être enregistré. Réessayez plus tard.",
    );
  }
  if (enhanced) {
    if (result.ok) return { ok: true, message: result.message } satisfies TReportActionData;
    const field = Object.keys(result.fieldErrors ?? {})[0];
    return failureData(result, {
      ok: false,
      message: result.message,
      ...(field === "reason" || field === "details" ? { field } : {}),
    } satisfies TReportActionData);
  }
  const toast = result.ok
    ? ({ type: "success", title: result.message } as const)
    : ({ type: "error", title: REPORT_TEXTS.failedTitle, description: result.message } as const);
  throw redirect(refererPath(request), { headers: await flashToastHeaders(toast) });
}
