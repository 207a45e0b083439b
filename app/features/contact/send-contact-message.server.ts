import { failure, invalid, type TFailure } from "~/kernel/failures";
import { getDb } from "~/server/db/client.server";
import { messages } from "~/server/db/schema";
import { consumeRateLimit, rateLimitKey, tooManyAttemptsMessage } from "~/server/rate-limit.server";
import { checkContactMessage } from "./schemas";

/** At most 5 messages per client address per hour: the form is public, spam must stay cheap. */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 };

/**
 * invalid: the first failing check, its message on its field (the form shows only that one);
 * rate_limited: too many messages from the sender's address.
 */
export type TSendContactMessageResult = { ok: true } | TFailure<"invalid" | "rate_limited">;

/**
 * Stores a message of the public contact form. Anyone may send
 * one, so there is no acting user: the input is checked again here whatever the page did, and the
 * sender's address limits how many get through. Invalid input does not count against the limit.
 */
export async function sendContactMessage(
  input: unknown,
  context: { clientIp: string },
): Promise<TSendContactMessageResult> {
  const checked = checkContactMessage(input);
  if (!checked.ok) {
    const { field, message } = checked.error;
    return invalid({ [field]: message }, message);
  }

  // The same hash keys the limit and is kept on the row: enough to trace abuse from one
  // address, without storing the address itself.
  const senderKey = rateLimitKey("contact:ip", context.clientIp);
  const limit = await consumeRateLimit(senderKey, CONTACT_RATE_LIMIT);
  if (!limit.allowed) {
    return failure("rate_limited", tooManyAttemptsMessage(limit.retryAfterSeconds), {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }

  const db = await getDb();
  await db.insert(messages).values({ ...checked.data, senderKey });
  return { ok: true };
}
