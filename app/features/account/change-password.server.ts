import { invalid, type TFailure } from "~/kernel/failures";
import { getAuth } from "~/server/auth.server";
import { authErrorCode } from "./auth-errors.server";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "Mot de passe actuel incorrect";

/** `headers` carry the renewed session cookie; invalid: the current password is wrong. */
export type TChangePasswordResult = { ok: true; headers: Headers } | TFailure<"invalid">;

/**
 * Changes the signed-in user's password after checking the current one. Every other session of
 * the user is revoked; this one continues with a fresh cookie.
 */
export async function changePassword(
  requestHeaders: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<TChangePasswordResult> {
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD" || code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
      return invalid(
        { current_password: WRONG_CURRENT_PASSWORD_MESSAGE },
        WRONG_CURRENT_PASSWORD_MESSAGE,
      );
    }
    throw error;
  }
}
