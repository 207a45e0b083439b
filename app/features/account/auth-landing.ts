import {
  ACCOUNT_SUSPENDED,
  ACCOUNT_SUSPENDED_MESSAGE,
  ACCOUNT_SUSPENDED_TITLE,
} from "~/lib/account-suspension";
import { CONFIRMATION_ERROR_TOAST_MS, TOAST_DURATION_MS } from "~/lib/constants";
import { sameSitePath } from "~/lib/same-site-path";

/**
 * The query parameters an auth landing carries:
 * the confirmation link and the social sign-in callbacks end on /auth with some of these.
 */
export const AUTH_LANDING_PARAMS = [
  "error",
  "error_description",
  "type",
  "email_confirmed",
  "confirmation",
] as const;

export type TAuthLandingToast = {
  kind: "error" | "success";
  title: string;
  description: string;
  duration: number;
};

export const CONFIRMATION_LINK_EXPIRED =
  "Le lien de confirmation a expiré. Veuillez demander un nouveau lien.";
export const CONFIRMATION_LINK_INVALID =
  "Le lien de confirmation est invalide. Veuillez demander un nouveau lien.";

// A message typed by whoever wrote the link is shown as is, but a toast is no place for an essay.
const MAX_DESCRIPTION_LENGTH = 300;

function confirmationErrorDescription(raw: string | null): string {
  const description = raw?.trim() ?? "";
  if (!description) return "Une erreur s'est produite lors de la confirmation de votre email.";
  const lower = description.toLowerCase();
  if (lower.includes("expired")) return CONFIRMATION_LINK_EXPIRED;
  if (lower.includes("invalid")) return CONFIRMATION_LINK_INVALID;
  return description.length > MAX_DESCRIPTION_LENGTH
    ? `${description.slice(0, MAX_DESCRIPTION_LENGTH - 1)}…`
    : description;
}

/** `email_confirmed=true`, `confirmation=1`…: present and not explicitly switched off. */
function isOn(value: string | null): boolean {
  if (value === null) return false;
  return !["false", "0", "no"].includes(value.trim().toLowerCase());
}

/**
 * The toast an auth landing asks for, or null when the parameters ask for none.
 * An error (`error` or `error_description`) wins over a success (`type=signup`,
 * `email_confirmed`, `confirmation`).
 */
export function authLandingToast(params: URLSearchParams): TAuthLandingToast | null {
  const error = params.get("error");
  const errorDescription = params.get("error_description");
  // A social sign-in of a suspended account: its own words, whatever the link says.
  if (error === ACCOUNT_SUSPENDED) {
    return {
      kind: "error",
      title: ACCOUNT_SUSPENDED_TITLE,
      description: ACCOUNT_SUSPENDED_MESSAGE,
      duration: CONFIRMATION_ERROR_TOAST_MS,
    };
  }
  if ((error !== null && error.trim() !== "") || (errorDescription ?? "").trim() !== "") {
    return {
      kind: "error",
      title: "Échec de confirmation",
      description: confirmationErrorDescription(errorDescription),
      duration: CONFIRMATION_ERROR_TOAST_MS,
    };
  }
  if (
    params.get("type") === "signup" ||
    isOn(params.get("email_confirmed")) ||
    isOn(params.get("confirmation"))
  ) {
    return {
      kind: "success",
      title: "Email confirmé",
      description: "Votre email a été confirmé avec succès. Vous pouvez maintenant vous connecter.",
      duration: TOAST_DURATION_MS,
    };
  }
  return null;
}

/** The same parameters without the landing ones, so a toast is not raised again on reload. */
export function withoutAuthLandingParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of AUTH_LANDING_PARAMS) rest.delete(name);
  return rest;
}

/**
 * Where to go after signing in: `from` when it is a path of this site, else '/'. The value is
 * resolved first (dot-segments, percent-encoded dots) and checked after: '/.//evil.example'
 * resolves to '//evil.example', which a browser reads as another host. Only a path with one
 * leading slash, no backslash and no control character passes.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || from.length > 2048) return "/";
  return sameSitePath(from) ?? "/";
}
