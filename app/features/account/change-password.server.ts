import { getAuth } from "~/server/auth.server";
import { authErrorCode } from "./auth-errors.server";

export type TChangePasswordResult =
  | { status: "changed"; headers: Headers }
  | { status: "wrong_current_password" };

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
    return { status: "changed", headers };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD" || code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
      return { status: "wrong_current_password" };
    }
    throw error;
  }
}
