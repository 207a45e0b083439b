import { Loader2 } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigation, useRevalidator } from "react-router";
import { UserAvatar } from "~/components/layout/user-avatar";
import { buttonClasses } from "~/components/ui/button";
import { formatLongDate } from "~/lib/dates";
import { useRealtime } from "~/lib/realtime";
import { commentsChannel, type TCommentEvent } from "~/lib/realtime-channels";
import { COMMENTS_PAGE_SIZE, COMMENTS_SHOWN_PARAM } from "../schemas";
import { CommentForm } from "./comment-form";

type TProps = {
  serviceId: string;
  /** Newest first, as the loader read them: the first pages. */
  comments: TCommentEvent[];
  /** How many comments the service has in all when the loader ran. */
  total: number;
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
 * A service's comments: the form for signed-in users, then every comment newest
 * first. Comments posted from anywhere appear at the top while the page is open.
 */
export function CommentsSection({ serviceId, comments, total, signedIn }: TProps) {
  const location = useLocation();
  const navigation = useNavigation();
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
  // Heard live since the loader ran (a later reload counts them in `total`).
  const newSinceLoad = shown.length - comments.length;
  const from = encodeURIComponent(location.pathname + location.search);
  const moreSearch = new URLSearchParams(location.search);
  moreSearch.set(COMMENTS_SHOWN_PARAM, String(comments.length + COMMENTS_PAGE_SIZE));
  const loadingMore =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    new URLSearchParams(navigation.location.search).has(COMMENTS_SHOWN_PARAM);

  return (
    <section id="commentaires" aria-labelledby="service-comments" className="space-y-4">
      <h2 id="service-comments" className="font-semibold text-xl">
        Commentaires ({total + newSinceLoad})
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
          {shown.map((comment, index) => (
            <li
              key={comment.id}
              // 'Afficher plus' lands on the first comment it adds, with or without JavaScript.
              id={`commentaire-${index + 1}`}
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
                <p dir="auto" className="mt-1 whitespace-pre-line break-words text-foreground/90">
                  {comment.content}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}

      {comments.length < total ? (
        <div className="flex justify-center">
          {/* A link: it works without JavaScript, and the URL keeps what was shown. The new
              comments' first one is where the reader goes on reading. */}
          <Link
            to={`?${moreSearch.toString()}#commentaire-${shown.length + 1}`}
            replace
            aria-disabled={loadingMore || undefined}
            className={buttonClasses({ variant: "outline" })}
          >
            {loadingMore ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
            {loadingMore ? "Chargement…" : "Afficher plus"}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
