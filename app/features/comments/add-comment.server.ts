import { eq } from "drizzle-orm";
import {
  commentsChannel,
  type TCommentEvent,
  type TPerson,
  userNotificationsChannel,
} from "~/lib/realtime-channels";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { notifications, serviceComments, services } from "~/server/db/schema";
import { publishEvent } from "~/server/realtime/publish.server";
import { commentAvatarSrc } from "./list-comments.server";
import { ZNewComment } from "./schemas";

export const COMMENT_SIGN_IN_MESSAGE = "Vous devez être connecté pour laisser un commentaire";
export const COMMENT_SERVICE_NOT_FOUND_MESSAGE = "Ce service n'existe pas ou a été supprimé.";

export type TCommentActor = Pick<TSessionUser, "id" | "firstName" | "lastName" | "avatarUrl">;

export type TAddCommentResult =
  | { ok: true; comment: TCommentEvent }
  | { ok: false; status: 400 | 401 | 404; message: string; field?: "content" };

/**
 * Publishes the actor's comment on a service (001 §5 Comment), notifies the service's owner when
 * someone else wrote it, and tells the open pages of the service and the owner's bell, all in one
 * transaction: nobody hears of a comment that was not saved.
 */
export async function addComment(
  actor: TCommentActor | null,
  input: unknown,
): Promise<TAddCommentResult> {
  if (!actor) return { ok: false, status: 401, message: COMMENT_SIGN_IN_MESSAGE };
  const parsed = ZNewComment.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === "content" ? "content" : undefined;
    if (!field) return { ok: false, status: 404, message: COMMENT_SERVICE_NOT_FOUND_MESSAGE };
    return { ok: false, status: 400, message: issue?.message ?? "", field };
  }
  const serviceId = parsed.data.serviceId.toLowerCase();
  const author: TPerson = {
    id: actor.id,
    firstName: actor.firstName,
    lastName: actor.lastName,
    avatarUrl: commentAvatarSrc(actor.avatarUrl),
  };
  const db = await getDb();
  return db.transaction(async (tx): Promise<TAddCommentResult> => {
    // Key share: the service cannot be deleted under us, while other comments and raters go on.
    const [service] = await tx
      .select({ id: services.id, userId: services.userId, name: services.name })
      .from(services)
      .where(eq(services.id, serviceId))
      .for("key share");
    if (!service) return { ok: false, status: 404, message: COMMENT_SERVICE_NOT_FOUND_MESSAGE };

    const [row] = await tx
      .insert(serviceComments)
      .values({ serviceId, userId: actor.id, content: parsed.data.content })
      .returning({ id: serviceComments.id, createdAt: serviceComments.createdAt });
    if (!row) throw new Error("commentaire non enregistré");
    const comment: TCommentEvent = {
      id: row.id,
      content: parsed.data.content,
      createdAt: new Date(row.createdAt).toISOString(),
      author,
    };
    await publishEvent(tx, commentsChannel(serviceId), comment);

    if (service.userId !== actor.id) {
      const [notification] = await tx
        .insert(notifications)
        .values({
          type: "new_comment",
          recipientId: service.userId,
          senderId: actor.id,
          serviceId,
        })
        .returning({ id: notifications.id, createdAt: notifications.createdAt });
      if (!notification) throw new Error("notification non enregistrée");
      await publishEvent(tx, userNotificationsChannel(service.userId), {
        id: notification.id,
        type: "new_comment",
        serviceId,
        serviceName: service.name,
        sender: author,
        createdAt: new Date(notification.createdAt).toISOString(),
        read: false,
      });
    }
    return { ok: true, comment };
  });
}
