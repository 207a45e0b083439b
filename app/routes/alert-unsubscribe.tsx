import { BellOff } from "lucide-react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { UnsubscribeContent } from "~/components/layout/unsubscribe-content";
import { failureStatus } from "~/edge/failures.server";
import { privateResponses } from "~/edge/private-responses.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import { checkUnsubscribeLink, unsubscribeWithLink } from "~/features/alerts/saved-searches.server";
import { formValues } from "~/lib/forms";
import type { Route } from "./+types/alert-unsubscribe";

/*
 * An alert mail's unsubscribe link (decision 0023), without signing in: the signed link is the
 * proof. Opening it changes nothing (mail scanners open every link); its one button, or a mail
 * program's one-click POST to the same address (List-Unsubscribe-Post, RFC 8058), deletes the
 * alert.
 */

export const meta = () => [
  { title: "Se désabonner d'une alerte | Darna" },
  { name: "robots", content: "noindex" },
];

type TUnsubscribePage =
  | { state: "ready"; name: string; token: string }
  | { state: "done"; name: string }
  | { state: "refused"; message: string };

// The alert's name is its owner's: no shared cache keeps the page, whoever opens it.
export const middleware: Route.MiddlewareFunction[] = [privateResponses];

export async function loader({ params, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await checkUnsubscribeLink({ id: params.id, token });
  if (!result.ok) {
    return data<TUnsubscribePage>(
      { state: "refused", message: result.message },
      { status: failureStatus(result) },
    );
  }
  return data<TUnsubscribePage>({ state: "ready", name: result.name, token });
}

export async function action({ params, request }: Route.ActionArgs) {
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const values = form ? formValues(form) : {};
  // A mail program's one-click POST carries the token in the address only.
  const token = values.token || new URL(request.url).searchParams.get("token") || "";
  const result = await unsubscribeWithLink({ id: params.id, token });
  if (!result.ok) {
    return data<TUnsubscribePage>(
      { state: "refused", message: result.message },
      { status: failureStatus(result) },
    );
  }
  // Said explicitly: React Router then keeps this status over the loader's, which runs again
  // after the action and finds the alert gone (404) — a mail program reads the status.
  return data<TUnsubscribePage>({ state: "done", name: result.name }, { status: 200 });
}

/** Once the action has answered, the loader has nothing left to show (the alert is gone). */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function AlertUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const page: TUnsubscribePage = actionData ?? loaderData;
  return (
    <UnsubscribeContent
      state={page.state}
      icon={BellOff}
      question="Se désabonner de l'alerte"
      text={
        page.state === "refused"
          ? page.message
          : page.state === "done"
            ? `Vous ne recevrez plus d'e-mails pour l'alerte « ${page.name} » : elle a été supprimée.`
            : `Vous ne recevrez plus d'e-mails pour l'alerte « ${page.name} », qui sera supprimée.`
      }
      token={page.state === "ready" ? { name: "token", value: page.token } : undefined}
      back={{ to: "/mes-alertes", label: "Mes alertes" }}
    />
  );
}
