import { MailX } from "lucide-react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { UnsubscribeContent } from "~/components/layout/unsubscribe-content";
import { failureStatus } from "~/edge/failures.server";
import { privateResponses } from "~/edge/private-responses.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import {
  checkMessageMailsLink,
  unsubscribeFromMessageMails,
} from "~/features/conversations/message-mails.server";
import { formValues } from "~/lib/forms";
import type { Route } from "./+types/message-mails-unsubscribe";

/*
 * The unsubscribe link of the unread-message mails (issue 22), without signing in: the signed
 * link is the proof, as for alerts (decision 0023). Opening it changes nothing (mail scanners
 * open every link); its one button, or a mail program's one-click POST to the same address
 * (List-Unsubscribe-Post, RFC 8058), turns the account's message mails off.
 */

export const meta = () => [
  { title: "Ne plus recevoir les e-mails de messages | Darna" },
  { name: "robots", content: "noindex" },
];

type TUnsubscribePage =
  | { state: "ready"; email: string; token: string }
  | { state: "done"; email: string }
  | { state: "refused"; message: string };

// The page names its account's address: no shared cache keeps it, whoever opens it.
export const middleware: Route.MiddlewareFunction[] = [privateResponses];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("jeton") ?? "";
  const result = await checkMessageMailsLink(token);
  if (!result.ok) {
    return data<TUnsubscribePage>(
      { state: "refused", message: result.message },
      { status: failureStatus(result) },
    );
  }
  if (!result.messageEmails) return data<TUnsubscribePage>({ state: "done", email: result.email });
  return data<TUnsubscribePage>({ state: "ready", email: result.email, token });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const values = form ? formValues(form) : {};
  // A mail program's one-click POST carries the token in the address only.
  const token = values.jeton || new URL(request.url).searchParams.get("jeton") || "";
  const result = await unsubscribeFromMessageMails(token);
  if (!result.ok) {
    return data<TUnsubscribePage>(
      { state: "refused", message: result.message },
      { status: failureStatus(result) },
    );
  }
  return data<TUnsubscribePage>({ state: "done", email: result.email }, { status: 200 });
}

/** Once the action has answered, the page shows its answer. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function MessageMailsUnsubscribePage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const page: TUnsubscribePage = actionData ?? loaderData;
  return (
    <UnsubscribeContent
      state={page.state}
      icon={MailX}
      question="Ne plus recevoir les e-mails de messages"
      text={
        page.state === "refused"
          ? page.message
          : page.state === "done"
            ? `${page.email} ne recevra plus d'e-mail pour les nouveaux messages. Vos messages restent dans votre messagerie ; vous pouvez réactiver ces e-mails depuis votre profil.`
            : `${page.email} ne recevra plus d'e-mail quand un message l'attend sur Darna. Les messages resteront dans votre messagerie.`
      }
      token={page.state === "ready" ? { name: "jeton", value: page.token } : undefined}
      back={{ to: "/profil", label: "Mon profil" }}
    />
  );
}
