import { CircleAlert } from "lucide-react";
import { type ReactNode, type RefObject, useEffect } from "react";
import { useNavigation } from "react-router";
import { Button, type TButtonProps } from "~/components/ui/button";
import { LoaderCircle } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { TFieldErrors } from "~/lib/forms";
import { useNewReply } from "~/lib/use-new-reply";
import type { TAuthActionData } from "../auth-action-data";

/** Raises the toasts of an action answer, once per answer (the object changes per answer). */
export function useActionToasts(actionData: TAuthActionData | undefined) {
  useNewReply(actionData, true, (answer) => {
    for (const item of answer.toasts) {
      toast[item.kind](item.title, { description: item.description, duration: item.duration });
    }
  });
}

/** Moves the keyboard to the first field marked invalid, so the message is read out. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
}

/** Same, for messages that come back from the server (one answer, one move). */
export function useFocusServerErrors(
  formRef: RefObject<HTMLFormElement | null>,
  serverErrors: TFieldErrors | null | undefined,
) {
  useEffect(() => {
    if (serverErrors && Object.values(serverErrors).some(Boolean)) {
      focusFirstInvalid(formRef.current);
    }
  }, [formRef, serverErrors]);
}

/** True while the form that posted this `intent` is being sent or its answer followed. */
export function useIsSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") === intent
  );
}

type TSubmitButtonProps = Omit<TButtonProps, "type" | "children"> & {
  /** The form's `intent`: the button is busy only while its own form is sent. */
  intent: string;
  children: ReactNode;
  busyLabel: string;
  icon?: ReactNode;
};

/** A submit button that says what is happening ('Connexion…') while its form is sent. */
export function SubmitButton({
  intent,
  children,
  busyLabel,
  icon,
  disabled,
  ...props
}: TSubmitButtonProps) {
  const busy = useIsSubmitting(intent);
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
      {busy ? busyLabel : children}
    </Button>
  );
}

/**
 * The answer of the server written into the page (the toast says the same, but toasts need
 * JavaScript and vanish). Inserted with role="alert" so that screen readers read it at once.
 */
export function FormAlert({ alert }: { alert: TAuthActionData["alert"] | undefined }) {
  if (!alert) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive dark:border-destructive/50"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{alert.title}</span>
        {alert.description ? (
          <>
            <span className="sr-only"> : </span>
            <span className="block">{alert.description}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
