/*
 * Behind reverse proxies (docs/deploy.md). A proxy that terminates HTTPS passes the request on as
 * plain HTTP and says what the browser used in X-Forwarded-Proto / X-Forwarded-Host, and who the
 * browser was in X-Forwarded-For. Those headers are anybody's to forge: they are read only when
 * TRUST_PROXY says how many proxies stand in front of Darna, and then only the values those
 * proxies appended.
 */

/** The comma-separated values of a header, in order; none for an absent header. */
function listOf(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The client's address: with `trustedHops` proxies, each appends the address it received the
 * request from, so the client is the one the outermost trusted proxy saw. Untrusted (0), or a
 * chain shorter than the trusted hops: the socket's address or the leftmost one given.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustedHops: number,
): string {
  const socket = socketAddress ?? "unknown";
  if (trustedHops <= 0) return socket;
  const chain = [...listOf(forwardedFor), socket];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? socket;
}

/** The value the outermost trusted proxy set, or null. */
function outermost(value: string | null, trustedHops: number): string | null {
  const values = listOf(value);
  if (values.length === 0) return null;
  return values[Math.max(0, values.length - trustedHops)] ?? null;
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The request as the browser made it: its URL's scheme and host taken from the trusted proxy's
 * X-Forwarded-Proto and X-Forwarded-Host, so that what compares a page's origin with the
 * request's (React Router's action check, Better Auth) sees https://host, not http://host. The
 * same request when no proxy is trusted or it says nothing usable.
 */
export function forwardedRequest(request: Request, trustedHops: number): Request {
  if (trustedHops <= 0) return request;
  const proto = outermost(request.headers.get("x-forwarded-proto"), trustedHops)?.toLowerCase();
  const host = outermost(request.headers.get("x-forwarded-host"), trustedHops);
  const url = new URL(request.url);
  let changed = false;
  if ((proto === "https" || proto === "http") && `${proto}:` !== url.protocol) {
    url.protocol = `${proto}:`;
    changed = true;
  }
  if (host && HOST.test(host) && host !== url.host) {
    url.host = host;
    // Setting a host without a port keeps the old one (Node's, e.g. 3000): the browser's has none.
    if (!/:\d+$/.test(host)) url.port = "";
    changed = true;
  }
  if (!changed) return request;
  const headers = new Headers(request.headers);
  headers.set("host", url.host);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    // A streamed body (Node's fetch) must say so.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}
