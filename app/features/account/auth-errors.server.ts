import { APIError } from "better-auth/api";

/** Better Auth's error code ('EMAIL_NOT_VERIFIED', 'INVALID_EMAIL_OR_PASSWORD'…), if any. */
export function authErrorCode(error: unknown): string | null {
  if (error instanceof APIError) {
    const body = error.body as { code?: string; message?: string } | undefined;
    return body?.code ?? body?.message ?? null;
  }
  return null;
}
