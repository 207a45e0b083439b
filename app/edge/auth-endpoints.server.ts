/*
 * Which of Better Auth's own HTTP endpoints (/api/auth/*) answer (docs/decisions/0027).
 *
 * Darna's pages never call them: sign-up, sign-in, the confirmation link, the reset mail and the
 * new password, the profile and the account's deletion are Darna's own forms, whose actions call
 * Better Auth on the server, behind Darna's checks (French messages, field rules, rate limits
 * counted in the database). Left open, each of those endpoints is a second door around them:
 * scripts signed up 1,000 accounts an hour through /sign-up/email and flooded a victim with reset
 * mails through /request-password-reset (issue 21).
 *
 * So only what must be reached directly stays open, by name:
 * - the provider's return to Darna after Google or Facebook sign-in;
 * - the read of one's own session;
 * - the JSON sign-up and sign-in, which scripts and tests use to make and open accounts: they
 *   count against the forms' limits, under the same keys, with the same French messages
 *   (hooks of app/server/auth.server.ts).
 * Anything else answers 404, including endpoints a newer Better Auth adds: the reset mail (its
 * per-e-mail limit and its answer's timing live in the form), the new password, the
 * confirmation mail, the profile, the password change and the account's deletion.
 */

/** The social providers Darna offers (their callbacks are /api/auth/callback/<provider>). */
const SOCIAL_CALLBACKS = new Set(["google", "facebook"]);

const OPEN_POSTS = new Set(["/sign-up/email", "/sign-in/email"]);

/** Whether `method` on `pathname` (under /api/auth) goes through to Better Auth. */
export function isOpenAuthEndpoint(method: string, pathname: string): boolean {
  const path = pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
  // The provider sends the browser back here with a GET, or a POST for form_post responses.
  const callback = /^\/callback\/([^/]+)$/.exec(path);
  if (callback) {
    return (method === "GET" || method === "POST") && SOCIAL_CALLBACKS.has(callback[1] ?? "");
  }
  if (method === "POST") return OPEN_POSTS.has(path);
  // The caller's own session, read-only; monitoring and tests use it to see who they are.
  return method === "GET" && path === "/get-session";
}
