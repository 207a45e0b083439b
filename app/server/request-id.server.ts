import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/*
 * Every request has an id (issue 26): on its response (X-Request-Id), in every log line written
 * while serving it, on its error page and in the admin journal. A client may not choose it: only
 * a trusted proxy's (TRUST_PROXY) is taken, and then only when it looks like an id.
 */

export const REQUEST_ID_HEADER = "x-request-id";

/** What a proxy's id may look like; anything else is never echoed nor logged. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function isRequestId(value: unknown): value is string {
  return typeof value === "string" && REQUEST_ID.test(value);
}

/** The id of a request: its trusted proxy's when well formed, a new one otherwise. */
export function requestIdFor(headers: Headers, trustedHops: number): string {
  if (trustedHops > 0) {
    const forwarded = headers.get(REQUEST_ID_HEADER)?.trim();
    if (isRequestId(forwarded)) return forwarded;
  }
  return randomUUID();
}

type TRequestScope = { requestId: string };

// The HTTP entry and the React Router server build are separate bundles with a copy of this
// module each: one store per process, on globalThis, so that both read the same request.
const shared = globalThis as { __darnaRequestScope?: AsyncLocalStorage<TRequestScope> };
shared.__darnaRequestScope ??= new AsyncLocalStorage<TRequestScope>();
const scope = shared.__darnaRequestScope;

/** Runs `serve` as request `requestId`: whatever it logs or records carries that id. */
export function withRequestId<T>(requestId: string, serve: () => T): T {
  return scope.run({ requestId }, serve);
}

/** The id of the request being served, or undefined outside one (jobs, start-up). */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/**
 * The request being served, one object per HTTP request and shared by all its loaders (which
 * React Router hands copies of the Request): a key for what is read once per request.
 */
export function currentRequestScope(): object | undefined {
  return scope.getStore();
}
