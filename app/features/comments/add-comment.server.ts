import { eq } from "drizzle-orm";
import { sendNotifications } from "~/features/listings/send-notifications.server";
import { isReachable } from "~/features/listings/visibility.server";
import type { TSessionUser } from "~/kernel/actor";
import { failure, invalid, type TFailure } from "~/kernel/failures";
import { commentsChannel, type TCommentEvent, type TPerson } from "~/lib/realtime-channels";
import { getDb } from "~/server/db/client.server";
import { serviceComments, services } from "~/server/db/schema";
import { publishEvent } from "~/server/realtime/publish.server";
import { commentAvatarSrc } from "./list-comments.server";
import { ZNewComment } from "./schemas";

export const COMMENT_SIGN_IN_MESSAGE = "Vous devez être connecté pour laisser un commentaire";
export const COMMENT_SERVICE_NOT_FOUND_MESSAGE = "Ce service n'existe pas ou a été supprimé.";

export type TCommentActor = Pick<
  TSessionUser,
  "id" | "role" | "firstName" | "lastName" | "avatarUrl"
>;

/**
 * unauthenticated: a visitor; invalid: the text breaks a rule (`fieldErrors.content` says which);
 * not_found: no such service.
 */
export type TAddCommentResult =
  | { ok: true; comment: TCommentEvent }
  | TFailure<"unauthenticated" | "invalid" | "not_found">;

/**
 * Publishes the actor's comment on a service, notifies the service's owner when
 * someone else wrote it, and tells the open pages of the service and the owner's bell, all in one
 * transaction: nobody hears of a comment that was not saved.
 */
export async function addComment(
  actor: TCommentActor | null,
  input: unknown,
): Promise<TAddCommentResult> {
  if (!actor) return failure("unauthenticated", COMMENT_SIGN_IN_MESSAGE);
  const parsed = ZNewComment.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Only the service id is left: one that cannot be an id names no service.
    if (issue?.path[0] !== "content")
      return failure("not_found", COMMENT_SERVICE_NOT_FOUND_MESSAGE);
    const message = issue.message;
    return invalid({ content: message }, message);
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
    if (!service) return failure("not_found", COMMENT_SERVICE_NOT_FOUND_MESSAGE);
    // A service hidden by moderation is a 404 but for its owner and administrators.
    if (!(await isReachable(tx, actor, "service", { id: serviceId, ownerId: service.userId }))) {
      return failure("not_found", COMMENT_SERVICE_NOT_FOUND_MESSAGE);
    }

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
      await sendNotifications(tx, [
        {
          row: { type: "new_comment", recipientId: service.userId, senderId: actor.id, serviceId },
          view: {
            type: "new_comment",
            serviceId,
            serviceName: service.name,
            sender: author,
          },
        },
      ]);
    }
    return { ok: true, comment };
  });
}
