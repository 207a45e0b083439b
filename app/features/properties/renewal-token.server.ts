import { signFor, verifyFor } from "~/server/signed-token.server";

/*
 * The renewal link's token (decision 0019): the listing's id and the expiry the mail was sent
 * for, signed for the purpose 'listing-renewal' (app/server/signed-token.server.ts). Nothing is
 * stored: a renewal moves the expiry, which makes every token issued for the old one stale
 * (single use), and a token for another listing or with a changed expiry does not verify
 * (tamper-proof).
 */

const message = (id: string, expiresAtMs: number) => `${id.toLowerCase()}:${expiresAtMs}`;

export function renewalToken(id: string, expiresAt: Date): string {
  const ms = expiresAt.getTime();
  return `${ms.toString(36)}.${signFor("listing-renewal", message(id, ms))}`;
}

/** The expiry a token was issued for, or null when it was not signed by us for this listing. */
export function verifyRenewalToken(id: string, token: string): Date | null {
  const [stamp, mac] = token.split(".");
  if (!stamp || !mac || !/^[0-9a-z]{1,12}$/.test(stamp)) return null;
  const ms = Number.parseInt(stamp, 36);
  if (!Number.isSafeInteger(ms)) return null;
  if (!verifyFor("listing-renewal", message(id, ms), mac)) return null;
  return new Date(ms);
}
