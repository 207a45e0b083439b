import { type FormEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, inputClasses, TextField } from "~/components/ui/field";
import { LoaderCircle } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { PHONE_PLACEHOLDER } from "~/lib/constants";
import { formValues } from "~/lib/forms";
import { useNewReply } from "~/lib/use-new-reply";
import { CONTACT_FEEDBACK } from "../contact-details";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  type TContactError,
  type TContactField,
  type TContactValues,
} from "../contact-fields";
import type { TContactReply } from "../contact-reply";
import { CircleCheck, Send } from "./contact-icons";

const EMPTY: TContactValues = { name: "", email: "", phone: "", message: "" };

let schemas: Promise<typeof import("../schemas") | null> | undefined;

/**
 * The schema, with Zod, is fetched when the form is first used rather than with the page. If it
 * cannot be fetched the form is sent unchecked: the server checks it anyway.
 */
function loadSchemas() {
  schemas ??= import("../schemas").catch(() => {
    schemas = undefined;
    return null;
  });
  return schemas;
}

function fieldOf(form: HTMLFormElement | null, name: TContactField) {
  const element = form?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : null;
}

/** Once the message has rendered, so that a screen reader reads it with the field. */
function focusLater(form: HTMLFormElement | null, name: TContactField) {
  requestAnimationFrame(() => fieldOf(form, name)?.focus());
}

/**
 * The contact form. With JavaScript it is checked in the browser
 * with the server's schema and sent by a fetcher, so the page stays put: a toast says how it went
 * and a sent form is emptied. Without JavaScript it is a plain POST and `documentReply`, the
 * action's answer rendered by the server, carries the message or the notice.
 */
export function ContactForm({ documentReply }: { documentReply: TContactReply | undefined }) {
  const fetcher = useFetcher<TContactReply>();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<TContactError | null>(
    documentReply?.status === "invalid" ? documentReply.error : null,
  );
  const busy = fetcher.state !== "idle";
  const initial = documentReply && documentReply.status !== "sent" ? documentReply.values : EMPTY;
  // The server's notice stands until the form is used again through the fetcher.
  const notice = fetcher.data === undefined && !busy ? documentReply : undefined;

  useNewReply(fetcher.data, true, (reply) => {
    if (reply.status === "sent") {
      for (const name of CONTACT_FIELDS) {
        const field = fieldOf(formRef.current, name);
        if (field) field.value = "";
      }
      setError(null);
      void toast.success(CONTACT_FEEDBACK.sentTitle, {
        description: CONTACT_FEEDBACK.sentDescription,
      });
    } else if (reply.status === "invalid") {
      setError(reply.error);
      focusLater(formRef.current, reply.error.field);
    } else {
      void toast.error(reply.title, { description: reply.description });
    }
  });

  // Set between a submit and its check, so that a second click does not send the form twice.
  const checking = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    if (busy || checking.current) return;
    checking.current = true;
    void loadSchemas().then((module) => {
      checking.current = false;
      const checked = module?.checkContactMessage(formValues(formData));
      if (checked && !checked.ok) {
        // Nothing is sent while a field is wrong.
        setError(checked.error);
        focusLater(form, checked.error.field);
        return;
      }
      void fetcher.submit(formData, { method: "post" });
    });
  };

  const field = (name: TContactField) => ({
    name,
    required: true,
    maxLength: CONTACT_MAX_LENGTH[name],
    defaultValue: initial[name],
    error: error?.field === name ? error.message : null,
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas()}
      // Any edit clears the message, whichever field it was about.
      onInput={() => setError(null)}
      className="space-y-5"
    >
      {notice ? <Notice reply={notice} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nom complet"
          autoComplete="name"
          placeholder="Votre nom"
          {...field("name")}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="vous@exemple.com"
          {...field("email")}
        />
      </div>
      <TextField
        label="Téléphone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_PLACEHOLDER}
        {...field("phone")}
      />
      <MessageField {...field("message")} />
      <Button
        type="submit"
        size="lg"
        disabled={busy}
        aria-busy={busy || undefined}
        className="w-full sm:w-auto"
      >
        {busy ? <LoaderCircle className="animate-spin" /> : <Send />}
        {busy ? "Envoi en cours..." : "Envoyer le message"}
      </Button>
    </fetcher.Form>
  );
}

function MessageField({
  error,
  ...textarea
}: {
  name: string;
  required: boolean;
  maxLength: number;
  defaultValue: string;
  error: string | null;
}) {
  return (
    <Field label="Message" error={error}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          rows={6}
          placeholder={"Comment pouvons-nous vous aider\u00a0?"}
          // min-height wins over the input's fixed height, so the box keeps its rows.
          className={inputClasses("min-h-36 resize-y py-2")}
        />
      )}
    </Field>
  );
}

/** The server's answer written into the page: the only feedback there is without JavaScript. */
function Notice({ reply }: { reply: TContactReply }) {
  if (reply.status === "sent") {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-emerald-600/30 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <CircleCheck className="mt-0.5 size-4 shrink-0" />
        <p>
          <span className="block font-semibold">{CONTACT_FEEDBACK.sentTitle}</span>
          {CONTACT_FEEDBACK.sentDescription}
        </p>
      </div>
    );
  }
  if (reply.status === "refused") {
    return (
      <div
        role="alert"
        className="rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive dark:border-destructive/50"
      >
        <p className="font-semibold">{reply.title}</p>
        {reply.description ? <p>{reply.description}</p> : null}
      </div>
    );
  }
  return null;
}
