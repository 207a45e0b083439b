import { env } from "~/server/env.server";
import { signFor, verifyFor } from "~/server/signed-token.server";

/*
 * An alert mail's unsubscribe link (decision 0023): the alert's id signed for the purpose
 * 'alert-unsubscribe' (a renewal link's signature never verifies here, nor this one there).
 * Following it deletes the alert, so a link that has served finds nothing to do.
 */

export function unsubscribeToken(alertId: string): string {
  return signFor("alert-unsubscribe", alertId.toLowerCase());
}

export function verifyUnsubscribeToken(alertId: string, token: string): boolean {
  return verifyFor("alert-unsubscribe", alertId.toLowerCase(), token);
}

export function unsubscribeUrl(alertId: string): string {
  return `${env().PUBLIC_URL}/alertes/${alertId}/desabonnement?token=${encodeURIComponent(unsubscribeToken(alertId))}`;
}
