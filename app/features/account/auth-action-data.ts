import type { TFieldErrors } from "~/lib/forms";

/** A toast the page raises when an auth action answers. */
export type TAuthToast = {
  kind: "success" | "error" | "warning";
  title: string;
  description?: string;
  duration: number;
};

/** Which form answered; `resend` and `social` are shared by the sign-in and sign-up screens. */
export type TAuthIntent = "sign-in" | "sign-up" | "resend" | "social" | "forgot" | "reset";

/** What every auth action returns (a success that leaves the page is a redirect instead). */
export type TAuthActionData = {
  intent: TAuthIntent;
  toasts: TAuthToast[];
  /** Field name → message, shown under the field. */
  fieldErrors?: TFieldErrors;
  /**
   * The same news as the toast, written into the page: toasts need JavaScript, and a message
   * next to the form is easier to find again for screen-reader users.
   */
  alert?: { title: string; description?: string };
  /** An address waiting for its confirmation: shows the amber notice with the resend button. */
  pendingEmail?: string;
  /** Forgot password: the link was sent. Reset: the password changed, or the link is dead. */
  step?: "sent" | "reset" | "invalid_token";
  /** What was typed (never a password), to fill the form again when rendered by the server. */
  values?: Partial<Record<"email" | "firstName" | "lastName", string>>;
};

/** After a reset, the screen goes to the sign-in after 2000 ms. */
export const RESET_REDIRECT_DELAY_MS = 2000;
