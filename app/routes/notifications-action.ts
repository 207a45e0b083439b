import { failureStatus } from "~/edge/failures.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import {
  listNotifications,
  unreadNotificationsSnapshot,
} from "~/features/notifications/list-notifications.server";
import { markNotificationsRead } from "~/features/notifications/mark-notifications-read.server";
import {
  COUNT_ONLY_PARAM,
  OLDER_THAN_PARAM,
  type TNotificationActionResult,
  type TNotificationList,
  type TUnreadSnapshot,
} from "~/features/notifications/notification-view";
import { NOTIFICATIONS_SIGN_IN_MESSAGE } from "~/features/notifications/schemas";
import { failure, type TFailure } from "~/kernel/failures";
import { formValues } from "~/lib/forms";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/notifications-action";

/*
 * /actions/notifications, the bell's JSON endpoint. GET: the session user's newest
 * notifications (`?avant={id}`: those older than that one) and unread count. POST
 * intent=mark-read&id=… or intent=mark-all-read (form or JSON body). Refusals are the JSON the
 * bell reads, { ok: false, message } in French, with their failure code's status: 401 for a
 * visitor, 400 for a malformed request, 404 for a notification that is not the user's.
 */

const NO_STORE = { "Cache-Control": "private, no-store" };

/** A refusal as the bell reads it. */
const refusedWith = (refusal: TFailure) =>
  Response.json({ ok: false, message: refusal.message } satisfies TNotificationActionResult, {
    status: failureStatus(refusal),
    headers: NO_STORE,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const actor = await getSessionUser(request);
  if (params.has(COUNT_ONLY_PARAM)) {
    if (!actor) return refusedWith(failure("unauthenticated", NOTIFICATIONS_SIGN_IN_MESSAGE));
    return Response.json((await unreadNotificationsSnapshot(actor)) satisfies TUnreadSnapshot, {
      headers: NO_STORE,
    });
  }
  const before = params.get(OLDER_THAN_PARAM);
  const result = await listNotifications(actor, { before });
  if (!result.ok) return refusedWith(result);
  const { notifications, hasMore, unreadCount, unreadAsOf } = result;
  return Response.json(
    { notifications, hasMore, unreadCount, unreadAsOf } satisfies TNotificationList,
    { headers: NO_STORE },
  );
}

/** The request's fields whatever the encoding; an unreadable body is an empty request. */
async function requestValues(request: Request): Promise<unknown> {
  if (request.headers.get("content-type")?.includes("application/json")) {
    return request.json().catch(() => ({}));
  }
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  return form ? formValues(form) : {};
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json(
      { ok: false, message: "Méthode non autorisée" } satisfies TNotificationActionResult,
      { status: 405, headers: { Allow: "GET, POST" } },
    );
  }
  const result = await markNotificationsRead(
    await getSessionUser(request),
    await requestValues(request),
  );
  if (!result.ok) return refusedWith(result);
  return Response.json(
    {
      ok: true,
      unreadCount: result.unreadCount,
      unreadAsOf: result.unreadAsOf,
    } satisfies TNotificationActionResult,
    { headers: NO_STORE },
  );
}
