import { data, type RouterContextProvider, redirect } from "react-router";
import {
  RESET_REDIRECT_DELAY_MS,
  type TAuthActionData,
  type TAuthToast,
} from "~/features/account/auth-action-data";
import {
  invalidResetLink,
  requestPasswordReset,
  resetPassword,
} from "~/features/account/password-reset.server";
import { resendConfirmation } from "~/features/account/resend-confirmation.server";
import {
  RESEND_EMAIL_REQUIRED,
  ZForgotPassword,
  ZResendConfirmation,
  ZResetPassword,
  ZSignIn,
  ZSignUp,
} from "~/features/account/schemas";
import { signIn } from "~/features/account/sign-in.server";
import { signUp } from "~/features/account/sign-up.server";
import {
  socialProviderOfIntent,
  socialUnavailableToast,
  type TSocialProvider,
} from "~/features/account/social-providers";
import { startSocialSignIn } from "~/features/account/social-sign-in.server";
import { invalid, type TFailure } from "~/kernel/failures";
import { ACCOUNT_SUSPENDED, ACCOUNT_SUSPENDED_TITLE } from "~/lib/account-suspension";
import { TOAST_DURATION_MS } from "~/lib/constants";
import { fieldErrors, formValues } from "~/lib/forms";
import { logger } from "~/server/logger.server";
import { failureData } from "./failures.server";
import { returnPathOf } from "./guards.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "./read-form.server";
import { requestInfoContext } from "./request-context.server";

/**
 * The HTTP side of the auth screens, shared by their routes: /auth and /auth/login sign in
 * alike, and both reset-password paths serve both steps. Each action validates with the form's
 * schema, asks the account feature, and turns its answer into what the page shows: toasts, a
 * message by the form, the amber notice, or a redirect. A refusal goes out with its code's
 * status (failures.server.ts); only a fault of the server itself (database down) gives a 500,
 * still with its French toast.
 */

type TArgs = { request: Request; context: Readonly<RouterContextProvider> };

const toastOf = (kind: TAuthToast["kind"], title: string, description?: string): TAuthToast => ({
  kind,
  title,
  description,
  duration: TOAST_DURATION_MS,
});

/** What the page shows when `failure` refuses its form: an error toast and the same alert. */
function refusedAnswer(
  fail: TFailure,
  body: Omit<TAuthActionData, "toasts" | "alert">,
  title: string,
  description = fail.message,
) {
  return failureData(fail, {
    ...body,
    toasts: [toastOf("error", title, description)],
    alert: { title, description },
  } satisfies TAuthActionData);
}

/** Field messages under the form, no toast. */
function fieldsAnswer(fail: TFailure, body: Omit<TAuthActionData, "toasts" | "fieldErrors">) {
  return failureData(fail, {
    ...body,
    toasts: [],
    fieldErrors: fail.fieldErrors,
  } satisfies TAuthActionData);
}

function domainContext({ request, context }: TArgs) {
  return { headers: request.headers, clientIp: context.get(requestInfoContext).clientIp };
}

/** The posted fields; a body that is not a form (a script posting JSON) reads as an empty one. */
async function readForm(request: Request): Promise<FormData> {
  return (await readFormOrNull(request, FORM_BODY_LIMITS.text)) ?? new FormData();
}

function intentOf(formData: FormData): string {
  const intent = formData.get("intent");
  return typeof intent === "string" ? intent : "";
}

/** Keeps only the Set-Cookie lines of a Better Auth answer, for our own redirect. */
function cookiesOf(headers: Headers): Headers {
  const into = new Headers();
  for (const cookie of headers.getSetCookie()) into.append("Set-Cookie", cookie);
  return into;
}

function unexpected(intent: TAuthActionData["intent"], error: unknown, description: string) {
  logger.error({ err: error, intent }, "action d'authentification en échec");
  const title = "Erreur inattendue";
  return data<TAuthActionData>(
    { intent, toasts: [toastOf("error", title, description)], alert: { title, description } },
    { status: 500 },
  );
}

// ---------------------------------------------------------------------------------------------
// Sign-in

const SIGN_IN_ERROR = "Erreur de connexion";

async function signInAction(args: TArgs, formData: FormData) {
  const values = formValues(formData);
  const parsed = ZSignIn.safeParse(values);
  const typed = { email: (values.email ?? "").slice(0, 254) };
  if (!parsed.success) {
    return fieldsAnswer(invalid(fieldErrors(parsed.error)), { intent: "sign-in", values: typed });
  }
  try {
    const result = await signIn(parsed.data, domainContext(args));
    if (result.ok) {
      return redirect(returnPathOf(args.request), { headers: cookiesOf(result.headers) });
    }
    if (result.code === "forbidden" && result.reason === ACCOUNT_SUSPENDED) {
      return refusedAnswer(result, { intent: "sign-in", values: typed }, ACCOUNT_SUSPENDED_TITLE);
    }
    if (result.code === "forbidden") {
      // The address is not confirmed: signIn has already mailed a new confirmation link (Better
      // Auth's sendOnSignIn).
      return failureData(result, {
        intent: "sign-in",
        toasts: [
          toastOf("error", "Email non confirmé", result.message),
          toastOf(
            "success",
            "Email de confirmation renvoyé",
            "Veuillez vérifier votre boîte mail pour confirmer votre compte",
          ),
        ],
        pendingEmail: parsed.data.email,
        values: typed,
      } satisfies TAuthActionData);
    }
    return refusedAnswer(result, { intent: "sign-in", values: typed }, SIGN_IN_ERROR);
  } catch (error) {
    return unexpected("sign-in", error, "Une erreur est survenue lors de la connexion");
  }
}

// ---------------------------------------------------------------------------------------------
// Sign-up

const SIGN_UP_ERROR = "Erreur d'inscription";

async function signUpAction(args: TArgs, formData: FormData) {
  const values = formValues(formData);
  const typed = {
    email: (values.email ?? "").slice(0, 254),
    firstName: (values.firstName ?? "").slice(0, 100),
    lastName: (values.lastName ?? "").slice(0, 100),
  };
  const parsed = ZSignUp.safeParse(values);
  if (!parsed.success) {
    return fieldsAnswer(invalid(fieldErrors(parsed.error)), { intent: "sign-up", values: typed });
  }
  try {
    const result = await signUp(parsed.data, domainContext(args));
    if (!result.ok) {
      return refusedAnswer(result, { intent: "sign-up", values: typed }, SIGN_UP_ERROR);
    }
    const toast = result.existingUnconfirmed
      ? toastOf(
          "warning",
          "Compte existant non confirmé",
          "Un compte existe déjà avec cette adresse email mais n'est pas encore confirmé. Nous vous avons renvoyé l'email de confirmation.",
        )
      : toastOf(
          "success",
          "Inscription réussie",
          "Vérifiez votre boîte mail pour confirmer votre compte.",
        );
    return data<TAuthActionData>({
      intent: "sign-up",
      toasts: [toast],
      pendingEmail: result.email,
      values: typed,
    });
  } catch (error) {
    return unexpected("sign-up", error, "Une erreur est survenue lors de l'inscription");
  }
}

// ---------------------------------------------------------------------------------------------
// Resend the confirmation mail (the button of the amber notice)

async function resendAction(args: TArgs, formData: FormData) {
  const parsed = ZResendConfirmation.safeParse(formValues(formData));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? RESEND_EMAIL_REQUIRED;
    // RESEND_EMAIL_REQUIRED is written 'Title - Description' like the specification's toasts.
    const [title = "Erreur", description] =
      message === RESEND_EMAIL_REQUIRED ? message.split(" - ") : ["Erreur", message];
    return failureData(invalid(fieldErrors(parsed.error), message), {
      intent: "resend",
      toasts: [toastOf("error", title, description)],
    } satisfies TAuthActionData);
  }
  const email = parsed.data.email;
  try {
    const result = await resendConfirmation(email, domainContext(args));
    if (!result.ok) {
      return refusedAnswer(result, { intent: "resend", pendingEmail: email }, "Erreur");
    }
    return data<TAuthActionData>({
      intent: "resend",
      toasts: [
        toastOf(
          "success",
          "Email de confirmation renvoyé",
          "Veuillez vérifier votre boîte mail pour confirmer votre compte",
        ),
      ],
      pendingEmail: email,
    });
  } catch (error) {
    logger.error({ err: error }, "renvoi de confirmation en échec");
    const description = "Impossible de renvoyer l'email de confirmation. Veuillez réessayer.";
    return data<TAuthActionData>(
      {
        intent: "resend",
        toasts: [toastOf("error", "Erreur", description)],
        alert: { title: "Erreur", description },
        pendingEmail: email,
      },
      { status: 500 },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Google and Facebook

async function socialAction(args: TArgs, provider: TSocialProvider) {
  try {
    const result = await startSocialSignIn(provider, args.request.headers);
    if (!result.ok) {
      const { title } = socialUnavailableToast(provider);
      return refusedAnswer(result, { intent: "social" }, title);
    }
    // The state cookie set here is what Better Auth checks when the provider sends the user back.
    return redirect(result.url, { headers: cookiesOf(result.headers) });
  } catch (error) {
    return unexpected("social", error, "Une erreur est survenue lors de la connexion");
  }
}

// ---------------------------------------------------------------------------------------------
// Password reset: ask for a link, then choose the new password

const RESET_ERROR = "Erreur de réinitialisation";

async function forgotAction(args: TArgs, formData: FormData) {
  const values = formValues(formData);
  const typed = { email: (values.email ?? "").slice(0, 254) };
  const parsed = ZForgotPassword.safeParse(values);
  if (!parsed.success) {
    return fieldsAnswer(invalid(fieldErrors(parsed.error)), { intent: "forgot", values: typed });
  }
  try {
    const result = await requestPasswordReset(parsed.data.email, domainContext(args));
    if (!result.ok) {
      return refusedAnswer(result, { intent: "forgot", values: typed }, RESET_ERROR);
    }
    // The same answer whether the address has an account or not.
    return data<TAuthActionData>({
      intent: "forgot",
      toasts: [
        toastOf(
          "success",
          "Email envoyé",
          "Vérifiez votre boîte mail pour réinitialiser votre mot de passe",
        ),
      ],
      step: "sent",
      values: { email: parsed.data.email },
    });
  } catch (error) {
    logger.error({ err: error }, "demande de réinitialisation en échec");
    const description = "Impossible d'envoyer l'email de réinitialisation. Veuillez réessayer.";
    return data<TAuthActionData>(
      {
        intent: "forgot",
        toasts: [toastOf("error", RESET_ERROR, description)],
        alert: { title: RESET_ERROR, description },
        values: typed,
      },
      { status: 500 },
    );
  }
}

async function resetAction(formData: FormData) {
  const parsed = ZResetPassword.safeParse(formValues(formData));
  const invalidLink = (fail: TFailure) =>
    refusedAnswer(fail, { intent: "reset", step: "invalid_token" }, RESET_ERROR);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    // No token, or one that cannot be one: the link is as dead as an expired one.
    if (errors.token) return invalidLink(invalidResetLink());
    return fieldsAnswer(invalid(errors), { intent: "reset" });
  }
  try {
    const result = await resetPassword(parsed.data.token, parsed.data.password);
    if (!result.ok) return invalidLink(result);
    return data<TAuthActionData>(
      {
        intent: "reset",
        toasts: [
          toastOf(
            "success",
            "Mot de passe mis à jour",
            "Votre mot de passe a été réinitialisé avec succès",
          ),
        ],
        step: "reset",
      },
      // Without JavaScript there is no timer: the browser follows this header of the page
      // instead (see resetPageHeaders). A fetch ignores it.
      { headers: { Refresh: `${RESET_REDIRECT_DELAY_MS / 1000}; url=/auth/login` } },
    );
  } catch (error) {
    logger.error({ err: error }, "réinitialisation du mot de passe en échec");
    const description = "Impossible de mettre à jour le mot de passe. Veuillez réessayer.";
    return data<TAuthActionData>(
      {
        intent: "reset",
        toasts: [toastOf("error", RESET_ERROR, description)],
        alert: { title: RESET_ERROR, description },
      },
      { status: 500 },
    );
  }
}

/** Both reset-password paths answer both steps: the form posted says which. */
export async function passwordResetRouteAction(args: TArgs) {
  const formData = await readForm(args.request);
  return intentOf(formData) === "reset" ? resetAction(formData) : forgotAction(args, formData);
}

/** /auth and /auth/login: sign in, resend the confirmation, or leave for Google or Facebook. */
export async function signInRouteAction(args: TArgs) {
  const formData = await readForm(args.request);
  const intent = intentOf(formData);
  if (intent === "resend") return resendAction(args, formData);
  const provider = socialProviderOfIntent(intent);
  if (provider) return socialAction(args, provider);
  return signInAction(args, formData);
}

/** /auth/inscription: sign up, resend the confirmation, or leave for Google or Facebook. */
export async function signUpRouteAction(args: TArgs) {
  const formData = await readForm(args.request);
  const intent = intentOf(formData);
  if (intent === "resend") return resendAction(args, formData);
  const provider = socialProviderOfIntent(intent);
  if (provider) return socialAction(args, provider);
  return signUpAction(args, formData);
}

/** The token of a mailed reset link (?token=…), or null when the address has none. */
export function resetTokenOf(request: Request): string | null {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  // A longer value cannot be a token: the form posts it anyway and learns the link is invalid.
  return token ? token.slice(0, 1024) : null;
}

/**
 * Document headers of the reset routes: React Router passes only the cookies of an action on
 * to the page unless the route says otherwise, and the Refresh of a successful reset must go.
 */
export function resetPageHeaders({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}) {
  const headers = new Headers(parentHeaders);
  const refresh = actionHeaders.get("Refresh");
  if (refresh) headers.set("Refresh", refresh);
  return headers;
}
