import { useActionData, useLoaderData } from "react-router";
import type { action, loader } from "~/edge/password-reset-route.server";
import { useActionToasts } from "./auth-feedback";
import { ForgotPasswordCard } from "./forgot-password-form";
import { RESET_INTENT, ResetPasswordCard } from "./reset-password-form";

type TResetLoaderData = Awaited<ReturnType<typeof loader>>;

/** The page title says which step the mailed link (?token=…) leads to; neither is indexed. */
export function passwordResetMeta({ loaderData }: { loaderData: TResetLoaderData | undefined }) {
  return [
    { title: loaderData?.token ? "Nouveau mot de passe | Darna" : "Mot de passe oublié | Darna" },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Both reset paths (/auth/reinitialiser-mot-de-passe and /reinitialiser-mot-de-passe) show the
 * step the visitor is at: the new-password form when the mailed link brought a token, else the
 * form that asks for the link (both readings exist).
 */
export function PasswordResetPage() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToasts(actionData);
  if (token || actionData?.intent === RESET_INTENT) {
    return <ResetPasswordCard token={token ?? ""} actionData={actionData} />;
  }
  return <ForgotPasswordCard actionData={actionData} />;
}
