/*
 * What error tracking (SENTRY_DSN, issue 26) may send: the error, where it happened, the request
 * id and the release — no personal data. Shared by the server and the browser script, applied to
 * every event just before it leaves (beforeSend).
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer|Basic)\s+[^\s,;"']+/gi;
// A query string or fragment may carry a token (reset, unsubscribe and confirmation links).
const QUERY = /([?#])[^\s"'<>()]+/g;
// `token=…`, `password=…` and the like, wherever they are written (messages, logs quoted).
const SECRET_ASSIGNMENT = /\b(\w*(?:token|secret|password|signature|key)\w*)=[^&\s"'<>()]+/gi;
// Session tokens, signed links: long runs of token characters (a UUID, 36, stays readable).
const LONG_TOKEN = /[A-Za-z0-9_-]{40,}|[A-Za-z0-9]{32,}/g;

/** Keys whose values are someone's: dropped wherever they appear. */
const PERSONAL_KEYS =
  /^(authorization|cookies?|set-cookie|password|.*token.*|secret|body|data|vars|query_string|ip_address|email|username|user|content|text|message_body)$/i;

/** Left as they are: the event's own bookkeeping, and the request id among the tags. */
const KEPT_KEYS = new Set([
  "tags",
  "event_id",
  "trace_id",
  "span_id",
  "timestamp",
  "release",
  "environment",
  "sdk",
]);

export const FILTERED = "[filtré]";

export function scrubText(text: string): string {
  return text
    .replace(EMAIL, "[e-mail]")
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(SECRET_ASSIGNMENT, `$1=${FILTERED}`)
    .replace(QUERY, `$1${FILTERED}`)
    .replace(LONG_TOKEN, FILTERED);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > 12 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (PERSONAL_KEYS.test(key)) continue;
    result[key] = KEPT_KEYS.has(key) ? item : scrubValue(item, depth + 1);
  }
  return result;
}

/** The event without e-mails, tokens, cookies, bodies, the user or a URL's query. */
export function scrubEvent<T extends object>(event: T): T {
  return scrubValue(event, 0) as T;
}

/** What the SDKs may collect on their own (dataCollection): none of it. */
export const NO_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
};
