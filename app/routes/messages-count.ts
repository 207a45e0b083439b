import { failureStatus } from "~/edge/failures.server";
import { countUnreadConversations } from "~/features/conversations/list-conversations.server";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/messages-count";

/*
 * GET /actions/messages: the header's 'Messages' badge, { count } of the session user's
 * conversations with unread messages, fetched again when the 'messages' channel says something
 * changed. A visitor gets 401 and { message } in French.
 */

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const result = await countUnreadConversations(await getSessionUser(request));
  if (!result.ok) {
    return Response.json(
      { message: result.message },
      { status: failureStatus(result), headers: NO_STORE },
    );
  }
  return Response.json({ count: result.count }, { headers: NO_STORE });
}
