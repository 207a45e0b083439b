import { z } from "zod";
import { LISTING_KINDS } from "~/kernel/kinds";
import { env } from "~/server/env.server";
import { MESSAGE_BODY_MAX } from "./schemas";

/*
 * A visitor's first message, kept through sign-in (issue 22): the compose page stores it in
 * short-lived httpOnly cookies on /messages (never in a URL, where it would reach logs and
 * referrers) and fills the box with it once the visitor is back, signed in. A browser keeps at
 * most about 4 kB per cookie and 2,000 characters may take 8 kB once encoded: the value is cut
 * into a few cookies of its own.
 */

const PREFIX = "darna_brouillon_";
const CHUNK = 3_500;
/** Enough for 2,000 characters of 3 UTF-8 bytes, base64url-encoded, and the listing's ref. */
const CHUNKS = 3;
const MAX_AGE_SECONDS = 30 * 60;

const ZDraft = z.object({
  kind: z.enum(LISTING_KINDS),
  listingId: z.guid(),
  body: z.string().max(MESSAGE_BODY_MAX * 2),
});
export type TMessageDraft = z.infer<typeof ZDraft>;

function attributes(maxAge: number) {
  const secure = env().PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
  return `Path=/messages; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** The Set-Cookie headers that keep `draft` for the visitor's return. */
export function draftCookieHeaders(draft: TMessageDraft, headers = new Headers()): Headers {
  const value = Buffer.from(JSON.stringify(draft), "utf8").toString("base64url");
  for (let index = 0; index < CHUNKS; index++) {
    const chunk = value.slice(index * CHUNK, (index + 1) * CHUNK);
    headers.append(
      "Set-Cookie",
      chunk
        ? `${PREFIX}${index}=${chunk}; ${attributes(MAX_AGE_SECONDS)}`
        : `${PREFIX}${index}=; ${attributes(0)}`,
    );
  }
  return headers;
}

/** The Set-Cookie headers that forget the draft (sent, or no longer wanted). */
export function clearDraftHeaders(headers = new Headers()): Headers {
  for (let index = 0; index < CHUNKS; index++) {
    headers.append("Set-Cookie", `${PREFIX}${index}=; ${attributes(0)}`);
  }
  return headers;
}

/** The draft this request carries, or null (none, or not one of ours). */
export function readDraft(request: Request): TMessageDraft | null {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  let value = "";
  for (let index = 0; index < CHUNKS; index++) value += cookies.get(`${PREFIX}${index}`) ?? "";
  if (!value) return null;
  try {
    const parsed = ZDraft.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether any part of a draft is stored (so that sending clears it). */
export function hasDraftCookie(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(PREFIX);
}
