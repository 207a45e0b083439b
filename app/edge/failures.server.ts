import { data, redirect } from "react-router";
import type { TFailure, TFailureCode } from "~/kernel/failures";
import { flashToastHeaders, type TFlashToast } from "./flash.server";

/**
 * The edge: how a domain failure (kernel/failures.ts) goes out over HTTP. Every route,
 * page action and API answers through this table, so a code means the same status everywhere.
 */
export const FAILURE_HTTP_STATUS = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  invalid: 400,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<TFailureCode, number>;

export function failureStatus(failure: Pick<TFailure, "code">): number {
  return FAILURE_HTTP_STATUS[failure.code];
}

function failureHeaders(failure: TFailure): HeadersInit {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (failure.code === "rate_limited" && failure.retryAfterSeconds) {
    headers["Retry-After"] = String(Math.max(1, Math.ceil(failure.retryAfterSeconds)));
  }
  return headers;
}

/** An API's answer: `{ error: code, message, fieldErrors? }` with the code's status. */
export function failureJson(failure: TFailure): Response {
  return Response.json(
    {
      error: failure.code,
      message: failure.message,
      ...(failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {}),
      ...(failure.reason ? { code: failure.reason } : {}),
    },
    { status: failureStatus(failure), headers: failureHeaders(failure) },
  );
}

/**
 * A page action's answer to a refused form: the body the page shows, with the code's status.
 * React Router keeps the page's data as it was after a 4xx (nothing changed, nothing reloads),
 * and a plain form post or an API caller reads the status.
 */
export function failureData<TBody>(
  failure: Pick<TFailure, "code" | "retryAfterSeconds">,
  body: TBody,
) {
  return data(body, {
    status: failureStatus(failure),
    headers: failureHeaders({ ok: false, message: "", ...failure }),
  });
}

export type TPageFailureOptions = {
  /** Where a signed-in actor who may not goes, with the failure as an error toast. */
  forbidden?: { to: string; title: string };
  /** The sign-in page a visitor is sent to, remembering where they were. */
  signIn?: { to: string; toast?: TFlashToast };
};

/**
 * What a page (loader, or an action of a plain form) does with a failure, thrown as React Router
 * expects: a visitor goes to sign in, a forbidden actor goes where the page says with a toast,
 * a missing thing shows the page's not-found panel (404), anything else its error panel.
 */
export async function throwPageFailure(
  request: Request,
  failure: TFailure,
  options: TPageFailureOptions = {},
): Promise<never> {
  if (failure.code === "unauthenticated") {
    const url = new URL(request.url);
    const from = encodeURIComponent(`${url.pathname}${url.search}`);
    const signIn = options.signIn ?? { to: "/auth" };
    throw redirect(`${signIn.to}?from=${from}`, {
      headers: signIn.toast ? await flashToastHeaders(signIn.toast) : undefined,
    });
  }
  if (failure.code === "forbidden" && options.forbidden) {
    throw redirect(options.forbidden.to, {
      headers: await flashToastHeaders({
        type: "error",
        title: options.forbidden.title,
        description: failure.message,
      }),
    });
  }
  throw data(failure.message, { status: failureStatus(failure), headers: failureHeaders(failure) });
}
