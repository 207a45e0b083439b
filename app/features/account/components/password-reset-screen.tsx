import type { TAuthActionData } from "./auth-action-data";
import { useActionToasts } from "./auth-feedback";
import { ForgotPasswordCard } from "./forgot-password-form";
import { RESET_INTENT, ResetPasswordCard } from "./reset-password-form";

/**
 * Both reset paths (/auth/reinitialiser-mot-de-passe and /reinitialiser-mot-de-passe) show the
 * step the visitor is at: the new-password form when the mailed link brought a token, else the
 * form that asks for the link (specification 000 §2: both readings exist).
 */
export function PasswordResetScreen({
  token,
  actionData,
}: {
  token: string | null;
  actionData: TAuthActionData | undefined;
}) {
  useActionToasts(actionData);
  if (token || actionData?.intent === RESET_INTENT) {
    return <ResetPasswordCard token={token ?? ""} actionData={actionData} />;
  }
  return <ForgotPasswordCard actionData={actionData} />;
}
