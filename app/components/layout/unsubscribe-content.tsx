import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { CircleCheck, type TIconComponent, TriangleAlert } from "~/components/ui/icons";

export type TUnsubscribeContentProps = {
  /** ready: the link is ours and its one button remains to press; done; refused. */
  state: "ready" | "done" | "refused";
  /** The icon of the question and its button. */
  icon: TIconComponent;
  /** The heading while asking ('Se désabonner de l'alerte'). */
  question: string;
  /** What the page says in its state: what will stop, what stopped, or why not. */
  text: string;
  /** While asking: the hidden field that carries the link's token to the button's POST. */
  token?: { name: string; value: string };
  /** Where the person manages these mails when signed in. */
  back: { to: string; label: string };
};

/**
 * A mail's unsubscribe page (alerts, decision 0023; new messages, issue 22), opened without
 * signing in: it asks first (mail scanners open every link), says what stopped, or why it could
 * not.
 */
export function UnsubscribeContent({
  state,
  icon: Icon,
  question,
  text,
  token,
  back,
}: TUnsubscribeContentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const backLink = (
    <Link to={back.to} className={buttonClasses({ size: "lg" })}>
      {back.label}
    </Link>
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      {state === "done" ? (
        <>
          <CircleCheck aria-hidden="true" className="mx-auto mb-4 size-12 text-primary" />
          <h1 className="mb-3 font-bold text-2xl">Désabonnement confirmé</h1>
          <p className="mb-6 break-words text-muted-foreground">{text}</p>
          {backLink}
        </>
      ) : state === "ready" ? (
        <>
          <Icon aria-hidden="true" className="mx-auto mb-4 size-12 text-primary" />
          <h1 className="mb-3 font-bold text-2xl">{question}</h1>
          <p className="mb-6 break-words text-muted-foreground">{text}</p>
          <Form method="post">
            {token ? <input type="hidden" name={token.name} value={token.value} /> : null}
            <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
              <Icon aria-hidden="true" />
              Se désabonner
            </Button>
          </Form>
        </>
      ) : (
        <>
          <TriangleAlert
            aria-hidden="true"
            className="mx-auto mb-4 size-12 text-muted-foreground"
          />
          <h1 className="mb-3 font-bold text-2xl">Désabonnement impossible</h1>
          <p role="alert" className="mb-6 text-muted-foreground">
            {text}
          </p>
          {backLink}
        </>
      )}
    </div>
  );
}
