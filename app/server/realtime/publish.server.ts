import { sql } from "drizzle-orm";
import {
  EVENTS_CHANNEL,
  eventSchemas,
  publishChannelKind,
  type TEnvelope,
  type TPayloadOf,
  type TPublishChannel,
} from "../../lib/realtime-channels";
import type { TDatabase } from "../db/client.server";
import { logger } from "../logger.server";

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (PGlite is PostgreSQL too). An event
 * that does not fit travels as `{ channel, resync: true }` instead: subscribers reload what the
 * channel shows (a comment of several thousand characters is the only realistic case).
 */
export const MAX_NOTIFY_BYTES = 7_999;

/** Anything that runs SQL: the database or, inside `db.transaction`, its `tx`. */
export type TExecutor = Pick<TDatabase, "execute">;

/** The exact NOTIFY payload for an event (also what another process or a test may send). */
export function encodeEnvelope<C extends TPublishChannel>(channel: C, payload: TPayloadOf<C>) {
  const kind = publishChannelKind(channel);
  if (!kind) throw new Error(`Canal de publication invalide : ${channel}`);
  // A wrong payload is a programming error: fail where it is written, not in every browser.
  const data = eventSchemas[kind].parse(payload);
  const envelope: TEnvelope = { channel, data };
  const json = JSON.stringify(envelope);
  if (Buffer.byteLength(json, "utf8") <= MAX_NOTIFY_BYTES) return json;
  logger.info(
    { channel, bytes: Buffer.byteLength(json, "utf8") },
    "événement temps réel trop grand pour NOTIFY : envoyé comme demande de rechargement",
  );
  return JSON.stringify({ channel, resync: true } satisfies TEnvelope);
}

/**
 * Publishes an event to every process that relays realtime events.
 * Pass the transaction (`tx`) that made the change: PostgreSQL delivers the notification when
 * it commits and drops it on rollback, so no page ever sees a change that did not happen. On
 * PGlite, using the outer `db` inside a transaction deadlocks (DESIGN.md).
 */
export async function publishEvent<C extends TPublishChannel>(
  executor: TExecutor,
  channel: C,
  payload: TPayloadOf<C>,
): Promise<void> {
  const json = encodeEnvelope(channel, payload);
  await executor.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${json})`);
}
