import { MessageCircle } from "lucide-react";
import { useCallback } from "react";
import { Link, useRevalidator } from "react-router";
import { Pagination } from "~/components/listing/pagination";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { throwPageFailure } from "~/edge/failures.server";
import {
  inboxDateLabel,
  LISTING_STATE_BANNERS,
  ListingImageCell,
} from "~/features/conversations/components/conversation-parts";
import { MessagesError } from "~/features/conversations/components/messages-error";
import { listConversations } from "~/features/conversations/list-conversations.server";
import { formatPrice } from "~/lib/format";
import { useRealtime } from "~/lib/realtime";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/messages";

/*
 * 'Messagerie' (issue 22): the account's conversations, newest activity first, 20 a page, each
 * with its listing, the other person, the last message and what is unread. New messages and
 * readings elsewhere reload the page's data live (the 'messages' channel).
 */

export const meta = () => [{ title: "Messagerie | Darna" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const page = new URL(request.url).searchParams.get("page") ?? "1";
  const result = await listConversations(user, { page });
  if (!result.ok) return throwPageFailure(request, result);
  return { inbox: result };
}

function unreadText(count: number) {
  return count === 1 ? "1 message non lu" : `${count} messages non lus`;
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { inbox } = loaderData;
  const revalidator = useRevalidator();
  const reload = useCallback(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  }, [revalidator]);
  useRealtime(["messages"], reload, { onResync: reload, onOpen: reload });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight sm:text-4xl">Messagerie</h1>
      {inbox.conversations.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <MessageCircle
            aria-hidden="true"
            className="mx-auto mb-3 size-10 text-muted-foreground"
          />
          <p className="mb-4 text-muted-foreground">
            Vous n'avez pas encore de conversation. Écrivez à un vendeur depuis une annonce avec «
            Envoyer un message ».
          </p>
          <Link to="/proprietes" className={buttonClasses()}>
            Explorer les propriétés
          </Link>
        </div>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Conversations">
          {inbox.conversations.map((conversation) => {
            const unread = conversation.unreadCount > 0;
            const last = conversation.lastMessage;
            return (
              <li key={conversation.id} data-conversation={conversation.id}>
                <Link
                  to={`/messages/${conversation.id}`}
                  className={cn(
                    "flex gap-3 p-3 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring sm:p-4",
                    unread && "bg-primary/5",
                  )}
                >
                  <ListingImageCell listing={conversation.listing} />
                  <div className="min-w-0 flex-1">
                    <div className="flex items-baseline justify-between gap-2">
                      <p className={cn("truncate", unread ? "font-bold" : "font-semibold")}>
                        {conversation.otherName}
                      </p>
                      <time
                        dateTime={conversation.lastMessageAt}
                        className="shrink-0 text-xs text-muted-foreground"
                      >
                        {inboxDateLabel(conversation.lastMessageAt)}
                      </time>
                    </div>
                    <p className="truncate text-sm">
                      {conversation.listing.title}
                      {conversation.listing.price != null
                        ? ` · ${formatPrice(conversation.listing.price)}`
                        : ""}
                    </p>
                    {conversation.listing.state !== "on_offer" ? (
                      <p className="truncate text-xs text-amber-700 dark:text-amber-400">
                        {LISTING_STATE_BANNERS[conversation.listing.state]}
                      </p>
                    ) : null}
                    <div className="flex items-center justify-between gap-2">
                      <p
                        className={cn(
                          "truncate text-sm",
                          unread ? "font-semibold text-foreground" : "text-muted-foreground",
                        )}
                      >
                        {last ? `${last.mine ? "Vous : " : ""}${last.body}` : ""}
                      </p>
                      {unread ? (
                        <span
                          data-unread
                          className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground"
                        >
                          <span aria-hidden="true">{conversation.unreadCount}</span>
                          <span className="sr-only">{unreadText(conversation.unreadCount)}</span>
                        </span>
                      ) : null}
                    </div>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={inbox.page}
        pageCount={inbox.pageCount}
        hrefFor={(page) => (page === 1 ? "/messages" : `/messages?page=${page}`)}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MessagesError error={error} />;
}
