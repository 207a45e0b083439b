import type { TFieldErrors } from "~/lib/forms";

/**
 * What a domain function answers when it does not do what was asked, whatever the feature. The
 * domain says what went wrong in these words only; the HTTP status, the redirect and the toast
 * are chosen at the edge (app/edge/failures.server.ts), once for every route.
 *
 * - unauthenticated: nobody is signed in and the action needs someone.
 * - forbidden: the actor is signed in but may not (someone else's listing, not an administrator,
 *   an administrator account that must be demoted before it can be deleted).
 * - not_found: the thing does not exist (or the id cannot name one).
 * - invalid: what was sent breaks a rule; `fieldErrors` says which field and why.
 * - conflict: the request is fine but the state does not allow it (the account behind the
 *   session is gone).
 * - rate_limited: too many attempts; `retryAfterSeconds` says when to try again.
 * - unavailable: the server could not do it now (storage or database failure); try again.
 */
export const FAILURE_CODES = [
  "unauthenticated",
  "forbidden",
  "not_found",
  "invalid",
  "conflict",
  "rate_limited",
  "unavailable",
] as const;

export type TFailureCode = (typeof FAILURE_CODES)[number];

export type TFailure<TCode extends TFailureCode = TFailureCode> = {
  ok: false;
  code: TCode;
  /** French, for the person: shown on the field's form, in a toast or an API answer. */
  message: string;
  fieldErrors?: TFieldErrors;
  retryAfterSeconds?: number;
  /** A machine-readable reason beside the code, for API callers (e.g. ADMIN_DELETION_BLOCKED). */
  reason?: string;
};

/** A domain function's answer: what it did (`ok: true` and its data) or why not. */
export type TResult<TData extends object = object> = ({ ok: true } & TData) | TFailure;

export function failure<TCode extends TFailureCode>(
  code: TCode,
  message: string,
  extra: Omit<TFailure, "ok" | "code" | "message"> = {},
): TFailure<TCode> {
  return { ok: false, code, message, ...extra };
}

/** The one shape for "fix these fields". */
export function invalid(fieldErrors: TFieldErrors, message = INVALID_FORM_MESSAGE) {
  return failure("invalid", message, { fieldErrors });
}

export const INVALID_FORM_MESSAGE = "Veuillez corriger les champs indiqués.";

export function isFailure(value: unknown): value is TFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    FAILURE_CODES.includes((value as { code?: TFailureCode }).code as TFailureCode)
  );
}
