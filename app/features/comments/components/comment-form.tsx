import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field, inputClasses } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import type { TCommentEvent } from "~/lib/realtime-channels";
import { useNewReply } from "~/lib/use-new-reply";
import {
  COMMENT_FAILED_MESSAGE,
  COMMENT_INTENT,
  COMMENT_MAX_LENGTH,
  COMMENT_PUBLISHED_MESSAGE,
  type TCommentActionData,
  ZCommentContent,
} from "../schemas";

function isCommentFailure(value: unknown): value is Extract<TCommentActionData, { ok: false }> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { intent?: unknown }).intent === COMMENT_INTENT &&
    (value as { ok?: unknown }).ok === false
  );
}

/**
 * The comment form: checked with the server's schema before it is sent, then
 * answered in place with its toast. Without JavaScript it posts to the page like any form.
 */
export function CommentForm({ onPublished }: { onPublished(comment: TCommentEvent): void }) {
  const fetcher = useFetcher<TCommentActionData>();
  // A plain form post (before hydration) comes back as the page's action data.
  const pagePost = useActionData();
  const plainFailure = isCommentFailure(pagePost) ? pagePost : null;
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [error, setError] = useState<string | null>(plainFailure?.message ?? null);
  const busy = fetcher.state !== "idle";

  useEffect(() => setHydrated(true), []);

  useNewReply(fetcher.data, fetcher.state === "idle", (answer) => {
    if (answer.ok) {
      form.current?.reset();
      setError(null);
      onPublished(answer.comment);
      void toast.success(COMMENT_PUBLISHED_MESSAGE);
    } else if (answer.reason === "signin") {
      void toast.error(answer.message);
      navigate(`/auth/login?from=${encodeURIComponent(location.pathname + location.search)}`);
    } else {
      if (answer.reason === "invalid") setError(answer.message);
      void toast.error(answer.message || COMMENT_FAILED_MESSAGE);
    }
  });

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        const content = new FormData(event.currentTarget).get("content");
        const checked = ZCommentContent.safeParse(typeof content === "string" ? content : "");
        if (checked.success) {
          setError(null);
          return;
        }
        event.preventDefault();
        const message = checked.error.issues[0]?.message ?? COMMENT_FAILED_MESSAGE;
        setError(message);
        void toast.error(message);
      }}
    >
      <input type="hidden" name="intent" value={COMMENT_INTENT} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <Field label="Votre commentaire" error={error}>
        {(control) => (
          <textarea
            {...control}
            name="content"
            rows={3}
            maxLength={COMMENT_MAX_LENGTH}
            defaultValue={plainFailure?.content ?? ""}
            placeholder="Partagez votre expérience avec ce professionnel…"
            onChange={() => setError(null)}
            className={cn(inputClasses("h-auto min-h-24 resize-y py-2"))}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? "Publication..." : "Publier le commentaire"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
