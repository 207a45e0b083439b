import crypto from "node:crypto";
import { resolveAuthSecret } from "~/server/auth.server";

/*
 * The renewal link's token (decision 0019): the listing's id and the expiry the mail was sent
 * for, signed with a key derived from AUTH_SECRET. Nothing is stored: a renewal moves the expiry,
 * which makes every token issued for the old one stale (single use), and a token for another
 * listing or with a changed expiry does not verify (tamper-proof).
 */

let key: Buffer | null = null;
function renewalKey(): Buffer {
  // Derived, so that this signature can never be mistaken for another use of the secret.
  key ??= crypto.createHmac("sha256", resolveAuthSecret()).update("darna:listing-renewal").digest();
  return key;
}

function signature(id: string, expiresAtMs: number): string {
  return crypto
    .createHmac("sha256", renewalKey())
    .update(`${id.toLowerCase()}:${expiresAtMs}`)
    .digest("base64url");
}

export function renewalToken(id: string, expiresAt: Date): string {
  const ms = expiresAt.getTime();
  return `${ms.toString(36)}.${signature(id, ms)}`;
}

/** The expiry a token was issued for, or null when it was not signed by us for this listing. */
export function verifyRenewalToken(id: string, token: string): Date | null {
  const [stamp, mac] = token.split(".");
  if (!stamp || !mac || !/^[0-9a-z]{1,12}$/.test(stamp)) return null;
  const ms = Number.parseInt(stamp, 36);
  if (!Number.isSafeInteger(ms)) return null;
  const expected = Buffer.from(signature(id, ms));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return new Date(ms);
}
