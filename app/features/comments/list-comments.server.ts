import { count, desc, eq } from "drizzle-orm";
import { isListingId } from "~/lib/ids";
import type { TCommentEvent } from "~/lib/realtime-channels";
import { getDb } from "~/server/db/client.server";
import { profiles, serviceComments } from "~/server/db/schema";

/** A comment as the page shows it: the same shape as the live event, so both merge by id. */
export type TComment = TCommentEvent;

/** A profile photo the browser can show (old blob: URLs never resolve), or null for initials. */
export function commentAvatarSrc(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || /^data:image\//i.test(value) || value.startsWith("/media/")) {
    return value;
  }
  return null;
}

/**
 * The comments of a service, newest first, with their authors' names and photos: the
 * `limit` newest, or all of them.
 */
export async function listComments(
  serviceId: string,
  { limit }: { limit?: number } = {},
): Promise<TComment[]> {
  if (!isListingId(serviceId)) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: serviceComments.id,
      content: serviceComments.content,
      createdAt: serviceComments.createdAt,
      userId: serviceComments.userId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(serviceComments)
    .leftJoin(profiles, eq(profiles.id, serviceComments.userId))
    .where(eq(serviceComments.serviceId, serviceId.toLowerCase()))
    .orderBy(desc(serviceComments.createdAt), desc(serviceComments.id))
    .limit(limit ?? Number.MAX_SAFE_INTEGER);
  return rows.map((row) => ({
    id: row.id,
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
    author: {
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      avatarUrl: commentAvatarSrc(row.avatarUrl),
    },
  }));
}

/** The page of a service's comments the page shows, and how many there are in all. */
export async function commentsPage(
  serviceId: string,
  shown: number,
): Promise<{ comments: TComment[]; total: number }> {
  if (!isListingId(serviceId)) return { comments: [], total: 0 };
  const db = await getDb();
  const [comments, [counted]] = await Promise.all([
    listComments(serviceId, { limit: shown }),
    db
      .select({ total: count() })
      .from(serviceComments)
      .where(eq(serviceComments.serviceId, serviceId.toLowerCase())),
  ]);
  return { comments, total: counted?.total ?? comments.length };
}
