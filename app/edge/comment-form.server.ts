import { redirect } from "react-router";
import { failureData } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { addComment } from "~/features/comments/add-comment.server";
import {
  COMMENT_INTENT,
  COMMENT_PUBLISHED_MESSAGE,
  type TCommentActionData,
} from "~/features/comments/schemas";
import type { TSessionUser } from "~/kernel/actor";

/** How the comment form tells each refusal apart. */
const COMMENT_REFUSAL_REASONS = {
  unauthenticated: "signin",
  invalid: "invalid",
  not_found: "failed",
} as const satisfies Record<
  Extract<Awaited<ReturnType<typeof addComment>>, { ok: false }>["code"],
  Extract<TCommentActionData, { ok: false }>["reason"]
>;

/**
 * The `comment` intent of a service page. The enhanced form reads the answer in place; a plain
 * form post is redirected back on success (so a reload does not post twice) and otherwise sees
 * the page again, with the refusal's status, the message and what it typed.
 */
export async function commentFromForm(
  request: Request,
  viewer: TSessionUser | null,
  serviceId: string,
  values: Record<string, string>,
) {
  const enhanced = values.enhanced === "1";
  const path = new URL(request.url).pathname;
  const result = await addComment(viewer, { serviceId, content: values.content ?? "" });
  if (result.ok) {
    if (enhanced) {
      return { intent: COMMENT_INTENT, ok: true, comment: result.comment } as TCommentActionData;
    }
    throw redirect(`${path}#commentaires`, {
      headers: await flashToastHeaders({ type: "success", title: COMMENT_PUBLISHED_MESSAGE }),
    });
  }
  if (result.code === "unauthenticated" && !enhanced) {
    throw redirect(`/auth/login?from=${encodeURIComponent(path)}`, {
      headers: await flashToastHeaders({ type: "error", title: result.message }),
    });
  }
  // A refusal goes out with its failure's status: a plain form post sees the page again with the
  // message and what it typed, and the page's data is not reloaded for nothing.
  return failureData(result, {
    intent: COMMENT_INTENT,
    ok: false,
    reason: COMMENT_REFUSAL_REASONS[result.code],
    message: result.message,
    content: enhanced ? undefined : (values.content ?? "").slice(0, 10_000),
  } satisfies TCommentActionData);
}
