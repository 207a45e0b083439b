import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Form, Link, redirect, useFetcher, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { failureData, throwPageFailure } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import {
  blockInConversation,
  unblockInConversation,
} from "~/features/conversations/block-conversation.server";
import {
  BackToInbox,
  dayKey,
  dayLabel,
  ListingSummary,
  MessageText,
  SafetyNotice,
  timeLabel,
} from "~/features/conversations/components/conversation-parts";
import {
  MessageBox,
  type TMessageBoxAnswer,
} from "~/features/conversations/components/message-box";
import { MessagesError } from "~/features/conversations/components/messages-error";
import type { TConversationMessage } from "~/features/conversations/read-conversation.server";
import { readConversation } from "~/features/conversations/read-conversation.server";
import { reportConversation } from "~/features/conversations/report-conversation.server";
import {
  CONVERSATION_MESSAGES,
  CONVERSATION_REPORT_LABELS,
  CONVERSATION_REPORT_REASONS,
} from "~/features/conversations/schemas";
import { sendMessage } from "~/features/conversations/send-message.server";
import type { TResult } from "~/kernel/failures";
import { ENHANCED_FIELD, formValues } from "~/lib/forms";
import { useRealtime } from "~/lib/realtime";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/messages-conversation";

/*
 * A conversation (issue 22): the listing at the top (with a banner once it left the offer), the
 * messages grouped by day, 'Envoyé' / 'Lu' under one's own last one, and the text box. Every
 * action is a plain form (post, then back here) that JavaScript enhances: messages arrive and
 * go live on the 'messages' channel, older ones load on scroll. An administrator reads a
 * reported conversation here, read-only (readConversation journals it).
 */

export const OLDER_PARAM = "avant";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: data
      ? `${data.view.conversation.otherName} · ${data.view.conversation.listing.title} | Darna`
      : "Messagerie | Darna",
  },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const before = new URL(request.url).searchParams.get(OLDER_PARAM) || undefined;
  const result = await readConversation(user, { conversationId: params.id, before });
  if (!result.ok) {
    return throwPageFailure(request, result, {
      forbidden: { to: "/admin", title: "Conversation non signalée" },
    });
  }
  return { view: result, before: before ?? null };
}

type TIntent = "send" | "block" | "unblock" | "report";
type TActionData = TMessageBoxAnswer & { intent: TIntent | "unknown" };

const DONE: Record<Exclude<TIntent, "send">, string> = {
  block: "Personne bloquée",
  unblock: "Personne débloquée",
  report: "Conversation signalée",
};

export async function action({ request, params }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  // Only a text far past the limit (or a broken form) makes a body the server will not read.
  if (!form) {
    return failureData<TActionData>(
      { code: "invalid" },
      {
        ok: false,
        intent: "send",
        message: CONVERSATION_MESSAGES.tooLong,
        fieldErrors: { body: CONVERSATION_MESSAGES.tooLong },
      },
    );
  }
  const values = formValues(form);
  const conversationId = params.id;
  const intent = values.intent as TIntent;
  let result: TResult<{ message?: string }>;
  if (intent === "send") {
    result = await sendMessage(user, { conversationId, body: values.body ?? "" });
  } else if (intent === "block") {
    result = await blockInConversation(user, { conversationId });
  } else if (intent === "unblock") {
    result = await unblockInConversation(user, { conversationId });
  } else if (intent === "report") {
    result = await reportConversation(user, {
      conversationId,
      reason: values.reason ?? "",
      details: values.details ?? "",
    });
  } else {
    return failureData<TActionData>(
      { code: "invalid" },
      { ok: false, intent: "unknown", message: "Cette action n'existe pas." },
    );
  }
  if (!result.ok) {
    if (result.code === "unauthenticated") return throwPageFailure(request, result);
    return failureData<TActionData>(result, {
      ok: false,
      intent,
      message: result.message,
      fieldErrors: result.fieldErrors,
      body: intent === "send" ? values.body : undefined,
    });
  }
  if (values[ENHANCED_FIELD] === "1") return { ok: true, intent } satisfies TActionData;
  const to = `/messages/${conversationId}`;
  if (intent === "send") throw redirect(`${to}#dernier-message`);
  throw redirect(to, {
    headers: await flashToastHeaders({
      type: "success",
      title: DONE[intent],
      description: result.message,
    }),
  });
}

const byTime = (a: TConversationMessage, b: TConversationMessage) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Every message once, oldest first; the later copy of a message wins (it knows its receipt). */
function merge(...lists: TConversationMessage[][]): TConversationMessage[] {
  const byId = new Map<string, TConversationMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

export default function ConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  // A new conversation (or page of it) starts with nothing carried over.
  return (
    <Conversation
      key={`${loaderData.view.conversation.id}:${loaderData.before ?? ""}`}
      loaderData={loaderData}
      actionData={actionData as TActionData | undefined}
    />
  );
}

function Conversation({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: TActionData | undefined;
}) {
  const { view, before } = loaderData;
  const conversation = view.conversation;
  const moderator = conversation.moderatorReading;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const older = useFetcher<typeof loader>();
  const [earlier, setEarlier] = useState<TConversationMessage[]>([]);
  const [cursor, setCursor] = useState<string | null>(view.olderCursor);
  const [heard, setHeard] = useState<TConversationMessage[]>([]);
  const thread = useRef<HTMLOListElement>(null);
  const olderLink = useRef<HTMLAnchorElement>(null);
  const stickToBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);

  const messages = useMemo(
    () => merge(earlier, heard, [...view.messages].reverse()),
    [earlier, heard, view.messages],
  );
  const ownNewest = messages.findLast((message) => message.mine);
  const receipt = ownNewest
    ? (view.messages.find((message) => message.id === ownNewest.id)?.receipt ?? "Envoyé")
    : null;

  const reload = useCallback(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  }, [revalidator]);

  // Live: this conversation's messages and readings (the header follows the others).
  useRealtime(
    moderator ? [] : ["messages"],
    (event) => {
      if (event.data.conversationId !== conversation.id) return;
      if (event.data.type === "message") {
        const { message } = event.data;
        const known: TConversationMessage = { ...message, receipt: null };
        setHeard((previous) => [...previous, known]);
        stickToBottom.current = true;
        // Read at once, since the page is open: the server marks it, the writer sees 'Lu'.
        if (!message.mine) reload();
      } else {
        reload();
      }
    },
    { onResync: reload, onOpen: reload },
  );

  // Older messages arrive on top: the messages on screen stay where they were.
  useEffect(() => {
    const data = older.data;
    if (older.state !== "idle" || !data || !("view" in data)) return;
    if (thread.current) heightBefore.current = thread.current.scrollHeight;
    setEarlier((previous) => merge(data.view.messages, previous));
    setCursor(data.view.olderCursor);
  }, [older.state, older.data]);

  useLayoutEffect(() => {
    const box = thread.current;
    if (!box) return;
    if (heightBefore.current != null) {
      box.scrollTop += box.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (stickToBottom.current && !before) {
      box.scrollTop = box.scrollHeight;
    }
  });

  const loadOlder = useCallback(() => {
    if (!cursor || older.state !== "idle") return;
    stickToBottom.current = false;
    older.load(`/messages/${conversation.id}?${OLDER_PARAM}=${cursor}`);
  }, [cursor, older, conversation.id]);

  // On scroll: the link to older messages loads them once it comes into view.
  useEffect(() => {
    const link = olderLink.current;
    if (!link || !cursor || before) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder();
      },
      { root: thread.current },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [cursor, before, loadOlder]);

  const onSent = useCallback(() => {
    stickToBottom.current = true;
  }, []);

  const answer = actionData?.intent === "send" ? actionData : undefined;
  const otherAnswer = actionData && actionData.intent !== "send" ? actionData : undefined;
  const busy = navigation.state === "submitting";
  const canWrite =
    !moderator &&
    !conversation.otherGone &&
    !conversation.otherSuspended &&
    !conversation.blockedByMe &&
    !conversation.blockedMe;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 lg:px-8">
      <BackToInbox />
      <header className="space-y-3 rounded-lg border p-3 sm:p-4">
        <h1 className="text-xl font-bold tracking-tight">
          {moderator
            ? `Conversation entre ${conversation.buyerName} et ${conversation.ownerName}`
            : `Conversation avec ${conversation.otherName}`}
        </h1>
        <ListingSummary listing={conversation.listing} />
      </header>

      {moderator ? (
        <p
          role="note"
          className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
        >
          Lecture par un administrateur : cette conversation a été signalée. Votre lecture est
          inscrite au journal d'administration ; vous ne pouvez pas y écrire.
        </p>
      ) : null}

      {before ? (
        <Link to={`/messages/${conversation.id}`} className="text-sm font-medium underline">
          Revenir aux derniers messages
        </Link>
      ) : null}

      <section aria-labelledby="fil-titre" className="rounded-lg border">
        <h2 id="fil-titre" className="sr-only">
          Messages
        </h2>
        <ol
          ref={thread}
          className="max-h-[60vh] min-h-48 space-y-2 overflow-y-auto p-3 sm:p-4"
          aria-live="polite"
          aria-relevant="additions"
        >
          {cursor ? (
            <li className="text-center">
              <a
                ref={olderLink}
                href={`/messages/${conversation.id}?${OLDER_PARAM}=${cursor}`}
                onClick={(event) => {
                  if (before) return;
                  event.preventDefault();
                  loadOlder();
                }}
                className="text-sm font-medium text-primary underline"
              >
                {older.state !== "idle" ? "Chargement…" : "Messages plus anciens"}
              </a>
            </li>
          ) : (
            <li>
              <SafetyNotice />
            </li>
          )}
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
            const last = index === messages.length - 1;
            return (
              <li
                key={message.id}
                id={last ? "dernier-message" : undefined}
                data-message={message.id}
                className="space-y-2"
              >
                {newDay ? (
                  <p className="pt-2 text-center text-xs font-medium text-muted-foreground">
                    {dayLabel(message.createdAt)}
                  </p>
                ) : null}
                <div className={cn("flex flex-col", message.mine ? "items-end" : "items-start")}>
                  <div
                    className={cn(
                      "max-w-[85%] rounded-2xl px-3 py-2 text-sm",
                      message.mine
                        ? "rounded-ee-sm bg-primary text-primary-foreground"
                        : "rounded-es-sm bg-muted",
                    )}
                  >
                    <p className="sr-only">{message.mine ? "Vous" : message.senderName}</p>
                    {moderator ? (
                      <p className="text-xs font-semibold">{message.senderName}</p>
                    ) : null}
                    <MessageText body={message.body} />
                  </div>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    <time dateTime={message.createdAt}>{timeLabel(message.createdAt)}</time>
                    {message === ownNewest && receipt ? (
                      <span data-receipt>{` · ${receipt}`}</span>
                    ) : null}
                  </p>
                </div>
              </li>
            );
          })}
          {messages.length === 0 ? (
            <li className="text-center text-sm text-muted-foreground">Aucun message.</li>
          ) : null}
        </ol>
      </section>

      {moderator ? null : (
        <>
          {conversation.otherGone ? (
            <p role="note" className="rounded-md border p-3 text-sm">
              {CONVERSATION_MESSAGES.partyGone}
            </p>
          ) : conversation.otherSuspended ? (
            <p role="note" className="rounded-md border p-3 text-sm">
              {CONVERSATION_MESSAGES.suspended}
            </p>
          ) : conversation.blockedMe ? (
            <p role="note" className="rounded-md border p-3 text-sm">
              {CONVERSATION_MESSAGES.blocked}
            </p>
          ) : null}
          {conversation.blockedByMe ? (
            <Form method="post" className="flex flex-wrap items-center gap-3 rounded-md border p-3">
              <p className="flex-1 text-sm">{CONVERSATION_MESSAGES.youBlocked}</p>
              <input type="hidden" name="intent" value="unblock" />
              <Button type="submit" variant="outline" disabled={busy}>
                Débloquer
              </Button>
            </Form>
          ) : null}
          {canWrite ? (
            <MessageBox
              draftKey={`darna:brouillon:${conversation.id}`}
              answer={answer}
              hidden={{ intent: "send" }}
              onSent={onSent}
            />
          ) : answer && !answer.ok ? (
            <p role="alert" className="text-sm text-destructive">
              {answer.message}
            </p>
          ) : null}
          {otherAnswer && !otherAnswer.ok ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 p-3 text-sm text-destructive"
            >
              {otherAnswer.message}
            </p>
          ) : null}
          <ConversationTools
            otherName={conversation.otherName}
            canBlock={!conversation.otherGone && !conversation.blockedByMe}
            busy={busy}
            reportError={otherAnswer?.intent === "report" ? otherAnswer.fieldErrors : undefined}
          />
        </>
      )}
    </div>
  );
}

/** 'Bloquer' and 'Signaler la conversation': disclosures, so each asks before it acts. */
function ConversationTools({
  otherName,
  canBlock,
  busy,
  reportError,
}: {
  otherName: string;
  canBlock: boolean;
  busy: boolean;
  reportError?: Record<string, string>;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      {canBlock ? (
        <details className="rounded-md border p-3 sm:flex-1">
          <summary className="cursor-pointer text-sm font-medium">Bloquer</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="block" />
            <p className="text-sm">
              {`Bloquer ${otherName} ? Cette personne ne pourra plus vous écrire, ici ni à propos d'une autre annonce, et vous non plus tant que vous ne l'aurez pas débloquée.`}
            </p>
            <Button type="submit" variant="destructive" disabled={busy}>
              Confirmer le blocage
            </Button>
          </Form>
        </details>
      ) : null}
      <details className="rounded-md border p-3 sm:flex-1" open={reportError ? true : undefined}>
        <summary className="cursor-pointer text-sm font-medium">Signaler la conversation</summary>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="report" />
          <div className="space-y-1.5">
            <label htmlFor="motif-signalement" className="block text-sm font-medium">
              Motif
            </label>
            <select
              id="motif-signalement"
              name="reason"
              required
              defaultValue=""
              aria-invalid={reportError?.reason ? true : undefined}
              aria-describedby={reportError?.reason ? "motif-erreur" : undefined}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
            >
              <option value="" disabled>
                Choisissez un motif
              </option>
              {CONVERSATION_REPORT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {CONVERSATION_REPORT_LABELS[reason]}
                </option>
              ))}
            </select>
            {reportError?.reason ? (
              <p id="motif-erreur" className="text-sm text-destructive">
                {reportError.reason}
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <label htmlFor="precisions-signalement" className="block text-sm font-medium">
              Précisions (facultatif)
            </label>
            <textarea
              id="precisions-signalement"
              name="details"
              rows={3}
              maxLength={1000}
              aria-invalid={reportError?.details ? true : undefined}
              className="block w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
            />
            {reportError?.details ? (
              <p className="text-sm text-destructive">{reportError.details}</p>
            ) : null}
          </div>
          <Button type="submit" variant="destructive" disabled={busy}>
            Signaler
          </Button>
        </Form>
      </details>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MessagesError error={error} />;
}
