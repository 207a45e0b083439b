import {
  idsByKind,
  type TListingKey,
  type TPersonalRead,
  ZPersonalReadQuery,
} from "~/components/layout/personal-read-query";
import { privateResponses } from "~/edge/private-responses.server";
import { unreadCounts } from "~/edge/unread-counts.server";
import { favoriteIdsAmong } from "~/features/listings/favorite-ids.server";
import { LISTING_KINDS } from "~/kernel/kinds";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/personal-read";

/**
 * The parts of a public page that are its reader's (docs/decisions/0040): who they are, their
 * unread counts, and which of the page's listings are among their favourites. Whatever the
 * cookie, it tells only about the session it carries: none, or a stale one, reads as a visitor.
 */
export const middleware: Route.MiddlewareFunction[] = [privateResponses];

export async function loader({ request }: Route.LoaderArgs) {
  const query = ZPersonalReadQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const message = query.error.issues[0]?.message ?? "Demande invalide.";
    return Response.json({ error: message }, { status: 400 });
  }
  const user = await getSessionUser(request);
  const asked = idsByKind(query.data.annonces as TListingKey[]);
  const [{ unreadNotifications, unreadConversations }, ...favoritesByKind] = await Promise.all([
    unreadCounts(user),
    ...LISTING_KINDS.map(async (kind) => {
      const favorites = await favoriteIdsAmong(user, kind, asked[kind]);
      return favorites.map((id): TListingKey => `${kind}:${id}`);
    }),
  ]);
  return Response.json({
    user,
    unreadNotifications,
    unreadConversations,
    favorites: favoritesByKind.flat(),
  } satisfies TPersonalRead);
}
