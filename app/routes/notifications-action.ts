import { listNotifications } from "~/features/notifications/list-notifications.server";
import { markNotificationsRead } from "~/features/notifications/mark-notifications-read.server";
import {
  OLDER_THAN_PARAM,
  type TNotificationActionResult,
  type TNotificationList,
} from "~/features/notifications/notification-view";
import { formValues } from "~/lib/forms";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/notifications-action";

/*
 * /actions/notifications, the bell's JSON endpoint (000 §4, §7). GET: the session user's newest
 * notifications (`?avant={id}`: those older than that one) and unread count. POST intent=mark-read&id=… or intent=mark-all-read (form or
 * JSON body). Refusals are JSON with a French message: 401 for a visitor, 400 for a malformed
 * request, 404 for a notification that is not the user's.
 */

type TFailure = Extract<TNotificationActionResult, { ok: false }>;

export async function loader({ request }: Route.LoaderArgs) {
  const before = new URL(request.url).searchParams.get(OLDER_THAN_PARAM);
  const result = await listNotifications(await getSessionUser(request), { before });
  if (!result.ok) {
    return Response.json({ ok: false, message: result.message } satisfies TFailure, {
      status: result.status,
    });
  }
  const { notifications, hasMore, unreadCount } = result;
  return Response.json({ notifications, hasMore, unreadCount } satisfies TNotificationList, {
    headers: { "Cache-Control": "private, no-store" },
  });
}

/** The request's fields whatever the encoding; an unreadable body is an empty request. */
async function requestValues(request: Request): Promise<unknown> {
  if (request.headers.get("content-type")?.includes("application/json")) {
    return request.json().catch(() => ({}));
  }
  const form = await request.formData().catch(() => null);
  return form ? formValues(form) : {};
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ ok: false, message: "Méthode non autorisée" } satisfies TFailure, {
      status: 405,
      headers: { Allow: "GET, POST" },
    });
  }
  const result = await markNotificationsRead(
    await getSessionUser(request),
    await requestValues(request),
  );
  if (!result.ok) {
    return Response.json({ ok: false, message: result.message } satisfies TFailure, {
      status: result.status,
    });
  }
  return Response.json({
    ok: true,
    unreadCount: result.unreadCount,
  } satisfies TNotificationActionResult);
}
