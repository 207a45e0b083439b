import { createContext } from "react-router";

export type TRequestInfo = {
  /** Per-request CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  /** Client address as seen by the HTTP server (rate limits). */
  clientIp: string;
  /** The request's id (request-id.server.ts): shown on its error page. */
  requestId: string;
};

// The HTTP entry and the React Router server build are separate bundles: keep one context key
// per process on globalThis so both refer to the same object.
const store = globalThis as { __darnaRequestInfoContext?: ReturnType<typeof create> };
const create = () => createContext<TRequestInfo>({ nonce: "", clientIp: "unknown", requestId: "" });

store.__darnaRequestInfoContext ??= create();
export const requestInfoContext = store.__darnaRequestInfoContext;
