import { data, type RouterContextProvider, redirect } from "react-router";
import { authErrorCode } from "~/features/account/auth-errors.server";
import { requestPasswordReset, resetPassword } from "~/features/account/password-reset.server";
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
import { TOAST_DURATION_MS } from "~/lib/constants";
import { fieldErrors, formValues } from "~/lib/forms";
import { configuredSocialProviders, getAuth, getSessionUser } from "~/server/auth.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/server/http/read-form.server";
import { logger } from "~/server/logger.server";
import { requestInfoContext } from "~/server/request-context.server";
import { RESET_REDIRECT_DELAY_MS, type TAuthActionData, type TAuthToast } from "./auth-action-data";
import { safeReturnPath } from "./auth-landing";
import {
  socialProviderOfIntent,
  socialUnavailableToast,
  type TSocialProvider,
} from "./social-providers";

/**
 * The server side of the auth screens, shared by their routes: /auth and /auth/login sign in
 * alike, and both reset-password paths serve both steps. Each function validates with the
 * form's schema and answers every input with a French message for the page to show; only a
 * fault of the server itself (database down) gives a 500, still with its French toast.
 */

type TArgs = { request: Request; context: Readonly<RouterContextProvider> };

const toastOf = (kind: TAuthToast["kind"], title: string, description?: string): TAuthToast => ({
  kind,
  title,
  description,
  duration: TOAST_DURATION_MS,
});

/**
 * Refusals (a bad field, wrong credentials, a rate limit) are answers the page shows, so they go
 * out as 200: a 4xx to the page's own fetch only adds a network error in the browser console.
 * Only a fault of ours is a 500.
 */
const answer = (body: TAuthActionData, status: 200 | 500 = 200, headers?: HeadersInit) =>
  data(body, { status, headers });

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
  return answer(
    { intent, toasts: [toastOf("error", title, description)], alert: { title, description } },
    500,
  );
}

/**
 * Signed-in users have nothing to do on the sign-in and sign-up screens. A session that cannot
 * be read counts as none: the form is more useful than an error page there.
 */
export async function redirectIfSignedIn(request: Request, to: string) {
  const user = await getSessionUser(request).catch(() => null);
  if (user) throw redirect(to);
}

export function returnPathOf(request: Request): string {
  return safeReturnPath(new URL(request.url).searchParams.get("from"));
}

// ---------------------------------------------------------------------------------------------
// Sign-in

const SIGN_IN_ERROR = "Erreur de connexion";

async function signInAction(args: TArgs, formData: FormData) {
  const values = formValues(formData);
  const parsed = ZSignIn.safeParse(values);
  const typed = { email: (values.email ?? "").slice(0, 254) };
  if (!parsed.success) {
    return answer({
      intent: "sign-in",
      toasts: [],
      fieldErrors: fieldErrors(parsed.error),
      values: typed,
    });
  }
  try {
    const result = await signIn(parsed.data, domainContext(args));
    switch (result.status) {
      case "signed_in":
        return redirect(returnPathOf(args.request), { headers: cookiesOf(result.headers) });
      case "email_not_confirmed":
        // signIn has already mailed a new confirmation link (Better Auth's sendOnSignIn).
        return answer({
          intent: "sign-in",
          toasts: [
            toastOf(
              "error",
              "Email non confirmé",
              "Veuillez vérifier votre boîte mail et cliquer sur le lien de confirmation avant de vous connecter.",
            ),
            toastOf(
              "success",
              "Email de confirmation renvoyé",
              "Veuillez vérifier votre boîte mail pour confirmer votre compte",
            ),
          ],
          pendingEmail: parsed.data.email,
          values: typed,
        });
      case "invalid_credentials":
        return signInRefused(typed);
      case "rate_limited":
        return answer({
          intent: "sign-in",
          toasts: [toastOf("error", SIGN_IN_ERROR, result.message)],
          alert: { title: SIGN_IN_ERROR, description: result.message },
          values: typed,
        });
    }
  } catch (error) {
    // Another refusal of Better Auth (specification: 'Erreur de connexion' with the message);
    // its messages are English, so the French advice stands in for them.
    if (authErrorCode(error)) {
      logger.warn({ code: authErrorCode(error) }, "connexion refusée par Better Auth");
      return signInRefused(typed);
    }
    return unexpected("sign-in", error, "Une erreur est survenue lors de la connexion");
  }
}

function signInRefused(typed: TAuthActionData["values"]) {
  const description = "Vérifiez vos identifiants et réessayez";
  return answer({
    intent: "sign-in",
    toasts: [toastOf("error", SIGN_IN_ERROR, description)],
    alert: { title: SIGN_IN_ERROR, description },
    values: typed,
  });
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
    return answer({
      intent: "sign-up",
      toasts: [],
      fieldErrors: fieldErrors(parsed.error),
      values: typed,
    });
  }
  try {
    const result = await signUp(parsed.data, domainContext(args));
    switch (result.status) {
      case "confirmation_required":
        return answer({
          intent: "sign-up",
          toasts: [
            toastOf(
              "success",
              "Inscription réussie",
              "Vérifiez votre boîte mail pour confirmer votre compte.",
            ),
          ],
          pendingEmail: result.email,
          values: typed,
        });
      case "existing_unconfirmed":
        return answer({
          intent: "sign-up",
          toasts: [
            toastOf(
              "warning",
              "Compte existant non confirmé",
              "Un compte existe déjà avec cette adresse email mais n'est pas encore confirmé. Nous vous avons renvoyé l'email de confirmation.",
            ),
          ],
          pendingEmail: result.email,
          values: typed,
        });
      case "rate_limited":
        return answer({
          intent: "sign-up",
          toasts: [toastOf("error", SIGN_UP_ERROR, result.message)],
          alert: { title: SIGN_UP_ERROR, description: result.message },
          values: typed,
        });
    }
  } catch (error) {
    // Better Auth refusing the account (a race with another sign-up, a rule of its own).
    if (authErrorCode(error)) {
      logger.warn({ code: authErrorCode(error) }, "inscription refusée par Better Auth");
      const description =
        "Impossible de créer votre compte. Vérifiez vos informations et réessayez.";
      return answer({
        intent: "sign-up",
        toasts: [toastOf("error", SIGN_UP_ERROR, description)],
        alert: { title: SIGN_UP_ERROR, description },
        values: typed,
      });
    }
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
    return answer({ intent: "resend", toasts: [toastOf("error", title, description)] });
  }
  const email = parsed.data.email;
  try {
    const result = await resendConfirmation(email, domainContext(args));
    if (result.status === "rate_limited") {
      return answer({
        intent: "resend",
        toasts: [toastOf("error", "Erreur", result.message)],
        alert: { title: "Erreur", description: result.message },
        pendingEmail: email,
      });
    }
    return answer({
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
    return answer(
      {
        intent: "resend",
        toasts: [toastOf("error", "Erreur", description)],
        alert: { title: "Erreur", description },
        pendingEmail: email,
      },
      500,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Google and Facebook

async function socialAction(args: TArgs, provider: TSocialProvider) {
  if (!configuredSocialProviders()[provider]) {
    const unavailable = socialUnavailableToast(provider);
    return answer({
      intent: "social",
      toasts: [toastOf("error", unavailable.title, unavailable.description)],
      alert: unavailable,
    });
  }
  try {
    const auth = await getAuth();
    const { headers, response } = await auth.api.signInSocial({
      body: { provider, callbackURL: "/auth", errorCallbackURL: "/auth" },
      headers: args.request.headers,
      returnHeaders: true,
    });
    if (!response.url) throw new Error(`signInSocial(${provider}) sans adresse de redirection`);
    // The state cookie set here is what Better Auth checks when the provider sends the user back.
    return redirect(response.url, { headers: cookiesOf(headers) });
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
    return answer({
      intent: "forgot",
      toasts: [],
      fieldErrors: fieldErrors(parsed.error),
      values: typed,
    });
  }
  try {
    const result = await requestPasswordReset(parsed.data.email, domainContext(args));
    if (result.status === "rate_limited") {
      return answer({
        intent: "forgot",
        toasts: [toastOf("error", RESET_ERROR, result.message)],
        alert: { title: RESET_ERROR, description: result.message },
        values: typed,
      });
    }
    // The same answer whether the address has an account or not.
    return answer({
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
    return answer(
      {
        intent: "forgot",
        toasts: [toastOf("error", RESET_ERROR, description)],
        alert: { title: RESET_ERROR, description },
        values: typed,
      },
      500,
    );
  }
}

const INVALID_RESET_LINK =
  "Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.";

async function resetAction(formData: FormData) {
  const parsed = ZResetPassword.safeParse(formValues(formData));
  const invalidToken = () =>
    answer({
      intent: "reset",
      toasts: [toastOf("error", RESET_ERROR, INVALID_RESET_LINK)],
      alert: { title: RESET_ERROR, description: INVALID_RESET_LINK },
      step: "invalid_token",
    });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.token) return invalidToken();
    return answer({ intent: "reset", toasts: [], fieldErrors: errors });
  }
  try {
    const result = await resetPassword(parsed.data.token, parsed.data.password);
    if (result.status === "invalid_token") return invalidToken();
    return answer(
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
      200,
      // Without JavaScript there is no timer: the browser follows this header of the page
      // instead (see resetPageHeaders). A fetch ignores it.
      { Refresh: `${RESET_REDIRECT_DELAY_MS / 1000}; url=/auth/login` },
    );
  } catch (error) {
    logger.error({ err: error }, "réinitialisation du mot de passe en échec");
    const description = "Impossible de mettre à jour le mot de passe. Veuillez réessayer.";
    return answer(
      {
        intent: "reset",
        toasts: [toastOf("error", RESET_ERROR, description)],
        alert: { title: RESET_ERROR, description },
      },
      500,
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
