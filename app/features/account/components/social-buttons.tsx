import type { ComponentType, MouseEvent } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { LoaderCircle } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { TOAST_DURATION_MS } from "~/lib/constants";
import type { TAuthActionData } from "../auth-action-data";
import {
  SOCIAL_PROVIDERS,
  socialIntent,
  socialUnavailableToast,
  type TSocialAvailability,
  type TSocialProvider,
} from "../social-providers";
import { FormAlert, useIsSubmitting } from "./auth-feedback";

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.99.66-2.25 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.95l3.66-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38Z"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#1877F2"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.41 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.69.24 2.69.24v2.97h-1.52c-1.49 0-1.96.93-1.96 1.89v2.25h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z"
      />
    </svg>
  );
}

const ICONS: Record<TSocialProvider, ComponentType> = {
  google: GoogleIcon,
  facebook: FacebookIcon,
};

type TSocialButtonsProps = {
  /** Which providers have their keys on this server (from the loader). */
  available: TSocialAvailability;
  /** The answer of the action when a social button was posted without JavaScript. */
  alert?: TAuthActionData["alert"];
};

/**
 * 'Continuer avec Google' / 'Continuer avec Facebook': each a submit button of one form, so the
 * server starts the provider's sign-in (and says when it is not configured) even without
 * JavaScript; with it, an unconfigured provider answers at once with a toast.
 */
export function SocialButtons({ available, alert }: TSocialButtonsProps) {
  return (
    <Form method="post" className="space-y-3">
      <div className="grid gap-3">
        {SOCIAL_PROVIDERS.map((provider) => (
          <SocialButton
            key={provider.id}
            provider={provider.id}
            label={provider.label}
            available={available[provider.id]}
          />
        ))}
      </div>
      <FormAlert alert={alert} />
    </Form>
  );
}

function SocialButton({
  provider,
  label,
  available,
}: {
  provider: TSocialProvider;
  label: string;
  available: boolean;
}) {
  const intent = socialIntent(provider);
  const busy = useIsSubmitting(intent);
  const Icon = ICONS[provider];
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (available) return;
    event.preventDefault();
    const unavailable = socialUnavailableToast(provider);
    toast.error(unavailable.title, {
      description: unavailable.description,
      duration: TOAST_DURATION_MS,
    });
  };
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant="outline"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      className="w-full"
    >
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Icon />}
      {busy ? "Redirection…" : `Continuer avec ${label}`}
    </Button>
  );
}
