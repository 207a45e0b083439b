import { useMemo, useRef, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { UserAvatar } from "~/components/layout/user-avatar";
import { formatLongDate } from "~/lib/dates";
import { useRealtime } from "~/lib/realtime";
import { commentsChannel, type TCommentEvent } from "~/server/realtime/channels";
import { CommentForm } from "./comment-form";

type TProps = {
  serviceId: string;
  /** Newest first, as the loader read them. */
  comments: TCommentEvent[];
  signedIn: boolean;
};

function timeOf(comment: TCommentEvent): number {
  const time = Date.parse(comment.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/** The loader's comments and those heard since, once each, newest first. */
function mergeComments(loaded: TCommentEvent[], heard: TCommentEvent[]): TCommentEvent[] {
  const byId = new Map<string, TCommentEvent>();
  for (const comment of [...heard, ...loaded]) byId.set(comment.id, comment);
  return [...byId.values()].sort((a, b) => timeOf(b) - timeOf(a));
}

function authorName(author: TCommentEvent["author"]): string {
  return (
    [author.firstName, author.lastName].filter((part) => part?.trim()).join(" ") || "Utilisateur"
  );
}

/**
 * 001 §2 Service detail, comments: the form for signed-in users, then every comment newest
 * first. Comments posted from anywhere appear at the top while the page is open (001 §4).
 */
export function CommentsSection({ serviceId, comments, signedIn }: TProps) {
  const location = useLocation();
  const [heard, setHeard] = useState<TCommentEvent[]>([]);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const add = (comment: TCommentEvent) =>
    setHeard((previous) =>
      previous.some((known) => known.id === comment.id) ? previous : [comment, ...previous],
    );
  useRealtime([commentsChannel(serviceId)], (event) => add(event.data), {
    onResync: () => void revalidate.current(),
  });

  const shown = useMemo(() => mergeComments(comments, heard), [comments, heard]);
  const from = encodeURIComponent(location.pathname + location.search);

  return (
    <section id="commentaires" aria-labelledby="service-comments" className="space-y-4">
      <h2 id="service-comments" className="font-semibold text-xl">
        Commentaires ({shown.length})
      </h2>

      {signedIn ? (
        <CommentForm onPublished={add} />
      ) : (
        <p className="rounded-lg border border-border bg-muted/40 p-4 text-sm">
          <Link
            to={`/auth/login?from=${from}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Connectez-vous
          </Link>{" "}
          pour laisser un commentaire.
        </p>
      )}

      {shown.length === 0 ? (
        <p className="text-muted-foreground">
          Aucun commentaire pour le moment. Soyez le premier à donner votre avis !
        </p>
      ) : (
        <ol aria-label="Liste des commentaires" className="space-y-3">
          {shown.map((comment) => (
            <li
              key={comment.id}
              className="flex gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
            >
              <UserAvatar user={comment.author} />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium">{authorName(comment.author)}</span>
                  <time dateTime={comment.createdAt} className="text-muted-foreground text-xs">
                    {formatLongDate(comment.createdAt)}
                  </time>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-foreground/90">
                  {comment.content}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
