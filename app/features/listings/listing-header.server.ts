import { eq } from "drizzle-orm";
import type { TListingKind } from "~/kernel/kinds";
import type { TDatabase } from "~/server/db/client.server";
import { properties, services, stores } from "~/server/db/schema";

/** Each kind's table and the columns every listing has under another name. */
const HEADER_SOURCES = {
  property: {
    table: properties,
    id: properties.id,
    ownerId: properties.userId,
    title: properties.title,
  },
  service: { table: services, id: services.id, ownerId: services.userId, title: services.name },
  store: { table: stores, id: stores.id, ownerId: stores.userId, title: stores.name },
} as const;

export type TListingHeader = { kind: TListingKind; id: string; ownerId: string; title: string };

/**
 * A listing's owner and title, whatever its kind, or null when it does not exist. `lock` takes a
 * key-share lock in a transaction: the listing cannot be deleted while the caller writes about it.
 */
export async function listingHeader(
  db: Pick<TDatabase, "select">,
  kind: TListingKind,
  id: string,
  lock = false,
): Promise<TListingHeader | null> {
  const source = HEADER_SOURCES[kind];
  const query = db
    .select({ ownerId: source.ownerId, title: source.title })
    .from(source.table as typeof properties)
    .where(eq(source.id, id));
  const [row] = lock ? await query.for("key share") : await query;
  return row ? { kind, id, ownerId: row.ownerId, title: row.title } : null;
}
