import { desc, eq } from "drizzle-orm";
import { isListingId } from "~/lib/ids";
import { getDb } from "~/server/db/client.server";
import { profiles, serviceComments } from "~/server/db/schema";
import type { TCommentEvent } from "~/server/realtime/channels";

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

/** The comments of a service, newest first, with their authors' names and photos (001 §7). */
export async function listComments(serviceId: string): Promise<TComment[]> {
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
    .orderBy(desc(serviceComments.createdAt), desc(serviceComments.id));
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
