import crypto from "node:crypto";
import { resolveAuthSecret } from "./auth.server";

/*
 * Links that act without signing in (a listing's renewal, an alert's unsubscribe) carry an HMAC of
 * what they act on, keyed by a key derived from AUTH_SECRET for their purpose alone: a signature
 * made for one purpose never verifies for another, even over the same text, and none can be made
 * without the secret. Nothing is stored.
 */

export type TTokenPurpose = "listing-renewal" | "alert-unsubscribe" | "message-emails-unsubscribe";

const keys = new Map<TTokenPurpose, Buffer>();

function purposeKey(purpose: TTokenPurpose): Buffer {
  let key = keys.get(purpose);
  if (!key) {
    key = crypto.createHmac("sha256", resolveAuthSecret()).update(`darna:${purpose}`).digest();
    keys.set(purpose, key);
  }
  return key;
}

/** The signature of `message` for `purpose`, base64url. */
export function signFor(purpose: TTokenPurpose, message: string): string {
  return crypto.createHmac("sha256", purposeKey(purpose)).update(message).digest("base64url");
}

/** Whether `mac` is the signature of `message` for `purpose` (constant-time comparison). */
export function verifyFor(purpose: TTokenPurpose, message: string, mac: string): boolean {
  const expected = Buffer.from(signFor(purpose, message));
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
