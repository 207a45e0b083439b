import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ENHANCED_FIELD } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { useNewReply } from "~/lib/use-new-reply";
import { MESSAGE_BODY_MAX, ZMessageBody } from "../schemas";

/*
 * The text box of a conversation (and of the compose page): a plain form that posts and comes
 * back without JavaScript; once hydrated, a fetcher sends it without leaving the page, the box
 * keeps the focus, and the draft is kept in the tab (sessionStorage) until it is sent.
 */

export type TMessageBoxAnswer = {
  ok: boolean;
  intent?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
  body?: string;
};

type TMessageBoxProps = {
  /** Where the draft of this box is kept in the tab. */
  draftKey: string;
  /** The answer of a plain form post (no JavaScript): its error and what was typed. */
  answer?: TMessageBoxAnswer;
  /** The server's draft (a visitor's message kept through sign-in). */
  initialBody?: string;
  /** Hidden fields sent with the message. */
  hidden: Record<string, string>;
  action?: string;
  label?: string;
  /** Fields shown above the box (the compose page's choice of listing). */
  children?: React.ReactNode;
  /** Called with the answer of a message sent by the fetcher. */
  onSent?: (answer: TMessageBoxAnswer) => void;
  /** The page leaves once the message is sent: forget the tab's draft as it goes. */
  forgetOnSubmit?: boolean;
};

function readDraft(key: string): string {
  try {
    return window.sessionStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function writeDraft(key: string, value: string) {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Private browsing may refuse storage: the box works, the draft is just not kept.
  }
}

export function MessageBox({
  draftKey,
  answer,
  initialBody,
  hidden,
  action,
  label = "Votre message",
  children,
  onSent,
  forgetOnSubmit,
}: TMessageBoxProps) {
  const fetcher = useFetcher<TMessageBoxAnswer>();
  const hydrated = useHydrated();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [length, setLength] = useState(answer?.body?.length ?? initialBody?.length ?? 0);

  // The draft of this tab comes back, unless the server brought one (or the text was refused).
  useEffect(() => {
    const box = textarea.current;
    if (!box || box.value) return;
    const kept = readDraft(draftKey);
    if (kept) {
      box.value = kept;
      setLength(kept.length);
    }
  }, [draftKey]);

  useNewReply(fetcher.data, fetcher.state === "idle", (data) => {
    if (data.ok) {
      if (textarea.current) textarea.current.value = "";
      setLength(0);
      writeDraft(draftKey, "");
      setClientError(null);
    }
    textarea.current?.focus();
    onSent?.(data);
  });

  const served = fetcher.data ?? answer;
  const error =
    clientError ?? (served && !served.ok ? (served.fieldErrors?.body ?? served.message) : null);
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        const body = textarea.current?.value ?? "";
        const checked = ZMessageBody.safeParse(body);
        if (!checked.success) {
          event.preventDefault();
          setClientError(checked.error.issues[0]?.message ?? null);
          textarea.current?.focus();
          return;
        }
        setClientError(null);
        if (forgetOnSubmit) writeDraft(draftKey, "");
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      {children}
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={textarea}
        id={id}
        name="body"
        rows={3}
        // A little more than the limit, so that a pasted text is refused with its message.
        maxLength={MESSAGE_BODY_MAX + 1000}
        defaultValue={answer?.body ?? initialBody ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${counterId}` : counterId}
        onInput={(event) => {
          const value = event.currentTarget.value;
          setLength(value.length);
          writeDraft(draftKey, value);
        }}
        onKeyDown={(event) => {
          // Ctrl+Entrée (⌘+Entrée) sends, as in most messaging apps; Entrée alone goes to the line.
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        className="block w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <p
            id={counterId}
            className={cn(
              "text-xs",
              length > MESSAGE_BODY_MAX ? "text-destructive" : "text-muted-foreground",
            )}
          >
            {`${length} / ${MESSAGE_BODY_MAX} caractères`}
          </p>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Envoi…" : "Envoyer"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
